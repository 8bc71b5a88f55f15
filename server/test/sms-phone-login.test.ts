import type { FastifyBaseLogger } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../src/app.ts";
import { modules } from "../src/modules/index.ts";
import { MAX_CODE_ATTEMPTS } from "../src/modules/sms/codes.ts";
import {
  httpSender,
  logSender,
  recordingSender,
  senderFromConfig,
  withSmsSender,
} from "../src/modules/sms/index.ts";
import { SMS_PER_MOBILE_PER_HOUR, SMS_REQUESTS_PER_IP_PER_HOUR } from "../src/modules/sms/rate-limit.ts";
import { API_PREFIX, api, createTestApp, type ResultBody, type TestApp } from "./helpers.ts";
import { expireSmsCode, loginLogLines, makeUser, postFrom, startFakeServer } from "./ways-in-fixtures.ts";

const sender = recordingSender();
let t: TestApp;
beforeAll(async () => {
  // Registration codes (mode 1) go out only while self-registration is open.
  t = await createTestApp({ modules: withSmsSender(modules, sender), env: { ALLOW_REGISTER: "true" } });
});
afterAll(async () => {
  await t?.close();
});

/** Each test sends from its own address, so the per-address limit never crosses tests. */
const sms = (mobile: unknown, smsmode: unknown, ip: string) =>
  postFrom(t.app, "/sys/sms", { mobile, smsmode }, ip);
const phoneLogin = (mobile: unknown, captcha: unknown, ip = "10.0.0.1") =>
  postFrom(t.app, "/sys/phoneLogin", { mobile, captcha, remember_me: true }, ip);

describe("POST /sys/sms", () => {
  it("sends a fresh 6-digit code, stores only its hash for 10 minutes and never answers it", async () => {
    await makeUser(t.db, { username: "sms_a", phone: "13800000001" });
    const sentBefore = sender.sent.length;
    const res = await sms("13800000001", "0", "10.1.0.1");
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, code: 200 });
    expect(sender.sent).toHaveLength(sentBefore + 1);
    const code = sender.lastCode("13800000001", "0") ?? "";
    expect(code).toMatch(/^\d{6}$/);
    expect(res.text).not.toContain(code);

    const row = await t.db.one<{ code_hash: string; ttl: number; attempts: number }>(
      `SELECT code_hash, EXTRACT(EPOCH FROM (expires_at - LOCALTIMESTAMP(0)))::integer AS ttl, attempts
       FROM sys_sms_code WHERE mobile = $1 AND mode = '0'`,
      ["13800000001"],
    );
    expect(row?.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.code_hash).not.toContain(code);
    expect(Number(row?.ttl)).toBeGreaterThanOrEqual(598);
    expect(Number(row?.ttl)).toBeLessThanOrEqual(601);
  });

  it("refuses a second code while the first is valid, with the original's code 0", async () => {
    await makeUser(t.db, { username: "sms_b", phone: "13800000002" });
    expect((await sms("13800000002", "0", "10.1.0.2")).body.success).toBe(true);
    const again = await sms("13800000002", "0", "10.1.0.2");
    expect(again.body).toMatchObject({ success: false, code: 0, message: "验证码10分钟内，仍然有效！" });
    // Once it has expired a new one goes out.
    await expireSmsCode(t.db, "13800000002", "0");
    expect((await sms("13800000002", "0", "10.1.0.2")).body).toMatchObject({ success: true, code: 200 });
  });

  it("checks the mobile number and the mode", async () => {
    const ip = "10.1.0.3";
    expect((await sms("", "0", ip)).body).toMatchObject({ success: false, message: "请输入手机号" });
    expect((await sms(undefined, "0", ip)).body.message).toBe("请输入手机号");
    for (const bad of ["12345678901", "1380000000", "138000000011", "2380000000a", "+8613800000001"]) {
      expect((await sms(bad, "0", ip)).body).toMatchObject({ success: false, message: "请输入正确手机号" });
    }
    expect((await sms("13800000003", "9", ip)).body.message).toBe(
      "短信模式不正确，应为0(登录)、1(注册)或2(忘记密码)",
    );
    const wrongType = await sms({ a: 1 }, "0", ip);
    expect(wrongType.status).toBe(200);
    expect(wrongType.body.success).toBe(false);
    const nul = await sms("1380000\u00000003", "0", ip);
    expect(nul.status).toBe(200);
    expect(nul.body.success).toBe(false);
  });

  it("answers each mode's account check with the original's messages", async () => {
    const ip = "10.1.0.4";
    await makeUser(t.db, { username: "sms_frozen", phone: "16600000004", status: 2 });
    await makeUser(t.db, { username: "sms_taken", phone: "19900000004" });
    expect((await sms("13800000404", "0", ip)).body).toMatchObject({
      success: false,
      code: 500,
      message: "该用户不存在或未绑定手机号",
    });
    expect((await sms("13800000404", "2", ip)).body.message).toBe("该用户不存在或未绑定手机号");
    expect((await sms("16600000004", "0", ip)).body.message).toBe("该用户已冻结");
    expect((await sms("19900000004", "1", ip)).body.message).toBe("手机号已经注册，请直接登录！");
    // 16x and 19x numbers are valid: 1[3-9] then 9 digits.
    expect((await sms("19900000004", "0", ip)).body.success).toBe(true);
    expect((await sms("13800000404", "1", ip)).body.success).toBe(true);
  });

  it("says so when the gateway fails, and keeps no code behind", async () => {
    const ip = "10.1.0.5";
    await makeUser(t.db, { username: "sms_gw", phone: "13800000005" });
    sender.failing = true;
    try {
      expect((await sms("13800000005", "0", ip)).body).toMatchObject({
        success: false,
        message: "短信验证码发送失败,请稍后重试",
      });
    } finally {
      sender.failing = false;
    }
    expect(await t.db.one("SELECT 1 AS x FROM sys_sms_code WHERE mobile = '13800000005'")).toBeUndefined();
    expect((await sms("13800000005", "0", ip)).body.success).toBe(true);
  });

  it(`sends at most ${SMS_PER_MOBILE_PER_HOUR} codes an hour to one mobile`, async () => {
    const ip = "10.1.0.6";
    await makeUser(t.db, { username: "sms_rate", phone: "13800000006" });
    for (let i = 0; i < SMS_PER_MOBILE_PER_HOUR; i++) {
      expect((await sms("13800000006", "0", ip)).body.success).toBe(true);
      await expireSmsCode(t.db, "13800000006", "0");
    }
    const sentBefore = sender.sent.length;
    expect((await sms("13800000006", "0", ip)).body).toMatchObject({
      success: false,
      message: "短信发送过于频繁，请稍后再试",
    });
    expect((await sms("13800000006", "2", "10.1.0.66")).body.message).toBe("短信发送过于频繁，请稍后再试");
    expect(sender.sent.length).toBe(sentBefore);
  });

  it(`takes at most ${SMS_REQUESTS_PER_IP_PER_HOUR} requests an hour from one address, whatever they answer`, async () => {
    const ip = "10.1.0.7";
    await makeUser(t.db, { username: "sms_ip", phone: "13800000007" });
    for (let i = 0; i < SMS_REQUESTS_PER_IP_PER_HOUR; i++) {
      const probe = await sms(`139000007${String(i).padStart(2, "0")}`, "0", ip);
      expect(probe.body.message).toBe("该用户不存在或未绑定手机号");
    }
    expect((await sms("13800000007", "0", ip)).body.message).toBe("短信发送过于频繁，请稍后再试");
    expect((await sms("13800000007", "0", "10.1.0.77")).body.success).toBe(true);
  });
});

describe("POST /sys/phoneLogin", () => {
  it("logs in once with the code and answers like the password login", async () => {
    await makeUser(t.db, { username: "phone_ok", phone: "13700000001" });
    await sms("13700000001", "0", "10.2.0.1");
    const code = sender.lastCode("13700000001", "0") ?? "";

    const res = await phoneLogin("13700000001", code);
    expect(res.body).toMatchObject({ success: true, code: 200, message: "登录成功" });
    const result = res.body.result as unknown as Record<string, unknown>;
    expect(Object.keys(result).sort()).toEqual([
      "departs",
      "multi_depart",
      "sysAllDictItems",
      "token",
      "userInfo",
    ]);
    expect(result.userInfo).toMatchObject({ username: "phone_ok", phone: "13700000001" });
    expect(result.userInfo).not.toHaveProperty("password");
    expect(String(res.headers["set-cookie"])).toContain("X-Access-Token=");
    const me = await api(t.app, String(result.token)).get("/sys/permission/getUserPermissionByToken");
    expect(me.status).toBe(200);
    expect(me.body.success).toBe(true);
    expect(await loginLogLines(t.db, "phone_ok")).toContain("用户名: phone_ok,登录成功！");

    // Single use: the same code again is no longer valid.
    expect((await phoneLogin("13700000001", code)).body).toMatchObject({
      success: true,
      code: 0,
      message: "手机验证码失效，请重新获取",
      result: null,
    });
  });

  it("answers a wrong code like the original (success true, code 0) and counts the tries", async () => {
    await makeUser(t.db, { username: "phone_wrong", phone: "13700000002" });
    await sms("13700000002", "0", "10.2.0.2");
    const code = sender.lastCode("13700000002", "0") ?? "";
    const wrong = code === "000000" ? "000001" : "000000";
    for (let i = 0; i < MAX_CODE_ATTEMPTS; i++) {
      const res = await phoneLogin("13700000002", wrong);
      expect(res.body).toMatchObject({ success: true, code: 0, message: "手机验证码错误", result: null });
    }
    expect((await phoneLogin("13700000002", code)).body).toMatchObject({
      success: true,
      code: 0,
      message: "手机验证码错误次数过多，请重新获取",
    });
    // A dead code does not block a new one.
    expect((await sms("13700000002", "0", "10.2.0.2")).body.success).toBe(true);
    const fresh = sender.lastCode("13700000002", "0") ?? "";
    expect((await phoneLogin("13700000002", fresh)).body.code).toBe(200);
  });

  it("refuses an expired code", async () => {
    await makeUser(t.db, { username: "phone_old", phone: "13700000003" });
    await sms("13700000003", "0", "10.2.0.3");
    const code = sender.lastCode("13700000003", "0") ?? "";
    await expireSmsCode(t.db, "13700000003", "0");
    const res = await phoneLogin("13700000003", code);
    expect(res.body).toMatchObject({ success: true, code: 0, message: "手机验证码失效，请重新获取" });
    expect(res.body.result).toBeNull();
  });

  it("does not take a code sent for another purpose", async () => {
    await makeUser(t.db, { username: "phone_mode", phone: "13700000004" });
    await sms("13700000004", "2", "10.2.0.4");
    const code = sender.lastCode("13700000004", "2") ?? "";
    expect((await phoneLogin("13700000004", code)).body.message).toBe("手机验证码失效，请重新获取");
  });

  it("makes the password login's user checks", async () => {
    expect((await phoneLogin("13700000404", "123456")).body).toMatchObject({
      success: false,
      code: 500,
      message: "该用户不存在，请注册",
    });
    await makeUser(t.db, { username: "phone_frozen", phone: "13700000005", status: 2 });
    expect((await phoneLogin("13700000005", "123456")).body.message).toBe("该用户已冻结");
    expect(await loginLogLines(t.db, "phone_frozen")).toContain("用户登录失败，用户名:phone_frozen已冻结！");

    await t.db.query("INSERT INTO sys_tenant (id, name, status) VALUES (88, '冻结租户', 0)");
    await makeUser(t.db, { username: "phone_tenant", phone: "13700000006", relTenantIds: "88" });
    await sms("13700000006", "0", "10.2.0.6");
    const code = sender.lastCode("13700000006", "0") ?? "";
    expect((await phoneLogin("13700000006", code)).body.message).toBe(
      "与该用户关联的租户均已被冻结，无法登录！",
    );

    await makeUser(t.db, { username: "phone_locked", phone: "13700000007" });
    // An address made to wait by failed password logins waits for the phone login too.
    await t.db.query(
      `INSERT INTO sys_login_delay (username, ip, fail_count, first_fail_at, wait_until)
       VALUES ('phone_locked', '10.0.0.1', 6, LOCALTIMESTAMP(0), LOCALTIMESTAMP(0) + interval '30 seconds')`,
    );
    expect((await phoneLogin("13700000007", "123456")).body.message).toMatch(
      /^登录失败次数过多，请\d+秒后再试$/,
    );
  });

  it("checks its input without a server error", async () => {
    expect((await phoneLogin("1370000", "123456")).body.message).toBe("请输入正确手机号");
    expect((await phoneLogin("", "123456")).body.message).toBe("请输入手机号");
    expect((await phoneLogin("13700000001", "")).body.message).toBe("请输入手机验证码");
    const odd = await phoneLogin(["13700000001"], { x: 1 });
    expect(odd.status).toBe(200);
    expect(odd.body.success).toBe(false);
    const raw = await t.app.inject({
      method: "POST",
      url: `${API_PREFIX}/sys/phoneLogin`,
      headers: { "content-type": "application/json" },
      payload: "{not json",
    });
    expect(raw.statusCode).toBe(200);
    expect(raw.json<ResultBody>().success).toBe(false);
  });
});

describe("SMS senders", () => {
  it("posts {mobile, code, mode} to an http gateway and fails on a non-2xx answer", async () => {
    let status = 200;
    const gateway = await startFakeServer((_req, _body, res) => {
      res.statusCode = status;
      res.end("{}");
    });
    try {
      await httpSender(`${gateway.url}/send`).send("13800000009", "123456", "1");
      expect(gateway.seen[0]).toMatchObject({ method: "POST", url: "/send" });
      expect(JSON.parse(gateway.seen[0].body)).toEqual({ mobile: "13800000009", code: "123456", mode: "1" });
      status = 503;
      await expect(httpSender(`${gateway.url}/send`).send("13800000009", "123456", "1")).rejects.toThrow(
        /503/,
      );
    } finally {
      await gateway.close();
    }
  });

  it("reaches the gateway SMS_GATEWAY names through the app", async () => {
    const gateway = await startFakeServer((_req, _body, res) => res.end("ok"));
    const app = await buildApp({ db: t.db, config: { ...t.config, smsGateway: `${gateway.url}/sms` } });
    try {
      await makeUser(t.db, { username: "sms_http", phone: "13800000010" });
      const res = await app.inject({
        method: "POST",
        url: `${API_PREFIX}/sys/sms`,
        payload: { mobile: "13800000010", smsmode: "0" },
        remoteAddress: "10.3.0.1",
      });
      expect(res.json<ResultBody>().success).toBe(true);
      const got = JSON.parse(gateway.seen[0]?.body ?? "{}") as { mobile: string; code: string; mode: string };
      expect(got).toMatchObject({ mobile: "13800000010", mode: "0" });
      expect(got.code).toMatch(/^\d{6}$/);
    } finally {
      await app.close();
      await gateway.close();
    }
  });

  it("writes the code to the server log by default", async () => {
    const lines: string[] = [];
    const log = { info: (_obj: object, msg: string) => lines.push(msg) } as unknown as FastifyBaseLogger;
    await logSender(log).send("13800000011", "654321", "0");
    expect(lines).toEqual(["SMS verification code for 13800000011 (mode 0): 654321"]);
    await senderFromConfig("log", log).send("13800000012", "111111", "2");
    expect(lines[1]).toBe("SMS verification code for 13800000012 (mode 2): 111111");
  });
});
