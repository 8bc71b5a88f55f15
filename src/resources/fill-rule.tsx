import { defineResource } from "@/components/crud/types";

/** 填值规则 (system/SysFillRuleList at /isystem/fillRule): code generators such as dated serial numbers. */
export const fillRuleResource = defineResource({
  name: "sys-fill-rule",
  component: "system/SysFillRuleList",
  title: "填值规则",
  authPrefix: "fillRule:",
  api: {
    list: "/sys/fillRule/list",
    add: "/sys/fillRule/add",
    edit: "/sys/fillRule/edit",
    delete: "/sys/fillRule/delete",
    deleteBatch: "/sys/fillRule/deleteBatch",
    queryById: "/sys/fillRule/queryById",
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
      // The server keeps a rule's code once created: forms that use it name it.
      lockedOnEdit: true,
      rules: [{ required: true, message: "请输入规则Code!" }],
    },
    { dataIndex: "ruleClass", title: "规则类型", placeholder: "dated-serial（日期流水号）" },
    {
      dataIndex: "ruleParams",
      title: "规则参数",
      type: "textarea",
      placeholder: '{"prefix":"TX","dateFormat":"yyyyMMdd","digits":4}',
    },
    { dataIndex: "createTime", title: "创建时间", type: "datetime", width: 170, sorter: true, form: false },
  ],
  form: { style: "modal", width: 700, createTitle: "新增填值规则", editTitle: "编辑填值规则" },
});
