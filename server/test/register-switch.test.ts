/** Self-registration is off unless ALLOW_REGISTER turns it on: while off, no account can be created. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../src/config.ts";
import { modules } from "../src/modules/index.ts";
import { recordingSender, withSmsSender } from "../src/modules/sms/index.ts";
import { createTestApp, type TestApp } from "./helpers.ts";
import { postFrom } from "./ways-in-fixtures.ts";

const sender = recordingSender();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ modules: withSmsSender(modules, sender) });
});
afterAll(async () => {
  await t?.close();
});

describe("ALLOW_REGISTER", () => {
  it("is off by default, accepts true or false and refuses anything else at start", () => {
    expect(loadConfig({}).allowRegister).toBe(false);
    expect(loadConfig({ ALLOW_REGISTER: "true" }).allowRegister).toBe(true);
    expect(loadConfig({ ALLOW_REGISTER: "no" }).allowRegister).toBe(false);
    expect(() => loadConfig({ ALLOW_REGISTER: "maybe" })).toThrow(ConfigError);
    expect(() => loadConfig({ ALLOW_REGISTER: "maybe" })).toThrow(/ALLOW_REGISTER/);
  });

  it("off: no registration code is sent, so no SMS is spent on a closed registration", async () => {
    const sms = await postFrom(t.app, "/sys/sms", { mobile: "15100000098", smsmode: "1" }, "10.9.0.2");
    expect(sms.body).toMatchObject({ success: false, message: "系统未开放注册，请联系管理员开通账号" });
    expect(sender.lastCode("15100000098", "1")).toBeUndefined();
    const login = await postFrom(t.app, "/sys/sms", { mobile: "15100000098", smsmode: "0" }, "10.9.0.3");
    expect(login.body.message).toBe("该用户不存在或未绑定手机号");
  });

  it("off: /sys/user/register answers a clear message and creates nothing, even with a valid code", async () => {
    const sms = await postFrom(t.app, "/sys/sms", { mobile: "15100000099", smsmode: "1" }, "10.9.0.1");
    const smscode = sender.lastCode("15100000099", "1") ?? "000000";
    const before = await t.db.query("SELECT id FROM sys_user ORDER BY id");
    const res = await postFrom(t.app, "/sys/user/register", {
      username: "closed_user",
      password: "Good#Pass123",
      phone: "15100000099",
      smscode: sms.body.success ? smscode : "000000",
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: false, message: "系统未开放注册，请联系管理员开通账号" });
    expect(await t.db.query("SELECT id FROM sys_user ORDER BY id")).toEqual(before);
  });
});
