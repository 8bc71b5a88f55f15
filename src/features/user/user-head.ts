import type { ResourceHead } from "@/components/crud/resource-head";

/** 用户管理 as the shell knows it before the page loads. */
export const userHead: ResourceHead = {
  name: "sys-user",
  component: "system/UserList",
  title: "用户",
  authPrefix: "user:",
  api: {
    list: "/sys/user/list",
    add: "/sys/user/add",
    edit: "/sys/user/edit",
    delete: "/sys/user/delete",
    deleteBatch: "/sys/user/deleteBatch",
    queryById: "/sys/user/queryById",
    exportXls: "/sys/user/exportXls",
    importExcel: "/sys/user/importExcel",
  },
};
