import type { FastifyRequest } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { requestLogLine } from "../src/app.ts";
import { modules } from "../src/modules/index.ts";
import type { SmsMode } from "../src/modules/sms/index.ts";
import { recordingSender, withSmsSender } from "../src/modules/sms/index.ts";
import { ADMIN, api, createTestApp, login, type TestApp } from "./helpers.ts";
import { expireSmsCode, makeUser, postFrom } from "./ways-in-fixtures.ts";

const sender = recordingSender();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ modules: withSmsSender(modules, sender), env: { ALLOW_REGISTER: "true" } });
});
afterAll(async () => {
  await t?.close();
});

const GOOD = "Good#Pass123";
const NEW_PASSWORD = "New#Pass456";
let ipSeq = 0;

/** Sends a code (each from its own address) and returns it as the recording gateway saw it. */
async function codeFor(mobile: string, mode: SmsMode): Promise<string> {
  ipSeq += 1;
  const res = await postFrom(t.app, "/sys/sms", { mobile, smsmode: mode }, `10.5.0.${ipSeq}`);
  expect(res.body.success).toBe(true);
  return sender.lastCode(mobile, mode) ?? "";
}

const post = (path: string, payload: object) => postFrom(t.app, path, payload);
const userCount = async () =>
  Number((await t.db.one<{ n: number }>("SELECT count(*)::integer AS n FROM sys_user"))?.n);
const otherThan = (code: string) => (code === "000000" ? "000001" : "000000");

describe("POST /sys/user/register", () => {
  it("creates an account with the role test, bound to the verified phone", async () => {
    const smscode = await codeFor("15100000001", "1");
    const res = await post("/sys/user/register", {
      username: "reg_user1",
      password: GOOD,
      phone: "15100000001",
      smscode,
      email: "reg1@example.com",
    });
    expect(res.body).toMatchObject({ success: true, code: 200, message: "注册成功" });
    const row = await t.db.one<Record<string, unknown>>(
      `SELECT u.realname, u.status, u.del_flag, u.phone, u.email, u.password, r.role_code
       FROM sys_user u JOIN sys_user_role ur ON ur.user_id = u.id JOIN sys_role r ON r.id = ur.role_id
       WHERE u.username = 'reg_user1'`,
    );
    expect(row).toMatchObject({
      realname: "reg_user1",
      status: 1,
      del_flag: 0,
      phone: "15100000001",
      email: "reg1@example.com",
      role_code: "test",
    });
    expect(String(row?.password)).toMatch(/^scrypt\$/);
    expect((await login(t.app, "reg_user1", GOOD)).body.code).toBe(200);
    // The code is used up.
    expect(await t.db.one("SELECT 1 AS x FROM sys_sms_code WHERE mobile = '15100000001'")).toBeUndefined();
  });

  it("takes a real name when given", async () => {
    const smscode = await codeFor("15100000002", "1");
    await post("/sys/user/register", {
      username: "reg_user2",
      password: GOOD,
      phone: "15100000002",
      smscode,
      realname: "注册用户二",
    });
    const row = await t.db.one<{ realname: string }>(
      "SELECT realname FROM sys_user WHERE username = 'reg_user2'",
    );
    expect(row?.realname).toBe("注册用户二");
  });

  it("checks every field with the form's messages and creates nothing", async () => {
    const before = await userCount();
    const base = { username: "reg_user3", password: GOOD, phone: "15100000003", smscode: "123456" };
    const cases: [Record<string, unknown>, string][] = [
      [{ username: "" }, "请输入用户名"],
      [{ username: "ab" }, "长度4到18个字符"],
      [{ username: "a_very_long_username_x" }, "长度4到18个字符"],
      [{ username: "bad name!" }, "只允许字母、数字、下划线"],
      [{ password: "" }, "请输入密码"],
      [{ password: "weakpass" }, "密码由8位数字、大小写字母和特殊符号组成!"],
      [{ phone: "" }, "请输入手机号"],
      [{ phone: "12100000003" }, "请输入正确手机号"],
      [{ email: "not-an-email" }, "邮箱格式不正确"],
      [{ smscode: "" }, "请输入手机验证码"],
      [{ username: "admin" }, "用户名已注册"],
      [{ phone: "18611111111" }, "该手机号已注册"],
      [{ email: "jeecg@163.com" }, "邮箱已被注册"],
      [{}, "手机验证码失效，请重新获取"],
    ];
    for (const [change, message] of cases) {
      const res = await post("/sys/user/register", { ...base, ...change });
      expect(res.status).toBe(200);
      expect(res.body, JSON.stringify(change)).toMatchObject({ success: false, code: 500, message });
    }
    const odd = await post("/sys/user/register", {
      ...base,
      username: { $ne: 1 },
      realname: "x".repeat(101),
    });
    expect(odd.status).toBe(200);
    expect(odd.body.success).toBe(false);
    expect(await userCount()).toBe(before);
  });

  it("refuses a wrong or expired code, and a code sent for login", async () => {
    const before = await userCount();
    const base = { username: "reg_user4", password: GOOD, phone: "15100000004" };
    const smscode = await codeFor("15100000004", "1");
    expect((await post("/sys/user/register", { ...base, smscode: otherThan(smscode) })).body.message).toBe(
      "手机验证码错误",
    );
    await expireSmsCode(t.db, "15100000004", "1");
    expect((await post("/sys/user/register", { ...base, smscode })).body.message).toBe(
      "手机验证码失效，请重新获取",
    );
    await makeUser(t.db, { username: "reg_login", phone: "15100000005" });
    const loginCode = await codeFor("15100000005", "0");
    await t.db.query("DELETE FROM sys_user WHERE username = 'reg_login'");
    expect(
      (await post("/sys/user/register", { ...base, phone: "15100000005", smscode: loginCode })).body.message,
    ).toBe("手机验证码失效，请重新获取");
    expect(await userCount()).toBe(before);
  });
});

describe("account alteration (forgot password)", () => {
  it("verifies the phone, sets the new password with the same code once, and ends the sessions", async () => {
    await makeUser(t.db, { username: "alter_user", phone: "15200000001" });
    const old = await login(t.app, "alter_user", ADMIN.password);
    expect(old.token).not.toBe("");

    const smscode = await codeFor("15200000001", "2");
    expect(
      (await post("/sys/user/phoneVerification", { phone: "15200000001", smscode: otherThan(smscode) })).body,
    ).toMatchObject({ success: false, message: "手机验证码错误" });
    const verified = await post("/sys/user/phoneVerification", { phone: "15200000001", smscode });
    expect(verified.body).toMatchObject({
      success: true,
      code: 200,
      result: { smscode, username: "alter_user" },
    });

    const change = { username: "alter_user", phone: "15200000001", smscode, password: NEW_PASSWORD };
    expect((await post("/sys/user/passwordChange", { ...change, password: "short" })).body.message).toBe(
      "密码由8位数字、大小写字母和特殊符号组成!",
    );
    expect(
      (await post("/sys/user/passwordChange", { ...change, smscode: otherThan(smscode) })).body,
    ).toMatchObject({ success: false, message: "短信验证码不匹配！" });
    // Someone else's username with this phone: refused, and the code stays for the owner.
    expect((await post("/sys/user/passwordChange", { ...change, username: "admin" })).body.message).toBe(
      "未找到用户！",
    );
    expect((await post("/sys/user/passwordChange", change)).body).toMatchObject({
      success: true,
      code: 200,
      message: "密码修改完成！",
    });

    expect((await api(t.app, old.token).get("/sys/permission/getUserPermissionByToken")).status).toBe(401);
    expect((await login(t.app, "alter_user", ADMIN.password)).body.message).toBe("用户名或密码错误");
    expect((await login(t.app, "alter_user", NEW_PASSWORD)).body.code).toBe(200);
    expect((await post("/sys/user/passwordChange", change)).body.message).toBe("短信验证码失效！");
  });

  it("takes step 2 as the original client sends it, a GET whose query string no log line keeps", async () => {
    await makeUser(t.db, { username: "alter_get", phone: "15200000009" });
    const smscode = await codeFor("15200000009", "2");
    const query = { username: "alter_get", phone: "15200000009", smscode, password: NEW_PASSWORD };
    const res = await api(t.app).get("/sys/user/passwordChange", query);
    expect(res.body).toMatchObject({ success: true, message: "密码修改完成！" });
    expect((await login(t.app, "alter_get", NEW_PASSWORD)).body.code).toBe(200);

    const url = `/jeecg-boot/sys/user/passwordChange?password=${encodeURIComponent(NEW_PASSWORD)}`;
    const request = { method: "GET", url, host: "localhost", ip: "127.0.0.1" } as unknown as FastifyRequest;
    const line = JSON.stringify(requestLogLine(request));
    expect(line).toContain("/jeecg-boot/sys/user/passwordChange");
    expect(line).not.toContain("password=");
  });

  it("refuses incomplete, expired and foreign requests", async () => {
    for (const missing of ["username", "phone", "smscode"]) {
      const body: Record<string, string> = {
        username: "alter_x",
        phone: "15200000002",
        smscode: "123456",
        password: NEW_PASSWORD,
      };
      delete body[missing];
      expect((await post("/sys/user/passwordChange", body)).body.message).toBe("重置密码失败！");
    }
    expect(
      (await post("/sys/user/phoneVerification", { phone: "15200000404", smscode: "123456" })).body.message,
    ).toBe("手机验证码失效，请重新获取");
    expect(
      (await post("/sys/user/phoneVerification", { phone: "152", smscode: "123456" })).body.message,
    ).toBe("请输入正确手机号");
    expect((await post("/sys/user/phoneVerification", { phone: "15200000404" })).body.message).toBe(
      "请输入手机验证码",
    );

    await makeUser(t.db, { username: "alter_exp", phone: "15200000003" });
    const smscode = await codeFor("15200000003", "2");
    await expireSmsCode(t.db, "15200000003", "2");
    expect((await post("/sys/user/phoneVerification", { phone: "15200000003", smscode })).body.message).toBe(
      "手机验证码失效，请重新获取",
    );
    expect(
      (
        await post("/sys/user/passwordChange", {
          username: "alter_exp",
          phone: "15200000003",
          smscode,
          password: NEW_PASSWORD,
        })
      ).body.message,
    ).toBe("短信验证码失效！");

    // A login code does not open the alteration.
    const loginCode = await codeFor("15200000003", "0");
    expect(
      (await post("/sys/user/phoneVerification", { phone: "15200000003", smscode: loginCode })).body.message,
    ).toBe("手机验证码失效，请重新获取");
  });

  it("restarts the code's 10 minutes on verification", async () => {
    await makeUser(t.db, { username: "alter_ttl", phone: "15200000004" });
    const smscode = await codeFor("15200000004", "2");
    await t.db.query(
      "UPDATE sys_sms_code SET expires_at = LOCALTIMESTAMP(0) + interval '5 seconds' WHERE mobile = '15200000004'",
    );
    expect((await post("/sys/user/phoneVerification", { phone: "15200000004", smscode })).body.success).toBe(
      true,
    );
    const row = await t.db.one<{ ttl: number }>(
      `SELECT EXTRACT(EPOCH FROM (expires_at - LOCALTIMESTAMP(0)))::integer AS ttl FROM sys_sms_code
       WHERE mobile = '15200000004'`,
    );
    expect(Number(row?.ttl)).toBeGreaterThan(590);
  });
});

describe("the password policy setting", () => {
  let strict: TestApp;
  const strictSender = recordingSender();
  beforeAll(async () => {
    strict = await createTestApp({
      modules: withSmsSender(modules, strictSender),
      env: { ALLOW_REGISTER: "true", PASSWORD_MIN_LENGTH: "12", PASSWORD_CHAR_CLASSES: "upper,lower,digit" },
    });
  });
  afterAll(async () => {
    await strict?.close();
  });

  const message = "密码至少12位，且必须包含大写字母、小写字母和数字!";
  const strictCode = async (mobile: string, mode: SmsMode, ip: string) => {
    expect((await postFrom(strict.app, "/sys/sms", { mobile, smsmode: mode }, ip)).body.success).toBe(true);
    return strictSender.lastCode(mobile, mode) ?? "";
  };

  it("applies to registration: a password the default would take is refused, nothing is created", async () => {
    const smscode = await strictCode("15100000091", "1", "10.6.0.1");
    const weak = { username: "reg_policy", password: "Good#Pass1", phone: "15100000091", smscode };
    expect((await postFrom(strict.app, "/sys/user/register", weak)).body).toMatchObject({
      success: false,
      message,
    });
    expect(await strict.db.one("SELECT 1 AS x FROM sys_user WHERE username = 'reg_policy'")).toBeUndefined();
    const strong = { ...weak, password: "LongEnough2026" };
    expect((await postFrom(strict.app, "/sys/user/register", strong)).body.success).toBe(true);
  });

  it("applies to the reset by SMS code: a weak new password is refused and the old one still works", async () => {
    await makeUser(strict.db, { username: "reset_policy", phone: "15200000091" });
    const smscode = await strictCode("15200000091", "2", "10.6.0.2");
    const body = { username: "reset_policy", phone: "15200000091", smscode, password: NEW_PASSWORD };
    expect((await postFrom(strict.app, "/sys/user/passwordChange", body)).body).toMatchObject({
      success: false,
      message,
    });
    const strong = { ...body, password: "LongEnough2026" };
    expect((await postFrom(strict.app, "/sys/user/passwordChange", strong)).body.success).toBe(true);
    expect((await login(strict.app, "reset_policy", "LongEnough2026")).body.code).toBe(200);
  });
});
