/**
 * Identity and access administration beyond the foundation: tenants and the login they
 * block, the operation and login logs, the data log, the password policy, unlocking, the recycle bin,
 * the partial user import, department roles and user-by-department lookups.
 */

import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newId } from "../src/core/ids.ts";
import { hashPassword } from "../src/core/passwords.ts";
import { ADMIN, api, createTestApp, login, type TestApp, xlsxMultipart } from "./helpers.ts";
import { GOOD_PASSWORD, insertUser, ROOT_DEPART_ID } from "./user-fixtures.ts";

let t: TestApp;
let admin: ReturnType<typeof api>;

async function makeUser(
  username: string,
  extra: { tenants?: string; departId?: string } = {},
): Promise<string> {
  const id = newId();
  await t.db.query(
    `INSERT INTO sys_user (id, username, realname, password, salt, status, del_flag, rel_tenant_ids, create_time)
     VALUES ($1, $2, $2, $3, '', 1, 0, $4, LOCALTIMESTAMP(0))`,
    [id, username, await hashPassword(GOOD_PASSWORD), extra.tenants ?? ""],
  );
  if (extra.departId)
    await t.db.query("INSERT INTO sys_user_depart (id, user_id, dep_id) VALUES ($1, $2, $3)", [
      newId(),
      id,
      extra.departId,
    ]);
  return id;
}

/** The operation log is written after the answer; wait until the row is there. */
async function logLine(content: string, urlEnd = "", paramHas = ""): Promise<Record<string, unknown>> {
  for (let i = 0; i < 50; i++) {
    const row = await t.db.one(
      `SELECT * FROM sys_log WHERE log_type = 2 AND log_content = $1 AND request_url LIKE $2
         AND coalesce(request_param, '') LIKE $3`,
      [content, `%${urlEnd}`, `%${paramHas}%`],
    );
    if (row) return row;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`no operation log line ${content}`);
}

beforeAll(async () => {
  t = await createTestApp({ env: { PASSWORD_MIN_LENGTH: "10", PASSWORD_CHAR_CLASSES: "upper,lower,digit" } });
  admin = api(t.app, (await login(t.app, ADMIN.username, ADMIN.password)).token);
});

afterAll(async () => {
  await t?.close();
});

describe("tenants", () => {
  it("adds, lists, edits and deletes a tenant with dates and status", async () => {
    const add = await admin.post("/sys/tenant/add", {
      id: 31,
      name: "东区租户",
      beginDate: "2026-01-01 00:00:00",
      endDate: "2099-12-31 23:59:59",
      status: "1",
    });
    expect(add.body).toMatchObject({ success: true, message: "添加成功！" });
    const again = await admin.post("/sys/tenant/add", { id: 31, name: "重复", status: "1" });
    expect(again.body).toMatchObject({ success: false, message: "租户编号已存在" });
    const list = await admin.get<{ records: { id: number; name: string; status_dictText: string }[] }>(
      "/sys/tenant/list",
      { name: "东区*" },
    );
    expect(list.body.result.records).toMatchObject([{ id: 31, name: "东区租户", status_dictText: "正常" }]);
    const edit = await admin.put("/sys/tenant/edit", { id: 31, name: "东区租户二", status: "0" });
    expect(edit.body).toMatchObject({ success: true, message: "编辑成功!" });
    const one = await admin.get("/sys/tenant/queryById", { id: "31" });
    expect(one.body.result).toMatchObject({ name: "东区租户二", status: 0, beginDate: null });
    const del = await admin.delete("/sys/tenant/delete", { id: "31" });
    expect(del.body).toMatchObject({ success: true, message: "删除成功" });
  });

  it("refuses bad input with clear messages and writes nothing", async () => {
    const cases: [object, string][] = [
      [{ name: "x", status: "1" }, "请输入租户编号!"],
      [{ id: "abc", name: "x", status: "1" }, "租户编号只能是正整数"],
      [{ id: 32, name: "", status: "1" }, "请输入租户名称!"],
      [{ id: 32, name: "x", status: "9" }, "请选择状态!"],
      [{ id: 32, name: "x", status: "1", beginDate: "2026-13-45" }, "开始时间格式不正确"],
      [
        { id: 32, name: "x", status: "1", beginDate: "2026-05-01 00:00:00", endDate: "2026-04-01 00:00:00" },
        "结束时间不能早于开始时间",
      ],
    ];
    for (const [body, message] of cases) {
      const res = await admin.post("/sys/tenant/add", body);
      expect(res.status).toBe(200);
      expect(res.body, res.text).toMatchObject({ success: false, message });
    }
    expect(await t.db.one("SELECT 1 AS x FROM sys_tenant WHERE id = 32")).toBeUndefined();
  });

  it("a frozen or expired tenant blocks the login of its users; a tenant in use cannot be deleted", async () => {
    await admin.post("/sys/tenant/add", { id: 41, name: "冻结租户", status: "0" });
    await admin.post("/sys/tenant/add", {
      id: 42,
      name: "过期租户",
      status: "1",
      beginDate: "2020-01-01 00:00:00",
      endDate: "2021-01-01 00:00:00",
    });
    await makeUser("tenant_frozen", { tenants: "41,42" });
    const refused = await login(t.app, "tenant_frozen", GOOD_PASSWORD);
    expect(refused.body).toMatchObject({
      success: false,
      message: "与该用户关联的租户均已被冻结，无法登录！",
    });
    await admin.put("/sys/tenant/edit", { id: 41, name: "冻结租户", status: "1" });
    const allowed = await login(t.app, "tenant_frozen", GOOD_PASSWORD);
    expect(allowed.body.success, JSON.stringify(allowed.body)).toBe(true);
    expect((allowed.body.result.tenantList as unknown as { id: number }[]).map((x) => x.id)).toEqual([41]);
    const del = await admin.delete("/sys/tenant/delete", { id: "41" });
    expect(del.body).toMatchObject({ success: false, message: "该租户已被引用，无法删除！" });
  });
});

describe("users with tenants, roles, departments and a position", () => {
  it("stores the relations of the form and refuses unknown tenants", async () => {
    const base = {
      username: "rel_user",
      realname: "关系",
      phone: "13700000021",
      password: "Abcdefgh12",
      selectedroles: "ee8626f80f7c2619917b6236f3a7f02b",
      selecteddeparts: ROOT_DEPART_ID,
      post: "devleader",
    };
    const bad = await admin.post("/sys/user/add", { ...base, relTenantIds: "1,999" });
    expect(bad.body).toMatchObject({ success: false, message: "租户不存在：999" });
    const good = await admin.post("/sys/user/add", { ...base, relTenantIds: "1" });
    expect(good.body.success, good.text).toBe(true);
    const row = await t.db.one<{ rel_tenant_ids: string; post: string; org_code: string }>(
      "SELECT rel_tenant_ids, post, org_code FROM sys_user WHERE username = 'rel_user'",
    );
    expect(row).toMatchObject({ rel_tenant_ids: "1", post: "devleader", org_code: "A01" });
    const session = await login(t.app, "rel_user", "Abcdefgh12");
    expect((session.body.result.tenantList as unknown as { id: number }[]).map((x) => x.id)).toEqual([1]);
  });
});

describe("password policy from the configuration", () => {
  it("is enforced on add, reset and change with a message naming the rule", async () => {
    const message = "密码至少10位，且必须包含大写字母、小写字母和数字!";
    const add = await admin.post("/sys/user/add", {
      username: "policy_u",
      realname: "策略",
      phone: "13700000011",
      password: "Abc#12345",
    });
    expect(add.body).toMatchObject({ success: false, message });
    const good = await admin.post("/sys/user/add", {
      username: "policy_u",
      realname: "策略",
      phone: "13700000011",
      password: "Abcdefgh12",
    });
    expect(good.body.success, good.text).toBe(true);
    const reset = await admin.put("/sys/user/changePassword", { username: "policy_u", password: "short1A" });
    expect(reset.body).toMatchObject({ success: false, message });
    const own = await login(t.app, "policy_u", "Abcdefgh12");
    const change = await api(t.app, own.token).put("/sys/user/updatePassword", {
      username: "policy_u",
      oldpassword: "Abcdefgh12",
      password: "alllowercase1",
      confirmpassword: "alllowercase1",
    });
    expect(change.body).toMatchObject({ success: false, message });
  });

  it("a reset ends the user's other sessions: their next call gets 401", async () => {
    const first = await login(t.app, "policy_u", "Abcdefgh12");
    const second = await login(t.app, "policy_u", "Abcdefgh12");
    const reset = await admin.put("/sys/user/changePassword", {
      username: "policy_u",
      password: "Newpassw0rd",
    });
    expect(reset.body.success, reset.text).toBe(true);
    for (const token of [first.token, second.token]) {
      const res = await api(t.app, token).get("/sys/user/getCurrentUserDeparts");
      expect(res.status).toBe(401);
    }
    // Changing one's own password keeps this session and ends the others.
    const a = await login(t.app, "policy_u", "Newpassw0rd");
    const b = await login(t.app, "policy_u", "Newpassw0rd");
    const change = await api(t.app, a.token).put("/sys/user/updatePassword", {
      username: "policy_u",
      oldpassword: "Newpassw0rd",
      password: "Another1Pass",
      confirmpassword: "Another1Pass",
    });
    expect(change.body.success, change.text).toBe(true);
    expect((await api(t.app, a.token).get("/sys/user/getCurrentUserDeparts")).status).toBe(200);
    expect((await api(t.app, b.token).get("/sys/user/getCurrentUserDeparts")).status).toBe(401);
  });
});

describe("updatePassword guesses", () => {
  it("ten wrong current passwords stop further tries for a while, without locking the login", async () => {
    await makeUser("guess_u");
    const { token } = await login(t.app, "guess_u", GOOD_PASSWORD);
    const me = api(t.app, token);
    const attempt = (oldpassword: string) =>
      me.put("/sys/user/updatePassword", {
        username: "guess_u",
        oldpassword,
        password: "Guessed1Pass",
        confirmpassword: "Guessed1Pass",
      });
    for (let i = 1; i < 10; i++) {
      expect((await attempt(`wrong-${i}`)).body).toMatchObject({
        success: false,
        message: "旧密码输入错误!",
      });
    }
    expect((await attempt("wrong-10")).body.message).toBe("旧密码错误次数过多，请30分钟后再试");
    expect((await attempt(GOOD_PASSWORD)).body.message).toBe("旧密码错误次数过多，请30分钟后再试");
    expect((await login(t.app, "guess_u", GOOD_PASSWORD)).body.success).toBe(true);
    expect((await login(t.app, "guess_u", "Guessed1Pass")).body.success).toBe(false);
  });
});

describe("unlock", () => {
  it("an administrator ends the wait failed logins put on an account, at every address", async () => {
    await makeUser("locked_u");
    await t.db.query(
      `INSERT INTO sys_login_delay (username, ip, fail_count, first_fail_at, wait_until)
       VALUES ('locked_u', '127.0.0.1', 8, LOCALTIMESTAMP(0), LOCALTIMESTAMP(0) + interval '5 minutes')`,
    );
    const locked = await login(t.app, "locked_u", GOOD_PASSWORD);
    expect(locked.body).toMatchObject({ success: false, message: "登录失败次数过多，请5分钟后再试" });
    const res = await admin.put("/sys/user/unlock", { username: "locked_u" });
    expect(res.body).toMatchObject({ success: true, message: "解锁成功!" });
    expect((await login(t.app, "locked_u", GOOD_PASSWORD)).token).not.toBe("");
    const unknown = await admin.put("/sys/user/unlock", { username: "no_such_user" });
    expect(unknown.body).toMatchObject({ success: false, message: "用户不存在！" });
  });
});

describe("recycle bin", () => {
  it("lists deleted users, restores them and deletes them for good", async () => {
    const a = await insertUser(t.db, { username: "bin_a" });
    const b = await insertUser(t.db, { username: "bin_b" });
    await admin.delete("/sys/user/deleteBatch", { ids: `${a},${b},` });
    const bin = await admin.get<{ username: string }[]>("/sys/user/recycleBin");
    expect(bin.body.result.map((u) => u.username)).toEqual(expect.arrayContaining(["bin_a", "bin_b"]));
    const back = await admin.put("/sys/user/putRecycleBin", { userIds: a });
    expect(back.body).toMatchObject({ success: true, message: "还原成功" });
    expect((await admin.get("/sys/user/queryById", { id: a })).body.success).toBe(true);
    const gone = await admin.delete("/sys/user/deleteRecycleBin", { userIds: b });
    expect(gone.body).toMatchObject({ success: true, message: "删除成功!" });
    expect(await t.db.one("SELECT 1 AS x FROM sys_user WHERE id = $1", [b])).toBeUndefined();
    // A live user is not in the bin: it cannot be deleted for good.
    const live = await admin.delete("/sys/user/deleteRecycleBin", { userIds: a });
    expect(live.body).toMatchObject({ success: false, message: "回收站中没有所选用户" });
  });
});

/** POST /sys/user/importExcel with a one-sheet workbook of `rows`. */
async function importUsers(rows: string[][]) {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet("用户信息");
  for (const row of rows) sheet.addRow(row);
  const file = Buffer.from(await book.xlsx.writeBuffer());
  return admin.inject({ method: "POST", url: "/sys/user/importExcel", ...xlsxMultipart("file", [file]) });
}

describe("user import with errors", () => {
  it("imports the good rows and answers code 201 with the error report", async () => {
    const res = await importUsers([
      ["用户账号", "用户姓名", "性别", "生日", "邮箱", "手机号", "工号", "职务", "座机", "状态"],
      ["imp_one", "导入一", "男", "", "", "13600000001", "", "", "", "正常"],
      ["admin", "重复", "", "", "", "13600000002", "", "", "", ""],
      ["imp_two", "导入二", "女", "", "", "13600000003", "", "", "", ""],
    ]);
    expect(res.body, res.text).toMatchObject({
      success: true,
      code: 201,
      message: "文件导入成功，但有错误。",
      result: {
        totalCount: 3,
        errorCount: 1,
        successCount: 2,
        msg: "总上传行数：3，已导入行数：2，错误行数：1",
      },
    });
    expect(String(res.body.result.fileUrl)).toMatch(/^\/sys\/common\/static\//);
    const rows = await t.db.query<{ username: string }>(
      "SELECT username FROM sys_user WHERE username LIKE 'imp_%' ORDER BY username",
    );
    expect(rows.map((r) => r.username)).toEqual(["imp_one", "imp_two"]);
  });

  it("reads a file that has only some of the columns, under a title row", async () => {
    const res = await importUsers([
      ["用户信息"],
      ["用户账号", "用户姓名", "手机号", "邮箱"],
      ["imp_part", "部分列", "13600000004", "part@example.com"],
    ]);
    expect(res.body, res.text).toMatchObject({
      success: true,
      code: 200,
      message: "共1行数据全部导入成功！",
    });
    expect(await t.db.one("SELECT realname, email FROM sys_user WHERE username = 'imp_part'")).toEqual({
      realname: "部分列",
      email: "part@example.com",
    });
  });
});

describe("operation log, login log and data log", () => {
  it("records data-changing calls as operations and lists them by type, time range and keyword", async () => {
    const add = await admin.post("/sys/role/add", { roleName: "日志角色", roleCode: "log_role" });
    expect(add.body.success).toBe(true);
    const line = await logLine("角色管理-添加");
    expect(line).toMatchObject({ operate_type: 2, userid: "admin", request_type: "POST" });
    expect(String(line.request_param)).toContain("log_role");
    // Refused calls are not operations.
    await admin.post("/sys/role/add", { roleName: "", roleCode: "" });
    const today = new Date().toISOString().slice(0, 10);
    const list = await admin.get<{ records: { logContent: string; operateType_dictText: string }[] }>(
      "/sys/log/list",
      {
        logType: "2",
        keyWord: "角色管理",
        createTime_begin: `${today} 00:00:00`,
        createTime_end: "2099-01-01 00:00:00",
      },
    );
    expect(list.body.success, list.text).toBe(true);
    expect(list.body.result.records).toHaveLength(1);
    expect(list.body.result.records[0]).toMatchObject({
      logContent: "角色管理-添加",
      operateType_dictText: "添加",
    });
    const logins = await admin.get<{ records: { logContent: string }[] }>("/sys/log/list", {
      logType: "1",
      keyWord: "admin,登录成功",
    });
    expect(logins.body.result.records.length).toBeGreaterThan(0);
    const secret = await admin.put("/sys/user/changePassword", {
      username: "locked_u",
      password: "Secret1234",
    });
    expect(secret.body.success, secret.text).toBe(true);
    const reset = await logLine("用户管理-编辑", "/sys/user/changePassword", "locked_u");
    expect(String(reset.request_param)).not.toContain("Secret1234");
  });

  it("stores each change of a record as a version and compares two of them", async () => {
    const add = await admin.post("/sys/role/add", { roleName: "版本一", roleCode: "ver_role" });
    expect(add.body.success).toBe(true);
    const role = await t.db.one<{ id: string }>("SELECT id FROM sys_role WHERE role_code = 'ver_role'");
    const roleId = String(role?.id);
    await admin.put("/sys/role/edit", { id: roleId, roleName: "版本二", description: "改过" });
    const versions = await admin.get<{ id: string; dataVersion: number; dataContent: string }[]>(
      "/sys/dataLog/queryDataVerList",
      { dataTable: "sys_role", dataId: roleId },
    );
    expect(versions.body.result.map((v) => v.dataVersion)).toEqual([2, 1]);
    const [v2, v1] = versions.body.result;
    expect(JSON.parse(v1.dataContent)).toMatchObject({ roleName: "版本一", roleCode: "ver_role" });
    expect(JSON.parse(v2.dataContent)).toMatchObject({ roleName: "版本二", description: "改过" });
    const pair = await admin.get<{ dataVersion: number }[]>("/sys/dataLog/queryCompareList", {
      dataId1: v1.id,
      dataId2: v2.id,
    });
    expect(pair.body.result.map((v) => v.dataVersion)).toEqual([1, 2]);
    const list = await admin.get<{ records: { dataId: string }[]; total: number }>("/sys/dataLog/list", {
      dataTable: "sys_role",
      dataId: roleId,
    });
    expect(list.body.result.total).toBe(2);
    const none = await admin.get("/sys/dataLog/queryDataVerList", { dataTable: "sys_role", dataId: "nope" });
    expect(none.body).toMatchObject({ success: false, message: "未找到版本信息" });
  });
});

describe("department roles", () => {
  it("grant permissions within the department's own; their users get the codes on the next call", async () => {
    const buttons = await t.db.query<{ id: string; perms: string }>(
      "SELECT id, perms FROM sys_permission WHERE perms IN ('tenant:list', 'log:list') ORDER BY perms",
    );
    const [logList, tenantList] = buttons;
    await admin.post("/sys/permission/saveDepartPermission", {
      departId: ROOT_DEPART_ID,
      permissionIds: logList.id,
      lastpermissionIds: "",
    });
    const add = await admin.post("/sys/sysDepartRole/add", {
      departId: ROOT_DEPART_ID,
      roleName: "日志员",
      roleCode: "dept_logger",
    });
    expect(add.body.success, add.text).toBe(true);
    // The department role form's rules, with the browser bypassed.
    for (const [body, message] of [
      [{ roleCode: "dept_x" }, "请输入部门角色名称!"],
      [{ roleName: "日", roleCode: "dept_x" }, "长度在 2 到 30 个字符"],
      [{ roleName: "日志二" }, "请输入部门角色编码!"],
      [{ roleName: "日志二", roleCode: "dept x" }, "只允许字母、数字、下划线"],
    ] as const) {
      const refused = await admin.post("/sys/sysDepartRole/add", { departId: ROOT_DEPART_ID, ...body });
      expect(refused.body, refused.text).toMatchObject({ success: false, message });
    }
    const roles = await admin.get<{ records: { id: string; roleCode: string }[] }>(
      "/sys/sysDepartRole/list",
      {
        deptId: ROOT_DEPART_ID,
      },
    );
    const droleId = String(roles.body.result.records.find((r) => r.roleCode === "dept_logger")?.id);
    const outside = await admin.post("/sys/sysDepartPermission/saveDeptRolePermission", {
      roleId: droleId,
      permissionIds: tenantList.id,
    });
    expect(outside.body).toMatchObject({ success: false, message: "部门角色的权限不能超出部门的权限" });
    const granted = await admin.post("/sys/sysDepartPermission/saveDeptRolePermission", {
      roleId: droleId,
      permissionIds: logList.id,
      lastpermissionIds: "",
    });
    expect(granted.body.success, granted.text).toBe(true);
    const tree = await admin.get<{ ids: string[] }>("/sys/sysDepartPermission/queryTreeListForDeptRole", {
      departId: ROOT_DEPART_ID,
    });
    expect(tree.body.result.ids).toEqual([logList.id]);

    const userId = await makeUser("dept_logger_u", { departId: ROOT_DEPART_ID });
    const me = api(t.app, (await login(t.app, "dept_logger_u", GOOD_PASSWORD)).token);
    expect((await me.get("/sys/log/list")).body).toMatchObject({ success: false, code: 510 });
    const link = await admin.post("/sys/sysDepartRole/deptRoleUserAdd", {
      userId,
      newRoleId: droleId,
      oldRoleId: "",
    });
    expect(link.body.success, link.text).toBe(true);
    expect((await me.get("/sys/log/list")).body.success).toBe(true);
    const auth = await me.get<{ auth: { action: string }[] }>("/sys/permission/getUserPermissionByToken");
    expect(auth.body.result.auth.map((a) => a.action)).toContain("log:list");
    await admin.post("/sys/sysDepartRole/deptRoleUserAdd", { userId, newRoleId: "", oldRoleId: droleId });
    expect((await me.get("/sys/log/list")).body).toMatchObject({ success: false, code: 510 });
  });
});

describe("users by department", () => {
  it("answers contact fields to holders of the address book and picker fields to others", async () => {
    const full = await admin.get<Record<string, unknown>[]>("/sys/user/queryUserByDepId", {
      id: ROOT_DEPART_ID,
    });
    const adminRow = full.body.result.find((u) => u.username === "admin");
    expect(adminRow).toMatchObject({ realname: "管理员", orgCodeTxt: expect.any(String) });
    expect(adminRow).toHaveProperty("post_dictText");
    expect(adminRow).not.toHaveProperty("password");
    const plain = api(t.app, (await login(t.app, "dept_logger_u", GOOD_PASSWORD)).token);
    const narrow = await plain.get<Record<string, unknown>[]>("/sys/user/queryUserByDepId", {
      id: ROOT_DEPART_ID,
      realname: "管理",
    });
    expect(narrow.body.result.map((u) => u.username)).toEqual(["admin"]);
    expect(narrow.body.result[0]).not.toHaveProperty("email");
  });
});
