/** Permit master data: vehicles, drivers, applicants and visitors; validation, tenants, access. */
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN, API_PREFIX, api, createTestApp, DEMO_USER, login, type TestApp } from "./helpers.ts";
import {
  addVehicle,
  type Client,
  expectSuccess,
  idOf,
  type Page,
  permitFingerprint,
  userWithRoles,
} from "./permit-fixtures.ts";
import { expectRefused, GOOD_PASSWORD, NO_PERMISSION } from "./user-fixtures.ts";

let t: TestApp;
let admin: Client;
let adminT1: Client;
let demo: Client;
let anonymous: Client;

beforeAll(async () => {
  t = await createTestApp();
  const token = (await login(t.app, ADMIN.username, ADMIN.password)).token;
  admin = api(t.app, token);
  // An administrator of tenant 1 only (a tenant-bound user never acts in tenant 0).
  adminT1 = await userWithRoles(t, "admin_t1", ["admin"], 1);
  demo = api(t.app, (await login(t.app, DEMO_USER.username, DEMO_USER.password)).token);
  anonymous = api(t.app);
});
afterAll(async () => {
  await t?.close();
});

describe("vehicles", () => {
  it("adds with a normalised plate, lists with dictionary texts, edits and deletes", async () => {
    expectSuccess(
      await admin.post("/permit/vehicle/add", {
        plateNo: "粤b d12345",
        plateColor: "green",
        vehicleType: "small_car",
        brand: "比亚迪",
        ownerPhone: "13800138000",
        vin: "lsvau2180n2183294",
        registerDate: "2020-01-02",
      }),
      "添加成功！",
    );
    const list = await admin.get<Page>("/permit/vehicle/list", { plateNo: "粤BD12345" });
    expectSuccess(list);
    expect(list.body.result.total).toBe(1);
    const rec = list.body.result.records[0];
    expect(rec).toMatchObject({
      plateNo: "粤BD12345",
      plateColor_dictText: "渐变绿色",
      vehicleType_dictText: "小型汽车",
      vin: "LSVAU2180N2183294",
      status: 1,
      status_dictText: "正常",
      registerDate: "2020-01-02",
    });
    expect(rec.tenantId).toBeUndefined();
    const id = String(rec.id);
    expectSuccess(await admin.put("/permit/vehicle/edit", { id, brand: "比亚迪 汉" }), "编辑成功!");
    expect((await admin.get("/permit/vehicle/queryById", { id })).body.result.brand).toBe("比亚迪 汉");
    expectSuccess(await admin.delete("/permit/vehicle/delete", { id }), "删除成功!");
    expectRefused(await admin.get("/permit/vehicle/queryById", { id }), "未找到对应数据");
  });

  it("refuses bad plates, VINs, phones and dictionary values with clear messages", async () => {
    const add = (body: object) => admin.post("/permit/vehicle/add", { vehicleType: "small_car", ...body });
    expectRefused(await add({ plateNo: "京A1234" }), /车牌号格式不正确/);
    expectRefused(await add({}), "请输入车牌号");
    expectRefused(await add({ plateNo: "京A54321", vin: "LSVAU2180N218329I" }), /车架号\(VIN\)应为17位/);
    expectRefused(await add({ plateNo: "京A54321", ownerPhone: "12345678901" }), "请输入正确手机号");
    expectRefused(await add({ plateNo: "京A54321", plateColor: "pink" }), /车牌颜色的值“pink”不在字典中/);
    expectRefused(await add({ plateNo: "京A54321", registerDate: "2020-02-30" }), /注册日期格式不正确/);
  });

  it("keeps the owning department as an org code, lists its name and refuses unknown codes", async () => {
    const id = await addVehicle(admin, t.db, "浙AD33333");
    expectSuccess(await admin.put("/permit/vehicle/edit", { id, orgCode: "A01A02" }), "编辑成功!");
    const listed = await admin.get<Page>("/permit/vehicle/list", { plateNo: "浙AD33333" });
    expect(listed.body.result.records[0]).toMatchObject({ orgCode: "A01A02", orgCode_dictText: "研发部" });
    const byDepart = await admin.get<Page>("/permit/vehicle/list", { orgCode: "A01A02", pageSize: 1000 });
    expect(byDepart.body.result.records.map((r) => String(r.id))).toContain(id);
    expectRefused(
      await admin.put("/permit/vehicle/edit", { id, orgCode: "Z99" }),
      "所属部门不存在，请重新选择",
    );
    expectSuccess(await admin.put("/permit/vehicle/edit", { id, orgCode: "" }));
    expect((await admin.get("/permit/vehicle/queryById", { id })).body.result.orgCode).toBeNull();
    expectRefused(
      await admin.post("/permit/driver/add", {
        name: "部门司机",
        idCard: "11010519491231002X",
        mobile: "13800138000",
        orgCode: "nope",
      }),
      "所属部门不存在，请重新选择",
    );
    expectSuccess(
      await admin.post("/permit/driver/add", {
        name: "部门司机",
        idCard: "11010519491231002X",
        mobile: "13800138000",
        orgCode: "A01A01",
      }),
    );
    const driver = await admin.get<Page>("/permit/driver/list", { name: "部门司机" });
    expect(driver.body.result.records[0]).toMatchObject({ orgCode: "A01A01", orgCode_dictText: "市场部" });
  });

  it("plate unique per tenant: the same plate is refused in tenant 0 and allowed in tenant 1", async () => {
    await addVehicle(admin, t.db, "沪AD11111");
    expectRefused(
      await admin.post("/permit/vehicle/add", { plateNo: "沪A D11111", vehicleType: "small_car" }),
      "该车牌号已登记",
    );
    await addVehicle(adminT1, t.db, "沪AD11111", 1);
    const other = await addVehicle(admin, t.db, "沪AD22222");
    expectRefused(
      await admin.put("/permit/vehicle/edit", { id: other, plateNo: "沪AD11111" }),
      "该车牌号已登记",
    );
  });

  it("tenant isolation: a tenant-1 vehicle is invisible and unchangeable from tenant 0", async () => {
    const id = await idOf(t.db, "SELECT id FROM permit_vehicle WHERE tenant_id = 1 AND plate_no = $1", [
      "沪AD11111",
    ]);
    const listed = await admin.get<Page>("/permit/vehicle/list", { pageSize: 1000 });
    expect(listed.body.result.records.map((r) => String(r.id))).not.toContain(id);
    expect((await adminT1.get<Page>("/permit/vehicle/list")).body.result.total).toBe(1);
    const before = await permitFingerprint(t.db);
    expectRefused(await admin.get("/permit/vehicle/queryById", { id }), "未找到对应数据");
    expectRefused(await admin.put("/permit/vehicle/edit", { id, brand: "x" }), "未找到对应数据");
    expectRefused(await admin.delete("/permit/vehicle/delete", { id }), "未找到对应数据");
    expectRefused(await admin.delete("/permit/vehicle/deleteBatch", { ids: `${id},` }), "未找到对应数据");
    expect(await permitFingerprint(t.db)).toEqual(before);
    expectSuccess(await adminT1.get("/permit/vehicle/queryById", { id }));
  });

  it("exports the tenant's rows and imports plates with row errors", async () => {
    const exported = await t.app.inject({
      method: "GET",
      url: `${API_PREFIX}/permit/vehicle/exportXls`,
      headers: {
        "x-access-token": String((await login(t.app, "admin_t1", GOOD_PASSWORD)).token),
        "tenant-id": "1",
      },
    });
    expect(exported.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(exported.rawPayload as unknown as ArrayBuffer);
    const rows = book.worksheets[0].getSheetValues().filter(Boolean);
    expect(rows.length).toBe(4);

    const upload = new ExcelJS.Workbook();
    const sheet = upload.addWorksheet("车辆信息");
    // At least half of the module's titles identify the header row.
    sheet.addRow(["车牌号", "车牌颜色", "车辆类型", "品牌", "型号", "车主姓名", "车主电话"]);
    sheet.addRow(["浙A12345", "蓝色", "小型汽车", "大众", "帕萨特", "李四", "13800138000"]);
    sheet.addRow(["浙A1", "蓝色", "小型汽车", "", "", "", ""]);
    sheet.addRow(["浙A12346", "蓝色", "飞机", "", "", "", ""]);
    const file = Buffer.from(await upload.xlsx.writeBuffer());
    const boundary = "----permit";
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="v.xlsx"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      file,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const res = await admin.inject({
      method: "POST",
      url: "/permit/vehicle/importExcel",
      payload,
      headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
    });
    expectSuccess(res);
    expect(res.body.code).toBe(201);
    expect(res.body.result).toMatchObject({ totalCount: 3, successCount: 1, errorCount: 2 });
    const row = await t.db.one<{ tenant_id: number }>(
      "SELECT tenant_id FROM permit_vehicle WHERE plate_no = '浙A12345'",
    );
    expect(row?.tenant_id).toBe(0);
  });
});

describe("drivers and applicants", () => {
  it("verifies the driver's ID number and mobile", async () => {
    const add = (body: object) =>
      admin.post("/permit/driver/add", { name: "张三", mobile: "13800138000", ...body });
    expectRefused(await add({ idCard: "110105194912310021" }), "身份证号校验位不正确，请核对");
    expectRefused(await add({ idCard: "110105491231002" }), "身份证号应为18位（15位旧证已停用）");
    expectRefused(await add({ idCard: "110105194902300028" }), "身份证号中的出生日期不正确");
    expectRefused(await add({}), "请输入身份证号");
    expectRefused(await add({ idCard: "11010519491231002X", mobile: "1380013800" }), "请输入正确手机号");
    expectRefused(
      await add({ idCard: "11010519491231002X", licenceClass: "Z9" }),
      /准驾车型的值“Z9”不在字典中/,
    );
    expectSuccess(await add({ idCard: "11010519491231002x", licenceClass: "B2", sex: 1 }));
    const list = await admin.get<Page>("/permit/driver/list", { name: "张三" });
    expect(list.body.result.records[0]).toMatchObject({
      idCard: "11010519491231002X",
      licenceClass_dictText: "B2",
      sex_dictText: "男",
    });
  });

  it("applicants default to staff; the visitor variant lists visitors only", async () => {
    expectSuccess(await admin.post("/permit/applicant/add", { name: "员工甲", mobile: "13900139000" }));
    expectSuccess(
      await admin.post("/permit/applicant/add", { name: "访客乙", mobile: "13900139001", kind: "visitor" }),
    );
    expectRefused(
      await admin.post("/permit/applicant/add", { name: "x", mobile: "13900139001", kind: "boss" }),
      /申请人类别只能是/,
    );
    expectRefused(
      await admin.post("/permit/applicant/add", { name: "x", mobile: "13900139001", idCard: "123" }),
      "身份证号应为18位（15位旧证已停用）",
    );
    const visitors = await admin.get<Page>("/permit/applicant/list", { kind: "visitor", pageSize: 1000 });
    const kinds = new Set(visitors.body.result.records.map((r) => String(r.kind)));
    expect([...kinds]).toEqual(["visitor"]);
    expect(visitors.body.result.records.some((r) => String(r.name) === "访客乙")).toBe(true);
    expect(visitors.body.result.records[0].kind_dictText).toBe("访客");
  });
});

describe("access", () => {
  const calls: [string, (c: Client) => ReturnType<Client["get"]>][] = [
    ["vehicle list", (c) => c.get<Page>("/permit/vehicle/list")],
    ["vehicle add", (c) => c.post("/permit/vehicle/add", { plateNo: "京A99999", vehicleType: "small_car" })],
    ["driver edit", (c) => c.put("/permit/driver/edit", { id: "x", name: "y" })],
    ["applicant delete", (c) => c.delete("/permit/applicant/delete", { id: "x" })],
    ["applicant deleteBatch", (c) => c.delete("/permit/applicant/deleteBatch", { ids: "x" })],
    ["driver queryById", (c) => c.get("/permit/driver/queryById", { id: "x" })],
    ["vehicle export", (c) => c.get("/permit/vehicle/exportXls")],
  ];
  it.each(calls)("%s: anonymous 401, a user without the code 510, nothing changed", async (_n, call) => {
    const anon = await call(anonymous);
    expect(anon.status).toBe(401);
    const before = await permitFingerprint(t.db);
    const res = await call(demo);
    expect(res.body).toMatchObject({ success: false, code: 510, message: NO_PERMISSION });
    expect(await permitFingerprint(t.db)).toEqual(before);
  });

  it("a tenant header the user does not belong to is 401", async () => {
    const token = (await login(t.app, DEMO_USER.username, DEMO_USER.password)).token;
    expect((await api(t.app, token, { tenantId: 7 }).get<Page>("/permit/vehicle/list")).status).toBe(401);
  });
});
