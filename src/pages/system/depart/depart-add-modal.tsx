import { Form } from "antd";
import { FormModal } from "../shared/form-modal";
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
  return (
    <FormModal
      title={parentName ? `添加子部门（上级：${parentName}）` : "添加一级部门"}
      form={form}
      onSave={onSave}
      onCancel={onCancel}
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{ orgCategory: parentName ? "2" : "1", departOrder: 0 }}
      >
        <DepartFields />
      </Form>
    </FormModal>
  );
}
