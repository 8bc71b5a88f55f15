/** Users of a role: userRoleList, addSysUserRole, deleteUserRole[Batch] (code role:users). */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOCKOUT_MESSAGE } from "../src/core/access/lockout.ts";
import { type Call, expectGuarded, type Sessions, sessions } from "./access-fixtures.ts";
import { createTestApp, type TestApp } from "./helpers.ts";
import {
  ADMIN_ID,
  ADMIN_ROLE_ID,
  expectOk,
  expectRefused,
  insertUser,
  TEST_ROLE_ID,
} from "./user-fixtures.ts";

let t: TestApp;
let s: Sessions;
let u1: string;
let u2: string;

beforeAll(async () => {
  t = await createTestApp();
  s = await sessions(t);
  u1 = await insertUser(t.db, { username: "ru_one", realname: "甲" });
  u2 = await insertUser(t.db, { username: "ru_two", realname: "乙" });
});
afterAll(async () => {
  await t?.close();
});

const members = async (roleId: string, q: Record<string, string> = {}) => {
  const res = await s.admin.get("/sys/user/userRoleList", { roleId, ...q });
  expectOk(res);
  return res.body.result;
};

describe("role users", () => {
  it("adds users, lists them with the list conventions, removes one and then a batch", async () => {
    expectOk(
      await s.admin.post("/sys/user/addSysUserRole", { roleId: TEST_ROLE_ID, userIdList: [u1, u2] }),
      "添加成功!",
    );
    // Adding again is harmless.
    expectOk(await s.admin.post("/sys/user/addSysUserRole", { roleId: TEST_ROLE_ID, userIdList: [u1] }));
    const page = await members(TEST_ROLE_ID, { username: "ru_*", column: "username", order: "asc" });
    expect(page.total).toBe(2);
    const names = (page.records as unknown as { username: string }[]).map((r) => r.username);
    expect(names).toEqual(["ru_one", "ru_two"]);
    expect(JSON.stringify(page.records)).not.toMatch(/password|salt/);
    expect((await members(TEST_ROLE_ID, { pageSize: "1" })).records).toHaveLength(1);

    expectOk(
      await s.admin.delete("/sys/user/deleteUserRole", { roleId: TEST_ROLE_ID, userId: u1 }),
      "删除成功!",
    );
    expect((await members(TEST_ROLE_ID, { username: "ru_*" })).total).toBe(1);
    expectOk(
      await s.admin.delete("/sys/user/deleteUserRoleBatch", {
        roleId: TEST_ROLE_ID,
        userIds: `${u1},${u2},`,
      }),
    );
    expect((await members(TEST_ROLE_ID, { username: "ru_*" })).total).toBe(0);
  });

  it("refuses unknown roles and users, and removing oneself from the admin role", async () => {
    expectRefused(
      await s.admin.post("/sys/user/addSysUserRole", { roleId: "nope", userIdList: [u1] }),
      "角色不存在",
    );
    expectRefused(
      await s.admin.post("/sys/user/addSysUserRole", { roleId: TEST_ROLE_ID, userIdList: ["missing"] }),
      "用户不存在",
    );
    expectRefused(await s.admin.post("/sys/user/addSysUserRole", { roleId: TEST_ROLE_ID, userIdList: [{}] }));
    expectRefused(await s.admin.get("/sys/user/userRoleList", { roleId: TEST_ROLE_ID, pageNo: "x" }));
    expectRefused(
      await s.admin.delete("/sys/user/deleteUserRole", { roleId: ADMIN_ROLE_ID, userId: ADMIN_ID }),
      LOCKOUT_MESSAGE,
    );
    expect(
      await t.db.one("SELECT 1 AS x FROM sys_user_role WHERE role_id = $1 AND user_id = $2", [
        ADMIN_ROLE_ID,
        ADMIN_ID,
      ]),
    ).toBeDefined();
  });
});

const guarded: [string, Call][] = [
  ["userRoleList", (c) => c.get("/sys/user/userRoleList", { roleId: TEST_ROLE_ID })],
  ["addSysUserRole", (c) => c.post("/sys/user/addSysUserRole", { roleId: ADMIN_ROLE_ID, userIdList: [u1] })],
  [
    "deleteUserRole",
    (c) => c.delete("/sys/user/deleteUserRole", { roleId: ADMIN_ROLE_ID, userId: ADMIN_ID }),
  ],
  [
    "deleteUserRoleBatch",
    (c) => c.delete("/sys/user/deleteUserRoleBatch", { roleId: ADMIN_ROLE_ID, userIds: ADMIN_ID }),
  ],
];

describe("access", () => {
  it.each(guarded)("%s: anonymous 401, demo 510 with nothing changed", async (_n, call) => {
    await expectGuarded(t.db, s, call);
  });
});
