/**
 * Data rules (sys_permission_data_rule) on the user list: a rule "only my department"
 * (`orgCode = #{sys_org_code}`) given to a role through `/sys/role/datarule` makes list, export and
 * queryById return exactly that department's users; removing it takes effect on the next call.
 */
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newId } from "../src/core/ids.ts";
import { hashPassword } from "../src/core/passwords.ts";
import { USER_MENU_ID } from "../src/modules/user/menu.ts";
import { ADMIN, API_PREFIX, api, createTestApp, login, type TestApp } from "./helpers.ts";
import { GOOD_PASSWORD, insertUser } from "./user-fixtures.ts";

interface UserRecord {
  id: string;
  username: string;
  orgCode: string | null;
}

let t: TestApp;
let admin: ReturnType<typeof api>;
let clerk: ReturnType<typeof api>;
let clerkToken: string;
let roleId: string;
let ruleId: string;
let myCode: string;
let mine: string[];
let otherId: string;

async function departByCode(code: string): Promise<string> {
  const row = await t.db.one<{ id: string }>("SELECT id FROM sys_depart WHERE org_code = $1", [code]);
  if (!row) throw new Error(`no department ${code}`);
  return row.id;
}

async function exportedUsernames(token: string): Promise<string[]> {
  const res = await t.app.inject({
    method: "GET",
    url: `${API_PREFIX}/sys/user/exportXls`,
    headers: { "x-access-token": token, "tenant-id": "0" },
  });
  expect(res.statusCode).toBe(200);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  const rows: string[] = [];
  // Rows 1-2 are the title rows, row 3 the header; the first column is 用户账号.
  book.worksheets[0].eachRow((row, n) => {
    if (n > 3) rows.push(String((row.values as unknown[])[1] ?? ""));
  });
  return rows.sort();
}

beforeAll(async () => {
  t = await createTestApp();
  const a = await login(t.app, ADMIN.username, ADMIN.password);
  admin = api(t.app, a.token);
  myCode = "A01A02";
  const myDepart = await departByCode(myCode);
  const otherDepart = await departByCode("A01A01");

  // A role with the user list and export buttons, and a clerk of department A01A02 holding it.
  const role = await admin.post("/sys/role/add", { roleName: "部门数据", roleCode: "dr_clerk" });
  expect(role.body.success, role.text).toBe(true);
  roleId = String(
    (await t.db.one<{ id: string }>("SELECT id FROM sys_role WHERE role_code = 'dr_clerk'"))?.id,
  );
  const perms = await t.db.query<{ id: string }>(
    "SELECT id FROM sys_permission WHERE id = $1 OR perms IN ('user:list', 'user:export')",
    [USER_MENU_ID],
  );
  const saved = await admin.post("/sys/permission/saveRolePermission", {
    roleId,
    permissionIds: perms.map((p) => p.id).join(","),
    lastpermissionIds: "",
  });
  expect(saved.body.success, saved.text).toBe(true);

  const clerkId = newId();
  await t.db.query(
    `INSERT INTO sys_user (id, username, realname, password, salt, status, del_flag, org_code, create_time)
     VALUES ($1, 'dr_clerk', '数据员', $2, '', 1, 0, $3, LOCALTIMESTAMP(0))`,
    [clerkId, await hashPassword(GOOD_PASSWORD), myCode],
  );
  await t.db.query("INSERT INTO sys_user_role (id, user_id, role_id) VALUES ($1, $2, $3)", [
    newId(),
    clerkId,
    roleId,
  ]);
  await t.db.query("INSERT INTO sys_user_depart (id, user_id, dep_id) VALUES ($1, $2, $3)", [
    newId(),
    clerkId,
    myDepart,
  ]);
  await insertUser(t.db, { username: "dr_mate1", orgCode: myCode }, [myDepart]);
  await insertUser(t.db, { username: "dr_mate2", orgCode: myCode }, [myDepart]);
  otherId = await insertUser(t.db, { username: "dr_other", orgCode: "A01A01" }, [otherDepart]);

  // The rule on the 用户管理 menu, checked for the role.
  const rule = await admin.post("/sys/permission/addPermissionRule", {
    permissionId: USER_MENU_ID,
    ruleName: "本部门",
    ruleColumn: "orgCode",
    ruleConditions: "=",
    ruleValue: "#{sys_org_code}",
    status: "1",
  });
  expect(rule.body.success, rule.text).toBe(true);
  ruleId = String(rule.body.result.id);
  const checked = await admin.post("/sys/role/datarule", {
    permissionId: USER_MENU_ID,
    roleId,
    dataRuleIds: ruleId,
  });
  expect(checked.body).toMatchObject({ success: true, message: "保存成功!" });

  const c = await login(t.app, "dr_clerk", GOOD_PASSWORD);
  clerkToken = c.token;
  clerk = api(t.app, c.token);
  const rows = await t.db.query<{ username: string }>(
    "SELECT username FROM sys_user WHERE org_code = $1 AND del_flag = 0 ORDER BY username",
    [myCode],
  );
  mine = rows.map((r) => r.username);
});

afterAll(async () => {
  await t?.close();
});

describe("data rule: only my department", () => {
  it("the role's rule is shown checked in the authorisation drawer", async () => {
    const res = await admin.get(`/sys/role/datarule/${USER_MENU_ID}/${roleId}`);
    expect(res.body.success, res.text).toBe(true);
    expect(res.body.result.drChecked).toBe(ruleId);
    expect((res.body.result.datarule as unknown as { id: string }[]).map((r) => r.id)).toContain(ruleId);
  });

  it("list returns exactly the department's users", async () => {
    const res = await clerk.get<{ records: UserRecord[]; total: number }>("/sys/user/list", {
      pageSize: 100,
    });
    expect(res.body.success, res.text).toBe(true);
    expect(mine.length).toBeGreaterThanOrEqual(3);
    expect(res.body.result.total).toBe(mine.length);
    expect(res.body.result.records.map((r) => r.username).sort()).toEqual(mine);
    // The list's own filters still apply inside the rule.
    const narrowed = await clerk.get<{ records: UserRecord[] }>("/sys/user/list", { username: "dr_mate*" });
    expect(narrowed.body.result.records.map((r) => r.username).sort()).toEqual(["dr_mate1", "dr_mate2"]);
  });

  it("export contains exactly the department's users", async () => {
    expect(await exportedUsernames(clerkToken)).toEqual(mine);
  });

  it("queryById answers only rows inside the rule", async () => {
    const mate = await t.db.one<{ id: string }>("SELECT id FROM sys_user WHERE username = 'dr_mate1'");
    const inside = await clerk.get("/sys/user/queryById", { id: String(mate?.id) });
    expect(inside.body).toMatchObject({ success: true, result: { username: "dr_mate1" } });
    const outside = await clerk.get("/sys/user/queryById", { id: otherId });
    expect(outside.body).toMatchObject({ success: false, message: "未找到对应数据" });
  });

  it("the administrator, without rules, still sees everyone", async () => {
    const res = await admin.get<{ records: UserRecord[]; total: number }>("/sys/user/list", {
      pageSize: 200,
    });
    const names = res.body.result.records.map((r) => r.username);
    expect(names).toContain("dr_other");
    expect(names).toEqual(expect.arrayContaining(mine));
  });

  it("a rule naming an unknown column matches nothing rather than everything", async () => {
    const bad = await admin.post("/sys/permission/addPermissionRule", {
      permissionId: USER_MENU_ID,
      ruleName: "坏规则",
      ruleColumn: "no_such_column",
      ruleConditions: "=",
      ruleValue: "x",
    });
    const badId = String(bad.body.result.id);
    await admin.post("/sys/role/datarule", {
      permissionId: USER_MENU_ID,
      roleId,
      dataRuleIds: `${ruleId},${badId}`,
    });
    const res = await clerk.get<{ total: number }>("/sys/user/list");
    expect(res.body.result.total).toBe(0);
    await admin.post("/sys/role/datarule", { permissionId: USER_MENU_ID, roleId, dataRuleIds: ruleId });
  });

  it("unchecking the rule takes effect on the next call", async () => {
    const off = await admin.post("/sys/role/datarule", {
      permissionId: USER_MENU_ID,
      roleId,
      dataRuleIds: "",
    });
    expect(off.body.success, off.text).toBe(true);
    const res = await clerk.get<{ records: UserRecord[] }>("/sys/user/list", { pageSize: 200 });
    expect(res.body.result.records.map((r) => r.username)).toContain("dr_other");
    const outside = await clerk.get("/sys/user/queryById", { id: otherId });
    expect(outside.body.success, outside.text).toBe(true);
  });

  it("refuses a rule id of another menu and a grant the role does not have", async () => {
    const foreign = await admin.post("/sys/role/datarule", {
      permissionId: USER_MENU_ID,
      roleId,
      dataRuleIds: "nope0000000000000000000000000000",
    });
    expect(foreign.body).toMatchObject({ success: false, message: "数据规则不属于该菜单" });
    const noGrant = await admin.post("/sys/role/datarule", {
      permissionId: USER_MENU_ID,
      roleId: "ee8626f80f7c2619917b6236f3a7f02c",
      dataRuleIds: ruleId,
    });
    expect(noGrant.body).toMatchObject({ success: false, message: "请先保存角色菜单权限!" });
  });
});
