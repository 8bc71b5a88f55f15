import { Form, Modal } from "antd";
import { useState } from "react";
import type { DepartValues } from "./depart-api";
import { DepartFields } from "./depart-fields";

/** 添加一级部门 / 添加子部门: the server generates the code (A01, A01A01, ...). */
export function DepartAddModal({
  parentName,
  onSave,
  onCancel,
}: {
  parentName?: string;
  onSave: (values: DepartValues) => Promise<void>;
  onCancel: () => void;
}) {
  const [form] = Form.useForm<DepartValues>();
  const [busy, setBusy] = useState(false);
  return (
    <Modal
      open
      title={parentName ? `添加子部门（上级：${parentName}）` : "添加一级部门"}
      okText="确定"
      cancelText="取消"
      confirmLoading={busy}
      onCancel={onCancel}
      onOk={async () => {
        const values = await form.validateFields();
        setBusy(true);
        try {
          await onSave(values);
        } finally {
          setBusy(false);
        }
      }}
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{ orgCategory: parentName ? "2" : "1", departOrder: 0 }}
      >
        <DepartFields />
      </Form>
    </Modal>
  );
}
