import { ScheduleOutlined } from "@ant-design/icons";
import { Button, Input, Space } from "antd";
import { lazy, Suspense, useState } from "react";

const CronEditor = lazy(async () => ({ default: (await import("./cron-editor")).CronEditor }));

export interface CronInputProps {
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
  placeholder?: string;
  disabled?: boolean;
  /** The clock of the editor's preview (tests fix it). */
  now?: () => Date;
  /** The zone of the preview's times (default the server's). */
  timeZone?: string;
}

/**
 * A cron expression as text, typed or built in the editor dialog (the button beside it), which reads the
 * text back into its tabs on opening and sends its expression up on 确定. Works as a Form.Item child.
 */
export function CronInput({
  id,
  value,
  onChange,
  placeholder = "请输入cron表达式",
  disabled,
  now,
  timeZone,
}: CronInputProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Space.Compact style={{ width: "100%" }}>
        <Input
          id={id}
          value={value}
          placeholder={placeholder}
          disabled={disabled}
          autoComplete="off"
          onChange={(e) => onChange?.(e.target.value)}
        />
        <Button icon={<ScheduleOutlined />} disabled={disabled} onClick={() => setOpen(true)}>
          选择
        </Button>
      </Space.Compact>
      {open && (
        <Suspense fallback={null}>
          <CronEditor
            open
            value={value}
            now={now}
            timeZone={timeZone}
            onCancel={() => setOpen(false)}
            onConfirm={(expression) => {
              setOpen(false);
              onChange?.(expression);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
