/**
 * Forms that check with the server: a declared unique field through /sys/duplicate/check and again on save,
 * and a field bound to a check rule (the vehicle's plate, rule vehicle_plate) through checkByCode and again
 * on add and edit, refusing with the rule's message and storing nothing; and a declared time-of-day field.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defineModule } from "../../shared/modules/module-types.ts";
import { declaredModule } from "../src/modules/declared-module.ts";
import { modules } from "../src/modules/index.ts";
import { ADMIN, api, createTestApp, login, type TestApp } from "./helpers.ts";
import { expectOk, expectRefused } from "./user-fixtures.ts";

const TAKEN = "该值不可用，系统中已存在！";
const PLATE_RULE = "使馆、领馆和警用车辆的车牌不在此登记";

let t: TestApp;
let admin: ReturnType<typeof api>;

/** A declaration with a time-of-day field and an input-popup text field. */
const dutyShift = defineModule({
  name: "duty-shift",
  resource: "duty-shift",
  api: "/test/dutyShift",
  table: "test_duty_shift",
  title: "值班班次",
  permission: "test:dutyShift",
  actions: ["list", "add", "edit", "delete"],
  menu: {
    parent: "system",
    path: "/test/dutyShift",
    component: "declared/duty-shift",
    icon: "car",
    order: 99,
  },
  fields: {
    name: { title: "班次", maxLength: 20, required: "请输入班次" },
    startAt: { title: "上班时间", type: "time", required: "请选择上班时间", search: "eq" },
    note: { title: "交接说明", maxLength: 500, widget: "inputPop" },
  },
});

beforeAll(async () => {
  t = await createTestApp({ modules: [...modules, declaredModule(dutyShift)], reseed: true });
  admin = api(t.app, (await login(t.app, ADMIN.username, ADMIN.password)).token);
});
afterAll(async () => {
  await t?.close();
});

const source = (code: string) => ({
  code,
  name: "报表库",
  dbType: "6",
  dbDriver: "org.postgresql.Driver",
  dbUrl: "jdbc:postgresql://127.0.0.1:5432/report",
  dbName: "report",
  dbUsername: "reporter",
  dbPassword: "Report#2026",
});

describe("a declared unique field", () => {
  it("is open to the duplicate check, which excludes the record being edited", async () => {
    expectOk(await admin.post("/sys/dataSource/add", source("report_db")));
    const row = await t.db.one<{ id: string }>("SELECT id FROM sys_data_source WHERE code = 'report_db'");
    const check = (fieldVal: string, dataId?: string) =>
      admin.get("/sys/duplicate/check", {
        tableName: "sys_data_source",
        fieldName: "code",
        fieldVal,
        ...(dataId ? { dataId } : {}),
      });
    expectRefused(await check("report_db"), TAKEN);
    expectOk(await check("report_db", row?.id), "该值可用！");
    expectOk(await check("other_db"), "该值可用！");
    // Only declared unique columns: another column of the same table stays closed.
    expectRefused(
      await admin.get("/sys/duplicate/check", {
        tableName: "sys_data_source",
        fieldName: "db_password",
        fieldVal: "x",
      }),
      /^不支持对该表字段做重复校验/,
    );
  });

  it("is checked again on save with the field's message, and nothing is stored", async () => {
    expectRefused(await admin.post("/sys/dataSource/add", source("report_db")), "数据源编码已存在");
    const count = await t.db.one<{ n: number }>(
      "SELECT count(*)::int AS n FROM sys_data_source WHERE code = 'report_db'",
    );
    expect(count?.n).toBe(1);
  });
});

describe("a field bound to a check rule", () => {
  const plates = async () =>
    (await t.db.query<{ plate_no: string }>("SELECT plate_no FROM permit_vehicle ORDER BY plate_no")).map(
      (r) => r.plate_no,
    );

  it("the seeded rule answers checkByCode with its message", async () => {
    const bad = await admin.get("/sys/checkRule/checkByCode", {
      ruleCode: "vehicle_plate",
      value: encodeURIComponent("京A1234警"),
    });
    expectRefused(bad, PLATE_RULE);
    expect(bad.body.result).toMatchObject({ passed: false, checkValue: "京A1234警" });
    expectOk(
      await admin.get("/sys/checkRule/checkByCode", {
        ruleCode: "vehicle_plate",
        value: encodeURIComponent("京A12345"),
      }),
    );
  });

  it("refuses add and edit with the rule's message, storing nothing", async () => {
    const before = await plates();
    const vehicle = (plateNo: string) => ({ plateNo, vehicleType: "small_car", plateColor: "blue" });
    // The plate passes the national format check; only the bound rule refuses it.
    expectRefused(await admin.post("/permit/vehicle/add", vehicle("京A1234警")), PLATE_RULE);
    expectRefused(await admin.post("/permit/vehicle/add", vehicle("使014578")), PLATE_RULE);
    expect(await plates()).toEqual(before);

    expectOk(await admin.post("/permit/vehicle/add", vehicle("京A7K321")));
    const row = await t.db.one<{ id: string }>("SELECT id FROM permit_vehicle WHERE plate_no = '京A7K321'");
    expectRefused(
      await admin.put("/permit/vehicle/edit", { id: row?.id, ...vehicle("沪A1234领") }),
      PLATE_RULE,
    );
    expect(await plates()).toContain("京A7K321");
    expect(await plates()).not.toContain("沪A1234领");
    // An edit that leaves the plate out is not checked against the rule.
    expectOk(await admin.put("/permit/vehicle/edit", { id: row?.id, brand: "解放" }));
  });

  it("follows the rule as an administrator changes it", async () => {
    await t.db.query("UPDATE sys_check_rule SET rule_json = $1 WHERE rule_code = 'vehicle_plate'", [
      JSON.stringify([{ digits: "1", pattern: "^[京]$", message: "只登记京牌" }]),
    ]);
    const vehicle = { plateNo: "沪B12345", vehicleType: "small_car", plateColor: "blue" };
    expectRefused(await admin.post("/permit/vehicle/add", vehicle), "只登记京牌");
    await t.db.query("DELETE FROM sys_check_rule WHERE rule_code = 'vehicle_plate'");
    // A rule that is gone refuses rather than lets any value through.
    expectRefused(await admin.post("/permit/vehicle/add", vehicle), "校验规则vehicle_plate不存在");
  });
});

describe("a time-of-day field", () => {
  it("stores and answers HH:mm:ss, refuses other text with its message, and searches by it", async () => {
    expectOk(
      await admin.post("/test/dutyShift/add", { name: "早班", startAt: "08:30:00", note: "钥匙在前台" }),
    );
    expectRefused(
      await admin.post("/test/dutyShift/add", { name: "夜班", startAt: "25:00:00" }),
      "上班时间格式不正确，应为HH:mm:ss",
    );
    expectRefused(
      await admin.post("/test/dutyShift/add", { name: "夜班", startAt: "8:30" }),
      "上班时间格式不正确，应为HH:mm:ss",
    );
    const column = await t.db.one<{ data_type: string }>(
      "SELECT data_type FROM information_schema.columns WHERE table_name = 'test_duty_shift' AND column_name = 'start_at'",
    );
    expect(column?.data_type).toBe("time without time zone");
    const list = await admin.get("/test/dutyShift/list", { startAt: "08:30:00" });
    const records = list.body.result.records as unknown as Record<string, unknown>[];
    expect(records.map((r) => [r.name, r.startAt, r.note])).toEqual([["早班", "08:30:00", "钥匙在前台"]]);
    expectOk(await admin.put("/test/dutyShift/edit", { id: records[0].id, startAt: "23:59:59" }));
    const edited = await admin.get("/test/dutyShift/queryById", { id: String(records[0].id) });
    expect(edited.body.result.startAt).toBe("23:59:59");
  });
});
