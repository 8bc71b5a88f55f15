import { defineResource } from "@/components/crud/types";
import { forceLogoutAction } from "@/features/online/online-api";
import { onlineHead } from "@/features/online/online-head";

/**
 * 在线用户 (system/SysUserOnlineList at /isystem/online): one row per live session, keyed by the session
 * handle the server lists as `token`; the handle itself is not a column.
 */
export const onlineResource = defineResource({
  ...onlineHead,
  rowKey: "token",
  defaultSort: { field: "loginTime", order: "desc" },
  fields: [
    // The server matches the account itself (ILIKE), so the value goes as typed.
    { dataIndex: "username", title: "用户账号", search: "eq", form: false },
    { dataIndex: "realname", title: "用户姓名", form: false },
    { dataIndex: "avatar", title: "头像", type: "avatar", width: 70, form: false },
    { dataIndex: "sex", title: "性别", type: "dict", dict: "sex", width: 70, form: false },
    { dataIndex: "phone", title: "手机号", form: false },
    { dataIndex: "ip", title: "登录IP", form: false },
    { dataIndex: "loginTime", title: "登录时间", type: "datetime", width: 170, form: false },
  ],
  rowActions: [forceLogoutAction],
  batchActions: [],
  // Sessions are not a table the list query builder reads: no super query.
  superQuery: false,
});
