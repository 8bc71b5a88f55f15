import { defineModule } from "./module-types.ts";

/** 填值规则: code generators such as dated serial numbers, named by a code forms refer to. */
export const fillRuleModule = defineModule({
  name: "fill-rule",
  resource: "sys-fill-rule",
  api: "/sys/fillRule",
  table: "sys_fill_rule",
  title: "填值规则",
  permission: "fillRule",
  actions: ["list", "add", "edit", "delete"],
  menu: {
    parent: "system",
    id: "8994d9a076e0b87f36f65a79acc4abcd",
    name: "填值规则",
    path: "/isystem/fillRule",
    component: "system/SysFillRuleList",
    icon: "edit",
    order: 9,
  },
  fields: {
    ruleName: { title: "规则名称", maxLength: 100, required: "请输入规则名称!", search: true },
    // Forms name a rule by its code, so it stays as created.
    ruleCode: {
      title: "规则编码",
      maxLength: 100,
      required: "请输入规则编码!",
      unique: "规则编码已存在",
      search: true,
      lockedOnEdit: true,
    },
    ruleClass: { title: "规则类型", maxLength: 100, placeholder: "请选择规则类型" },
    ruleParams: {
      title: "规则参数",
      maxLength: 200,
      widget: "textarea",
      placeholder: '{"prefix":"TX","dateFormat":"yyyyMMdd","digits":4}',
    },
    createTime: { title: "创建时间", type: "datetime", serverOnly: true, sorter: true },
  },
  form: { width: 700 },
});
