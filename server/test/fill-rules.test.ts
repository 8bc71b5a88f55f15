/** Fill rules: CRUD with validated params and the dated serial generator. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nextFillRuleValue } from "../src/modules/fill-rule/index.ts";
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

async function today(): Promise<string> {
  const row = await t.db.one<{ d: string }>("SELECT to_char(LOCALTIMESTAMP, 'YYYYMMDD') AS d");
  return row?.d ?? "";
}

describe("fill rules", () => {
  it("the seeded permit number is a dated serial, incremented per call", async () => {
    const d = await today();
    const first = await demo.get("/sys/fillRule/executeRuleByCode/permit_no");
    expect(first.body).toMatchObject({ success: true, code: 200, result: `TXZ${d}0001` });
    expect((await demo.put("/sys/fillRule/executeRuleByCode/permit_no")).body.result).toBe(`TXZ${d}0002`);
    expect(await nextFillRuleValue(t.db, "permit_no")).toBe(`TXZ${d}0003`);
  });

  it("concurrent calls never get the same value", async () => {
    const values = await Promise.all(
      Array.from({ length: 20 }, () => nextFillRuleValue(t.db, "shop_order_num")),
    );
    expect(new Set(values).size).toBe(20);
  });

  it("CRUD validates kind and params", async () => {
    const params = JSON.stringify({ prefix: "V", dateFormat: "yyyyMM", digits: 3 });
    expectOk(
      await admin.post("/sys/fillRule/add", { ruleName: "车辆", ruleCode: "veh", ruleParams: params }),
      "添加成功！",
    );
    const d = (await today()).slice(0, 6);
    expect((await admin.get("/sys/fillRule/executeRuleByCode/veh")).body.result).toBe(`V${d}001`);
    expectRefused(
      await admin.post("/sys/fillRule/add", { ruleName: "x", ruleCode: "veh" }),
      "规则编码已存在",
    );
    expectRefused(
      await admin.post("/sys/fillRule/add", { ruleName: "x", ruleCode: "a1", ruleClass: "org.jeecg.Evil" }),
      /^规则类型只能是/,
    );
    for (const bad of ["{", '{"digits":99}', '{"prefix":"a b"}', '{"dateFormat":"HH"}']) {
      expectRefused(
        await admin.post("/sys/fillRule/add", { ruleName: "x", ruleCode: "a2", ruleParams: bad }),
      );
    }
    const id = String((await admin.get("/sys/fillRule/list", { ruleCode: "veh" })).body.result.records[0].id);
    expectRefused(await admin.put("/sys/fillRule/edit", { id, ruleParams: "[]" }), "规则参数必须是JSON对象");
    expectOk(await admin.delete("/sys/fillRule/delete", { id }));
    expectRefused(await admin.get("/sys/fillRule/executeRuleByCode/veh"), "填值规则不存在");
  });

  it("access: anonymous 401, demo user 510 on administration", async () => {
    expect((await api(t.app).get("/sys/fillRule/executeRuleByCode/permit_no")).status).toBe(401);
    const res = await demo.post("/sys/fillRule/add", { ruleName: "x", ruleCode: "z" });
    expect(res.body).toMatchObject({ code: 510, message: NO_PERMISSION });
    expect(await t.db.one("SELECT 1 AS x FROM sys_fill_rule WHERE rule_code = 'z'")).toBeUndefined();
  });
});
