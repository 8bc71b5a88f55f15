import { Form, type FormRule, Input, Modal } from "antd";
import { useState } from "react";

export interface PromptDialogProps {
  open: boolean;
  title: string;
  /** label of the one input */
  label?: string;
  placeholder?: string;
  defaultValue?: string;
  /** the caller's rules; OK only closes when they pass */
  rules?: FormRule[];
  width?: number;
  /** may be async; the dialog shows the OK button loading meanwhile */
  onOk: (value: string) => void | Promise<void>;
  onCancel: () => void;
}

/** The prompt dialog: one input, validated against the caller's rules before OK. */
export function PromptDialog({
  open,
  title,
  label,
  placeholder,
  defaultValue,
  rules,
  width = 416,
  onOk,
  onCancel,
}: PromptDialogProps) {
  const [form] = Form.useForm<{ value: string }>();
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    let value: string;
    try {
      value = (await form.validateFields()).value ?? "";
    } catch {
      return;
    }
    setBusy(true);
    try {
      await onOk(value);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open={open}
      title={title}
      width={width}
      onOk={confirm}
      onCancel={onCancel}
      confirmLoading={busy}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={{ value: defaultValue }} preserve={false}>
        <Form.Item name="value" label={label} rules={rules} validateFirst>
          <Input placeholder={placeholder} autoFocus onPressEnter={confirm} aria-label={label ?? title} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
