import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ServerModule } from "../src/core/server-module.ts";
import { hashToken } from "../src/core/tokens.ts";
import { ADMIN, API_PREFIX, api, createTestApp, DEMO_USER, login, type TestApp } from "./helpers.ts";

const PROTECTED = "/sys/permission/getUserPermissionByToken";

/** Routes that exist only in this test, to see the guard itself. */
const probeModule: ServerModule = {
  name: "probe",
  async register(app) {
    app.get("/probe/login", { config: { auth: "login" } }, async (req) => ({
      success: true,
      message: "",
      code: 200,
      result: {
        id: req.session?.id,
        tenantId: req.session?.tenantId,
        perms: [...(req.session?.permissions ?? [])],
      },
      timestamp: Date.now(),
    }));
    app.get("/probe/perm", { config: { perm: ["nobody:has", "user:add"] } }, async () => ({ success: true }));
    app.get("/probe/cookie", { config: { auth: "login", cookie: true } }, async () => ({ success: true }));
  },
};

let t: TestApp;
beforeAll(async () => {
  const { modules } = await import("../src/modules/index.ts");
  t = await createTestApp({ modules: [...modules, probeModule] });
});
afterAll(async () => {
  await t?.close();
});

const expect401 = (res: { status: number; body: unknown }, message = "Token失效，请重新登录!") => {
  expect(res.status).toBe(401);
  expect(res.body).toMatchObject({ success: true, message, code: 401, result: null });
  expect(typeof (res.body as { timestamp: unknown }).timestamp).toBe("number");
};

describe("401 for protected calls", () => {
  it("answers the original's body without a token and with a made-up one", async () => {
    expect401(await api(t.app).get(PROTECTED));
    expect401(await api(t.app, "not-a-real-token").get(PROTECTED));
  });

  it("revokes the token on logout, and logs it", async () => {
    const { token } = await login(t.app, DEMO_USER.username, DEMO_USER.password);
    expect((await api(t.app, token).get(PROTECTED)).status).toBe(200);
    const out = await api(t.app, token).post("/sys/logout");
    expect(out.body).toMatchObject({ success: true, code: 200, message: "退出登录成功！" });
    expect401(await api(t.app, token).get(PROTECTED));
    const log = await t.db.one<{ log_content: string }>(
      "SELECT log_content FROM sys_log WHERE userid = 'jeecg' AND log_content LIKE '%退出%' ORDER BY create_time DESC LIMIT 1",
    );
    expect(log?.log_content).toBe("用户名: 普通用户,退出成功！");
  });

  it("answers logout without or with an unknown token like the original", async () => {
    expect((await api(t.app).post("/sys/logout")).body).toMatchObject({
      success: false,
      message: "退出登录失败！",
    });
    expect((await api(t.app, "nope").post("/sys/logout")).body).toMatchObject({
      success: false,
      message: "Token无效!",
    });
    // An empty JSON body (the original client sends none) is fine.
    const empty = await api(t.app).inject({
      method: "POST",
      url: "/sys/logout",
      headers: { "content-type": "application/json" },
      payload: "",
    });
    expect(empty.body.message).toBe("退出登录失败！");
  });

  it("stores only the token's hash", async () => {
    const { token } = await login(t.app, ADMIN.username, ADMIN.password);
    expect(
      await t.db.one("SELECT 1 AS x FROM sys_user_session WHERE token_hash = $1", [token]),
    ).toBeUndefined();
    expect(
      await t.db.one("SELECT 1 AS x FROM sys_user_session WHERE token_hash = $1", [hashToken(token)]),
    ).toBeTruthy();
  });

  it("expires after seven idle days and slides while used", async () => {
    const { token } = await login(t.app, ADMIN.username, ADMIN.password);
    const hash = hashToken(token);
    await t.db.query(
      `UPDATE sys_user_session SET last_seen_at = LOCALTIMESTAMP(0) - interval '6 days',
         expires_at = LOCALTIMESTAMP(0) + interval '1 day' WHERE token_hash = $1`,
      [hash],
    );
    expect((await api(t.app, token).get(PROTECTED)).status).toBe(200);
    const slid = await t.db.one<{ days: number }>(
      "SELECT EXTRACT(DAY FROM expires_at - LOCALTIMESTAMP(0))::integer AS days FROM sys_user_session WHERE token_hash = $1",
      [hash],
    );
    expect(slid?.days).toBeGreaterThanOrEqual(6);

    await t.db.query(
      "UPDATE sys_user_session SET expires_at = LOCALTIMESTAMP(0) - interval '1 second' WHERE token_hash = $1",
      [hash],
    );
    expect401(await api(t.app, token).get(PROTECTED));
  });

  it("ends a session SESSION_MAX_HOURS (24 by default) after its login, however active it is", async () => {
    expect(t.config.sessionMaxHours).toBe(24);
    const { token } = await login(t.app, ADMIN.username, ADMIN.password);
    const age = (hours: number) =>
      t.db.query(
        `UPDATE sys_user_session SET created_at = LOCALTIMESTAMP(0) - make_interval(hours => $2),
           last_seen_at = LOCALTIMESTAMP(0) WHERE token_hash = $1`,
        [hashToken(token), hours],
      );
    await age(23);
    expect((await api(t.app, token).get(PROTECTED)).status).toBe(200);
    await age(25);
    expect401(await api(t.app, token).get(PROTECTED));
  });

  it("refuses a frozen or deleted user's session", async () => {
    await t.db.query(
      `INSERT INTO sys_user (id, username, realname, password, status, del_flag)
       SELECT md5('freezeme'), 'freezeme', 'F', password, 1, 0 FROM sys_user WHERE username = 'admin'`,
    );
    const { token } = await login(t.app, "freezeme", ADMIN.password);
    await t.db.query("UPDATE sys_user SET status = 2 WHERE username = 'freezeme'");
    expect401(await api(t.app, token).get(PROTECTED), "账号已被锁定,请联系管理员!");
    await t.db.query("UPDATE sys_user SET status = 1, del_flag = 1 WHERE username = 'freezeme'");
    expect401(await api(t.app, token).get(PROTECTED), "用户不存在!");
  });
});

describe("tenant-id header", () => {
  it("accepts 0 or nothing for a user without tenants, refuses another tenant", async () => {
    const { token } = await login(t.app, ADMIN.username, ADMIN.password);
    expect((await api(t.app, token, { tenantId: 0 }).get("/probe/login")).body.result.tenantId).toBe(0);
    expect((await api(t.app, token, { tenantId: "" }).get("/probe/login")).status).toBe(200);
    expect401(await api(t.app, token, { tenantId: 1 }).get("/probe/login"), "用户租户信息变更,请重新登陆!");
    expect401(
      await api(t.app, token, { tenantId: "abc" }).get("/probe/login"),
      "用户租户信息变更,请重新登陆!",
    );
  });

  it("accepts one of the user's tenants in force only, never 0 or nothing", async () => {
    await t.db.query(
      "INSERT INTO sys_tenant (id, name, status) VALUES (12, '租户十二', 1), (13, '租户十三', 0)",
    );
    await t.db.query(
      `INSERT INTO sys_user (id, username, realname, password, status, del_flag, rel_tenant_ids)
       SELECT md5('tenantuser'), 'tenantuser', 'T', password, 1, 0, '1,12,13' FROM sys_user WHERE username = 'admin'`,
    );
    const { token } = await login(t.app, "tenantuser", ADMIN.password);
    expect((await api(t.app, token, { tenantId: 12 }).get("/probe/login")).body.result.tenantId).toBe(12);
    expect((await api(t.app, token, { tenantId: 1 }).get("/probe/login")).status).toBe(200);
    for (const other of [2, 0, "", 13]) {
      expect401(
        await api(t.app, token, { tenantId: other }).get("/probe/login"),
        "用户租户信息变更,请重新登陆!",
      );
    }
  });
});

describe("permission codes", () => {
  it("loads the session's codes and answers 510 without the code", async () => {
    const admin = await login(t.app, ADMIN.username, ADMIN.password);
    const mine = await api(t.app, admin.token).get<{ perms: string[] }>("/probe/login");
    expect(mine.body.result.perms).toContain("user:add");
    expect((await api(t.app, admin.token).get("/probe/perm")).body).toMatchObject({ success: true });

    const demo = await login(t.app, DEMO_USER.username, DEMO_USER.password);
    const denied = await api(t.app, demo.token).get("/probe/perm");
    expect(denied.status).toBe(200);
    expect(denied.body).toMatchObject({ success: false, code: 510, message: "没有权限，请联系管理员授权" });
  });

  it("ignores buttons that are invalid or deleted", async () => {
    await t.db.query("UPDATE sys_permission SET status = '0' WHERE perms = 'user:add'");
    const admin = await login(t.app, ADMIN.username, ADMIN.password);
    expect((await api(t.app, admin.token).get("/probe/perm")).body.code).toBe(510);
    await t.db.query("UPDATE sys_permission SET status = '1' WHERE perms = 'user:add'");
  });
});

describe("session cookie for same-origin files", () => {
  it("is set at login, HttpOnly and scoped to the API prefix, and cleared at logout", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: `${API_PREFIX}/sys/login`,
      payload: { username: ADMIN.username, password: ADMIN.password },
    });
    const token = res.json<{ result: { token: string } }>().result.token;
    const cookie = String(res.headers["set-cookie"]);
    expect(cookie).toContain(`X-Access-Token=${token}`);
    expect(cookie).toContain(`Path=${API_PREFIX}`);
    expect(cookie).toContain("HttpOnly");
    expect(cookie).toContain("SameSite=Lax");

    const jar = { cookie: `X-Access-Token=${token}` };
    expect(
      (await t.app.inject({ method: "GET", url: `${API_PREFIX}/probe/cookie`, headers: jar })).statusCode,
    ).toBe(200);
    // Routes that did not opt in never take the cookie alone.
    expect(
      (await t.app.inject({ method: "GET", url: `${API_PREFIX}/probe/login`, headers: jar })).statusCode,
    ).toBe(401);

    const out = await api(t.app, token).post("/sys/logout");
    expect(String(out.headers["set-cookie"])).toContain("Max-Age=0");
  });

  it("is set again on an authenticated call that lacks it", async () => {
    const { token } = await login(t.app, ADMIN.username, ADMIN.password);
    const res = await api(t.app, token).get("/probe/login");
    expect(String(res.headers["set-cookie"])).toContain(`X-Access-Token=${token}`);
    const again = await api(t.app, token, { headers: { cookie: `X-Access-Token=${token}` } }).get(
      "/probe/login",
    );
    expect(again.headers["set-cookie"]).toBeUndefined();
  });
});
