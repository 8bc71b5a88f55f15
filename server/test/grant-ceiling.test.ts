/**
 * Delegated administration has a ceiling: a user manager who is no administrator hands out only what
 * they hold and cannot change an administrator.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newId } from "../src/core/ids.ts";
import { ADMIN, api, createTestApp, login, type TestApp } from "./helpers.ts";
import { makeUser } from "./ways-in-fixtures.ts";

const DELEGATE_CODES = [
  "user:add",
  "user:edit",
  "user:delete",
  "user:frozenBatch",
  "user:changePassword",
  "role:users",
  "role:authorize",
  "depart:authorize",
  "depart:role",
];

let t: TestApp;
let deleg: ReturnType<typeof api>;
let delegateRoleId: string;
let adminRoleId: string;
let adminUserId: string;
let plainId: string;

const idOf = async (sql: string, params: unknown[]) =>
  String((await t.db.one<{ id: string }>(sql, params))?.id);
const rolesOf = async (userId: string) =>
  (
    await t.db.query<{ role_code: string }>(
      `SELECT r.role_code FROM sys_user_role ur JOIN sys_role r ON r.id = ur.role_id WHERE ur.user_id = $1
       ORDER BY r.role_code`,
      [userId],
    )
  ).map((r) => r.role_code);

beforeAll(async () => {
  t = await createTestApp();
  delegateRoleId = newId();
  await t.db.query("INSERT INTO sys_role (id, role_name, role_code) VALUES ($1, '用户专员', 'delegate')", [
    delegateRoleId,
  ]);
  await t.db.query(
    `INSERT INTO sys_role_permission (id, role_id, permission_id)
     SELECT md5($1 || p.id), $1, p.id FROM sys_permission p WHERE p.perms = ANY($2::varchar[])`,
    [delegateRoleId, DELEGATE_CODES],
  );
  const delegId = await makeUser(t.db, { username: "deleg_u" });
  await t.db.query("DELETE FROM sys_user_role WHERE user_id = $1", [delegId]);
  await t.db.query("INSERT INTO sys_user_role (id, user_id, role_id) VALUES ($1, $2, $3)", [
    newId(),
    delegId,
    delegateRoleId,
  ]);
  plainId = await makeUser(t.db, { username: "plain_u", phone: "13911112222" });
  adminRoleId = await idOf("SELECT id FROM sys_role WHERE role_code = 'admin'", []);
  adminUserId = await idOf("SELECT id FROM sys_user WHERE username = $1", [ADMIN.username]);
  deleg = api(t.app, (await login(t.app, "deleg_u", ADMIN.password)).token);
});
afterAll(async () => {
  await t?.close();
});

const refusedBeyond = { success: false, message: "不能授予自己没有的权限：管理员" };
const adminOnly = { success: false, message: "只有管理员可以修改管理员账号" };

describe("granting roles", () => {
  it("a user manager cannot create an administrator, and nothing is created", async () => {
    const res = await deleg.post("/sys/user/add", {
      username: "made_admin",
      realname: "越权",
      password: "Abcdef#123",
      confirmpassword: "Abcdef#123",
      phone: "13911113333",
      selectedroles: adminRoleId,
    });
    expect(res.body).toMatchObject(refusedBeyond);
    expect(await t.db.one("SELECT 1 AS x FROM sys_user WHERE username = 'made_admin'")).toBeUndefined();
  });

  it("a user manager cannot give an existing user, themself included, the administrator role", async () => {
    const edit = await deleg.put("/sys/user/edit", { id: plainId, selectedroles: adminRoleId });
    expect(edit.body).toMatchObject(refusedBeyond);
    expect(await rolesOf(plainId)).toEqual(["test"]);
    const link = await deleg.post("/sys/user/addSysUserRole", { roleId: adminRoleId, userIdList: [plainId] });
    expect(link.body).toMatchObject(refusedBeyond);
    expect(await rolesOf(plainId)).toEqual(["test"]);
  });

  it("a user manager may hand out a role within their own permissions", async () => {
    const edit = await deleg.put("/sys/user/edit", { id: plainId, selectedroles: `${delegateRoleId}` });
    expect(edit.body.success, edit.text).toBe(true);
    expect(await rolesOf(plainId)).toEqual(["delegate"]);
  });

  it("an administrator may grant any role", async () => {
    const admin = api(t.app, (await login(t.app, ADMIN.username, ADMIN.password)).token);
    const link = await admin.post("/sys/user/addSysUserRole", { roleId: adminRoleId, userIdList: [plainId] });
    expect(link.body.success, link.text).toBe(true);
    await t.db.query("DELETE FROM sys_user_role WHERE user_id = $1 AND role_id = $2", [plainId, adminRoleId]);
  });
});

describe("granting permissions to a role", () => {
  it("adds only permissions the authoriser holds", async () => {
    const held = await idOf("SELECT id FROM sys_permission WHERE perms = 'user:add'", []);
    const notHeld = await idOf("SELECT id FROM sys_permission WHERE perms = 'user:import'", []);
    const current = (await deleg.get("/sys/permission/queryRolePermission", { roleId: delegateRoleId })).body
      .result as unknown as string[];
    const beyond = await deleg.post("/sys/permission/saveRolePermission", {
      roleId: delegateRoleId,
      permissionIds: [...current, notHeld].join(","),
      lastpermissionIds: current.join(","),
    });
    expect(beyond.body.success).toBe(false);
    expect(beyond.body.message).toMatch(/^不能授予自己没有的权限：/);
    const after = await t.db.one(
      "SELECT 1 AS x FROM sys_role_permission WHERE role_id = $1 AND permission_id = $2",
      [delegateRoleId, notHeld],
    );
    expect(after).toBeUndefined();
    expect(current).toContain(held);
  });
});

describe("department grants", () => {
  const DEPART = "c6d7cb4deeac411cb3384b1b31278596";
  const permissionId = (code: string) => idOf("SELECT id FROM sys_permission WHERE perms = $1", [code]);
  const departHas = async (permission: string) =>
    (await t.db.one("SELECT 1 AS x FROM sys_depart_permission WHERE depart_id = $1 AND permission_id = $2", [
      DEPART,
      permission,
    ])) !== undefined;

  it("a department gets from a delegate only permissions the delegate holds", async () => {
    const held = await permissionId("user:add");
    const notHeld = await permissionId("user:import");
    const current = (
      await t.db.query<{ id: string }>(
        "SELECT permission_id AS id FROM sys_depart_permission WHERE depart_id = $1",
        [DEPART],
      )
    ).map((r) => r.id);
    const beyond = await deleg.post("/sys/permission/saveDepartPermission", {
      departId: DEPART,
      permissionIds: [...current, held, notHeld].join(","),
      lastpermissionIds: current.join(","),
    });
    expect(beyond.body).toMatchObject({
      success: false,
      message: expect.stringMatching(/^不能授予自己没有的权限：/),
    });
    expect(await departHas(notHeld)).toBe(false);
    expect(await departHas(held)).toBe(current.includes(held));

    const within = await deleg.post("/sys/permission/saveDepartPermission", {
      departId: DEPART,
      permissionIds: [...current, held].join(","),
      lastpermissionIds: current.join(","),
    });
    expect(within.body.success, within.text).toBe(true);
    expect(await departHas(held)).toBe(true);
  });

  it("a department role gets, and goes to a user, only within the delegate's own permissions", async () => {
    const notHeld = await permissionId("user:import");
    // An administrator gave the department this permission and made a role that carries it.
    await t.db.query(
      "INSERT INTO sys_depart_permission (id, depart_id, permission_id) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING",
      [newId(), DEPART, notHeld],
    );
    const richRole = newId();
    const plainRole = newId();
    await t.db.query(
      `INSERT INTO sys_depart_role (id, depart_id, role_name, role_code) VALUES
         ($1, $3, '导入专员', 'dr_import'), ($2, $3, '普通部门角色', 'dr_plain')`,
      [richRole, plainRole, DEPART],
    );
    await t.db.query(
      "INSERT INTO sys_depart_role_permission (id, depart_id, role_id, permission_id) VALUES ($1, $2, $3, $4)",
      [newId(), DEPART, richRole, notHeld],
    );

    const grant = await deleg.post("/sys/sysDepartPermission/saveDeptRolePermission", {
      roleId: plainRole,
      permissionIds: notHeld,
      lastpermissionIds: "",
    });
    expect(grant.body).toMatchObject({
      success: false,
      message: expect.stringMatching(/^不能授予自己没有的权限：/),
    });
    expect(
      await t.db.one("SELECT 1 AS x FROM sys_depart_role_permission WHERE role_id = $1", [plainRole]),
    ).toBeUndefined();

    const assign = await deleg.post("/sys/sysDepartRole/deptRoleUserAdd", {
      userId: plainId,
      newRoleId: richRole,
    });
    expect(assign.body).toMatchObject({ success: false, message: "不能授予自己没有的权限：导入专员" });
    const toAdmin = await deleg.post("/sys/sysDepartRole/deptRoleUserAdd", {
      userId: adminUserId,
      newRoleId: plainRole,
    });
    expect(toAdmin.body).toMatchObject(adminOnly);
    expect(
      await t.db.query("SELECT 1 AS x FROM sys_depart_role_user WHERE drole_id IN ($1, $2)", [
        richRole,
        plainRole,
      ]),
    ).toEqual([]);

    const fine = await deleg.post("/sys/sysDepartRole/deptRoleUserAdd", {
      userId: plainId,
      newRoleId: plainRole,
    });
    expect(fine.body.success, fine.text).toBe(true);
  });
});

describe("changing an administrator", () => {
  it("only an administrator may edit, freeze or reset the password of an administrator", async () => {
    expect((await deleg.put("/sys/user/edit", { id: adminUserId, realname: "被改" })).body).toMatchObject(
      adminOnly,
    );
    expect((await deleg.put("/sys/user/frozenBatch", { ids: adminUserId, status: 2 })).body).toMatchObject(
      adminOnly,
    );
    const reset = await deleg.put("/sys/user/changePassword", {
      username: ADMIN.username,
      password: "Taken#Over1",
      confirmpassword: "Taken#Over1",
    });
    expect(reset.body).toMatchObject(adminOnly);
    expect((await login(t.app, ADMIN.username, ADMIN.password)).body.success).toBe(true);
    const row = await t.db.one<{ realname: string; status: number }>(
      "SELECT realname, status FROM sys_user WHERE id = $1",
      [adminUserId],
    );
    expect(row).toMatchObject({ realname: "管理员", status: 1 });
  });
});
