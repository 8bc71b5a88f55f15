/** Check rules: CRUD with validated rule JSON, and checkByCode. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN, api, createTestApp, DEMO_USER, login, type TestApp } from "./helpers.ts";
import { expectOk, expectRefused, NO_PERMISSION } from "./user-fixtures.ts";

let t: TestApp;
let admin: ReturnType<typeof api>;
let demo: ReturnType<typeof api>;

beforeAll(async () => {
  t = await createTestApp();
  admin = api(t.app, (await login(t.app, ADMIN.username, ADMIN.password)).token);
  demo = api(t.app, (await login(t.app, DEMO_USER.username, DEMO_USER.password)).token);
});
afterAll(async () => {
  await t?.close();
});

const check = (value: string, ruleCode = "common", client = demo) =>
  client.get("/sys/checkRule/checkByCode", { ruleCode, value: encodeURIComponent(value) });

describe("checkByCode with the seeded rule common", () => {
  it("answers the original's messages and failure details", async () => {
    const first = await check("1abc");
    expect(first.body).toMatchObject({
      success: false,
      code: 500,
      message: "第一位只能是字母",
      result: {
        digits: "1",
        checkValue: "1",
        beginIndex: 0,
        endIndex: 1,
        passed: false,
        message: "第一位只能是字母",
      },
    });
    expect((await check("ab")).body.message).toBe("最少输入3位数");
    expect((await check("ab-c")).body.message).toBe("只能填写数字、大小写字母、下划线");
    expect((await check("abcdefghijklm")).body.message).toBe("最多输入12位数");
    expect((await check("abc")).body).toMatchObject({ success: true, code: 200 });
    expect((await check("中文")).body.message).toBe("第一位只能是字母");
  });

  it("an unknown code answers 该编码不存在; anonymous gets 401; a bad escape is a clear refusal", async () => {
    expectRefused(await check("abc", "nope"), "该编码不存在");
    expect(
      (await api(t.app).get("/sys/checkRule/checkByCode", { ruleCode: "common", value: "abc" })).status,
    ).toBe(401);
    expectRefused(await demo.get("/sys/checkRule/checkByCode", { ruleCode: "common", value: "%zz" }));
  });
});

describe("check rule CRUD", () => {
  it("adds a rule whose patterns compile and uses it", async () => {
    const ruleJson = JSON.stringify([{ digits: 2, pattern: "^[A-Z]{2}$", message: "前两位必须是大写字母" }]);
    expectOk(
      await admin.post("/sys/checkRule/add", { ruleName: "车牌", ruleCode: "plate", ruleJson }),
      "添加成功！",
    );
    expect((await check("ab1", "plate")).body).toMatchObject({
      message: "前两位必须是大写字母",
      result: { beginIndex: 0, endIndex: 2, checkValue: "ab" },
    });
    expect((await check("AB1", "plate")).body.success).toBe(true);
    expectRefused(
      await admin.post("/sys/checkRule/add", { ruleName: "x", ruleCode: "plate" }),
      "规则编码已存在",
    );
    const list = await admin.get("/sys/checkRule/list", { ruleCode: "plate" });
    expect(list.body.result.total).toBe(1);
    const id = String(list.body.result.records[0].id);
    expectOk(await admin.put("/sys/checkRule/edit", { id, ruleDescription: "车牌前缀" }));
    expectOk(await admin.delete("/sys/checkRule/delete", { id }));
  });

  it("refuses rule JSON that is not an array of {digits, pattern, message} or whose pattern does not compile", async () => {
    for (const [ruleJson, message] of [
      ["{", "规则JSON格式不正确"],
      ["{}", "规则JSON必须是数组"],
      [JSON.stringify([{ digits: "x", pattern: "a", message: "m" }]), "第1条规则的位数必须是*或正整数"],
      [JSON.stringify([{ digits: "*", pattern: "([a-z", message: "m" }]), "第1条规则的正则表达式无效"],
      [JSON.stringify([{ digits: "*", pattern: "a" }]), "第1条规则缺少提示文本"],
    ]) {
      expectRefused(
        await admin.post("/sys/checkRule/add", { ruleName: "x", ruleCode: "bad", ruleJson }),
        message,
      );
    }
  });

  it("runs administrators' patterns in linear time: a nested repetition cannot stall a check", async () => {
    // With a backtracking engine this check would not finish: (a+)+b tries every split of the a's.
    const ruleJson = JSON.stringify([{ digits: "*", pattern: "(a+)+b", message: "必须以b结尾" }]);
    expectOk(
      await admin.post("/sys/checkRule/add", { ruleName: "嵌套", ruleCode: "nested", ruleJson }),
      "添加成功！",
    );
    const slow = await check(`${"a".repeat(1900)}c`, "nested");
    expect(slow.body).toMatchObject({ success: false, message: "必须以b结尾" });
    expect((await check("aaab", "nested")).body.success).toBe(true);
  });

  it("reads \\uXXXX escapes, refuses look-around and back-references and over-long patterns", async () => {
    const chinese = JSON.stringify([
      { digits: "*", pattern: "^[\\u4e00-\\u9fa5]{2,4}$", message: "请输入2到4个汉字" },
    ]);
    expectOk(
      await admin.post("/sys/checkRule/add", { ruleName: "汉字", ruleCode: "hanzi", ruleJson: chinese }),
    );
    expect((await check("张三", "hanzi")).body.success).toBe(true);
    expect((await check("zhang", "hanzi")).body.message).toBe("请输入2到4个汉字");
    for (const [pattern, message] of [
      ["(?=a)a", "第1条规则的正则表达式无效"],
      ["(a)\\1", "第1条规则的正则表达式无效"],
      ["a".repeat(501), "第1条规则的正则表达式不能超过500个字符"],
    ]) {
      const ruleJson = JSON.stringify([{ digits: "*", pattern, message: "m" }]);
      expectRefused(
        await admin.post("/sys/checkRule/add", { ruleName: "x", ruleCode: "bad2", ruleJson }),
        message,
      );
    }
    expect(await t.db.one("SELECT 1 AS x FROM sys_check_rule WHERE rule_code = 'bad2'")).toBeUndefined();
  });

  it("the demo user may check but not administer", async () => {
    const res = await demo.post("/sys/checkRule/add", { ruleName: "x", ruleCode: "y" });
    expect(res.body).toMatchObject({ success: false, code: 510, message: NO_PERMISSION });
    expect((await demo.get("/sys/checkRule/list")).body.code).toBe(510);
    expect(await t.db.one("SELECT 1 AS x FROM sys_check_rule WHERE rule_code = 'y'")).toBeUndefined();
  });
});
