import { defineModule } from "./module-types.ts";

/** Both the form and the server refuse a tenant whose end comes before its begin. */
export const END_BEFORE_BEGIN = "结束时间不能早于开始时间";

/**
 * 租户管理: tenants keyed by a number chosen on add, with begin and end dates and a status. A frozen tenant,
 * or one outside its dates, blocks the login of users who belong to no other tenant.
 */
export const tenantModule = defineModule({
  name: "tenant",
  resource: "sys-tenant",
  api: "/sys/tenant",
  table: "sys_tenant",
  title: "租户",
  permission: "tenant",
  idType: "integer",
  actions: ["list", "add", "edit", "delete"],
  menu: {
    parent: "system",
    id: "c89be0f66e662b523ac151e1de297a62",
    path: "/isystem/tenant",
    component: "system/TenantList",
    icon: "environment",
    order: 11,
    buttons: {
      list: ["87111a3daea77e9dc5d89f0882898668", "查看租户"],
      add: ["6c727ac3c7f134e5bf9bee1a036d9815", "添加租户"],
      edit: ["097cd2b4b7bb05e5dc8d9b26268e7430", "编辑租户"],
      delete: ["77f4270dc4be4f2111bfaafcc2137f3c", "删除租户"],
    },
  },
  fields: {
    // The number is the tenant's key: chosen once, kept afterwards.
    id: {
      title: "租户编号",
      type: "number",
      integer: true,
      range: [1, 999_999_999],
      invalid: "租户编号只能是正整数",
      required: "请输入租户编号!",
      unique: "租户编号已存在",
      search: "eq",
      lockedOnEdit: true,
    },
    name: { title: "租户名称", maxLength: 100, required: "请输入租户名称!", search: true },
    beginDate: { title: "开始时间", type: "datetime", invalid: "开始时间格式不正确" },
    endDate: { title: "结束时间", type: "datetime", invalid: "结束时间格式不正确" },
    status: {
      title: "状态",
      type: "number",
      integer: true,
      range: [0, 1],
      invalid: "请选择状态!",
      dict: "tenant_status",
      required: "请选择状态!",
      search: true,
    },
    createBy: { title: "创建人", serverOnly: true },
    createTime: { title: "创建时间", type: "datetime", serverOnly: true, sorter: true },
  },
  defaultSort: { field: "id", order: "asc" },
  form: { width: 700 },
});
