import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashToken } from "../src/core/tokens.ts";
import { SYSTEM_MENU_ID } from "../src/db/seed/base-menus.ts";
import { ONLINE_MENU_ID } from "../src/modules/online/menu.ts";
import { ADMIN, api, createTestApp, DEMO_USER, login, type TestApp } from "./helpers.ts";
import { loginLogLines } from "./ways-in-fixtures.ts";

interface OnlineRecord {
  id: string;
  token: string;
  username: string;
  realname: string;
  avatar: string | null;
  birthday: string | null;
  sex: number | null;
  phone: string | null;
  loginTime: string;
  ip: string | null;
}

interface OnlinePage {
  records: OnlineRecord[];
  total: number;
  size: number;
  current: number;
  pages: number;
}

let t: TestApp;
let adminToken: string;
let demoToken: string;
beforeAll(async () => {
  t = await createTestApp();
  adminToken = (await login(t.app, ADMIN.username, ADMIN.password)).token;
  demoToken = (await login(t.app, DEMO_USER.username, DEMO_USER.password)).token;
});
afterAll(async () => {
  await t?.close();
});

const list = (query: Record<string, string | number> = {}, token = adminToken) =>
  api(t.app, token).get<OnlinePage>("/sys/online/list", query);

describe("GET /sys/online/list", () => {
  it("lists live sessions by an opaque handle, never the raw token", async () => {
    const res = await list({ pageNo: 1, pageSize: 100 });
    expect(res.body).toMatchObject({ success: true, code: 200 });
    const { records, total } = res.body.result;
    expect(total).toBe(records.length);
    const demo = records.find((r) => r.username === "jeecg");
    expect(demo).toBeDefined();
    expect(Object.keys(demo ?? {}).sort()).toEqual(
      ["avatar", "birthday", "id", "ip", "loginTime", "phone", "realname", "sex", "token", "username"].sort(),
    );
    expect(demo).toMatchObject({
      id: "a75d45a015c44384a04449ee80dc3503",
      realname: "普通用户",
      birthday: "2019-02-15",
      sex: 2,
      phone: "18986111111",
      ip: "127.0.0.1",
    });
    expect(demo?.loginTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

    const sessions = await t.db.query<{ id: string }>(
      "SELECT id FROM sys_user_session WHERE user_id = 'a75d45a015c44384a04449ee80dc3503'",
    );
    expect(sessions.map((s) => s.id)).toContain(demo?.token);
    for (const raw of [adminToken, demoToken]) {
      expect(res.text).not.toContain(raw);
      expect(res.text).not.toContain(hashToken(raw));
    }
  });

  it("filters by username, pages, and leaves expired sessions out", async () => {
    const second = await login(t.app, DEMO_USER.username, DEMO_USER.password);
    const demoRows = (await list({ username: "jeecg" })).body.result;
    expect(demoRows.records.every((r) => r.username === "jeecg")).toBe(true);
    expect(demoRows.total).toBeGreaterThanOrEqual(2);
    expect(new Set(demoRows.records.map((r) => r.token)).size).toBe(demoRows.records.length);
    expect((await list({ username: "%" })).body.result.total).toBe(0);

    const page = (await list({ pageNo: 2, pageSize: 1 })).body.result;
    expect(page).toMatchObject({ size: 1, current: 2 });
    expect(page.records).toHaveLength(1);
    expect(page.pages).toBe(page.total);

    await t.db.query(
      "UPDATE sys_user_session SET expires_at = LOCALTIMESTAMP(0) - interval '1 second' WHERE token_hash = $1",
      [hashToken(second.token)],
    );
    expect((await list({ username: "jeecg" })).body.result.total).toBe(demoRows.total - 1);
  });

  it("answers bad paging with a message", async () => {
    const res = await list({ pageNo: "abc" });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: false, message: "参数 pageNo 必须是正整数" });
  });

  it("needs online:list (510) and a session (401)", async () => {
    expect((await list({}, demoToken)).body).toMatchObject({
      success: false,
      code: 510,
      message: "没有权限，请联系管理员授权",
    });
    expect((await api(t.app).get("/sys/online/list")).status).toBe(401);
  });
});

describe("POST /sys/online/forceLogout", () => {
  it("ends the chosen session: its next call gets 401, others go on", async () => {
    const victim = await login(t.app, DEMO_USER.username, DEMO_USER.password);
    const handle = (
      await t.db.one<{ id: string }>("SELECT id FROM sys_user_session WHERE token_hash = $1", [
        hashToken(victim.token),
      ])
    )?.id;
    expect((await api(t.app, victim.token).get("/sys/permission/getUserPermissionByToken")).status).toBe(200);

    const res = await api(t.app, adminToken).post("/sys/online/forceLogout", { token: handle });
    expect(res.body).toMatchObject({ success: true, code: 200, message: "退出登录成功！" });
    expect(await loginLogLines(t.db, "jeecg")).toContain("强制: 普通用户退出成功！");

    const after = await api(t.app, victim.token).get("/sys/permission/getUserPermissionByToken");
    expect(after.status).toBe(401);
    expect(after.body).toMatchObject({ code: 401, message: "Token失效，请重新登录!" });
    expect((await list({ username: "jeecg" })).body.result.records.map((r) => r.token)).not.toContain(handle);
    expect((await api(t.app, demoToken).get("/sys/permission/getUserPermissionByToken")).status).toBe(200);
    expect(
      (await api(t.app, adminToken).post("/sys/online/forceLogout", { token: handle })).body,
    ).toMatchObject({
      success: false,
      message: "Token无效!",
    });
  });

  it("takes handles only, with the original's errors", async () => {
    const post = (body: object, token = adminToken) =>
      api(t.app, token).post("/sys/online/forceLogout", body);
    expect((await post({})).body).toMatchObject({ success: false, message: "退出登录失败！" });
    expect((await post({ token: "" })).body.message).toBe("退出登录失败！");
    expect((await post({ token: "no-such-session" })).body.message).toBe("Token无效!");
    // A raw token is not a handle.
    expect((await post({ token: demoToken })).body.message).toBe("Token无效!");
    expect((await post({ token: { id: 1 } })).status).toBe(200);
    expect((await post({ token: "x" }, demoToken)).body.code).toBe(510);
    expect((await api(t.app, demoToken).get("/sys/permission/getUserPermissionByToken")).status).toBe(200);
  });
});

describe("menu rows", () => {
  it("seeds 在线用户 under 系统管理 with its two buttons, granted to admin only", async () => {
    const rows = await t.db.query<Record<string, unknown>>(
      `SELECT id, parent_id, name, url, component, menu_type, perms, hidden FROM sys_permission
       WHERE id = $1 OR parent_id = $1 ORDER BY menu_type, sort_no`,
      [ONLINE_MENU_ID],
    );
    expect(rows[0]).toMatchObject({
      parent_id: SYSTEM_MENU_ID,
      name: "在线用户",
      url: "/isystem/online",
      component: "system/SysUserOnlineList",
      menu_type: 1,
    });
    expect(rows.slice(1).map((r) => [r.perms, r.menu_type, r.hidden])).toEqual([
      ["online:list", 2, true],
      ["online:forceLogout", 2, false],
    ]);
    const auth = (await api(t.app, adminToken).get("/sys/permission/getUserPermissionByToken")).body.result
      .auth;
    const codes = (auth as unknown as { action: string }[]).map((a) => a.action);
    expect(codes).toEqual(expect.arrayContaining(["online:list", "online:forceLogout"]));
    const demoAuth = (await api(t.app, demoToken).get("/sys/permission/getUserPermissionByToken")).body.result
      .auth;
    expect((demoAuth as unknown as { action: string }[]).map((a) => a.action)).not.toContain("online:list");
  });
});
