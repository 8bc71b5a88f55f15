/**
 * The import that can be corrected before it is saved: the check of an upload stores nothing and answers
 * every row's texts and each refused cell; corrected rows sent as JSON are checked again and stored all
 * or nothing; the import's code, one request per user and the tenant's own rules hold.
 */
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { utils, write } from "xlsx";
import type { ImportCheck } from "../src/core/crud/excel-import-check.ts";
import { readSheetRows } from "../src/core/crud/xlsx-rows.ts";
import { ADMIN, api, createTestApp, DEMO_USER, login, type TestApp, xlsxMultipart } from "./helpers.ts";
import { type Client, permitFingerprint, userWithRoles } from "./permit-fixtures.ts";
import { NO_PERMISSION } from "./user-fixtures.ts";

let t: TestApp;
let admin: Client;
let adminT1: Client;
let demo: Client;

beforeAll(async () => {
  t = await createTestApp();
  admin = api(t.app, (await login(t.app, ADMIN.username, ADMIN.password)).token);
  adminT1 = await userWithRoles(t, "check_admin_t1", ["admin"], 1);
  demo = api(t.app, (await login(t.app, DEMO_USER.username, DEMO_USER.password)).token);
});
afterAll(async () => {
  await t?.close();
});

const HEADER = ["车牌号", "车辆类型", "车主姓名", "车主电话", "状态"];

async function xlsx(rows: (string | number)[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet("车辆信息");
  sheet.addRow(["车辆信息报表"]);
  for (const r of rows) sheet.addRow(r);
  return Buffer.from(await book.xlsx.writeBuffer());
}

const checkFile = (client: Client, file: Buffer, url = "/permit/vehicle/importCheck") => {
  const body = xlsxMultipart("files[]", [file]);
  return client.inject({ method: "POST", url, payload: body.payload, headers: body.headers });
};

const plates = async (like: string, tenantId = 0) =>
  (
    await t.db.query<{ plate_no: string }>(
      "SELECT plate_no FROM permit_vehicle WHERE plate_no LIKE $1 AND tenant_id = $2 ORDER BY 1",
      [like, tenantId],
    )
  ).map((r) => r.plate_no);

describe("the check of an upload", () => {
  it("stores nothing and answers every row's texts and each refused cell with the server's message", async () => {
    await admin.post("/permit/vehicle/add", { plateNo: "京W90001", vehicleType: "small_car" });
    const before = await permitFingerprint(t.db);
    const res = await checkFile(
      admin,
      await xlsx([
        HEADER,
        ["京W10001", "小型汽车", "甲", "13900000001", "正常"],
        ["ABC", "飞机", "乙", "12345", "正常"],
        ["京W10002", "", "丙", "", "正常"],
        ["京W10001", "货车", "丁", "", "正常"],
        ["京W90001", "货车", "戊", "", "正常"],
        ["京W10003", "客车", "己", "", "停用"],
      ]),
    );
    expect(res.body, res.text).toMatchObject({ success: true, message: "共6行，4行有错误" });
    const { columns, rows, total, errorRows, errors } = res.body.result as unknown as ImportCheck;
    expect(columns.map((c) => c.title)).toEqual(HEADER);
    expect(columns[0]).toEqual({ field: "plateNo", title: "车牌号" });
    expect({ total, errorRows }).toEqual({ total: 6, errorRows: 4 });
    expect(rows?.[1]).toEqual({
      plateNo: "ABC",
      vehicleType: "飞机",
      ownerName: "乙",
      ownerPhone: "12345",
      status: "正常",
    });
    expect(errors).toEqual([
      { row: 2, field: "plateNo", message: expect.stringContaining("车牌") },
      { row: 2, field: "vehicleType", message: "车辆类型的值“飞机”不在字典中" },
      { row: 2, field: "ownerPhone", message: expect.any(String) },
      { row: 3, field: "vehicleType", message: "请选择车辆类型" },
      { row: 4, field: "plateNo", message: "该车牌号已登记" },
      { row: 5, field: "plateNo", message: "该车牌号已登记" },
    ]);
    expect(await permitFingerprint(t.db)).toEqual(before);
  });

  it("answers a file every row of which passes, and refuses what the import refuses", async () => {
    const res = await checkFile(admin, await xlsx([HEADER, ["京W20001", "货车", "甲", "", "正常"]]));
    expect(res.body).toMatchObject({
      success: true,
      message: "共1行数据全部通过校验",
      result: { total: 1, errorRows: 0, errors: [] },
    });
    expect(await plates("京W2%")).toEqual([]);
    const noHeader = await checkFile(admin, await xlsx([["甲", "乙"]]));
    expect(noHeader.body).toMatchObject({ success: false, message: expect.stringContaining("未找到表头") });
    const notXlsx = await checkFile(admin, Buffer.from("not a zip at all"));
    expect(notXlsx.body).toMatchObject({ success: false, message: "文件不是有效的xlsx文件" });
  });
});

describe("files written by other programs", () => {
  it("reads a SheetJS file every time (exceljs sometimes reached its sheet before the workbook's model)", async () => {
    const rows = [HEADER, ...Array.from({ length: 1000 }, (_, i) => [`京W${i}`, "货车", "", "", "正常"])];
    const book = utils.book_new();
    utils.book_append_sheet(book, utils.aoa_to_sheet(rows), "车辆信息");
    const file = write(book, { type: "buffer", bookType: "xlsx" }) as Buffer;
    for (let i = 0; i < 10; i++) {
      let count = 0;
      for await (const batch of readSheetRows(file)) count += batch.length;
      expect(count).toBe(1001);
    }
  });
});

describe("the import of corrected rows", () => {
  it("re-checks rows sent as JSON, refuses a still-bad row with its cell and stores nothing", async () => {
    const before = await permitFingerprint(t.db);
    const rows = [
      { plateNo: "京W30001", vehicleType: "货车", ownerName: "甲", ownerPhone: "", status: "正常" },
      { plateNo: "京W30002", vehicleType: "客车", ownerName: "乙", ownerPhone: "139", status: "正常" },
    ];
    const check = await admin.post("/permit/vehicle/importCheck", { rows });
    expect(check.body).toMatchObject({ success: true, message: "共2行，1行有错误" });
    expect(check.body.result.rows).toBeUndefined();
    expect(check.body.result.errors).toEqual([{ row: 2, field: "ownerPhone", message: expect.any(String) }]);
    const refused = await admin.post("/permit/vehicle/importRows", { rows });
    expect(refused.body).toMatchObject({
      success: false,
      message: "数据校验未通过，未导入任何数据",
      result: { total: 2, errorRows: 1, errors: check.body.result.errors },
    });
    expect(await permitFingerprint(t.db)).toEqual(before);
  });

  it("stores every corrected row in one go, over more than one batch", async () => {
    const rows = Array.from({ length: 2500 }, (_, i) => ({
      plateNo: `京Y${String(i).padStart(5, "0")}`,
      vehicleType: i % 2 ? "货车" : "小型汽车",
      ownerName: `车主${i}`,
      status: "正常",
    }));
    // A plate twice across the batches is refused like a file's, though the first one is not stored yet.
    const twice = await admin.post("/permit/vehicle/importRows", {
      rows: [...rows, { plateNo: "京Y00007", vehicleType: "货车", status: "正常" }],
    });
    expect(twice.body).toMatchObject({
      success: false,
      result: { errors: [{ row: 2501, field: "plateNo", message: "该车牌号已登记" }] },
    });
    expect(await plates("京Y%")).toEqual([]);
    const res = await admin.post("/permit/vehicle/importRows", { rows });
    expect(res.body, res.text).toMatchObject({ success: true, message: "共2500行数据全部导入成功！" });
    const stored = await t.db.one<{ n: number; trucks: number }>(
      "SELECT count(*)::int AS n, count(*) FILTER (WHERE vehicle_type = 'truck')::int AS trucks FROM permit_vehicle WHERE plate_no LIKE '京Y%' AND tenant_id = 0",
    );
    expect(stored).toEqual({ n: 2500, trucks: 1250 });
  });

  it("refuses a field the import does not read, a body without rows, and nothing is stored", async () => {
    const before = await permitFingerprint(t.db);
    const extra = await admin.post("/permit/vehicle/importRows", {
      rows: [{ plateNo: "京W40001", vehicleType: "货车", tenantId: 1 }],
    });
    expect(extra.body).toMatchObject({ success: false, message: "第 1 行的字段 tenantId 不能导入" });
    expect((await admin.post("/permit/vehicle/importRows", {})).body).toMatchObject({
      success: false,
      message: "请求体须含行数组 rows",
    });
    expect((await admin.post("/permit/vehicle/importRows", { rows: [] })).body).toMatchObject({
      success: false,
      message: "没有要导入的数据",
    });
    expect(await permitFingerprint(t.db)).toEqual(before);
  });
});

describe("access and tenants", () => {
  it("without the import code the check and the rows import are refused and store nothing", async () => {
    const before = await permitFingerprint(t.db);
    const rows = [{ plateNo: "京W50001", vehicleType: "货车" }];
    expect((await api(t.app).post("/permit/vehicle/importRows", { rows })).status).toBe(401);
    for (const url of ["/permit/vehicle/importCheck", "/permit/vehicle/importRows"]) {
      expect((await demo.post(url, { rows })).body).toMatchObject({ code: 510, message: NO_PERMISSION });
    }
    const upload = await checkFile(demo, await xlsx([HEADER, ["京W50001", "货车", "", "", ""]]));
    expect(upload.body).toMatchObject({ code: 510, message: NO_PERMISSION });
    expect(await permitFingerprint(t.db)).toEqual(before);
  });

  it("another tenant's plates are its own: tenant 1 imports a plate tenant 0 holds, and is refused its own", async () => {
    const rows = [{ plateNo: "京W90001", vehicleType: "货车", status: "正常" }];
    const check = await adminT1.post("/permit/vehicle/importCheck", { rows });
    expect(check.body.result).toMatchObject({ errorRows: 0, errors: [] });
    expect((await adminT1.post("/permit/vehicle/importRows", { rows })).body).toMatchObject({
      success: true,
    });
    expect(await plates("京W90001", 1)).toEqual(["京W90001"]);
    const again = await adminT1.post("/permit/vehicle/importCheck", { rows });
    expect(again.body.result.errors).toEqual([{ row: 1, field: "plateNo", message: "该车牌号已登记" }]);
  });

  it("the user import's check takes rows without a password, as the import does", async () => {
    const rows = [{ username: "checked_user", realname: "校验用户", phone: "13911112222" }];
    const check = await admin.post("/sys/user/importCheck", { rows });
    expect(check.body, check.text).toMatchObject({ success: true, result: { errors: [] } });
    const dup = await admin.post("/sys/user/importCheck", { rows: [{ ...rows[0], username: "admin" }] });
    expect(dup.body.result.errors).toEqual([{ row: 1, field: "username", message: expect.any(String) }]);
  });
});
