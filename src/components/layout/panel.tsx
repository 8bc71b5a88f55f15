import type { CSSProperties, ReactNode } from "react";

const box: CSSProperties = { background: "#fff", borderRadius: 8, padding: 24 };
const head: CSSProperties = {
  margin: "-24px -24px 24px",
  padding: "16px 24px",
  borderBottom: "1px solid #f0f0f0",
  fontSize: 16,
  fontWeight: 600,
  color: "rgba(0,0,0,0.88)",
};

/**
 * A white content block with an optional title. antd's Card would do, but it brings the Tabs machinery
 * with it, which the list pages do not need.
 */
export function Panel({
  title,
  children,
  style,
}: {
  title?: ReactNode;
  children: ReactNode;
  style?: CSSProperties;
}) {
  return (
    <section style={{ ...box, ...style }}>
      {title && <h3 style={head}>{title}</h3>}
      {children}
    </section>
  );
}
