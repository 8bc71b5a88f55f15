import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { visitRecordModule } from "../../tests/fixtures/modules/visit-record.ts";
import { declaredModule } from "../src/modules/declared-module.ts";
import { modules } from "../src/modules/index.ts";
import { derivedRowId } from "../src/modules/module-menus.ts";
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

// A module given by nothing but its declaration (tests/fixtures/modules): routes, checks, menu and Excel.
let t: TestApp;
let admin: ReturnType<typeof api>;
let demo: ReturnType<typeof api>;
const URL = "/test/visitRecord";

const record = (over: Record<string, unknown> = {}) => ({
  recordNo: "VR0001",
  visitorName: "张三",
  phone: "13912345678",
  plate: "京A12345",
  urgent: "2",
  visitDate: "2026-11-20",
  companions: 2,
  remark: "送货",
  ...over,
});

async function xlsx(rows: (string | number)[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet("来访登记表");
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

beforeAll(async () => {
  t = await createTestApp({ modules: [...modules, declaredModule(visitRecordModule)], reseed: true });
  admin = api(t.app, (await login(t.app, ADMIN.username, ADMIN.password)).token);
  demo = api(t.app, (await login(t.app, DEMO_USER.username, DEMO_USER.password)).token);
});

afterAll(async () => {
  await t?.close();
});

describe("a module from a declaration alone", () => {
  it("gets its table, a menu row and one button per action with derived ids", async () => {
    const menuId = derivedRowId("visit-record", "menu");
    const rows = await t.db.query<{ id: string; name: string; perms: string | null; menu_type: number }>(
      "SELECT id, name, perms, menu_type FROM sys_permission WHERE id = $1 OR parent_id = $1 ORDER BY sort_no",
      [menuId],
    );
    expect(rows.find((r) => r.id === menuId)).toMatchObject({ name: "来访登记管理", menu_type: 1 });
    expect(rows.filter((r) => r.menu_type === 2).map((r) => [r.name, r.perms])).toEqual([
      ["查询来访登记", "visit:record:list"],
      ["添加来访登记", "visit:record:add"],
      ["编辑来访登记", "visit:record:edit"],
      ["删除来访登记", "visit:record:delete"],
      ["导出来访登记", "visit:record:export"],
      ["导入来访登记", "visit:record:import"],
    ]);
    for (const action of ["list", "add", "edit", "delete", "export", "import"]) {
      expect(rows.some((r) => r.id === derivedRowId("visit-record", action))).toBe(true);
    }
    const permissions = await admin.get("/sys/permission/getUserPermissionByToken");
    expect(JSON.stringify(permissions.body.result.menu)).toContain("/test/visitRecord");
  });

  it("adds, lists, searches, edits and deletes, and logs the operations under its title", async () => {
    const added = await admin.post(`${URL}/add`, record());
    expect(added.body).toMatchObject({ success: true, message: "添加成功！" });
    await admin.post(`${URL}/add`, record({ recordNo: "VR0002", visitorName: "李四", plate: "沪AD12345" }));

    const all = await admin.get(`${URL}/list`, { pageNo: 1, pageSize: 10 });
    expect(all.body.result.total).toBe(2);
    const found = await admin.get<{ records: { recordNo: string }[] }>(`${URL}/list`, {
      visitorName: "*李*",
    });
    expect(found.body.result.records.map((r) => r.recordNo)).toEqual(["VR0002"]);
    const first = (await admin.get(`${URL}/list`, { recordNo: "VR0001" })).body.result.records[0];
    expect(first).toMatchObject({
      urgent: "2",
      urgent_dictText: "重要",
      visitDate: "2026-11-20",
      companions: 2,
    });

    const edited = await admin.put(`${URL}/edit`, { ...first, visitorName: "张三丰", recordNo: "VR9999" });
    expect(edited.body.success).toBe(true);
    const again = (await admin.get(`${URL}/queryById`, { id: String(first.id) })).body.result;
    // The record number is locked once the record exists.
    expect(again).toMatchObject({ visitorName: "张三丰", recordNo: "VR0001" });

    const removed = await admin.delete(`${URL}/delete`, { id: String(first.id) });
    expect(removed.body.success).toBe(true);
    expect((await admin.get(`${URL}/list`)).body.result.total).toBe(1);

    const log = await t.db.query<{ log_content: string }>(
      "SELECT log_content FROM sys_log WHERE log_type = 2 AND request_url LIKE '%/test/visitRecord/%' ORDER BY create_time",
    );
    expect(log.map((r) => r.log_content)).toEqual(
      expect.arrayContaining(["来访登记管理-添加", "来访登记管理-编辑", "来访登记管理-删除"]),
    );
  });

  it("refuses a body that breaks a field's rule with that field's message and stores nothing", async () => {
    const before = (await admin.get(`${URL}/list`)).body.result.total;
    const cases: [Record<string, unknown>, string][] = [
      [record({ recordNo: "" }), "请输入登记编号!"],
      [record({ recordNo: "X1" }), "登记编号格式为VR加4位数字"],
      [record({ recordNo: "VR0002" }), "登记编号已存在"],
      [record({ recordNo: "VR0010", visitorName: "王" }), "来访人长度不能少于2个字符"],
      [record({ recordNo: "VR0010", phone: "12345" }), "请输入正确手机号"],
      [
        record({ recordNo: "VR0010", plate: "ABC" }),
        "车牌号格式不正确，例如：京A12345、沪AD12345、粤B12345D、京A1234学",
      ],
      [record({ recordNo: "VR0010", companions: 21 }), "随行人数必须在0到20之间"],
      [record({ recordNo: "VR0010", companions: 1.5 }), "随行人数必须是整数"],
      [record({ recordNo: "VR0010", visitDate: "" }), "请选择来访日期!"],
      [record({ recordNo: "VR0010", remark: "长".repeat(201) }), "备注长度不能超过200个字符"],
    ];
    for (const [body, message] of cases) {
      const res = await admin.post(`${URL}/add`, body);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ success: false, message });
    }
    expect((await admin.get(`${URL}/list`)).body.result.total).toBe(before);
  });

  it("guards every route with its derived code", async () => {
    // The demo role was granted the menu and its list code only.
    const list = await demo.get(`${URL}/list`);
    expect(list.body.success).toBe(true);
    for (const res of [
      await demo.post(`${URL}/add`, record({ recordNo: "VR0100" })),
      await demo.put(`${URL}/edit`, { id: "x", visitorName: "改名" }),
      await demo.delete(`${URL}/delete`, { id: "x" }),
      await demo.get(`${URL}/exportXls`),
    ]) {
      expect(res.body).toMatchObject({ success: false, code: 510 });
    }
    expect((await admin.get(`${URL}/list`, { recordNo: "VR0100" })).body.result.total).toBe(0);
    const anonymous = await api(t.app).get(`${URL}/list`);
    expect(anonymous.status).toBe(401);
  });

  it("exports its Excel columns and imports them back, reporting the bad row", async () => {
    const exported = await t.app.inject({
      method: "GET",
      url: `${API_PREFIX}${URL}/exportXls`,
      headers: { "x-access-token": String((await login(t.app, ADMIN.username, ADMIN.password)).token) },
    });
    expect(exported.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(exported.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect(sheet.getRow(3).values).toEqual([
      undefined,
      "登记编号",
      "来访人",
      "手机号",
      "车牌号",
      "紧急程度",
      "来访日期",
      "随行人数",
      "备注",
    ]);
    expect(sheet.getRow(4).getCell(1).value).toBe("VR0002");

    const file = await xlsx([
      ["登记编号", "来访人", "手机号", "车牌号", "紧急程度", "来访日期", "随行人数", "备注"],
      ["VR0200", "赵六", "13800000000", "粤B12345D", "紧急", "2026-11-21", 1, "面试"],
      ["VR0201", "钱七", "99999", "京A12345", "一般", "2026-11-21", 0, ""],
    ]);
    const res = await admin.inject({
      method: "POST",
      url: `${URL}/importExcel`,
      ...xlsxMultipart("file", [file]),
    });
    expect(res.body.success).toBe(true);
    expect(res.body.code).toBe(201);
    expect(res.body.result).toMatchObject({ totalCount: 2, successCount: 1, errorCount: 1 });
    const imported = (await admin.get(`${URL}/list`, { recordNo: "VR0200" })).body.result.records[0];
    expect(imported).toMatchObject({ visitorName: "赵六", urgent: "3", plate: "粤B12345D" });
    expect((await admin.get(`${URL}/list`, { recordNo: "VR0201" })).body.result.total).toBe(0);
  });

  it("hands its declaration to a signed-in web app, and says so when a module is unknown", async () => {
    const res = await admin.get("/sys/module/declaration/visit-record");
    expect(res.body.result).toMatchObject({ name: "visit-record", api: URL, title: "来访登记" });
    expect(res.body.result.fields.recordNo.pattern.message).toBe("登记编号格式为VR加4位数字");
    expect((await admin.get("/sys/module/declaration/nothing")).body).toMatchObject({
      success: false,
      message: "模块不存在",
    });
    expect((await api(t.app).get("/sys/module/declaration/visit-record")).status).toBe(401);
  });
});
