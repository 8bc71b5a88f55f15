/**
 * 随行车辆 and 随行人员 of a permit application: saved with the application in one transaction, read back in
 * their order by queryById and the pass card, refused whole at the first bad cell (row and field named),
 * a plate twice refused, and the add and edit codes and the tenant applied as to the application.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newId } from "../src/core/ids.ts";
import { runSeed } from "../src/db/seed/index.ts";
import { modules } from "../src/modules/index.ts";
import { ADMIN, api, createTestApp, login, type TestApp } from "./helpers.ts";
import {
  addDriver,
  addVehicle,
  type Client,
  day,
  expectSuccess,
  idOf,
  userWithRoles,
} from "./permit-fixtures.ts";
import { expectRefused, NO_PERMISSION } from "./user-fixtures.ts";

const PLATE_MESSAGE = "车牌号格式不正确，例如：京A12345、沪AD12345、粤B12345D、京A1234学";
const ID_CARD = "11010519491231002X";

let t: TestApp;
let admin: Client;
let east: Client;
let adminT1: Client;
/** holds the application's list, add and edit codes but neither sub-row code */
let editor: Client;
let vehicleId: string;
let driverId: string;
let seq = 0;

beforeAll(async () => {
  t = await createTestApp();
  admin = api(t.app, (await login(t.app, ADMIN.username, ADMIN.password)).token);
  east = await userWithRoles(t, "sub_rows_east", ["permit_approver_east"]);
  adminT1 = await userWithRoles(t, "sub_rows_t1", ["admin"], 1);
  const roleId = newId();
  await t.db.query(
    "INSERT INTO sys_role (id, role_name, role_code) VALUES ($1, '随行只改', 'sub_rows_editor')",
    [roleId],
  );
  await t.db.query(
    `INSERT INTO sys_role_permission (id, role_id, permission_id)
     SELECT md5($1 || p.id), $1, p.id FROM sys_permission p
      WHERE p.perms IN ('permit:application:list', 'permit:application:add', 'permit:application:edit')`,
    [roleId],
  );
  editor = await userWithRoles(t, "sub_rows_editor", ["sub_rows_editor"]);
  vehicleId = await addVehicle(admin, t.db, "京AS2001");
  driverId = await addDriver(admin, t.db, "随行测试司机");
});
afterAll(async () => {
  await t?.close();
});

const VEHICLES = [
  { plateNo: "京A12345", vehicleType: "small_car", driverName: "张三", remark: "第一辆" },
  { plateNo: "沪AD12345", vehicleType: "truck", driverName: "李四" },
  { plateNo: "粤B12345D", vehicleType: null, driverName: "" },
];
const PERSONS = [
  { name: "王五", idCard: ID_CARD, mobile: "13800138000", company: "甲单位" },
  { name: "赵六", idCard: "", mobile: "", company: "" },
];

const body = (reason: string, extra: Record<string, unknown>) => ({
  permitType: "temporary",
  region: "east",
  vehicleId,
  driverId,
  validFrom: day(0),
  validTo: day(10),
  reason,
  ...extra,
});

async function counts(): Promise<{ apps: number; vehicles: number; persons: number }> {
  const row = await t.db.one<{ apps: number; vehicles: number; persons: number }>(
    `SELECT (SELECT count(*)::integer FROM permit_application) AS apps,
            (SELECT count(*)::integer FROM permit_application_vehicle) AS vehicles,
            (SELECT count(*)::integer FROM permit_application_person) AS persons`,
  );
  if (!row) throw new Error("no counts");
  return row;
}

/** Adds an application with these lists and returns its id. */
async function apply(extra: Record<string, unknown>, client: Client = admin): Promise<string> {
  const reason = `随行测试${++seq}`;
  expectSuccess(await client.post("/permit/application/add", body(reason, extra)), "添加成功！");
  return idOf(t.db, "SELECT id FROM permit_application WHERE reason = $1", [reason]);
}

/** What queryById answers of an application with its rows. */
interface Detail {
  reason: string;
  vehicleList: ({ plateNo: string; orderNum: number } & Record<string, unknown>)[];
  personList: ({ name: string; orderNum: number } & Record<string, unknown>)[];
}

const read = async (id: string, client: Client = admin): Promise<Detail> => {
  const res = await client.get("/permit/application/queryById", { id });
  expectSuccess(res);
  return res.body.result as unknown as Detail;
};

const plates = (rows: Detail["vehicleList"]) => rows.map((r) => [r.orderNum, r.plateNo]);

describe("permit sub-rows", () => {
  it("saves the application and both lists, and reads them back in their order", async () => {
    const id = await apply({ vehicleList: VEHICLES, personList: PERSONS });
    const got = await read(id);
    expect(plates(got.vehicleList)).toEqual([
      [1, "京A12345"],
      [2, "沪AD12345"],
      [3, "粤B12345D"],
    ]);
    expect(got.vehicleList[0]).toMatchObject({
      vehicleType: "small_car",
      vehicleType_dictText: "小型汽车",
      driverName: "张三",
      remark: "第一辆",
    });
    expect(got.vehicleList[2]).toMatchObject({ vehicleType: null, driverName: null });
    expect(got.personList.map((p) => p.name)).toEqual(["王五", "赵六"]);
    expect(got.personList[0]).toMatchObject({ idCard: ID_CARD, mobile: "13800138000", company: "甲单位" });
    const stored = await t.db.query<{ tenant_id: number; create_by: string }>(
      "SELECT tenant_id, create_by FROM permit_application_vehicle WHERE application_id = $1",
      [id],
    );
    expect(stored).toHaveLength(3);
    expect(stored.every((r) => r.tenant_id === 0 && r.create_by === "admin")).toBe(true);
  });

  it("edit replaces the lists in the new order; an edit without a list keeps it", async () => {
    const id = await apply({ vehicleList: VEHICLES, personList: PERSONS });
    const [first, second, third] = VEHICLES;
    const reordered = [third, first, { ...second, plateNo: "沪AD12346" }];
    expectSuccess(
      await admin.post("/permit/application/edit", { id, ...body("随行重排", { vehicleList: reordered }) }),
    );
    let got = await read(id);
    expect(plates(got.vehicleList)).toEqual([
      [1, "粤B12345D"],
      [2, "京A12345"],
      [3, "沪AD12346"],
    ]);
    expect(got.personList).toHaveLength(2);
    expectSuccess(await admin.post("/permit/application/edit", { id, reason: "随行清空", personList: [] }));
    got = await read(id);
    expect(got.personList).toEqual([]);
    expect(got.vehicleList).toHaveLength(3);
  });

  it("refuses the whole save at a bad sub-row, naming the list, row and field, and stores nothing", async () => {
    const before = await counts();
    const cases: [Record<string, unknown>, string][] = [
      [
        { vehicleList: [VEHICLES[0], { ...VEHICLES[1], plateNo: "京A1234" }], personList: PERSONS },
        `随行车辆第2行「车牌号」：${PLATE_MESSAGE}`,
      ],
      [{ vehicleList: [{ plateNo: "", driverName: "无牌" }] }, "随行车辆第1行「车牌号」：请输入车牌号"],
      [
        { vehicleList: [{ ...VEHICLES[0], vehicleType: "rocket" }] },
        "随行车辆第1行「车辆类型」：车辆类型的值“rocket”不在字典中",
      ],
      [
        { vehicleList: VEHICLES, personList: [{ name: "钱七", idCard: "110105194912310021" }] },
        "随行人员第1行「身份证号」：身份证号校验位不正确，请核对",
      ],
      [
        { personList: [PERSONS[0], { name: "孙八", mobile: "12345678901" }] },
        "随行人员第2行「手机号」：请输入正确手机号",
      ],
      [{ personList: [PERSONS[0], { name: " " }] }, "随行人员第2行「姓名」：请输入姓名"],
    ];
    for (const [extra, message] of cases) {
      expectRefused(await admin.post("/permit/application/add", body("随行坏行", extra)), message);
    }
    expect(await counts()).toEqual(before);
  });

  it("refuses a plate twice in one permit, written the same or apart", async () => {
    const before = await counts();
    expectRefused(
      await admin.post(
        "/permit/application/add",
        body("随行重复", { vehicleList: [VEHICLES[0], VEHICLES[1], { plateNo: "京a 12345" }] }),
      ),
      "随行车辆第3行「车牌号」：车牌号重复，同一通行证内不能出现两次",
    );
    expect(await counts()).toEqual(before);
    // The same plate on two different permits is fine.
    const a = await apply({ vehicleList: [VEHICLES[0]] });
    const b = await apply({ vehicleList: [VEHICLES[0]] });
    expect(a).not.toBe(b);
  });

  it("a refused edit keeps the stored rows and the application as they were", async () => {
    const id = await apply({ vehicleList: VEHICLES, personList: PERSONS });
    const stored = await read(id);
    expectRefused(
      await admin.post("/permit/application/edit", {
        id,
        reason: "不应保存",
        vehicleList: [VEHICLES[0], VEHICLES[0]],
      }),
      "随行车辆第2行「车牌号」：车牌号重复，同一通行证内不能出现两次",
    );
    const after = await read(id);
    expect(after.reason).toBe(stored.reason);
    expect(after.vehicleList).toEqual(stored.vehicleList);
    expect(after.personList).toEqual(stored.personList);
  });

  it("writes master and rows in one transaction: a row the database refuses undoes the application", async () => {
    await t.db.exec(`
      CREATE FUNCTION test_refuse_plate() RETURNS trigger AS $$
      BEGIN
        IF NEW.plate_no = '京A99999' THEN RAISE EXCEPTION 'refused by test'; END IF;
        RETURN NEW;
      END $$ LANGUAGE plpgsql;
      CREATE TRIGGER test_refuse_plate BEFORE INSERT ON permit_application_vehicle
        FOR EACH ROW EXECUTE FUNCTION test_refuse_plate();`);
    try {
      const before = await counts();
      const res = await admin.post(
        "/permit/application/add",
        body("随行回滚", { vehicleList: [VEHICLES[0], { plateNo: "京A99999" }], personList: PERSONS }),
      );
      expect(res.body.success).toBe(false);
      expect(await counts()).toEqual(before);
    } finally {
      await t.db.exec(
        "DROP TRIGGER test_refuse_plate ON permit_application_vehicle; DROP FUNCTION test_refuse_plate();",
      );
    }
  });

  it("applies the application's codes and tenant", async () => {
    const before = await counts();
    expectRefused(
      await east.post("/permit/application/add", body("随行无权", { vehicleList: VEHICLES })),
      NO_PERMISSION,
    );
    const id = await apply({ vehicleList: VEHICLES, personList: PERSONS });
    expectRefused(
      await east.post("/permit/application/edit", { id, vehicleList: [VEHICLES[0]] }),
      NO_PERMISSION,
    );
    expect((await counts()).vehicles).toBe(before.vehicles + 3);
    // The approver reads them (list code); another tenant's administrator does not find the permit.
    expect((await read(id, east)).vehicleList).toHaveLength(3);
    expectRefused(await adminT1.get("/permit/application/queryById", { id }), "未找到对应数据");
    expect((await read(id)).vehicleList).toHaveLength(3);
  });

  it("adding rows takes the sub-row add code, leaving rows out the delete code; changing rows takes neither", async () => {
    const before = await counts();
    expectRefused(
      await editor.post("/permit/application/add", body("随行无新增权", { vehicleList: [VEHICLES[0]] })),
      "没有新增随行车辆的权限，请联系管理员授权",
    );
    expect(await counts()).toEqual(before);
    const id = await apply({ vehicleList: VEHICLES, personList: PERSONS });
    const stored = await read(id);
    const [a, b, c] = stored.vehicleList;
    const edit = (extra: Record<string, unknown>) =>
      editor.post("/permit/application/edit", { id, ...body("随行改行", extra) });
    expectRefused(
      await edit({ vehicleList: [a, b, c, { plateNo: "京A54321" }] }),
      "没有新增随行车辆的权限，请联系管理员授权",
    );
    expectRefused(
      await edit({ personList: [stored.personList[0]] }),
      "没有删除随行人员的权限，请联系管理员授权",
    );
    // A stored row sent twice counts as a new one.
    expectRefused(
      await edit({ vehicleList: [a, b, c, { ...a, plateNo: "京A77777" }] }),
      "没有新增随行车辆的权限，请联系管理员授权",
    );
    expect((await read(id)).vehicleList).toEqual(stored.vehicleList);

    // Changed cells and a new order of the stored rows are an edit; each row keeps its id.
    expectSuccess(await edit({ vehicleList: [c, { ...a, driverName: "张三丰" }, b] }));
    const after = await read(id);
    expect(after.vehicleList.map((r) => [r.id, r.orderNum, r.driverName])).toEqual([
      [c.id, 1, null],
      [a.id, 2, "张三丰"],
      [b.id, 3, "李四"],
    ]);
    // The holder of both codes adds and removes.
    expectSuccess(
      await admin.post("/permit/application/edit", {
        id,
        vehicleList: [after.vehicleList[0], { plateNo: "京A54321" }],
      }),
    );
    expect(plates((await read(id)).vehicleList)).toEqual([
      [1, "粤B12345D"],
      [2, "京A54321"],
    ]);
  });

  it("the pass card lists plates and people without ID numbers or mobiles; delete removes the rows", async () => {
    const id = await apply({ vehicleList: VEHICLES, personList: PERSONS });
    const token = await t.db.one<{ pass_token: string }>(
      "SELECT pass_token FROM permit_application WHERE id = $1",
      [id],
    );
    const card = await api(t.app).get(`/permit/public/card/${token?.pass_token}`);
    expectSuccess(card);
    expect(card.body.result.vehicles).toEqual([
      { plateNo: "京A12345", vehicleTypeText: "小型汽车", driverName: "张三" },
      { plateNo: "沪AD12345", vehicleTypeText: "货车", driverName: "李四" },
      { plateNo: "粤B12345D", vehicleTypeText: "", driverName: null },
    ]);
    expect(card.body.result.persons).toEqual([
      { name: "王五", company: "甲单位" },
      { name: "赵六", company: null },
    ]);
    expect(card.text).not.toContain(ID_CARD);
    expect(card.text).not.toContain("13800138000");
    expectSuccess(await admin.delete("/permit/application/delete", { id }));
    const left = await t.db.one<{ n: number }>(
      `SELECT (SELECT count(*) FROM permit_application_vehicle WHERE application_id = $1)
            + (SELECT count(*) FROM permit_application_person WHERE application_id = $1) AS n`,
      [id],
    );
    expect(Number(left?.n)).toBe(0);
  });
  it("an older database's next start grants the sub-row codes to the roles that add or edit permits", async () => {
    const codes = ["permit:application:subRow:add", "permit:application:subRow:batch_delete"];
    await t.db.query(
      `DELETE FROM sys_role_permission WHERE permission_id IN (SELECT id FROM sys_permission WHERE perms = ANY($1))`,
      [codes],
    );
    await t.db.query("DELETE FROM sys_permission WHERE perms = ANY($1)", [codes]);
    await runSeed(t.db, { config: t.config, modules, log: () => undefined });
    const holders = await t.db.query<{ role_code: string; perms: string }>(
      `SELECT r.role_code, p.perms FROM sys_role_permission rp JOIN sys_role r ON r.id = rp.role_id
         JOIN sys_permission p ON p.id = rp.permission_id WHERE p.perms = ANY($1) ORDER BY 1, 2`,
      [codes],
    );
    expect(holders.map((h) => [h.role_code, h.perms])).toEqual([
      ["admin", codes[0]],
      ["admin", codes[1]],
      ["sub_rows_editor", codes[0]],
      ["sub_rows_editor", codes[1]],
    ]);
  });
});
