import { rules, sameAs } from "@/components/crud/rules";
import { defineResource } from "@/components/crud/types";
import { freeze, unfreeze, uniqueUsername } from "@/pages/system/user/user-api";

const STATUS_COLORS = { "1": "green", "2": "red" };
const PASSWORD = /^(?=.*[a-zA-Z])(?=.*\d)(?=.*[~!@#$%^&*()_+`\-={}:";'<>?,./]).{8,}$/;

/** 用户管理 (system/UserList at /isystem/user). */
export const userResource = defineResource({
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
  },
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
      rules: [
        { required: true, message: "请输入登录密码!" },
        { pattern: PASSWORD, message: "密码由8位数字、大小写字母和特殊符号组成!" },
      ],
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
    { dataIndex: "sex", title: "性别", type: "dict", dict: "sex", search: true, width: 70 },
    { dataIndex: "birthday", title: "生日", type: "date", width: 110 },
    { dataIndex: "phone", title: "手机号", search: true, rules: rules.mobileOptional },
    { dataIndex: "email", title: "邮箱", list: false, rules: rules.email },
    { dataIndex: "orgCodeTxt", title: "部门", form: false },
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
  rowActions: ["edit", "delete", freeze, unfreeze],
  batchActions: ["delete", freeze, unfreeze],
});
