/**
 * Stands in for resize-observer-polyfill, which antd's rc-resize-observer imports: the polyfill hands back
 * the browser's own ResizeObserver whenever there is one, and every browser the build targets has it.
 */
export default globalThis.ResizeObserver;
