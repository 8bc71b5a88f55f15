/** Every user endpoint is guarded on the server by its permission code: hiding a button is never the protection. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newId } from "../src/core/ids.ts";
import { hashPassword } from "../src/core/passwords.ts";
import { userMenus } from "../src/modules/user/menu.ts";
import { api, createTestApp, DEMO_USER, login, type TestApp } from "./helpers.ts";
import {
  ADMIN_ID,
  DEMO_ID,
  expectOk,
  fingerprint,
  GOOD_PASSWORD,
  insertUser,
  NO_PERMISSION,
} from "./user-fixtures.ts";

let t: TestApp;
let demo: ReturnType<typeof api>;

beforeAll(async () => {
  t = await createTestApp();
  demo = api(t.app, (await login(t.app, DEMO_USER.username, DEMO_USER.password)).token);
});
afterAll(async () => {
  await t?.close();
});

const validUser = {
  username: "perm_user",
  realname: "权限测试",
  password: GOOD_PASSWORD,
  confirmpassword: GOOD_PASSWORD,
  phone: "13512345678",
};

/** Each coded endpoint with a body that would succeed for an administrator. */
const guarded: [string, string, (c: ReturnType<typeof api>) => ReturnType<ReturnType<typeof api>["get"]>][] =
  [
    ["user:add", "POST add", (c) => c.post("/sys/user/add", validUser)],
    ["user:edit", "PUT edit", (c) => c.put("/sys/user/edit", { id: ADMIN_ID, realname: "被改" })],
    ["user:edit", "POST edit", (c) => c.post("/sys/user/edit", { id: ADMIN_ID, realname: "被改" })],
    ["user:delete", "DELETE delete", (c) => c.delete("/sys/user/delete", { id: ADMIN_ID })],
    ["user:delete", "DELETE deleteBatch", (c) => c.delete("/sys/user/deleteBatch", { ids: `${ADMIN_ID},` })],
    ["user:list", "GET queryById", (c) => c.get("/sys/user/queryById", { id: ADMIN_ID })],
    ["user:list", "GET queryUserRole", (c) => c.get("/sys/user/queryUserRole", { userid: ADMIN_ID })],
    [
      "user:frozenBatch",
      "PUT frozenBatch",
      (c) => c.put("/sys/user/frozenBatch", { ids: ADMIN_ID, status: "2" }),
    ],
    [
      "user:changePassword",
      "PUT changePassword",
      (c) =>
        c.put("/sys/user/changePassword", {
          username: "admin",
          password: "Hacked#123",
          confirmpassword: "Hacked#123",
        }),
    ],
  ];

describe("a user without the codes (the demo user, role test)", () => {
  it.each(guarded)("%s: %s is refused with code 510 and changes nothing", async (_code, _name, call) => {
    const before = await fingerprint(t.db);
    const res = await call(demo);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: false, code: 510, message: NO_PERMISSION });
    expect(await fingerprint(t.db)).toEqual(before);
  });

  it("still lists users (picker fields) and reaches their own account endpoints", async () => {
    expectOk(await demo.get("/sys/user/list"));
    expectOk(await demo.get("/sys/user/getCurrentUserDeparts"));
  });

  it("holds no user:* code and sees the 用户管理 menu", async () => {
    const res = await demo.get("/sys/permission/getUserPermissionByToken");
    const auth = (res.body.result.auth as unknown as { action: string }[]).map((a) => a.action);
    expect(auth.filter((a) => a.startsWith("user:"))).toEqual([]);
    expect(JSON.stringify(res.body.result.menu)).toContain("/isystem/user");
  });

  it("cannot reset another user's password through updatePassword", async () => {
    const before = await fingerprint(t.db);
    const res = await demo.put("/sys/user/updatePassword", {
      username: "admin",
      oldpassword: DEMO_USER.password,
      password: "Hacked#123",
      confirmpassword: "Hacked#123",
    });
    expect(res.body).toMatchObject({ success: false, message: "只允许修改自己的密码！" });
    expect(await fingerprint(t.db)).toEqual(before);
  });
});

describe("without a token", () => {
  it.each(guarded)("%s: %s answers 401", async (_code, _name, call) => {
    const res = await call(api(t.app));
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ code: 401, message: "Token失效，请重新登录!" });
  });
  it("the list answers 401 too", async () => {
    expect((await api(t.app).get("/sys/user/list")).status).toBe(401);
  });
});

describe("a role holding exactly one code", () => {
  it("grants that action and nothing else", async () => {
    const roleId = newId();
    await t.db.query("INSERT INTO sys_role (id, role_name, role_code) VALUES ($1, '只能添加', 'adder')", [
      roleId,
    ]);
    const addButton = userMenus.find((m) => m.perms === "user:add");
    await t.db.query("INSERT INTO sys_role_permission (id, role_id, permission_id) VALUES ($1, $2, $3)", [
      newId(),
      roleId,
      addButton?.id,
    ]);
    await insertUser(
      t.db,
      { username: "adder_user", password: await hashPassword(GOOD_PASSWORD), phone: "13500000001" },
      [],
      [roleId],
    );
    const adder = api(t.app, (await login(t.app, "adder_user", GOOD_PASSWORD)).token);
    expectOk(await adder.post("/sys/user/add", validUser), "添加成功！");
    const edit = await adder.put("/sys/user/edit", { id: DEMO_ID, realname: "x" });
    expect(edit.body).toMatchObject({ success: false, code: 510 });
    const list = await adder.get("/sys/user/list", { username: "perm_user" });
    expect(Object.keys(list.body.result.records[0] ?? {})).not.toContain("email");
  });
});
