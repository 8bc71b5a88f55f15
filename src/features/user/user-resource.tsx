import { rules, sameAs } from "@/components/crud/rules";
import { defineResource, dialogAction } from "@/components/crud/types";
import {
  DepartSelect,
  PositionSelect,
  ResetPasswordDialog,
  RoleSelect,
  TenantSelect,
} from "@/features/user/lazy-controls";
import { PASSWORD_RULES } from "@/features/user/password-rules";
import { freeze, unfreeze, uniqueUsername, unlockAction } from "@/features/user/user-api";
import { userHead } from "@/features/user/user-head";

const STATUS_COLORS = { "1": "green", "2": "red" };

const resetPassword = dialogAction({
  key: "password",
  label: "密码",
  permission: "user:changePassword",
  dialog: ResetPasswordDialog,
});

/** 用户管理 (system/UserList at /isystem/user). */
export const userResource = defineResource({
  ...userHead,
  fields: [
    {
      dataIndex: "username",
      title: "用户账号",
      search: true,
      lockedOnEdit: true,
      rules: (action) => (action === "create" ? [...rules.userName, uniqueUsername] : rules.userName),
    },
    {
      dataIndex: "realname",
      title: "用户姓名",
      search: true,
      width: 100,
      rules: [{ required: true, message: "请输入用户姓名!" }],
    },
    { dataIndex: "avatar", title: "头像", type: "avatar", width: 70, form: false },
    {
      dataIndex: "password",
      title: "登录密码",
      type: "password",
      list: false,
      form: "create",
      rules: PASSWORD_RULES,
    },
    {
      dataIndex: "confirmpassword",
      title: "确认密码",
      type: "password",
      list: false,
      form: "create",
      dependencies: ["password"],
      rules: [{ required: true, message: "请重新输入登录密码!" }, sameAs("password")],
    },
    { dataIndex: "workNo", title: "工号", list: false },
    {
      dataIndex: "post",
      title: "职务",
      list: false,
      details: false,
      control: () => <PositionSelect />,
    },
    {
      dataIndex: "selectedroles",
      title: "角色分配",
      list: false,
      details: false,
      control: () => <RoleSelect />,
    },
    {
      dataIndex: "selecteddeparts",
      title: "部门分配",
      list: false,
      details: false,
      control: () => <DepartSelect />,
    },
    {
      dataIndex: "relTenantIds",
      title: "租户",
      list: false,
      details: false,
      control: () => <TenantSelect />,
    },
    { dataIndex: "sex", title: "性别", type: "dict", dict: "sex", search: true, width: 70 },
    { dataIndex: "birthday", title: "生日", type: "date", width: 110 },
    { dataIndex: "phone", title: "手机号", search: true, rules: rules.mobileOptional },
    { dataIndex: "email", title: "邮箱", list: false, rules: rules.email },
    { dataIndex: "telephone", title: "座机", list: false, rules: rules.telephone },
    { dataIndex: "orgCodeTxt", title: "部门", form: false, superQuery: false },
    {
      dataIndex: "status",
      title: "状态",
      type: "dict",
      dict: "user_status",
      tagColors: STATUS_COLORS,
      search: true,
      width: 80,
      form: false,
    },
    { dataIndex: "createTime", title: "创建时间", type: "datetime", width: 170, sorter: true, form: false },
  ],
  form: { style: "modal", width: 800, createTitle: "新增用户", editTitle: "编辑用户" },
  // 编辑 and 冻结 or 解冻 stay in the row, the rarer actions behind 更多.
  rowActions: ["edit", freeze, unfreeze, resetPassword, unlockAction, "delete"],
  inlineActions: 2,
  batchActions: ["delete", freeze, unfreeze],
});
