import { defineResource } from "@/components/crud/types";
import { uniqueRoleCode } from "@/features/role/role-api";
import { roleHead } from "@/features/role/role-head";

const roleCodeRequired = [
  { required: true, message: "请输入角色编码!" },
  { pattern: /^[A-Za-z0-9_-]{1,100}$/, message: "角色编码只能包含字母、数字、下划线和横线" },
];

/** 角色管理 (system/RoleUserList at /isystem/roleUserList); its page adds 授权 and 用户. */
export const roleResource = defineResource({
  ...roleHead,
  fields: [
    {
      dataIndex: "roleName",
      title: "角色名称",
      search: true,
      rules: [
        { required: true, message: "请输入角色名称!" },
        { min: 2, max: 30, message: "长度在 2 到 30 个字符" },
      ],
    },
    {
      dataIndex: "roleCode",
      title: "角色编码",
      search: true,
      // The server keeps a role's code once created.
      lockedOnEdit: true,
      rules: (action) => (action === "create" ? [...roleCodeRequired, uniqueRoleCode] : roleCodeRequired),
    },
    { dataIndex: "description", title: "描述", type: "textarea" },
    { dataIndex: "createTime", title: "创建时间", type: "datetime", width: 170, sorter: true, form: false },
  ],
  form: { style: "modal", width: 600, createTitle: "新增角色", editTitle: "编辑角色" },
});
