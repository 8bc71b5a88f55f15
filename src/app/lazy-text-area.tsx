import type { TextAreaProps, TextAreaRef } from "antd/es/input/TextArea";
import type { Ref } from "react";
import { lazyComponent } from "@/components/crud/lazy-component";
import { useThemeToken } from "@/components/shell/use-theme-token";

/** The rows the box stands for: `autoSize`'s least, else `rows`, else the browser's two. */
function rowsOf({ rows, autoSize }: TextAreaProps): number {
  if (typeof autoSize === "object" && autoSize.minRows) return autoSize.minRows;
  return rows ?? 2;
}

/** An empty field of the text area's size and border while its code loads, so the form does not move. */
function Box(props: TextAreaProps) {
  const token = useThemeToken();
  const line = token.fontSize * token.lineHeight;
  return (
    <div
      aria-busy="true"
      style={{
        boxSizing: "border-box",
        width: "100%",
        // One line plus the padding and border make a control's height.
        height: (rowsOf(props) - 1) * line + token.controlHeight,
        border: `${token.lineWidth}px ${token.lineType} ${token.colorBorder}`,
        borderRadius: token.borderRadius,
        background: props.disabled ? token.colorBgContainerDisabled : token.colorBgContainer,
        ...props.style,
      }}
    />
  );
}

/**
 * Stands in for Input.TextArea in antd's input index, which brings it (and rc-textarea) along with every
 * Input: only forms and dialogs draw one, so it loads when the first is drawn. Props and ref pass through.
 */
const LazyTextArea = lazyComponent<TextAreaProps & { ref?: Ref<TextAreaRef> }>(
  () => import("antd/es/input/TextArea"),
  ({ ref: _ref, ...props }) => <Box {...props} />,
);

export default LazyTextArea;
