import type { FormRule } from "antd";
import { defineResource } from "@/components/crud/types";

const STATUS_COLORS = { "1": "green", "0": "red" };

/** The end must not come before the begin (both `yyyy-MM-dd HH:mm:ss`, so text order is time order). */
const endAfterBegin: FormRule = ({ getFieldValue }) => ({
  validator: async (_rule, value: unknown) => {
    const begin = getFieldValue("beginDate");
    if (typeof value === "string" && typeof begin === "string" && value && begin && value < begin)
      throw new Error("结束时间不能早于开始时间");
  },
});

/**
 * 租户管理 (system/TenantList at /isystem/tenant): a frozen tenant, or one outside its begin and end
 * dates, blocks the login of users who belong to no other tenant.
 */
export const tenantResource = defineResource({
  name: "sys-tenant",
  component: "system/TenantList",
  title: "租户",
  authPrefix: "tenant:",
  api: {
    list: "/sys/tenant/list",
    add: "/sys/tenant/add",
    edit: "/sys/tenant/edit",
    delete: "/sys/tenant/delete",
    deleteBatch: "/sys/tenant/deleteBatch",
    queryById: "/sys/tenant/queryById",
  },
  fields: [
    {
      dataIndex: "id",
      title: "租户编号",
      type: "number",
      width: 100,
      search: "eq",
      // The number is the tenant's key: chosen once, kept afterwards.
      lockedOnEdit: true,
      rules: [
        { required: true, message: "请输入租户编号!" },
        { pattern: /^[1-9]\d{0,8}$/, message: "租户编号只能是正整数" },
      ],
    },
    {
      dataIndex: "name",
      title: "租户名称",
      search: true,
      rules: [
        { required: true, message: "请输入租户名称!" },
        { max: 100, message: "最大长度100位字符" },
      ],
    },
    { dataIndex: "beginDate", title: "开始时间", type: "datetime", width: 170 },
    {
      dataIndex: "endDate",
      title: "结束时间",
      type: "datetime",
      width: 170,
      dependencies: ["beginDate"],
      rules: [endAfterBegin],
    },
    {
      dataIndex: "status",
      title: "状态",
      type: "dict",
      dict: "tenant_status",
      tagColors: STATUS_COLORS,
      search: true,
      width: 80,
      rules: [{ required: true, message: "请选择状态!" }],
    },
    { dataIndex: "createBy", title: "创建人", width: 100, form: false },
    { dataIndex: "createTime", title: "创建时间", type: "datetime", width: 170, sorter: true, form: false },
  ],
  form: { style: "modal", width: 700, createTitle: "新增租户", editTitle: "编辑租户" },
});
