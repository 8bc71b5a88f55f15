import { CloseCircleFilled, SearchOutlined } from "@ant-design/icons";
import { Button, Input, Space } from "antd";

export interface PickerInputProps {
  /** texts of the chosen records */
  labels: string[];
  onOpen: () => void;
  onClear?: () => void;
  placeholder?: string;
  disabled?: boolean;
  id?: string;
}

/** The read-only field of a picker: the chosen texts, a clear icon and the button that opens the dialog. */
export function PickerInput({
  labels,
  onOpen,
  onClear,
  placeholder = "请选择",
  disabled,
  id,
}: PickerInputProps) {
  const text = labels.join(",");
  return (
    <Space.Compact style={{ width: "100%" }}>
      <Input
        id={id}
        readOnly
        value={text}
        placeholder={placeholder}
        disabled={disabled}
        onClick={() => !disabled && onOpen()}
        suffix={
          text && onClear && !disabled ? (
            <CloseCircleFilled aria-label="清空" style={{ color: "rgba(0,0,0,.25)" }} onClick={onClear} />
          ) : (
            <span />
          )
        }
      />
      <Button aria-label="选择" icon={<SearchOutlined />} disabled={disabled} onClick={onOpen} />
    </Space.Compact>
  );
}
