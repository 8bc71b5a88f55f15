/** A dependency-free spinner for the moments before antd is loaded (styles in index.html). */
export function PageLoading() {
  return (
    <div className="app-loading" role="status" aria-label="加载中">
      <span className="app-loading-dot" />
    </div>
  );
}
