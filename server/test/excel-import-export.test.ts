/** Excel export and import of the CRUD kit, on the dictionary module. */
import { PassThrough } from "node:stream";
import ExcelJS from "exceljs";
import type { FastifyRequest } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CrudTable, importExcel } from "../src/core/crud/index.ts";
import { zipUncompressedSize } from "../src/core/crud/xlsx-limits.ts";
import { readSheetRows } from "../src/core/crud/xlsx-rows.ts";
import { type SheetCell, sheetRowXml } from "../src/core/crud/xlsx-sheet-rows.ts";
import { entryBytes, InflateBudget, zipEntries } from "../src/core/crud/zip-reader.ts";
import { ZipWriter } from "../src/core/crud/zip-writer.ts";
import { dictCrud } from "../src/modules/dict/dict-crud.ts";
import {
  ADMIN,
  API_PREFIX,
  api,
  createTestApp,
  DEMO_USER,
  login,
  type TestApp,
  xlsxMultipart,
} from "./helpers.ts";
import { ADMIN_ID, NO_PERMISSION } from "./user-fixtures.ts";

let t: TestApp;
let token: string;
let admin: ReturnType<typeof api>;

beforeAll(async () => {
  t = await createTestApp();
  token = (await login(t.app, ADMIN.username, ADMIN.password)).token;
  admin = api(t.app, token);
});
afterAll(async () => {
  await t?.close();
});

async function xlsx(rows: (string | number | null)[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet("s");
  for (const r of rows) sheet.addRow(r);
  return Buffer.from(await book.xlsx.writeBuffer());
}

async function readXlsx(data: Buffer): Promise<string[][]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(data as unknown as ArrayBuffer);
  const out: string[][] = [];
  book.worksheets[0].eachRow((row) => {
    out.push((row.values as unknown[]).slice(1).map((v) => (v === null || v === undefined ? "" : String(v))));
  });
  return out;
}

const request = {
  session: { id: ADMIN_ID, username: "admin", realname: "管理员" },
} as unknown as FastifyRequest;
const run = (file: Buffer) =>
  importExcel(new CrudTable(dictCrud, t.db), request, file, { dataDir: t.config.dataDir });

async function exportFile(query: Record<string, string>) {
  const res = await t.app.inject({
    method: "GET",
    url: `${API_PREFIX}/sys/dict/exportXls`,
    query,
    headers: { "x-access-token": token, "tenant-id": "0" },
  });
  return { res, rows: res.statusCode === 200 ? await readXlsx(res.rawPayload) : [] };
}

describe("exportXls", () => {
  it("streams .xlsx with the two title rows, the header and one row per list record", async () => {
    const { res, rows } = await exportFile({ dictCode: "*status*" });
    expect(res.headers["content-type"]).toContain("spreadsheetml");
    expect(String(res.headers["content-disposition"])).toBe(
      `attachment; filename="____.xlsx"; filename*=UTF-8''${encodeURIComponent("数据字典.xlsx")}`,
    );
    expect(rows[0]).toEqual(["数据字典报表"]);
    expect(rows[1]).toEqual(["导出人:管理员"]);
    expect(rows[2]).toEqual(["字典名称", "字典编码", "描述", "字典类型"]);
    const list = await admin.get("/sys/dict/list", { dictCode: "*status*", pageSize: 1 });
    expect(rows.length - 3).toBe(Number(list.body.result.total));
    expect(rows.slice(3).every((r) => r[1].toLowerCase().includes("status"))).toBe(true);
  });

  it("the same query without filters exports the whole list; selections restrict it", async () => {
    const { rows } = await exportFile({});
    const list = await admin.get("/sys/dict/list", { pageSize: 1 });
    expect(rows.length - 3).toBe(Number(list.body.result.total));
    const ids = await t.db.query<{ id: string }>(
      "SELECT id FROM sys_dict WHERE dict_code IN ('sex', 'priority')",
    );
    const sel = await exportFile({ selections: ids.map((r) => r.id).join(",") });
    expect(
      sel.rows
        .slice(3)
        .map((r) => r[1])
        .sort(),
    ).toEqual(["priority", "sex"]);
  });

  it("access and bad input: anonymous 401, demo user 510, unknown super-query field refused", async () => {
    expect((await api(t.app).get("/sys/dict/exportXls")).status).toBe(401);
    const demo = api(t.app, (await login(t.app, DEMO_USER.username, DEMO_USER.password)).token);
    expect((await demo.get("/sys/dict/exportXls")).body).toMatchObject({ code: 510, message: NO_PERMISSION });
    const bad = encodeURIComponent(JSON.stringify([{ field: "password", rule: "eq", val: "x" }]));
    const res = await admin.get("/sys/dict/exportXls", { superQueryParams: bad });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(false);
  });
});

describe("importExcel core", () => {
  it("all good rows, with title rows above the header: 共N行数据全部导入成功！", async () => {
    const file = await xlsx([
      ["数据字典报表"],
      ["导出人:管理员"],
      ["字典名称", "字典编码", "描述", "字典类型"],
      ["车型", "car_type", "d", 0],
      ["燃料", "fuel", null, 1],
    ]);
    const res = await run(file);
    expect(res).toMatchObject({ success: true, code: 200, message: "共2行数据全部导入成功！" });
    const row = await t.db.one<{ create_by: string }>(
      "SELECT create_by FROM sys_dict WHERE dict_code = 'fuel'",
    );
    expect(row?.create_by).toBe("admin");
  });

  it("a mix of good and bad rows answers 201 with counts and a downloadable report", async () => {
    const file = await xlsx([
      ["字典编码", "字典名称"],
      ["imp_a", "甲"],
      ["imp_b", "乙"],
      ["sex", "性别重复"],
      ["imp_a", "文件内重复"],
      ["imp_c", ""],
      ["", ""],
      ["imp_d", "丁"],
    ]);
    const res = await run(file);
    expect(res).toMatchObject({ success: true, code: 201, message: "文件导入成功，但有错误。" });
    const result = res.result as {
      totalCount: number;
      errorCount: number;
      successCount: number;
      msg: string;
      fileUrl: string;
    };
    expect(result).toMatchObject({ totalCount: 6, errorCount: 3, successCount: 3 });
    expect(result.msg).toBe("总上传行数：6，已导入行数：3，错误行数：3");
    expect(result.fileUrl).toMatch(/^\/sys\/common\/static\/import-errors\/import_errors_[0-9a-f]{32}\.txt$/);
    const codes = await t.db.query<{ dict_code: string }>(
      "SELECT dict_code FROM sys_dict WHERE dict_code LIKE 'imp_%' ORDER BY 1",
    );
    expect(codes.map((r) => r.dict_code)).toEqual(["imp_a", "imp_b", "imp_d"]);

    const download = await admin.get(result.fileUrl);
    expect(download.status).toBe(200);
    expect(String(download.headers["content-disposition"])).toMatch(/^attachment;/);
    const lines = download.text.trim().split("\n");
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(/^第 3 行：字典编码已存在/);
    expect(lines[1]).toBe("第 4 行：字典编码在文件中重复，忽略导入。");
    expect(lines[2]).toBe("第 5 行：请输入字典名称，忽略导入。");
    expect((await api(t.app).get(result.fileUrl)).status).toBe(401);
    expect((await admin.get("/sys/common/static/import-errors/..%2F..%2Fadmin-password.txt")).status).toBe(
      404,
    );
  });

  it("files that are not xlsx, or without the header, are refused clearly", async () => {
    await expect(run(Buffer.from("hello"))).rejects.toThrow("文件不是有效的xlsx文件");
    await expect(run(Buffer.alloc(0))).rejects.toThrow("上传文件为空");
    await expect(
      run(
        await xlsx([
          ["a", "b"],
          ["1", "2"],
        ]),
      ),
    ).rejects.toThrow(/^未找到表头/);
    const file = await xlsx([
      ["字典编码", "字典名称", "字典类型"],
      ["n1", "数", "abc"],
    ]);
    const res = await run(file);
    expect(res.code).toBe(201);
  });

  it("reads the zip's declared uncompressed size before parsing", async () => {
    const file = await xlsx([["字典编码"], ["x"]]);
    expect(zipUncompressedSize(file)).toBeGreaterThan(file.length);
  });
});

describe("readSheetRows", () => {
  const texts = Array.from({ length: 6000 }, (_, i) => `车主${i}号：北京市海淀区中关村大街${i % 97}号院`);

  async function streamed(useSharedStrings: boolean): Promise<Buffer> {
    const out = new PassThrough();
    const chunks: Buffer[] = [];
    out.on("data", (c: Buffer) => chunks.push(c));
    const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: false, useSharedStrings });
    const sheet = book.addWorksheet("中文");
    for (const text of texts) sheet.addRow([text, "蓝色"]).commit();
    sheet.commit();
    await book.commit();
    return Buffer.concat(chunks);
  }

  it.each([
    ["inline strings", false],
    ["shared strings", true],
  ])(
    "reads thousands of Chinese cells intact (%s): no character split at a chunk boundary",
    async (_, shared) => {
      const read: string[][] = [];
      for await (const rows of readSheetRows(await streamed(shared))) read.push(...rows.map((r) => r.cells));
      expect(read).toHaveLength(texts.length);
      const broken = read.filter((cells, i) => cells[0] !== texts[i] || cells[1] !== "蓝色");
      expect(broken).toEqual([]);
    },
  );
});

/** The same archive, its entries written in the order `order` gives their names. */
async function reordered(file: Buffer, order: (names: string[]) => string[]): Promise<Buffer> {
  const budget = new InflateBudget(Number.MAX_SAFE_INTEGER);
  const entries = new Map<string, Buffer>();
  for (const e of zipEntries(file)) {
    const pieces: Buffer[] = [];
    for await (const piece of entryBytes(file, e, budget)) pieces.push(piece);
    entries.set(e.name, Buffer.concat(pieces));
  }
  const out: Buffer[] = [];
  const writer = new ZipWriter((bytes) => out.push(bytes));
  for (const name of order([...entries.keys()])) writer.file(name, entries.get(name) ?? Buffer.alloc(0));
  writer.finish();
  return Buffer.concat(out);
}

describe("readSheetRows: where the parts lie in the archive", () => {
  const rows = [
    ["车牌号", "车主姓名", "注册日期"],
    ["京A10001", "张三", new Date(Date.UTC(2024, 4, 6))],
    ["沪B20002", "李四", new Date(Date.UTC(2025, 0, 31))],
  ];
  const expected = [
    ["车牌号", "车主姓名", "注册日期"],
    ["京A10001", "张三", "2024-05-06"],
    ["沪B20002", "李四", "2025-01-31"],
  ];

  async function read(file: Buffer): Promise<string[][]> {
    const cells: string[][] = [];
    for await (const batch of readSheetRows(file)) cells.push(...batch.map((r) => r.cells));
    return cells;
  }

  it("reads shared strings and date styles whether they come before or after the sheet", async () => {
    const book = new ExcelJS.Workbook();
    book.addWorksheet("车辆").addRows(rows);
    const file = Buffer.from(await book.xlsx.writeBuffer());
    const names = zipEntries(file).map((e) => e.name);
    expect(names.indexOf("xl/worksheets/sheet1.xml")).toBeLessThan(names.indexOf("xl/sharedStrings.xml"));
    const isSheet = (n: string) => n.startsWith("xl/worksheets/");
    const sheetLast = await reordered(file, (all) => [
      ...all.filter((n) => !isSheet(n)),
      ...all.filter(isSheet),
    ]);
    const sheetFirst = await reordered(file, (all) => [
      ...all.filter(isSheet),
      ...all.filter((n) => !isSheet(n)),
    ]);
    for (const f of [file, sheetLast, sheetFirst]) expect(await read(f)).toEqual(expected);
  });

  it("reads the workbook's first tab, not the sheet that happens to come first in the archive", async () => {
    const book = new ExcelJS.Workbook();
    book.addWorksheet("车辆").addRows(rows);
    book.addWorksheet("说明").addRows([["这是说明页"]]);
    const file = Buffer.from(await book.xlsx.writeBuffer());
    const backwards = await reordered(file, (all) => [...all].reverse());
    const names = zipEntries(backwards).map((e) => e.name);
    expect(names.indexOf("xl/worksheets/sheet2.xml")).toBeLessThan(names.indexOf("xl/worksheets/sheet1.xml"));
    expect(await read(backwards)).toEqual(expected);
  });
});

describe("appendRows (the import's bulk insert)", () => {
  it("stores every value as given: quotes, commas, line breaks, empty text apart from NULL, numbers, booleans", async () => {
    const rows = [
      ["a", 'say "hi", then go', 1, true],
      ["b", "two\nlines\r\nand a tab\t", null, false],
      ["c", "", 0, null],
      ["d", null, -2.5, true],
      ["e", "引号“中文”,逗号，", 7, false],
    ];
    const stored = await t.db.tx(async (tx) => {
      await tx.exec(
        "CREATE TEMP TABLE append_probe (k varchar(2), txt text, n numeric, b boolean) ON COMMIT DROP",
      );
      await tx.appendRows("append_probe", ["k", "txt", "n", "b"], rows);
      return tx.query<{ k: string; txt: string | null; n: number | null; b: boolean | null }>(
        "SELECT k, txt, n, b FROM append_probe ORDER BY k",
      );
    });
    expect(stored.map((r) => [r.k, r.txt, r.n, r.b])).toEqual(rows);
  });

  it("refuses names that are not plain SQL identifiers", async () => {
    await expect(
      t.db.tx((tx) => tx.appendRows('x"; DROP TABLE sys_user; --', ["k"], [["a"]])),
    ).rejects.toThrow(/invalid SQL name/);
  });
});

describe("POST /sys/dict/importExcel", () => {
  it("accepts files[] (several files) and file, answering as the core does", async () => {
    const a = await xlsx([
      ["字典编码", "字典名称"],
      ["http_a", "甲"],
    ]);
    const b = await xlsx([
      ["字典编码", "字典名称"],
      ["http_b", "乙"],
      ["sex", "重复"],
    ]);
    const multi = xlsxMultipart("files[]", [a, b]);
    const res = await admin.inject({
      method: "POST",
      url: "/sys/dict/importExcel",
      payload: multi.payload,
      headers: multi.headers,
    });
    expect(res.body).toMatchObject({
      success: true,
      code: 201,
      result: { totalCount: 3, successCount: 2, errorCount: 1 },
    });
    const single = xlsxMultipart("file", [
      await xlsx([
        ["字典编码", "字典名称"],
        ["http_c", "丙"],
      ]),
    ]);
    const ok = await admin.inject({
      method: "POST",
      url: "/sys/dict/importExcel",
      payload: single.payload,
      headers: single.headers,
    });
    expect(ok.body).toMatchObject({ success: true, message: "共1行数据全部导入成功！" });
  });

  it("refuses a request without a file or with garbage, never 5xx; demo user 510", async () => {
    const none = await admin.post("/sys/dict/importExcel", {});
    expect(none.status).toBe(200);
    expect(none.body).toMatchObject({ success: false, message: "请上传文件" });
    const junk = xlsxMultipart("file", [Buffer.from("not a zip")]);
    const bad = await admin.inject({
      method: "POST",
      url: "/sys/dict/importExcel",
      payload: junk.payload,
      headers: junk.headers,
    });
    expect(bad.body).toMatchObject({ success: false, message: "文件不是有效的xlsx文件" });
    const demo = api(t.app, (await login(t.app, DEMO_USER.username, DEMO_USER.password)).token);
    const before = await t.db.query("SELECT id FROM sys_dict ORDER BY id");
    const file = xlsxMultipart("file", [
      await xlsx([
        ["字典编码", "字典名称"],
        ["demo_x", "x"],
      ]),
    ]);
    const res = await demo.inject({
      method: "POST",
      url: "/sys/dict/importExcel",
      payload: file.payload,
      headers: file.headers,
    });
    expect(res.body).toMatchObject({ code: 510, message: NO_PERMISSION });
    expect(await t.db.query("SELECT id FROM sys_dict ORDER BY id")).toEqual(before);
  });
});

describe("a business module: vehicles (permit:vehicle)", () => {
  const upload = (file: Buffer) => {
    const body = xlsxMultipart("files[]", [file]);
    return admin.inject({
      method: "POST",
      url: "/permit/vehicle/importExcel",
      payload: body.payload,
      headers: body.headers,
    });
  };

  it("checks every row with the module's own rules, stores the good ones and reports each bad one", async () => {
    const file = await xlsx([
      ["车辆信息报表"],
      ["导出人:管理员"],
      ["车牌号", "车辆类型", "车主姓名", "车主电话", "状态", "车牌颜色", "品牌", "型号"],
      ["京X10001", "小型汽车", "甲", "13900000001", "正常", "蓝色", "品牌", "型号"],
      ["ABC", "小型汽车", "乙", "", "正常", "蓝色", "品牌", "型号"],
      ["京X10002", "飞机", "丙", "", "正常", "蓝色", "品牌", "型号"],
      ["京X10003", "货车", "丁", "12345", "正常", "蓝色", "品牌", "型号"],
      ["京X10001", "货车", "戊", "", "正常", "蓝色", "品牌", "型号"],
      ["京X10004", "", "己", "", "正常", "蓝色", "品牌", "型号"],
      ["京X10005", "客车", "庚", "", "停用", "蓝色", "品牌", "型号"],
    ]);
    const res = await upload(file);
    expect(res.body).toMatchObject({ success: true, code: 201, message: "文件导入成功，但有错误。" });
    expect(res.body.result).toMatchObject({ totalCount: 7, successCount: 2, errorCount: 5 });
    const stored = await t.db.query<{ plate_no: string; vehicle_type: string; status: number }>(
      "SELECT plate_no, vehicle_type, status FROM permit_vehicle WHERE plate_no LIKE '京X1000%' ORDER BY 1",
    );
    expect(stored).toEqual([
      { plate_no: "京X10001", vehicle_type: "small_car", status: 1 },
      { plate_no: "京X10005", vehicle_type: "bus", status: 0 },
    ]);
    const report = await admin.get(String(res.body.result.fileUrl));
    const lines = report.text.trim().split("\n");
    expect(lines.map((l: string) => l.slice(0, 6))).toEqual([
      "第 2 行：",
      "第 3 行：",
      "第 4 行：",
      "第 5 行：",
      "第 6 行：",
    ]);
    expect(lines[1]).toContain("车辆类型的值“飞机”不在字典中");
    expect(lines[3]).toContain("该车牌号已登记");
    expect(lines[4]).toContain("请选择车辆类型");
    expect(lines.every((l: string) => l.endsWith("，忽略导入。"))).toBe(true);
  });

  it("refuses a plate registered before within a batch; an imported vehicle's first edit keeps the imported row as version 1", async () => {
    const added = await admin.post("/permit/vehicle/add", { plateNo: "京X20001", vehicleType: "small_car" });
    expect(added.body.success, added.text).toBe(true);
    const file = await xlsx([
      ["车牌号", "车辆类型", "车主姓名"],
      ["京X20001", "小型汽车", "甲"],
      ["京X20002", "货车", "乙"],
      ["京x 20003", "客车", "丙"],
    ]);
    const res = await upload(file);
    expect(res.body).toMatchObject({ code: 201, result: { totalCount: 3, successCount: 2, errorCount: 1 } });
    const report = await admin.get(String(res.body.result.fileUrl));
    expect(report.text.trim()).toBe("第 1 行：该车牌号已登记，忽略导入。");
    const stored = await t.db.query<{ id: string; plate_no: string; owner_name: string }>(
      "SELECT id, plate_no, owner_name FROM permit_vehicle WHERE plate_no IN ('京X20002', '京X20003') ORDER BY 2",
    );
    expect(stored.map((r) => [r.plate_no, r.owner_name])).toEqual([
      ["京X20002", "乙"],
      ["京X20003", "丙"],
    ]);

    const versions = (id: string) =>
      admin.get<{ dataVersion: number; dataContent: string }[]>("/sys/dataLog/queryDataVerList", {
        dataTable: "permit_vehicle",
        dataId: id,
      });
    const id = stored[0].id;
    expect((await versions(id)).body).toMatchObject({ success: false, message: "未找到版本信息" });
    const edit = await admin.put("/permit/vehicle/edit", { id, ownerName: "乙改" });
    expect(edit.body.success, edit.text).toBe(true);
    const after = (await versions(id)).body.result;
    expect(after.map((v) => v.dataVersion)).toEqual([2, 1]);
    expect(JSON.parse(after[1].dataContent)).toMatchObject({ plateNo: "京X20002", ownerName: "乙" });
    expect(JSON.parse(after[0].dataContent)).toMatchObject({ plateNo: "京X20002", ownerName: "乙改" });
    await admin.put("/permit/vehicle/edit", { id, ownerName: "乙再改" });
    expect((await versions(id)).body.result.map((v) => v.dataVersion)).toEqual([3, 2, 1]);
  });

  it("a batch the database refuses (the same plate twice in the file) is redone in parts: only the repeats are refused", async () => {
    const plates = Array.from({ length: 40 }, (_, i) => `京X3${String(i).padStart(4, "0")}`);
    plates[9] = plates[2];
    plates[33] = "京x 30020";
    const file = await xlsx([["车牌号", "车辆类型"], ...plates.map((p) => [p, "货车"])]);
    const res = await upload(file);
    expect(res.body).toMatchObject({
      code: 201,
      result: { totalCount: 40, successCount: 38, errorCount: 2 },
    });
    const report = await admin.get(String(res.body.result.fileUrl));
    expect(report.text.trim().split("\n")).toEqual([
      "第 10 行：该车牌号已登记，忽略导入。",
      "第 34 行：该车牌号已登记，忽略导入。",
    ]);
    const stored = await t.db.one<{ n: number }>(
      "SELECT count(*)::int AS n FROM permit_vehicle WHERE plate_no LIKE '京X3%' AND tenant_id = 0",
    );
    expect(stored?.n).toBe(38);
  });

  it("exports as many rows as the list finds for the same query, super query included", async () => {
    const params = encodeURI(
      JSON.stringify([
        { rule: "right_like", field: "plateNo", val: "京X", type: "string" },
        { rule: "eq", field: "status", val: "1", type: "list", dictCode: "permit_entity_status" },
      ]),
    );
    const queries: Record<string, string>[] = [
      { superQueryParams: params, superQueryMatchType: "and" },
      { superQueryParams: params, superQueryMatchType: "or" },
      { ownerName: "*甲*" },
      {},
    ];
    for (const query of queries) {
      const list = await admin.get("/permit/vehicle/list", { ...query, pageSize: 1 });
      expect(list.body.success).toBe(true);
      const res = await t.app.inject({
        method: "GET",
        url: `${API_PREFIX}/permit/vehicle/exportXls`,
        query,
        headers: { "x-access-token": token, "tenant-id": "0" },
      });
      const rows = await readXlsx(res.rawPayload);
      expect(rows[0]).toEqual(["车辆信息报表"]);
      expect(rows.length - 3).toBe(Number(list.body.result.total));
    }
  });
});

describe("export rows written as sheet XML", () => {
  it("each row's XML is the very XML exceljs writes for it", async () => {
    const book = new ExcelJS.stream.xlsx.WorkbookWriter({
      stream: new PassThrough().resume(),
      useStyles: false,
      useSharedStrings: false,
    });
    const sheet = book.addWorksheet("s");
    const stream = (sheet as unknown as { stream: { write(xml: string): unknown } }).stream;
    const original = stream.write.bind(stream);
    const written: string[] = [];
    stream.write = (xml: string) => {
      written.push(String(xml));
      return original(xml);
    };
    sheet.addRow(["title"]).commit();
    const rows: (SheetCell | undefined)[][] = [
      [`a<b>&'"c`, "x\u0001\u000b\u000c\u001f\u007fy", "tab\tline\nreturn\r", "", "粤B·12345 😀"],
      [0, -0, 3.25, -12, 1e21, 2147483648, null, "after a gap"],
      [null, null, "third column first", null],
      [undefined, "given from the second", undefined, null, undefined],
      [null, null, null],
      Array.from({ length: 30 }, (_, i) => (i % 7 === 0 ? null : `c${i}`)),
    ];
    for (const [i, cells] of rows.entries()) {
      written.length = 0;
      sheet.addRow(cells).commit();
      expect(sheetRowXml(i + 2, cells)).toBe(written.join(""));
    }
    sheet.commit();
    await book.commit();
  });

  it("a file longer than one read keeps the list's order and every value", async () => {
    const count = 2345;
    const rows = Array.from({ length: count }, (_, i) => [
      `bigexp${String(i).padStart(5, "0")}`,
      `大文件${i}`,
      `bigexp_${i}`,
      i % 100 === 0 ? `<&>"'\u0001 ${i}` : null,
      i % 2,
      0,
      `2026-01-01 00:${String(Math.floor(i / 60) % 60).padStart(2, "0")}:${String(i % 60).padStart(2, "0")}`,
    ]);
    await t.db.appendRows(
      "sys_dict",
      ["id", "dict_name", "dict_code", "description", "type", "del_flag", "create_time"],
      rows,
    );
    try {
      const query = { dictCode: "bigexp_*", column: "dictName", order: "asc" };
      const { res, rows: exported } = await exportFile(query);
      expect(res.statusCode).toBe(200);
      expect(exported.slice(0, 3)).toEqual([
        ["数据字典报表"],
        ["导出人:管理员"],
        ["字典名称", "字典编码", "描述", "字典类型"],
      ]);
      const listed: string[] = [];
      for (let pageNo = 1; listed.length < count; pageNo++) {
        const page = await admin.get<{ records: { dictCode: string }[] }>("/sys/dict/list", {
          ...query,
          pageSize: 1000,
          pageNo,
        });
        listed.push(...page.body.result.records.map((r) => r.dictCode));
      }
      expect(exported.slice(3).map((r) => r[1])).toEqual(listed);
      const first = exported.find((r) => r[1] === "bigexp_0");
      expect(first).toEqual(["大文件0", "bigexp_0", `<&>"' 0`, "0"]);
      const gap = exported.find((r) => r[1] === "bigexp_2001") ?? [];
      expect([gap[0], gap[1], gap[2] ?? "", gap[3]]).toEqual(["大文件2001", "bigexp_2001", "", "1"]);
    } finally {
      await t.db.query("DELETE FROM sys_dict WHERE dict_code LIKE 'bigexp\\_%'");
    }
  });
});
