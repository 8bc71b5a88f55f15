import { Form, Input, Radio } from "antd";
import { DictSelect } from "@/components/crud/dict-select";
import { ResourceFormModal } from "@/components/resource-table/resource-form-modal";
import { type DataRule, type DataRuleValues, RULE_API, RULE_RESOURCE, RULE_VARIABLES } from "./data-rule-api";

const COLUMN = /^[A-Za-z_][A-Za-z0-9_]{0,49}$/;

/** 新增/编辑 of one data rule of a menu: a column, a comparison and a value (which may name the user's own values). */
export function DataRuleForm({
  permissionId,
  rule,
  onClosed,
}: {
  permissionId: string;
  rule?: DataRule;
  onClosed: () => void;
}) {
  return (
    <ResourceFormModal<DataRuleValues & { permissionId: string }>
      resource={RULE_RESOURCE}
      api={RULE_API}
      id={rule?.id}
      initialValues={rule ?? { status: "1" }}
      fixedValues={{ permissionId }}
      title={rule ? "编辑数据规则" : "新增数据规则"}
      name="data-rule"
      onClosed={onClosed}
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
    </ResourceFormModal>
  );
}
