import { useThemeToken } from "@/components/shell/use-theme-token";

/**
 * The thin bar between a row's action links: antd's vertical Divider as its styles draw it (0.9em high at
 * the theme's font size, the split colour, marginXS each side), without the Divider component and its
 * style bundle, which the lists would otherwise load for this one line.
 */
export function LinkSeparator() {
  const token = useThemeToken();
  return (
    <span
      // Decoration: the links are a row's buttons, each with its own name.
      aria-hidden="true"
      style={{
        position: "relative",
        top: "-0.06em",
        display: "inline-block",
        boxSizing: "border-box",
        height: "0.9em",
        margin: `0 ${token.marginXS}px`,
        padding: 0,
        fontSize: token.fontSize,
        verticalAlign: "middle",
        borderInlineStart: `${token.lineWidth}px solid ${token.colorSplit}`,
      }}
    />
  );
}
