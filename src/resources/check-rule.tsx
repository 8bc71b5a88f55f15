import { defineResource } from "@/components/crud/types";

/** 编码校验规则 (system/SysCheckRuleList at /isystem/checkRule); the server validates the rule JSON. */
export const checkRuleResource = defineResource({
  name: "sys-check-rule",
  component: "system/SysCheckRuleList",
  title: "校验规则",
  authPrefix: "checkRule:",
  api: {
    list: "/sys/checkRule/list",
    add: "/sys/checkRule/add",
    edit: "/sys/checkRule/edit",
    delete: "/sys/checkRule/delete",
    deleteBatch: "/sys/checkRule/deleteBatch",
    queryById: "/sys/checkRule/queryById",
  },
  fields: [
    {
      dataIndex: "ruleName",
      title: "规则名称",
      search: true,
      rules: [{ required: true, message: "请输入规则名称!" }],
    },
    {
      dataIndex: "ruleCode",
      title: "规则Code",
      search: true,
      rules: [{ required: true, message: "请输入规则Code!" }],
    },
    {
      dataIndex: "ruleJson",
      title: "规则JSON",
      type: "textarea",
      list: false,
      placeholder: '[{"digits":"*","pattern":"^[a-z]+$","message":"只能是小写字母"}]',
    },
    { dataIndex: "ruleDescription", title: "规则描述", type: "textarea" },
    { dataIndex: "createTime", title: "创建时间", type: "datetime", width: 170, sorter: true, form: false },
  ],
  form: { style: "modal", width: 700, createTitle: "新增校验规则", editTitle: "编辑校验规则" },
});
