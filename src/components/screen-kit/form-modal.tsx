import { type FormInstance, Modal } from "antd";
import { type ReactNode, useState } from "react";

/**
 * A small form in a dialog: 确定 validates, then `onSave` runs with the button busy; the caller closes the
 * dialog when the save worked. A click beside it does not throw the input away.
 */
export function FormModal<T>({
  title,
  form,
  width,
  onSave,
  onCancel,
  children,
}: {
  title: ReactNode;
  form: FormInstance<T>;
  width?: number;
  onSave: (values: T) => Promise<unknown>;
  onCancel: () => void;
  children: ReactNode;
}) {
  const [busy, setBusy] = useState(false);
  return (
    <Modal
      open
      title={title}
      width={width}
      okText="确定"
      cancelText="取消"
      confirmLoading={busy}
      maskClosable={false}
      onCancel={onCancel}
      onOk={async () => {
        // The form shows what is wrong; nothing is sent.
        const values = await form.validateFields().catch(() => undefined);
        if (values === undefined) return;
        setBusy(true);
        try {
          await onSave(values);
        } finally {
          setBusy(false);
        }
      }}
    >
      {children}
    </Modal>
  );
}
