import type { ComponentProps } from "react";

const style = {
  padding: 0,
  border: 0,
  background: "none",
  // The theme colour's readable text shade, set by the layout; the default theme's shade until then.
  color: "var(--app-primary-text, #096dd9)",
  cursor: "pointer",
  whiteSpace: "nowrap",
  font: "inherit",
} as const;

/**
 * A link-styled action button (antd's Typography.Link look without the Typography bundle). It passes the
 * ref and event props on, so Popconfirm and Dropdown can anchor to it.
 */
export function TextLink({ style: extra, ...props }: ComponentProps<"button">) {
  return <button type="button" {...props} style={{ ...style, ...extra }} />;
}
