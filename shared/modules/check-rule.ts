import { defineModule } from "./module-types.ts";

/** 编码校验规则: named lists of patterns a form value must match, checked by checkByCode. */
export const checkRuleModule = defineModule({
  name: "check-rule",
  resource: "sys-check-rule",
  api: "/sys/checkRule",
  table: "sys_check_rule",
  title: "校验规则",
  permission: "checkRule",
  actions: ["list", "add", "edit", "delete"],
  menu: {
    parent: "system",
    id: "8e43338393420c10372e41323a869c09",
    name: "编码校验规则",
    path: "/isystem/checkRule",
    component: "system/SysCheckRuleList",
    icon: "check-circle",
    order: 8,
  },
  fields: {
    ruleName: { title: "规则名称", maxLength: 100, required: "请输入规则名称!", search: true },
    ruleCode: {
      title: "规则编码",
      maxLength: 100,
      required: "请输入规则编码!",
      unique: "规则编码已存在",
      search: true,
    },
    ruleJson: {
      title: "规则JSON",
      maxLength: 1024,
      widget: "textarea",
      list: false,
      placeholder: '[{"digits":"*","pattern":"^[a-z]+$","message":"只能是小写字母"}]',
    },
    ruleDescription: { title: "规则描述", maxLength: 200, widget: "textarea" },
    createTime: { title: "创建时间", type: "datetime", serverOnly: true, sorter: true },
  },
  form: { width: 700 },
});
