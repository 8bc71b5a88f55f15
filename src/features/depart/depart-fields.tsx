import { Form, Input, InputNumber, Radio } from "antd";
import { rules } from "@/components/crud/rules";

const CATEGORIES = [
  { value: "1", label: "公司" },
  { value: "2", label: "部门" },
  { value: "3", label: "岗位" },
];

/** The editable fields of a department, shared by the details form and the add dialog. */
export function DepartFields() {
  return (
    <>
      <Form.Item
        name="departName"
        label="机构名称"
        rules={[{ required: true, message: "请输入机构/部门名称!" }]}
      >
        <Input placeholder="请输入机构/部门名称" maxLength={100} />
      </Form.Item>
      <Form.Item name="orgCategory" label="机构类别">
        <Radio.Group options={CATEGORIES} />
      </Form.Item>
      <Form.Item name="departOrder" label="排序">
        <InputNumber precision={0} min={-99999} max={99999} style={{ width: "100%" }} />
      </Form.Item>
      <Form.Item name="mobile" label="手机号" rules={rules.mobileOptional}>
        <Input placeholder="请输入手机号" />
      </Form.Item>
      <Form.Item name="fax" label="传真">
        <Input placeholder="请输入传真" maxLength={32} />
      </Form.Item>
      <Form.Item name="address" label="地址">
        <Input placeholder="请输入地址" maxLength={100} />
      </Form.Item>
      <Form.Item name="memo" label="备注">
        <Input.TextArea placeholder="请输入备注" maxLength={500} rows={3} />
      </Form.Item>
    </>
  );
}
