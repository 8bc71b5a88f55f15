import type { CrudDeclaration } from "../../core/crud/index.ts";
import { ruleJsonProblem } from "./rules.ts";

const fixed = { insert: false, update: false } as const;

/** sys_check_rule (reference §4.1); rule_json is validated and every pattern must compile. */
export const checkRuleCrud: CrudDeclaration = {
  prefix: "/sys/checkRule",
  table: "sys_check_rule",
  title: "编码校验规则",
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
    },
    ruleJson: {
      column: "rule_json",
      title: "规则JSON",
      type: "string",
      maxLength: 1024,
      validate: ruleJsonProblem,
    },
    ruleDescription: { column: "rule_description", title: "规则描述", type: "string", maxLength: 200 },
    createBy: { column: "create_by", type: "string" },
    createTime: { column: "create_time", title: "创建时间", type: "datetime" },
    updateBy: { column: "update_by", type: "string" },
    updateTime: { column: "update_time", type: "datetime" },
  },
  access: {
    list: "checkRule:list",
    add: "checkRule:add",
    edit: "checkRule:edit",
    delete: "checkRule:delete",
    deleteBatch: "checkRule:delete",
    queryById: "checkRule:list",
  },
};
