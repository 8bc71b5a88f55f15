import type { ResourceHead } from "@/components/crud/resource-head";

/** 角色管理 as the shell knows it before the page loads. */
export const roleHead: ResourceHead = {
  name: "sys-role",
  component: "system/RoleUserList",
  title: "角色",
  authPrefix: "role:",
  api: {
    list: "/sys/role/list",
    add: "/sys/role/add",
    edit: "/sys/role/edit",
    delete: "/sys/role/delete",
    deleteBatch: "/sys/role/deleteBatch",
    queryById: "/sys/role/queryById",
  },
};
