import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api, createTestApp, login, TEST_ADMIN_PASSWORD, type TestApp } from "./helpers.ts";
import { makeUser } from "./ways-in-fixtures.ts";

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  await makeUser(t.db, { username: "profile_user", phone: "13900001111" });
  await makeUser(t.db, { username: "profile_other", phone: "13900002222" });
  token = (await login(t.app, "profile_user", TEST_ADMIN_PASSWORD)).token;
  expect(token).not.toBe("");
});
afterAll(async () => {
  await t?.close();
});

const edit = (body: object, as = token) => api(t.app, as).put("/sys/user/appEdit", body);

describe("PUT /sys/user/appEdit (own profile)", () => {
  it("needs a session", async () => {
    expect((await api(t.app).put("/sys/user/appEdit", { realname: "x" })).status).toBe(401);
  });

  it("changes only the fields sent and answers the new userInfo", async () => {
    const res = await edit({
      realname: "张三",
      sex: "2",
      email: "zs@example.com",
      birthday: "1990-05-06",
      oldpassword: TEST_ADMIN_PASSWORD,
    });
    expect(res.body).toMatchObject({ success: true, message: "修改成功!" });
    expect(res.body.result.userInfo).toMatchObject({
      username: "profile_user",
      realname: "张三",
      sex: 2,
      email: "zs@example.com",
      birthday: "1990-05-06",
      phone: "13900001111",
    });
    expect(res.body.result.userInfo).not.toHaveProperty("password");
  });

  it("refuses bad values and another user's phone with a message", async () => {
    expect((await edit({ email: "nope" })).body).toMatchObject({ success: false, message: "邮箱格式不正确" });
    expect((await edit({ phone: "123" })).body).toMatchObject({
      success: false,
      message: "请输入正确手机号",
    });
    expect((await edit({ realname: "" })).body).toMatchObject({ success: false, message: "请输入真实姓名" });
    expect((await edit({ phone: "13900002222" })).body).toMatchObject({
      success: false,
      message: "该手机号已被其他用户使用",
    });
    expect((await edit({})).body.success).toBe(false);
    const row = await t.db.one<{ phone: string }>(
      "SELECT phone FROM sys_user WHERE username = 'profile_user'",
    );
    expect(row?.phone).toBe("13900001111");
  });

  it("takes as avatar only a picture this server stored, never another site's or a script URL", async () => {
    const stored = "avatar/0123456789abcdef0123456789abcdef.png";
    expect((await edit({ avatar: stored })).body.result.userInfo.avatar).toBe(stored);
    for (const outside of [
      "https://tracker.example.com/pixel.png",
      "//tracker.example.com/pixel.png",
      "javascript:alert(1)//.png",
      "avatar/../../secret.png",
    ]) {
      expect((await edit({ avatar: outside })).body, outside).toMatchObject({
        success: false,
        message: "头像必须是本系统上传的图片",
      });
    }
    const admin = api(t.app, (await login(t.app, "admin", TEST_ADMIN_PASSWORD)).token);
    const id = (await t.db.one<{ id: string }>("SELECT id FROM sys_user WHERE username = 'profile_user'"))
      ?.id;
    const byAdmin = await admin.put("/sys/user/edit", {
      id,
      avatar: "https://tracker.example.com/pixel.png",
    });
    expect(byAdmin.body).toMatchObject({ success: false, message: "头像必须是本系统上传的图片" });
    const row = await t.db.one<{ avatar: string }>("SELECT avatar FROM sys_user WHERE id = $1", [id]);
    expect(row?.avatar).toBe(stored);
  });

  it("moves the phone or e-mail only with the current password, and then ends the account's other sessions", async () => {
    const other = (await login(t.app, "profile_user", TEST_ADMIN_PASSWORD)).token;
    const phoneNow = async () =>
      (await t.db.one<{ phone: string }>("SELECT phone FROM sys_user WHERE username = 'profile_user'"))
        ?.phone;

    expect((await edit({ phone: "13900003333" })).body).toMatchObject({
      success: false,
      message: "修改手机号或邮箱需要输入当前密码",
    });
    expect((await edit({ email: "", realname: "李四" })).body).toMatchObject({
      success: false,
      message: "修改手机号或邮箱需要输入当前密码",
    });
    expect((await edit({ phone: "13900003333", oldpassword: "wrong-password" })).body).toMatchObject({
      success: false,
      message: "当前密码输入错误!",
    });
    expect(await phoneNow()).toBe("13900001111");
    expect((await api(t.app, other).get("/sys/permission/getUserPermissionByToken")).status).toBe(200);

    // Sending the contacts unchanged needs no password and ends nothing.
    expect((await edit({ phone: "13900001111", realname: "李四" })).body.success).toBe(true);
    expect((await api(t.app, other).get("/sys/permission/getUserPermissionByToken")).status).toBe(200);

    const moved = await edit({ phone: "13900003333", oldpassword: TEST_ADMIN_PASSWORD });
    expect(moved.body).toMatchObject({ success: true, message: "修改成功!" });
    expect(await phoneNow()).toBe("13900003333");
    // The old number is told, by a text the message sender delivers.
    const notice = await t.db.one<{ es_type: string; es_content: string }>(
      "SELECT es_type, es_content FROM sys_sms WHERE es_receiver = '13900001111' ORDER BY create_time DESC LIMIT 1",
    );
    expect(notice?.es_type).toBe("1");
    expect(notice?.es_content).toContain("手机号已改为139****3333");
    expect((await api(t.app, other).get("/sys/permission/getUserPermissionByToken")).status).toBe(401);
    expect((await api(t.app, token).get("/sys/permission/getUserPermissionByToken")).status).toBe(200);
    await edit({ phone: "13900001111", oldpassword: TEST_ADMIN_PASSWORD });
  });

  it("cannot touch another account or protected columns", async () => {
    await edit({ username: "hijack", status: 2, password: "x", realname: "李四" });
    const row = await t.db.one<{ username: string; status: number; realname: string }>(
      "SELECT username, status, realname FROM sys_user WHERE phone = '13900001111'",
    );
    expect(row).toMatchObject({ username: "profile_user", status: 1, realname: "李四" });
  });
});

describe("个人页 menu rows", () => {
  it("gives a self-registered user (role test) the hidden account pages", async () => {
    const res = await api(t.app, token).get("/sys/permission/getUserPermissionByToken");
    const flat = (
      nodes: { path: string; hidden?: boolean; children?: unknown[] }[],
    ): { path: string; hidden?: boolean }[] =>
      nodes.flatMap((n) => [n, ...flat((n.children ?? []) as typeof nodes)]);
    const rows = flat(res.body.result.menu as unknown as { path: string }[]);
    const paths = rows.map((r) => r.path);
    expect(paths).toEqual(
      expect.arrayContaining(["/account/center", "/account/settings/base", "/account/settings/custom"]),
    );
    expect(rows.filter((r) => r.path.startsWith("/account")).every((r) => r.hidden)).toBe(true);
  });
});
