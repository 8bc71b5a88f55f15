/**
 * The access matrix: every endpoint of the identity and access modules (users, roles,
 * permissions/menus, departments, department roles, tenants, online users, logs, data log, address book)
 * called as anonymous, as a user without the code, as a user of another tenant, and as a user with the
 * code. Refused calls must leave the affected tables exactly as they were.
 */
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newId } from "../src/core/ids.ts";
import { hashPassword } from "../src/core/passwords.ts";
import { modules } from "../src/modules/index.ts";
import {
  ADMIN,
  type ApiResponse,
  api,
  createTestApp,
  DEMO_USER,
  login,
  noPush,
  type TestApp,
} from "./helpers.ts";
import { ADMIN_ROLE_ID, DEMO_ID, GOOD_PASSWORD, NO_PERMISSION, ROOT_DEPART_ID } from "./user-fixtures.ts";

type Method = "GET" | "POST" | "PUT" | "DELETE";
type Client = ReturnType<typeof api>;

/**
 * What the holder of the code gets: success, this business message, or "*" (an answer that is not a
 * Result envelope, checked only for passing the gate).
 */
type Holder = "ok" | string;

interface Row {
  method: Method;
  /** path below the API prefix; `:x` segments are filled in */
  url: string;
  query?: Record<string, string>;
  body?: object;
  /** login: any signed-in user may call it (picker reads, own account); perm: the code is required */
  tier: "perm" | "login";
  holder: Holder;
}

const PREFIXES = [
  "/sys/user/",
  "/sys/role/",
  "/sys/permission/",
  "/sys/sysDepart/",
  "/sys/sysDepartRole/",
  "/sys/sysDepartPermission/",
  "/sys/tenant/",
  "/sys/online/",
  "/sys/log/",
  "/sys/dataLog/",
  "/sys/selectDepart",
  "/sys/superQuery/",
];
/** Anonymous by design (registration, password recovery, the uniqueness check). */
const ANONYMOUS = new Set([
  "GET /sys/user/checkOnlyUser",
  "POST /sys/user/register",
  "POST /sys/user/phoneVerification",
  "POST /sys/user/passwordChange",
  "GET /sys/user/passwordChange",
]);

const NONE = "00000000000000000000000000000000";
const FOUND_NOT = "未找到对应数据";

const rows: Row[] = [
  // users
  { method: "GET", url: "/sys/user/list", tier: "login", holder: "ok" },
  {
    method: "POST",
    url: "/sys/user/add",
    body: { username: "matrix_u1", realname: "矩阵", phone: "13900000001", password: GOOD_PASSWORD },
    tier: "perm",
    holder: "添加成功！",
  },
  {
    method: "PUT",
    url: "/sys/user/edit",
    body: { id: NONE, realname: "x" },
    tier: "perm",
    holder: FOUND_NOT,
  },
  { method: "DELETE", url: "/sys/user/delete", query: { id: NONE }, tier: "perm", holder: FOUND_NOT },
  { method: "DELETE", url: "/sys/user/deleteBatch", query: { ids: NONE }, tier: "perm", holder: FOUND_NOT },
  { method: "GET", url: "/sys/user/queryById", query: { id: DEMO_ID }, tier: "perm", holder: "ok" },
  { method: "GET", url: "/sys/user/exportXls", tier: "perm", holder: "ok" },
  { method: "POST", url: "/sys/user/importExcel", tier: "perm", holder: "请上传文件" },
  { method: "POST", url: "/sys/user/importCheck", body: {}, tier: "perm", holder: "请求体须含行数组 rows" },
  { method: "POST", url: "/sys/user/importRows", body: {}, tier: "perm", holder: "请求体须含行数组 rows" },
  {
    method: "PUT",
    url: "/sys/user/frozenBatch",
    body: { ids: NONE, status: "2" },
    tier: "perm",
    holder: FOUND_NOT,
  },
  { method: "GET", url: "/sys/user/queryUserRole", query: { userid: DEMO_ID }, tier: "perm", holder: "ok" },
  {
    method: "PUT",
    url: "/sys/user/changePassword",
    body: { username: "nobody_here", password: GOOD_PASSWORD },
    tier: "perm",
    holder: "用户不存在！",
  },
  {
    method: "PUT",
    url: "/sys/user/updatePassword",
    body: { username: "someone_else" },
    tier: "login",
    holder: "只允许修改自己的密码！",
  },
  { method: "GET", url: "/sys/user/getCurrentUserDeparts", tier: "login", holder: "ok" },
  {
    method: "PUT",
    url: "/sys/selectDepart",
    body: { orgCode: "ZZZ" },
    tier: "login",
    holder: "所选部门不属于当前用户",
  },
  { method: "GET", url: "/sys/user/recycleBin", tier: "perm", holder: "ok" },
  {
    method: "PUT",
    url: "/sys/user/putRecycleBin",
    body: { userIds: NONE },
    tier: "perm",
    holder: "回收站中没有所选用户",
  },
  {
    method: "DELETE",
    url: "/sys/user/deleteRecycleBin",
    query: { userIds: NONE },
    tier: "perm",
    holder: "回收站中没有所选用户",
  },
  {
    method: "GET",
    url: "/sys/user/queryUserByDepId",
    query: { id: ROOT_DEPART_ID },
    tier: "login",
    holder: "ok",
  },
  { method: "GET", url: "/sys/user/userDepartList", query: { userId: DEMO_ID }, tier: "perm", holder: "ok" },
  { method: "GET", url: "/sys/user/generateUserId", tier: "perm", holder: "ok" },
  {
    method: "GET",
    url: "/sys/user/queryByOrgCodeForAddressList",
    query: { orgCode: "A01" },
    tier: "perm",
    holder: "ok",
  },
  { method: "PUT", url: "/sys/user/unlock", body: { username: "jeecg" }, tier: "perm", holder: "解锁成功!" },
  { method: "PUT", url: "/sys/user/appEdit", body: {}, tier: "login", holder: "没有要修改的内容" },
  { method: "GET", url: "/sys/user/queryUserComponentData", tier: "login", holder: "ok" },
  { method: "GET", url: "/sys/user/queryByIds", query: { userIds: DEMO_ID }, tier: "login", holder: "ok" },
  { method: "GET", url: "/sys/user/getMultiUser", tier: "login", holder: "*" },
  // every signed-in user's own column settings
  { method: "GET", url: "/sys/user/columnSettings", query: { listKey: "user" }, tier: "login", holder: "ok" },
  {
    method: "POST",
    url: "/sys/user/columnSettings",
    body: { listKey: "user", columns: [{ key: "username", visible: true }] },
    tier: "login",
    holder: "保存成功",
  },
  {
    method: "DELETE",
    url: "/sys/user/columnSettings",
    query: { listKey: "user" },
    tier: "login",
    holder: "重置成功",
  },
  // role users (role module) and department users (depart module)
  {
    method: "GET",
    url: "/sys/user/userRoleList",
    query: { roleId: ADMIN_ROLE_ID },
    tier: "perm",
    holder: "ok",
  },
  {
    method: "POST",
    url: "/sys/user/addSysUserRole",
    body: { roleId: NONE, userIdList: [DEMO_ID] },
    tier: "perm",
    holder: "角色不存在",
  },
  {
    method: "DELETE",
    url: "/sys/user/deleteUserRole",
    query: { roleId: NONE, userId: NONE },
    tier: "perm",
    holder: "删除成功!",
  },
  {
    method: "DELETE",
    url: "/sys/user/deleteUserRoleBatch",
    query: { roleId: NONE, userIds: NONE },
    tier: "perm",
    holder: "删除成功!",
  },
  {
    method: "GET",
    url: "/sys/user/departUserList",
    query: { depId: ROOT_DEPART_ID },
    tier: "perm",
    holder: "ok",
  },
  {
    method: "POST",
    url: "/sys/user/editSysDepartWithUser",
    body: { depId: NONE, userIdList: [DEMO_ID] },
    tier: "perm",
    holder: "部门不存在",
  },
  {
    method: "DELETE",
    url: "/sys/user/deleteUserInDepart",
    query: { depId: NONE, userId: NONE },
    tier: "perm",
    holder: "删除成功!",
  },
  {
    method: "DELETE",
    url: "/sys/user/deleteUserInDepartBatch",
    query: { depId: NONE, userIds: NONE },
    tier: "perm",
    holder: "删除成功!",
  },
  // roles
  { method: "GET", url: "/sys/role/list", tier: "login", holder: "ok" },
  {
    method: "POST",
    url: "/sys/role/add",
    body: { roleName: "矩阵角色", roleCode: "matrix_role" },
    tier: "perm",
    holder: "添加成功！",
  },
  {
    method: "PUT",
    url: "/sys/role/edit",
    body: { id: NONE, roleName: "x" },
    tier: "perm",
    holder: FOUND_NOT,
  },
  { method: "DELETE", url: "/sys/role/delete", query: { id: NONE }, tier: "perm", holder: FOUND_NOT },
  { method: "DELETE", url: "/sys/role/deleteBatch", query: { ids: NONE }, tier: "perm", holder: FOUND_NOT },
  { method: "GET", url: "/sys/role/queryById", query: { id: ADMIN_ROLE_ID }, tier: "perm", holder: "ok" },
  { method: "GET", url: "/sys/role/queryall", tier: "login", holder: "ok" },
  {
    method: "GET",
    url: "/sys/role/checkRoleCode",
    query: { roleCode: "zz_free" },
    tier: "login",
    holder: "ok",
  },
  { method: "GET", url: "/sys/role/queryTreeList", tier: "perm", holder: "ok" },
  {
    method: "GET",
    url: "/sys/role/datarule/:permissionId/:roleId",
    tier: "perm",
    holder: "未找到权限配置信息",
  },
  {
    method: "POST",
    url: "/sys/role/datarule",
    body: { permissionId: NONE, roleId: NONE, dataRuleIds: "" },
    tier: "perm",
    holder: "请先保存角色菜单权限!",
  },
  // permissions (menus) and their data rules
  { method: "GET", url: "/sys/permission/getUserPermissionByToken", tier: "login", holder: "ok" },
  { method: "GET", url: "/sys/permission/queryTreeList", tier: "perm", holder: "ok" },
  {
    method: "GET",
    url: "/sys/permission/queryRolePermission",
    query: { roleId: ADMIN_ROLE_ID },
    tier: "perm",
    holder: "ok",
  },
  {
    method: "POST",
    url: "/sys/permission/saveRolePermission",
    body: { roleId: NONE, permissionIds: "" },
    tier: "perm",
    holder: "角色不存在",
  },
  {
    method: "POST",
    url: "/sys/permission/add",
    body: { name: "矩阵菜单", menuType: 0, url: "/matrix", sortNo: 99 },
    tier: "perm",
    holder: "ok",
  },
  {
    method: "PUT",
    url: "/sys/permission/edit",
    body: { id: NONE, name: "x", menuType: 0 },
    tier: "perm",
    holder: "未找到对应数据",
  },
  { method: "GET", url: "/sys/permission/list", tier: "perm", holder: "ok" },
  { method: "GET", url: "/sys/permission/getSystemMenuList", tier: "perm", holder: "ok" },
  {
    method: "GET",
    url: "/sys/permission/getSystemSubmenu",
    query: { parentId: NONE },
    tier: "perm",
    holder: "ok",
  },
  {
    method: "GET",
    url: "/sys/permission/getSystemSubmenuBatch",
    query: { parentIds: NONE },
    tier: "perm",
    holder: "ok",
  },
  {
    method: "DELETE",
    url: "/sys/permission/delete",
    query: { id: NONE },
    tier: "perm",
    holder: "未找到菜单信息",
  },
  {
    method: "DELETE",
    url: "/sys/permission/deleteBatch",
    query: { ids: NONE },
    tier: "perm",
    holder: "删除成功!",
  },
  {
    method: "GET",
    url: "/sys/permission/getPermRuleListByPermId",
    query: { permissionId: NONE },
    tier: "perm",
    holder: "ok",
  },
  {
    method: "GET",
    url: "/sys/permission/queryPermissionRule",
    query: { permissionId: NONE },
    tier: "perm",
    holder: "ok",
  },
  {
    method: "POST",
    url: "/sys/permission/addPermissionRule",
    body: { permissionId: NONE, ruleName: "r", ruleColumn: "orgCode", ruleConditions: "=", ruleValue: "A01" },
    tier: "perm",
    holder: "菜单不存在",
  },
  {
    method: "PUT",
    url: "/sys/permission/editPermissionRule",
    body: { id: NONE, ruleName: "r" },
    tier: "perm",
    holder: FOUND_NOT,
  },
  {
    method: "DELETE",
    url: "/sys/permission/deletePermissionRule",
    query: { id: NONE },
    tier: "perm",
    holder: FOUND_NOT,
  },
  {
    method: "GET",
    url: "/sys/permission/queryDepartPermission",
    query: { departId: ROOT_DEPART_ID },
    tier: "perm",
    holder: "ok",
  },
  {
    method: "POST",
    url: "/sys/permission/saveDepartPermission",
    body: { departId: NONE, permissionIds: "" },
    tier: "perm",
    holder: "部门不存在",
  },
  // departments
  {
    method: "POST",
    url: "/sys/sysDepart/add",
    body: { departName: "矩阵部门" },
    tier: "perm",
    holder: "添加成功！",
  },
  {
    method: "PUT",
    url: "/sys/sysDepart/edit",
    body: { id: NONE, departName: "x" },
    tier: "perm",
    holder: "未找到对应数据",
  },
  {
    method: "DELETE",
    url: "/sys/sysDepart/delete",
    query: { id: NONE },
    tier: "perm",
    holder: "未找到对应数据",
  },
  {
    method: "DELETE",
    url: "/sys/sysDepart/deleteBatch",
    query: { ids: NONE },
    tier: "perm",
    holder: "未找到对应数据",
  },
  {
    method: "GET",
    url: "/sys/sysDepart/queryById",
    query: { id: ROOT_DEPART_ID },
    tier: "perm",
    holder: "ok",
  },
  { method: "GET", url: "/sys/sysDepart/queryTreeList", tier: "login", holder: "ok" },
  { method: "GET", url: "/sys/sysDepart/queryIdTree", tier: "login", holder: "ok" },
  { method: "GET", url: "/sys/sysDepart/queryDepartTreeSync", tier: "login", holder: "ok" },
  { method: "GET", url: "/sys/sysDepart/searchBy", query: { keyWord: "研发" }, tier: "login", holder: "ok" },
  { method: "GET", url: "/sys/sysDepart/queryMyDeptTreeList", tier: "login", holder: "ok" },
  // department roles and their grants
  {
    method: "GET",
    url: "/sys/sysDepartRole/list",
    query: { deptId: ROOT_DEPART_ID },
    tier: "perm",
    holder: "ok",
  },
  {
    method: "POST",
    url: "/sys/sysDepartRole/add",
    body: { departId: ROOT_DEPART_ID, roleName: "矩阵部门角色", roleCode: "m_dr" },
    tier: "perm",
    holder: "添加成功！",
  },
  {
    method: "PUT",
    url: "/sys/sysDepartRole/edit",
    body: { id: NONE, roleName: "x", roleCode: "x" },
    tier: "perm",
    holder: FOUND_NOT,
  },
  {
    method: "DELETE",
    url: "/sys/sysDepartRole/delete",
    query: { id: NONE },
    tier: "perm",
    holder: FOUND_NOT,
  },
  {
    method: "DELETE",
    url: "/sys/sysDepartRole/deleteBatch",
    query: { ids: NONE },
    tier: "perm",
    holder: FOUND_NOT,
  },
  {
    method: "GET",
    url: "/sys/sysDepartRole/queryById",
    query: { id: NONE },
    tier: "perm",
    holder: FOUND_NOT,
  },
  {
    method: "GET",
    url: "/sys/sysDepartRole/getDeptRoleList",
    query: { departId: ROOT_DEPART_ID },
    tier: "perm",
    holder: "ok",
  },
  {
    method: "GET",
    url: "/sys/sysDepartRole/getDeptRoleByUserId",
    query: { userId: DEMO_ID },
    tier: "perm",
    holder: "ok",
  },
  {
    method: "POST",
    url: "/sys/sysDepartRole/deptRoleUserAdd",
    body: { userId: NONE, newRoleId: "" },
    tier: "perm",
    holder: "用户不存在！",
  },
  {
    method: "GET",
    url: "/sys/sysDepartRole/datarule/:permissionId/:departId/:roleId",
    tier: "perm",
    holder: "未找到权限配置信息",
  },
  {
    method: "POST",
    url: "/sys/sysDepartRole/datarule",
    body: { permissionId: NONE, roleId: NONE, dataRuleIds: "" },
    tier: "perm",
    holder: "请先保存部门角色菜单权限!",
  },
  {
    method: "GET",
    url: "/sys/sysDepartPermission/datarule/:permissionId/:departId",
    tier: "perm",
    holder: "未找到权限配置信息",
  },
  {
    method: "POST",
    url: "/sys/sysDepartPermission/datarule",
    body: { permissionId: NONE, departId: NONE, dataRuleIds: "" },
    tier: "perm",
    holder: "请先保存部门菜单权限!",
  },
  {
    method: "GET",
    url: "/sys/sysDepartPermission/queryTreeListForDeptRole",
    query: { departId: ROOT_DEPART_ID },
    tier: "perm",
    holder: "ok",
  },
  {
    method: "GET",
    url: "/sys/sysDepartPermission/queryDeptRolePermission",
    query: { roleId: NONE },
    tier: "perm",
    holder: "ok",
  },
  {
    method: "POST",
    url: "/sys/sysDepartPermission/saveDeptRolePermission",
    body: { roleId: NONE, permissionIds: "" },
    tier: "perm",
    holder: "部门角色不存在",
  },
  // online users
  { method: "GET", url: "/sys/online/list", tier: "perm", holder: "ok" },
  {
    method: "POST",
    url: "/sys/online/forceLogout",
    body: { token: NONE },
    tier: "perm",
    holder: "Token无效!",
  },
  // tenants
  { method: "GET", url: "/sys/tenant/list", tier: "perm", holder: "ok" },
  { method: "GET", url: "/sys/tenant/queryById", query: { id: "1" }, tier: "perm", holder: "ok" },
  { method: "GET", url: "/sys/tenant/queryList", tier: "login", holder: "ok" },
  {
    method: "POST",
    url: "/sys/tenant/add",
    body: { id: 77, name: "矩阵租户", status: "1" },
    tier: "perm",
    holder: "添加成功！",
  },
  {
    method: "PUT",
    url: "/sys/tenant/edit",
    body: { id: 999, name: "x", status: "1" },
    tier: "perm",
    holder: "未找到对应实体",
  },
  {
    method: "DELETE",
    url: "/sys/tenant/delete",
    query: { id: "999" },
    tier: "perm",
    holder: "未找到对应实体",
  },
  {
    method: "DELETE",
    url: "/sys/tenant/deleteBatch",
    query: { ids: "999" },
    tier: "perm",
    holder: "未找到对应实体",
  },
  // saved super queries: every signed-in user's own, and those shared with one of their roles
  { method: "GET", url: "/sys/superQuery/list", query: { listKey: "/matrix" }, tier: "login", holder: "ok" },
  { method: "GET", url: "/sys/superQuery/queryById", query: { id: NONE }, tier: "login", holder: FOUND_NOT },
  { method: "GET", url: "/sys/superQuery/shareRoles", tier: "login", holder: "ok" },
  {
    method: "POST",
    url: "/sys/superQuery/add",
    body: { listKey: "/matrix", title: "矩阵", records: [{ rule: "eq", field: "username", val: "x" }] },
    tier: "login",
    holder: "保存成功",
  },
  {
    method: "PUT",
    url: "/sys/superQuery/edit",
    body: { id: NONE, title: "x" },
    tier: "login",
    holder: FOUND_NOT,
  },
  {
    method: "PUT",
    url: "/sys/superQuery/share",
    body: { id: NONE, roleId: ADMIN_ROLE_ID },
    tier: "login",
    holder: FOUND_NOT,
  },
  { method: "DELETE", url: "/sys/superQuery/delete", query: { id: NONE }, tier: "login", holder: FOUND_NOT },
  // logs and data log
  { method: "GET", url: "/sys/log/list", query: { logType: "1" }, tier: "perm", holder: "ok" },
  { method: "DELETE", url: "/sys/log/delete", query: { id: NONE }, tier: "perm", holder: FOUND_NOT },
  { method: "DELETE", url: "/sys/log/deleteBatch", query: { ids: NONE }, tier: "perm", holder: FOUND_NOT },
  { method: "GET", url: "/sys/dataLog/list", tier: "perm", holder: "ok" },
  {
    method: "GET",
    url: "/sys/dataLog/queryCompareList",
    query: { dataId1: NONE, dataId2: NONE },
    tier: "perm",
    holder: "ok",
  },
  {
    method: "GET",
    url: "/sys/dataLog/queryDataVerList",
    query: { dataTable: "sys_user", dataId: NONE },
    tier: "perm",
    holder: "未找到版本信息",
  },
];

const FINGERPRINT_TABLES = [
  "sys_user",
  "sys_user_role",
  "sys_user_depart",
  "sys_role",
  "sys_permission",
  "sys_role_permission",
  "sys_permission_data_rule",
  "sys_depart",
  "sys_depart_permission",
  "sys_depart_role",
  "sys_depart_role_permission",
  "sys_depart_role_user",
  "sys_tenant",
  "sys_position",
  "sys_data_log",
  "sys_login_failure",
  "sys_super_query",
];

let t: TestApp;
let admin: Client;
let demo: Client;
let anonymous: Client;
/** holds every code, belongs to tenant 2 only and acts in tenant 2 */
let tenantTwo: Client;
/** the same user sending another tenant's id */
let tenantTwoInOne: Client;
let routes: string[];

async function fingerprint(): Promise<Record<string, string>> {
  const parts = FINGERPRINT_TABLES.map(
    (tb) =>
      `(SELECT count(*) || ':' || md5(coalesce(string_agg(x::text, '|' ORDER BY x::text), '')) FROM ${tb} x) AS ${tb}`,
  );
  const row = await t.db.one<Record<string, string>>(`SELECT ${parts.join(", ")}`);
  // Sessions: only which exist (last_seen_at slides on use).
  const sessions = await t.db.one<{ s: string }>(
    "SELECT count(*) || ':' || md5(coalesce(string_agg(id, ',' ORDER BY id), '')) AS s FROM sys_user_session",
  );
  return { ...row, sys_user_session: sessions?.s ?? "" };
}

function filled(url: string): string {
  return url.replace(/:[A-Za-z]+/g, NONE);
}

function call(c: Client, row: Row): Promise<ApiResponse> {
  const url = filled(row.url);
  switch (row.method) {
    case "GET":
      return c.get(url, row.query);
    case "DELETE":
      return c.delete(url, row.query);
    case "POST":
      return c.post(url, row.body ?? {});
    case "PUT":
      return c.put(url, row.body ?? {});
  }
}

const label = (r: Row) => `${r.method} ${r.url}`;

beforeAll(async () => {
  t = await createTestApp();
  // A second tenant and an all-codes user who belongs to it only.
  await t.db.query("INSERT INTO sys_tenant (id, name, status) VALUES (2, '矩阵租户二', 1)");
  const userId = newId();
  await t.db.query(
    `INSERT INTO sys_user (id, username, realname, password, salt, status, del_flag, rel_tenant_ids, create_time)
     VALUES ($1, 'tenant_two', '二号租户管理员', $2, '', 1, 0, '2', LOCALTIMESTAMP(0))`,
    [userId, await hashPassword(GOOD_PASSWORD)],
  );
  await t.db.query("INSERT INTO sys_user_role (id, user_id, role_id) VALUES ($1, $2, $3)", [
    newId(),
    userId,
    ADMIN_ROLE_ID,
  ]);
  await t.db.query("INSERT INTO sys_user_depart (id, user_id, dep_id) VALUES ($1, $2, $3)", [
    newId(),
    userId,
    ROOT_DEPART_ID,
  ]);

  const a = await login(t.app, ADMIN.username, ADMIN.password);
  const d = await login(t.app, DEMO_USER.username, DEMO_USER.password);
  const two = await login(t.app, "tenant_two", GOOD_PASSWORD);
  if (!a.token || !d.token || !two.token) throw new Error(`logins failed: ${JSON.stringify(two.body)}`);
  admin = api(t.app, a.token);
  demo = api(t.app, d.token);
  anonymous = api(t.app);
  tenantTwo = api(t.app, two.token, { tenantId: 2 });
  tenantTwoInOne = api(t.app, two.token, { tenantId: 1 });

  // Every route the registered modules declare, to prove the table covers these modules.
  const probe = Fastify({ ajv: { customOptions: { allowUnionTypes: true, keywords: ["errorMessage"] } } });
  const seen: string[] = [];
  probe.addHook("onRoute", (r) => {
    for (const m of [r.method].flat()) if (m !== "HEAD" && m !== "OPTIONS") seen.push(`${m} ${r.url}`);
  });
  await probe.register(async (scope) => {
    for (const m of modules)
      await scope.register(async (s) => m.register(s, { db: t.db, config: t.config, push: noPush }));
  });
  await probe.ready();
  await probe.close();
  routes = seen;
});

afterAll(async () => {
  await t?.close();
});

describe("access matrix of the identity and access modules", () => {
  it("covers every endpoint of these modules (the anonymous ones are the decided few)", () => {
    const mine = routes.filter((r) => PREFIXES.some((p) => r.split(" ")[1].startsWith(p)));
    const listed = new Set(
      rows.flatMap((r) => (r.method === "PUT" ? [label(r), `POST ${r.url}`] : [label(r)])),
    );
    const missing = mine.filter((r) => !listed.has(r) && !ANONYMOUS.has(r));
    expect(missing).toEqual([]);
  });

  it.each(rows)("$method $url", async (row) => {
    const before = await fingerprint();

    const anon = await call(anonymous, row);
    expect(anon.status, anon.text).toBe(401);
    expect(anon.body).toMatchObject({ success: true, code: 401, message: "Token失效，请重新登录!" });

    // Another tenant's user naming a tenant that is not theirs: refused before anything runs.
    const foreign = await call(tenantTwoInOne, row);
    expect(foreign.status, foreign.text).toBe(401);
    expect(foreign.body).toMatchObject({ code: 401, message: "用户租户信息变更,请重新登陆!" });

    const without = await call(demo, row);
    if (row.tier === "perm") {
      expect(without.status, without.text).toBe(200);
      expect(without.body, without.text).toMatchObject({ success: false, code: 510, message: NO_PERMISSION });
    } else {
      expect(without.status, without.text).toBe(200);
      expect(without.body?.code ?? 200, without.text).not.toBe(510);
    }
    if (row.tier === "perm" || row.method === "GET") expect(await fingerprint()).toEqual(before);

    // The other tenant's user holding the codes: system administration is global.
    if (row.method === "GET") {
      const other = await call(tenantTwo, row);
      expect(other.status, other.text).toBe(200);
      expect(other.body?.code, other.text).not.toBe(510);
      expect(await fingerprint()).toEqual(before);
    }

    const res = await call(admin, row);
    expect(res.status, res.text).toBe(200);
    if (row.url.endsWith("/exportXls")) {
      expect(String(res.headers["content-type"])).toContain("spreadsheetml");
      return;
    }
    expect(res.body.code, res.text).not.toBe(510);
    if (row.holder === "ok") expect(res.body.success, res.text).toBe(true);
    else if (row.holder !== "*") expect(res.body.message, res.text).toBe(row.holder);
  });

  it("a user acting in another tenant does not see this tenant's people in the address book", async () => {
    const res = await tenantTwo.get<{ username: string }[]>("/sys/user/queryUserByDepId", {
      id: ROOT_DEPART_ID,
    });
    expect(res.body.success, res.text).toBe(true);
    expect(res.body.result.map((u) => u.username)).toEqual(["tenant_two"]);
    const home = await admin.get<{ username: string }[]>("/sys/user/queryUserByDepId", {
      id: ROOT_DEPART_ID,
    });
    expect(home.body.result.map((u) => u.username)).toContain("admin");
  });
});
