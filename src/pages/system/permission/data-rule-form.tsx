import { Form, Input, Radio } from "antd";
import { DictSelect } from "@/components/crud/dict-select";
import { FormModal } from "../shared/form-modal";
import { type DataRule, type DataRuleValues, RULE_VARIABLES } from "./data-rule-api";

const COLUMN = /^[A-Za-z_][A-Za-z0-9_]{0,49}$/;

/** 新增/编辑 of one data rule: a column, a comparison and a value (which may name the user's own values). */
export function DataRuleForm({
  rule,
  onSave,
  onCancel,
}: {
  rule?: DataRule;
  onSave: (values: DataRuleValues) => Promise<void>;
  onCancel: () => void;
}) {
  const [form] = Form.useForm<DataRuleValues>();
  return (
    <FormModal title={rule ? "编辑数据规则" : "新增数据规则"} form={form} onSave={onSave} onCancel={onCancel}>
      <Form
        form={form}
        name="data-rule"
        layout="vertical"
        initialValues={rule ?? { status: "1" }}
        autoComplete="off"
      >
        <Form.Item name="ruleName" label="规则名称" rules={[{ required: true, message: "请输入规则名称!" }]}>
          <Input placeholder="请输入规则名称" maxLength={50} />
        </Form.Item>
        <Form.Item
          name="ruleColumn"
          label="规则字段"
          rules={[{ pattern: COLUMN, message: "规则字段只能是字母、数字和下划线" }]}
        >
          <Input placeholder="例如 sys_org_code" maxLength={50} />
        </Form.Item>
        <Form.Item
          name="ruleConditions"
          label="条件规则"
          rules={[{ required: true, message: "请选择条件规则!" }]}
        >
          <DictSelect dict="rule_conditions" placeholder="请选择条件规则" />
        </Form.Item>
        <Form.Item
          name="ruleValue"
          label="规则值"
          rules={[{ required: true, message: "请输入规则值!" }]}
          extra={`可用系统变量：${RULE_VARIABLES.join("、")}`}
        >
          <Input placeholder="请输入规则值" maxLength={300} />
        </Form.Item>
        <Form.Item name="status" label="状态">
          <Radio.Group
            options={[
              { value: "1", label: "有效" },
              { value: "0", label: "无效" },
            ]}
          />
        </Form.Item>
      </Form>
    </FormModal>
  );
}
