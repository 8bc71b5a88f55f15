/** /sys/role: CRUD, messages, lookups and access. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Call, expectGuarded, expectSuccess, type Sessions, sessions } from "./access-fixtures.ts";
import { createTestApp, type TestApp } from "./helpers.ts";
import { ADMIN_ID, ADMIN_ROLE_ID, expectOk, expectRefused, TEST_ROLE_ID } from "./user-fixtures.ts";

let t: TestApp;
let s: Sessions;

beforeAll(async () => {
  t = await createTestApp();
  s = await sessions(t);
});
afterAll(async () => {
  await t?.close();
});

async function addRole(code: string, name = `角色${code}`): Promise<string> {
  expectOk(
    await s.admin.post("/sys/role/add", { roleName: name, roleCode: code, description: "d" }),
    "添加成功！",
  );
  const row = await t.db.one<{ id: string }>("SELECT id FROM sys_role WHERE role_code = $1", [code]);
  return String(row?.id);
}

describe("role CRUD", () => {
  it("adds, lists, edits, reads and deletes a role", async () => {
    const id = await addRole("r_crud");
    const list = await s.admin.get("/sys/role/list", { roleCode: "r_crud" });
    expectOk(list);
    expect(list.body.result.total).toBe(1);
    expect(list.body.result.records[0]).toMatchObject({ id, roleName: "角色r_crud", description: "d" });

    expectOk(await s.admin.put("/sys/role/edit", { id, roleName: "改名", roleCode: "changed" }), "修改成功!");
    const byId = await s.admin.get("/sys/role/queryById", { id });
    expect(byId.body.result).toMatchObject({ roleName: "改名", roleCode: "r_crud" });

    await t.db.query("INSERT INTO sys_user_role (id, user_id, role_id) VALUES ('ur_crud', $1, $2)", [
      ADMIN_ID,
      id,
    ]);
    const del = await s.admin.delete("/sys/role/delete", { id });
    expectOk(del, "删除角色成功");
    expect(await t.db.one("SELECT 1 AS x FROM sys_user_role WHERE role_id = $1", [id])).toBeUndefined();
    expect(await t.db.one("SELECT 1 AS x FROM sys_role WHERE id = $1", [id])).toBeUndefined();
  });

  it("deletes in batch and refuses deleting role admin", async () => {
    const a = await addRole("r_b1");
    const b = await addRole("r_b2");
    expectOk(await s.admin.delete("/sys/role/deleteBatch", { ids: `${a},${b},` }), "批量删除角色成功");
    expectRefused(await s.admin.delete("/sys/role/delete", { id: ADMIN_ROLE_ID }), "不能删除管理员角色admin");
    expectRefused(
      await s.admin.delete("/sys/role/deleteBatch", { ids: `${TEST_ROLE_ID},${ADMIN_ROLE_ID}` }),
      "不能删除管理员角色admin",
    );
    expect(await t.db.one("SELECT 1 AS x FROM sys_role WHERE id = $1", [TEST_ROLE_ID])).toBeDefined();
  });

  it("refuses a duplicate code, a missing name and a bad code", async () => {
    await addRole("r_dup");
    expectRefused(
      await s.admin.post("/sys/role/add", { roleName: "重复编码", roleCode: "r_dup" }),
      "角色编码已存在",
    );
    expectRefused(await s.admin.post("/sys/role/add", { roleCode: "r_noname" }), "请输入角色名称!");
    expectRefused(
      await s.admin.post("/sys/role/add", { roleName: "x", roleCode: "r_short" }),
      "长度在 2 到 30 个字符",
    );
    expectRefused(await s.admin.post("/sys/role/add", { roleName: "角色名" }), "请输入角色编码!");
    expectRefused(await s.admin.post("/sys/role/add", { roleName: "x", roleCode: "a b;--" }));
    expectRefused(await s.admin.post("/sys/role/add", { roleName: "x", roleCode: ["x"] }));
  });

  it("checkRoleCode answers the duplicate message, and allows the role's own code", async () => {
    expectRefused(await s.demo.get("/sys/role/checkRoleCode", { roleCode: "admin" }), "角色编码已存在");
    expectOk(await s.demo.get("/sys/role/checkRoleCode", { roleCode: "admin", id: ADMIN_ROLE_ID }));
    expectOk(await s.demo.get("/sys/role/checkRoleCode", { roleCode: "free_code" }));
  });

  it("queryall lists every role for any signed-in user", async () => {
    const res = await s.demo.get<{ roleCode: string }[]>("/sys/role/queryall");
    expectSuccess(res);
    expect(res.body.result.map((r) => r.roleCode)).toEqual(expect.arrayContaining(["admin", "test"]));
    expect((await s.anonymous.get("/sys/role/queryall")).status).toBe(401);
  });

  it("the list is a picker for users without role:list", async () => {
    const res = await s.demo.get("/sys/role/list");
    expectOk(res);
    expect(Object.keys(res.body.result.records[0]).sort()).toEqual(["id", "roleCode", "roleName"]);
    expect((await s.anonymous.get("/sys/role/list")).status).toBe(401);
  });

  it("queryTreeList gives the permission tree and all ids", async () => {
    const res = await s.admin.get("/sys/role/queryTreeList");
    expectOk(res);
    const count = await t.db.one<{ n: number }>(
      "SELECT count(*)::int AS n FROM sys_permission WHERE del_flag = 0",
    );
    expect((res.body.result.ids as unknown as string[]).length).toBe(count?.n);
  });
});

const guarded: [string, Call][] = [
  ["add", (c) => c.post("/sys/role/add", { roleName: "n", roleCode: "guarded" })],
  ["edit", (c) => c.put("/sys/role/edit", { id: TEST_ROLE_ID, roleName: "被改" })],
  ["delete", (c) => c.delete("/sys/role/delete", { id: TEST_ROLE_ID })],
  ["deleteBatch", (c) => c.delete("/sys/role/deleteBatch", { ids: TEST_ROLE_ID })],
  ["queryById", (c) => c.get("/sys/role/queryById", { id: TEST_ROLE_ID })],
  ["queryTreeList", (c) => c.get("/sys/role/queryTreeList")],
];

describe("access", () => {
  it.each(guarded)("%s: anonymous 401, demo 510 with nothing changed", async (_name, call) => {
    await expectGuarded(t.db, s, call);
  });
  it("admin passes every guarded call", async () => {
    const res = await s.admin.get("/sys/role/queryById", { id: TEST_ROLE_ID });
    expectOk(res);
  });
});
