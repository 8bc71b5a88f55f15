import { FullscreenOutlined } from "@ant-design/icons";
import { Input, Popover } from "antd";
import { type CSSProperties, useState } from "react";

/** The pop-over's editing area, as the original's input popup: 200 wide, 150 high. */
export const INPUT_POPUP_SIZE = { width: 200, height: 150 } as const;

export interface InputPopupProps {
  value?: string | null;
  onChange?: (value: string) => void;
  placeholder?: string;
  disabled?: boolean;
  /** the pop-over's title (the field's name) */
  title?: string;
  width?: number;
  height?: number;
  style?: CSSProperties;
  id?: string;
  "aria-label"?: string;
}

/**
 * A one-line text field whose value can also be edited in a larger text area that pops over it (longer
 * text in a narrow form column or grid cell); both edit the same value.
 */
export function InputPopup({
  value,
  onChange,
  placeholder,
  disabled,
  title,
  width = INPUT_POPUP_SIZE.width,
  height = INPUT_POPUP_SIZE.height,
  style,
  id,
  ...rest
}: InputPopupProps) {
  const [open, setOpen] = useState(false);
  const text = value ?? "";
  const label = rest["aria-label"] ?? title;
  return (
    <Popover
      open={open && !disabled}
      onOpenChange={(next) => setOpen(next)}
      // As the original: the button (or a right click) opens it; a click elsewhere closes it.
      trigger="contextMenu"
      placement="bottomLeft"
      title={title}
      content={
        <Input.TextArea
          aria-label={label ? `${label}(展开编辑)` : "展开编辑"}
          value={text}
          autoFocus
          onChange={(e) => onChange?.(e.target.value)}
          style={{ width, height, resize: "none" }}
        />
      }
    >
      <Input
        id={id}
        aria-label={rest["aria-label"]}
        value={text}
        placeholder={placeholder}
        disabled={disabled}
        style={style}
        autoComplete="off"
        onChange={(e) => onChange?.(e.target.value)}
        suffix={
          <FullscreenOutlined
            role="button"
            aria-label="展开编辑"
            onClick={() => setOpen(true)}
            style={{ cursor: disabled ? "not-allowed" : "pointer", color: "rgba(0,0,0,0.45)" }}
          />
        }
      />
    </Popover>
  );
}
