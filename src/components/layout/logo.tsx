/** The product mark: a blue badge with a pass card, drawn inline so no image request is needed. */
export function Logo({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 48 48" role="img" aria-label="通行证管理系统标志">
      <rect x="2" y="2" width="44" height="44" rx="10" fill="#1890ff" />
      <rect x="10" y="13" width="28" height="22" rx="3" fill="#fff" />
      <circle cx="18" cy="22" r="3.5" fill="#1890ff" />
      <path d="M12.5 31c1-3.5 3-5 5.5-5s4.5 1.5 5.5 5z" fill="#1890ff" />
      <rect x="26" y="19" width="9" height="2.5" rx="1.2" fill="#91caff" />
      <rect x="26" y="24" width="9" height="2.5" rx="1.2" fill="#91caff" />
      <rect x="26" y="29" width="6" height="2.5" rx="1.2" fill="#91caff" />
    </svg>
  );
}
