import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ADMIN,
  API_PREFIX,
  api,
  captchaCode,
  createTestApp,
  DEMO_USER,
  login,
  noPush,
  type TestApp,
} from "./helpers.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** A user of its own per test, so failure counters never cross tests. */
async function makeUser(username: string, opts: { status?: number; relTenantIds?: string } = {}) {
  await t.db.query(
    `INSERT INTO sys_user (id, username, realname, password, status, del_flag, rel_tenant_ids)
     SELECT md5($1), $1, $2, password, $3, 0, $4 FROM sys_user WHERE username = 'admin'`,
    [username, `${username}-name`, opts.status ?? 1, opts.relTenantIds ?? ""],
  );
}

const lastLoginLog = async (userid: string) =>
  t.db.one<{ log_content: string; log_type: number; username: string | null; ip: string | null }>(
    "SELECT log_content, log_type, username, ip FROM sys_log WHERE userid = $1 ORDER BY create_time DESC, id DESC LIMIT 1",
    [userid],
  );

describe("POST /sys/login", () => {
  it("answers the original's shape", async () => {
    const { token, body } = await login(t.app, ADMIN.username, ADMIN.password);
    expect(body).toMatchObject({ success: true, code: 200, message: "登录成功" });
    const result = body.result as unknown as Record<string, unknown>;
    expect(Object.keys(result).sort()).toEqual([
      "departs",
      "multi_depart",
      "sysAllDictItems",
      "token",
      "userInfo",
    ]);
    expect(result.multi_depart).toBe(1);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const info = result.userInfo as Record<string, unknown>;
    expect(info).not.toHaveProperty("password");
    expect(info).not.toHaveProperty("salt");
    expect(info).not.toHaveProperty("mustChangePassword");
    expect(info).toMatchObject({
      id: "e9ca23d68d884d4ebb19d07889727dae",
      username: "admin",
      realname: "管理员",
      orgCode: "A01",
      orgCodeTxt: null,
      status: 1,
      delFlag: 0,
      sex: 1,
      birthday: "2018-12-05",
      relTenantIds: "",
    });
    expect(String(info.createTime)).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

    const departs = result.departs as Record<string, unknown>[];
    expect(departs).toHaveLength(1);
    expect(departs[0]).toMatchObject({ departName: "北京国炬软件", orgCode: "A01", parentId: "" });

    const dicts = result.sysAllDictItems as Record<string, unknown[]>;
    expect(dicts.sex).toEqual([
      { value: "1", text: "男", title: "男" },
      { value: "2", text: "女", title: "女" },
    ]);
    expect(dicts.priority.map((i) => (i as { value: string }).value)).toEqual(["H", "M", "L"]);
    expect(Object.keys(dicts).length).toBeGreaterThanOrEqual(25);

    expect(await lastLoginLog("admin")).toMatchObject({
      log_type: 1,
      log_content: "用户名: admin,登录成功！",
      username: "管理员",
    });
  });

  it("logs the demo user in with role test and no needChangePassword flag", async () => {
    const { body } = await login(t.app, DEMO_USER.username, DEMO_USER.password);
    expect(body.success).toBe(true);
    expect(body.result).not.toHaveProperty("needChangePassword");
    expect(body.result.userInfo.username).toBe("jeecg");
  });

  it("answers an unknown user, a wrong password and a frozen user's wrong password alike; the log tells them apart", async () => {
    await makeUser("frozen1", { status: 2 });
    const alike = { success: false, code: 500, message: "用户名或密码错误" };
    expect((await login(t.app, "nobody_here", "whatever1")).body).toMatchObject(alike);
    expect((await lastLoginLog("nobody_here"))?.log_content).toBe("用户登录失败，用户不存在！");
    expect((await login(t.app, "frozen1", "whatever1")).body).toMatchObject(alike);
    expect((await lastLoginLog("frozen1"))?.log_content).toBe("用户登录失败，用户名:frozen1已冻结！");

    // Only whoever knows the password learns that the account is frozen.
    expect((await login(t.app, "frozen1", ADMIN.password)).body.message).toBe("该用户已冻结");
    expect((await lastLoginLog("frozen1"))?.log_content).toBe("用户登录失败，用户名:frozen1已冻结！");

    const wrong = await login(t.app, DEMO_USER.username, "wrong-password");
    expect(wrong.body).toMatchObject({ success: false, code: 500, message: "用户名或密码错误" });
    expect(wrong.token).toBe("");
  });

  it("refuses a user whose tenants are all frozen, and lists effective tenants", async () => {
    await makeUser("tenant1", { relTenantIds: "1" });
    const ok = await login(t.app, "tenant1", ADMIN.password);
    expect(ok.body.result.tenantList).toMatchObject([{ id: 1, name: "北京租户001", status: 1 }]);

    await t.db.query("INSERT INTO sys_tenant (id, name, status) VALUES (77, '冻结租户', 0)");
    await makeUser("tenant2", { relTenantIds: "77" });
    expect((await login(t.app, "tenant2", ADMIN.password)).body.message).toBe(
      "与该用户关联的租户均已被冻结，无法登录！",
    );
  });

  it("validates the body with a clear message and no 5xx", async () => {
    const res = await api(t.app).post("/sys/login", { password: "x" });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: false, code: 500 });
    expect(res.body.message).toContain("username");
    const wrongType = await api(t.app).post("/sys/login", { username: { $ne: 1 }, password: "x" });
    expect(wrongType.status).toBe(200);
    expect(wrongType.body.success).toBe(false);
  });
});

describe("captcha after three failures", () => {
  it("asks for it, checks it case-insensitively, then logs in", async () => {
    await makeUser("capuser");
    for (let i = 0; i < 3; i++) {
      expect((await login(t.app, "capuser", "bad-password")).body.message).toBe("用户名或密码错误");
    }
    expect((await login(t.app, "capuser", ADMIN.password)).body.message).toBe("验证码无效");

    const checkKey = "1700000000000";
    const code = await captchaCode(t.app, t.db, checkKey);
    expect(code).toMatch(/^[a-z0-9]{4}$/);
    const wrong = await login(t.app, "capuser", ADMIN.password, { captcha: "zzzz", checkKey });
    expect(wrong.body.message).toBe("验证码错误");
    // Every check uses the captcha up: the right text no longer opens it after a wrong one.
    const again = await login(t.app, "capuser", ADMIN.password, { captcha: code, checkKey });
    expect(again.body.message).toBe("验证码错误");

    // One captcha, one attempt: spent on a wrong password, it cannot serve the next try.
    const spentKey = "1700000000002";
    const spent = await captchaCode(t.app, t.db, spentKey);
    const guess = await login(t.app, "capuser", "bad-password", { captcha: spent, checkKey: spentKey });
    expect(guess.body.message).toBe("用户名或密码错误");
    const reuse = await login(t.app, "capuser", ADMIN.password, { captcha: spent, checkKey: spentKey });
    expect(reuse.body.message).toBe("验证码错误");

    const freshKey = "1700000000003";
    const fresh = await captchaCode(t.app, t.db, freshKey);
    const ok = await login(t.app, "capuser", ADMIN.password, {
      captcha: fresh.toUpperCase(),
      checkKey: freshKey,
    });
    expect(ok.body).toMatchObject({ success: true, code: 200 });
    // The captcha is used up, and the counter is cleared: no captcha needed now.
    expect(await t.db.one("SELECT 1 AS x FROM sys_captcha WHERE code = $1", [fresh])).toBeUndefined();
    expect((await login(t.app, "capuser", ADMIN.password)).body.success).toBe(true);
  });

  it("serves the image as a PNG raster (no shapes to parse), new pixels every time, with code 0", async () => {
    const image = async (key: string) => {
      const res = await api(t.app).get(`/sys/randomImage/${key}`);
      expect(res.body).toMatchObject({ success: true, code: 0, message: "" });
      const url = String(res.body.result);
      expect(url.startsWith("data:image/png;base64,")).toBe(true);
      return Buffer.from(url.split(",")[1], "base64");
    };
    const png = await image("1700000000001");
    expect(png.subarray(1, 4).toString("latin1")).toBe("PNG");
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([105, 35]);
    expect(png.toString("latin1")).not.toMatch(/<svg|<rect|<path/);
    expect((await image("1700000000001")).equals(png)).toBe(false);
  });

  it("expires after 60 s", async () => {
    await makeUser("capexp");
    for (let i = 0; i < 3; i++) await login(t.app, "capexp", "bad-password");
    const code = await captchaCode(t.app, t.db, "k-expired");
    await t.db.query("UPDATE sys_captcha SET expires_at = LOCALTIMESTAMP(0) - interval '1 second'");
    const res = await login(t.app, "capexp", ADMIN.password, { captcha: code, checkKey: "k-expired" });
    expect(res.body.message).toBe("验证码错误");
  });

  it("is always required with LOGIN_CAPTCHA=always (checked on a config copy)", async () => {
    const { login: loginFn } = await import("../src/modules/auth/login-service.ts");
    const res = await loginFn(
      { db: t.db, config: { ...t.config, loginCaptcha: "always" }, push: noPush },
      { username: "admin", password: ADMIN.password },
      { ip: "127.0.0.1", url: `${API_PREFIX}/sys/login` },
    );
    expect(res.message).toBe("验证码无效");
  });
});

describe("failed logins: a wait per account and address instead of a lock", () => {
  const fail = async (username: string, ip: string, n: number) => {
    let last = "";
    for (let i = 0; i < n; i++) {
      const checkKey = `wait-${ip}-${i}-${Math.random()}`;
      const code = await captchaCode(t.app, t.db, checkKey);
      last = (await login(t.app, username, "bad-password", { captcha: code, checkKey, remoteAddress: ip }))
        .body.message;
    }
    return last;
  };
  const withCaptcha = async (username: string, password: string, ip: string) => {
    const checkKey = `ok-${ip}-${Math.random()}`;
    const code = await captchaCode(t.app, t.db, checkKey);
    return (await login(t.app, username, password, { captcha: code, checkKey, remoteAddress: ip })).body;
  };

  it("makes the failing address wait, longer each time, while the owner elsewhere still gets in", async () => {
    await makeUser("waitme");
    expect(await fail("waitme", "10.7.0.1", 5)).toBe("用户名或密码错误");
    expect(await fail("waitme", "10.7.0.1", 1)).toBe("用户名或密码错误");
    const refused = await withCaptcha("waitme", ADMIN.password, "10.7.0.1");
    expect(refused).toMatchObject({ success: false, message: "登录失败次数过多，请30秒后再试" });

    // The owner at another address is not shut out, and needs only the captcha the failures asked for.
    expect((await withCaptcha("waitme", ADMIN.password, "10.7.0.2")).success).toBe(true);
    // The failing address still waits; each further failure doubles its wait.
    expect((await withCaptcha("waitme", ADMIN.password, "10.7.0.1")).message).toMatch(
      /^登录失败次数过多，请\d+秒后再试$/,
    );
    await t.db.query("UPDATE sys_login_delay SET wait_until = NULL WHERE username = 'waitme'");
    await fail("waitme", "10.7.0.1", 1);
    const row = await t.db.one<{ seconds: number }>(
      "SELECT EXTRACT(EPOCH FROM (wait_until - LOCALTIMESTAMP(0)))::integer AS seconds FROM sys_login_delay WHERE username = 'waitme' AND ip = '10.7.0.1'",
    );
    expect(Number(row?.seconds)).toBeGreaterThan(50);
    expect(Number(row?.seconds)).toBeLessThanOrEqual(60);

    // When the wait has run out, the right password works from there too.
    await t.db.query(
      "UPDATE sys_login_delay SET wait_until = LOCALTIMESTAMP(0) - interval '1 second' WHERE username = 'waitme'",
    );
    expect((await withCaptcha("waitme", ADMIN.password, "10.7.0.1")).success).toBe(true);
    expect(
      await t.db.one("SELECT 1 AS x FROM sys_login_delay WHERE username = 'waitme' AND ip = '10.7.0.1'"),
    ).toBeUndefined();
  });

  it("limits login tries per address with HTTP 429, leaving other addresses alone", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 61; i++) {
      const res = await t.app.inject({
        method: "POST",
        url: `${API_PREFIX}/sys/login`,
        // A wrong captcha fails before any password work, which keeps this loop quick.
        payload: { username: `sprayed_${i}`, password: "bad-password", captcha: "zzzz", checkKey: "none" },
        remoteAddress: "10.8.0.1",
      });
      statuses.push(res.statusCode);
      if (i === 60) {
        expect(res.json()).toMatchObject({ success: false, code: 429, message: "请求过于频繁，请稍后再试" });
      }
    }
    expect(statuses.slice(0, 60).every((s) => s === 200)).toBe(true);
    expect(statuses[60]).toBe(429);
    expect((await login(t.app, "admin", ADMIN.password, { remoteAddress: "10.8.0.2" })).body.success).toBe(
      true,
    );
  });
});
