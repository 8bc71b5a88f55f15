import type { CrudDeclaration, Values } from "../../core/crud/index.ts";
import { BizError } from "../../core/result.ts";
import { DATED_SERIAL, fillRuleProblem } from "./generator.ts";

const fixed = { insert: false, update: false } as const;

function check(values: Values, existing?: Record<string, unknown>) {
  const kind = values.ruleClass ?? existing?.ruleClass ?? DATED_SERIAL;
  values.ruleClass = kind;
  const problem = fillRuleProblem(kind, values.ruleParams ?? existing?.ruleParams ?? null);
  if (problem) throw new BizError(problem);
}

/** sys_fill_rule (reference §4.1): `ruleClass` names a generator kind of generator.ts. */
export const fillRuleCrud: CrudDeclaration = {
  prefix: "/sys/fillRule",
  table: "sys_fill_rule",
  title: "填值规则",
  columns: {
    id: { column: "id", type: "string", ...fixed },
    ruleName: {
      column: "rule_name",
      title: "规则名称",
      type: "string",
      maxLength: 100,
      required: "请输入规则名称!",
    },
    ruleCode: {
      column: "rule_code",
      title: "规则Code",
      type: "string",
      maxLength: 100,
      required: "请输入规则Code!",
      unique: "规则Code已存在",
      update: false,
    },
    ruleClass: { column: "rule_class", title: "规则类型", type: "string", maxLength: 100 },
    ruleParams: { column: "rule_params", title: "规则参数", type: "string", maxLength: 200 },
    createBy: { column: "create_by", type: "string" },
    createTime: { column: "create_time", title: "创建时间", type: "datetime" },
    updateBy: { column: "update_by", type: "string" },
    updateTime: { column: "update_time", type: "datetime" },
  },
  access: {
    list: "fillRule:list",
    add: "fillRule:add",
    edit: "fillRule:edit",
    delete: "fillRule:delete",
    deleteBatch: "fillRule:delete",
    queryById: "fillRule:list",
  },
  hooks: {
    beforeInsert: async (values) => check(values),
    beforeUpdate: async (_id, values, _body, existing) => check(values, existing),
  },
};
