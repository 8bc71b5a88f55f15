/** GET /sys/duplicate/check. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN, api, createTestApp, DEMO_USER, login, type TestApp } from "./helpers.ts";
import { ADMIN_ID, expectRefused } from "./user-fixtures.ts";

let t: TestApp;
let admin: ReturnType<typeof api>;

beforeAll(async () => {
  t = await createTestApp();
  admin = api(t.app, (await login(t.app, ADMIN.username, ADMIN.password)).token);
});
afterAll(async () => {
  await t?.close();
});

describe("duplicate check", () => {
  it("taken, and available when the row itself is excluded", async () => {
    const q = { tableName: "sys_user", fieldName: "username", fieldVal: "admin" };
    const taken = await admin.get("/sys/duplicate/check", q);
    expect(taken.body).toMatchObject({ success: false, code: 500, message: "该值不可用，系统中已存在！" });
    const self = await admin.get("/sys/duplicate/check", { ...q, dataId: ADMIN_ID });
    expect(self.body).toMatchObject({ success: true, code: 200, message: "该值可用！" });
    const free = await admin.get("/sys/duplicate/check", { ...q, fieldVal: "nobody_here" });
    expect(free.body).toMatchObject({ success: true, code: 200, message: "该值可用！" });
    const dict = await admin.get("/sys/duplicate/check", {
      tableName: "sys_dict",
      fieldName: "dict_code",
      fieldVal: "sex",
    });
    expect(dict.body.message).toBe("该值不可用，系统中已存在！");
  });

  it("a login is enough (demo user); anonymous gets 401", async () => {
    const demo = api(t.app, (await login(t.app, DEMO_USER.username, DEMO_USER.password)).token);
    const q = { tableName: "sys_user", fieldName: "username", fieldVal: "admin" };
    expect((await demo.get("/sys/duplicate/check", q)).body.message).toBe("该值不可用，系统中已存在！");
    expect((await api(t.app).get("/sys/duplicate/check", q)).status).toBe(401);
  });

  it("pairs outside the whitelist are refused clearly; nothing becomes SQL", async () => {
    for (const [tableName, fieldName] of [
      ["sys_user", "password"],
      ["sys_user", "salt"],
      ["sys_user_session", "token_hash"],
      ["sys_user; drop table sys_user", "username"],
      ["sys_user", "username = username or 1"],
      ["", ""],
    ]) {
      expectRefused(
        await admin.get("/sys/duplicate/check", { tableName, fieldName, fieldVal: "x" }),
        /^不支持对该表字段做重复校验/,
      );
    }
    const long = await admin.get("/sys/duplicate/check", {
      tableName: "sys_user",
      fieldName: "username",
      fieldVal: "x".repeat(600),
    });
    expect(long.status).toBeLessThan(500);
    expect(long.body.success).toBe(false);
    const hostile = await admin.get("/sys/duplicate/check", {
      tableName: "sys_user",
      fieldName: "username",
      fieldVal: "' OR '1'='1",
    });
    expect(hostile.body.message).toBe("该值可用！");
  });
});
