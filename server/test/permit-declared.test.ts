/**
 * The permit master data as shared declarations: the menu and button rows the original seeded, the
 * approver roles' grants, the applicant kind's default, and the kit's menu entries of variants and
 * drawer twins.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { declarationProblems } from "../../shared/modules/module-rules.ts";
import { defineModule } from "../../shared/modules/module-types.ts";
import { PERMIT_MENU_ID } from "../../shared/modules/permit-common.ts";
import { derivedRowId, moduleMenus } from "../src/modules/module-menus.ts";
import { ADMIN, api, createTestApp, login, type TestApp } from "./helpers.ts";
import { type Client, expectSuccess, idOf, uploadXlsx } from "./permit-fixtures.ts";
import { expectRefused } from "./user-fixtures.ts";

let t: TestApp;
let admin: Client;

beforeAll(async () => {
  t = await createTestApp();
  admin = api(t.app, (await login(t.app, ADMIN.username, ADMIN.password)).token);
});
afterAll(async () => {
  await t?.close();
});

const VEHICLE_MENU = "3b17f9df336f294a11f76b19de5b3112";
const DRIVER_MENU = "3589b023b63a6bb672cc78859b2dcad1";
const APPLICANT_MENU = "171160dc474e7de243968058ae219d80";

describe("menu rows", () => {
  it("keeps the seeded entries of the permit folder: ids, names, paths, views, icons and order", async () => {
    const rows = await t.db.query<Record<string, unknown>>(
      `SELECT id, name, url, component, icon, sort_no AS "order" FROM sys_permission
        WHERE parent_id = $1 AND menu_type = 1 ORDER BY sort_no`,
      [PERMIT_MENU_ID],
    );
    expect(rows.map((r) => [r.id, r.name, r.url, r.component, r.icon, Number(r.order)])).toEqual([
      [
        "266b70a41e8444484990a6168e5b8e68",
        "通行证申请",
        "/permit/application",
        "permit/ApplicationList",
        "file-text",
        1,
      ],
      [
        "59107bf6256e24832af2d884cf4f3a65",
        "东区通行证",
        "/permit/application-east",
        "permit/ApplicationEastList",
        "environment",
        2,
      ],
      [
        "7db065f4b083a454cb99a2048db73950",
        "西区通行证",
        "/permit/application-west",
        "permit/ApplicationWestList",
        "environment",
        3,
      ],
      [
        "21c20a44cdba2e3eb49899295c1f0a72",
        "访客通行证",
        "/permit/application-visitor",
        "permit/ApplicationVisitorList",
        "user-add",
        4,
      ],
      [VEHICLE_MENU, "车辆信息", "/permit/vehicle", "permit/VehicleList", "car", 5],
      [
        "6c87039285062143276511b3720f699b",
        "车辆(抽屉)",
        "/permit/vehicle-drawer",
        "permit/VehicleDrawerList",
        "car",
        6,
      ],
      [DRIVER_MENU, "驾驶员信息", "/permit/driver", "permit/DriverList", "solution", 7],
      [
        "07ceaa02c2ba3fef3e0225ce48baaef9",
        "驾驶员(抽屉)",
        "/permit/driver-drawer",
        "permit/DriverDrawerList",
        "solution",
        8,
      ],
      [APPLICANT_MENU, "用户信息", "/permit/applicant", "permit/ApplicantList", "team", 9],
      [
        "2dc882a8cb8d8938e450dfed1f3c632a",
        "用户(抽屉)",
        "/permit/applicant-drawer",
        "permit/ApplicantDrawerList",
        "team",
        10,
      ],
      [
        "cf8c4dd2820a33d0498c28ea164255f6",
        "访客信息",
        "/permit/visitor",
        "permit/VisitorList",
        "contacts",
        11,
      ],
      [
        "f03c216343b46e0fe4f314e3728e5e4e",
        "访客(抽屉)",
        "/permit/visitor-drawer",
        "permit/VisitorDrawerList",
        "contacts",
        12,
      ],
    ]);
  });

  it("keeps the seeded buttons of vehicles, drivers and applicants; the other entries have none", async () => {
    const buttons = async (parent: string) =>
      (
        await t.db.query<{ id: string; name: string; perms: string }>(
          "SELECT id, name, perms FROM sys_permission WHERE parent_id = $1 AND menu_type = 2 ORDER BY sort_no",
          [parent],
        )
      ).map((r) => [r.id, r.name, r.perms]);
    expect(await buttons(VEHICLE_MENU)).toEqual([
      ["22d7c2121924a549725edd38f785bf9b", "查看车辆", "permit:vehicle:list"],
      ["01ef70fdcd03071788f236eba3a346b6", "添加车辆", "permit:vehicle:add"],
      ["5c411bb8f0bd46032175d2ed1c1752ef", "编辑车辆", "permit:vehicle:edit"],
      ["75b5069ea443a162c71f18dc6584a0cb", "删除车辆", "permit:vehicle:delete"],
      ["38929402b54efc95666aab6f99ecb044", "导出车辆", "permit:vehicle:export"],
      ["f01e12c79e698194df0c3bfa57abf6fa", "导入车辆", "permit:vehicle:import"],
    ]);
    expect(await buttons(DRIVER_MENU)).toEqual([
      ["3559ca221659570ab24be5219c77f593", "查看驾驶员", "permit:driver:list"],
      ["0328391a1f548a878bd3b53ae6ee5040", "添加驾驶员", "permit:driver:add"],
      ["9df680edc023fb1a65a22aa91e8dd662", "编辑驾驶员", "permit:driver:edit"],
      ["7e562c8352f8fabcb795be0b6edf8b12", "删除驾驶员", "permit:driver:delete"],
      ["29686f52de69e7286d47bd852c27a223", "导出驾驶员", "permit:driver:export"],
      ["a649f0ec3d22671ba697bd91b034f460", "导入驾驶员", "permit:driver:import"],
    ]);
    expect(await buttons(APPLICANT_MENU)).toEqual([
      ["79132ae1b7c7286b1ba4b241b9f0d5d3", "查看人员", "permit:applicant:list"],
      ["abef15cc3acf55d9209d860a0844969e", "添加人员", "permit:applicant:add"],
      ["6ba8c3ffd0366ab5492cebf904343e88", "编辑人员", "permit:applicant:edit"],
      ["3705bff81f33c34daad19b3274885827", "删除人员", "permit:applicant:delete"],
      ["7e89eee1cb03e2a98788a094dcc01d2a", "导出人员", "permit:applicant:export"],
      ["de4fac536bf85df96341af213f5cd60b", "导入人员", "permit:applicant:import"],
    ]);
    for (const drawer of ["6c87039285062143276511b3720f699b", "cf8c4dd2820a33d0498c28ea164255f6"]) {
      expect(await buttons(drawer)).toEqual([]);
    }
  });

  it("the approver roles read the vehicle, driver and applicant lists", async () => {
    const granted = await t.db.query<{ perms: string }>(
      `SELECT p.perms FROM sys_role_permission rp JOIN sys_role r ON r.id = rp.role_id
         JOIN sys_permission p ON p.id = rp.permission_id
        WHERE r.role_code = 'permit_approver_west' AND p.menu_type = 2`,
    );
    expect(granted.map((r) => r.perms)).toEqual(
      expect.arrayContaining(["permit:vehicle:list", "permit:driver:list", "permit:applicant:list"]),
    );
  });
});

describe("the applicant kind", () => {
  const kindOf = async (name: string) =>
    (await t.db.one<{ kind: string }>("SELECT kind FROM permit_applicant WHERE name = $1", [name]))?.kind;

  it("is staff when an add or an imported row leaves it blank, and cannot be cleared by an edit", async () => {
    expectSuccess(
      await admin.post("/permit/applicant/add", { name: "空类别", mobile: "13900139000", kind: "" }),
    );
    expect(await kindOf("空类别")).toBe("staff");
    const imported = await uploadXlsx(admin, "/permit/applicant/importExcel", [
      ["姓名", "身份证号", "手机号", "单位", "地址", "备注"],
      ["导入无类别", "", "13900139002", "测试单位", "", ""],
    ]);
    expectSuccess(imported);
    expect(imported.body.result).toBe("共1行数据全部导入成功！");
    expect(await kindOf("导入无类别")).toBe("staff");
    const id = await idOf(t.db, "SELECT id FROM permit_applicant WHERE name = $1", ["导入无类别"]);
    expectRefused(await admin.put("/permit/applicant/edit", { id, kind: "" }), "请选择类别");
    expectSuccess(await admin.put("/permit/applicant/edit", { id, kind: "visitor" }));
    expect(await kindOf("导入无类别")).toBe("visitor");
  });
});

describe("menu entries of variants and drawer twins", () => {
  const fixture = defineModule({
    name: "kit-variants",
    resource: "kit-variants",
    api: "/test/kitVariants",
    table: "test_kit_variants",
    title: "样例",
    permission: "kit:variants",
    actions: ["list", "add"],
    menu: {
      parent: "system",
      path: "/test/kit",
      component: "test/KitList",
      icon: "car",
      order: 40,
      drawer: { name: "样例(抽屉)" },
      buttons: { add: ["0123456789abcdef0123456789abcdef", "登记样例"] },
    },
    variants: [
      {
        resource: "kit-urgent",
        title: "紧急样例",
        menu: {
          name: "紧急样例",
          path: "/test/kit-urgent",
          component: "test/KitUrgentList",
          icon: "car",
          order: 42,
        },
        fixed: { level: "1" },
      },
    ],
    fields: { level: { title: "级别", maxLength: 2 } },
  });

  it("derives the ids the original did not seed, the twin's path, view and order", () => {
    const rows = moduleMenus(fixture).map((r) => [r.id, r.name, r.url, r.component, r.sortNo, r.perms]);
    expect(rows).toEqual([
      [derivedRowId("kit-variants", "menu"), "样例管理", "/test/kit", "test/KitList", 40, undefined],
      [
        derivedRowId("kit-variants", "menu:drawer"),
        "样例(抽屉)",
        "/test/kit-drawer",
        "test/KitDrawerList",
        41,
        undefined,
      ],
      [
        derivedRowId("kit-variants", "variant:kit-urgent"),
        "紧急样例",
        "/test/kit-urgent",
        "test/KitUrgentList",
        42,
        undefined,
      ],
      [derivedRowId("kit-variants", "list"), "查询样例", undefined, undefined, 1, "kit:variants:list"],
      ["0123456789abcdef0123456789abcdef", "登记样例", undefined, undefined, 2, "kit:variants:add"],
    ]);
  });

  it("refuses a variant fixing an undeclared field and a button of an action the module lacks", () => {
    const broken = {
      ...fixture,
      menu: {
        ...fixture.menu,
        buttons: { delete: ["0123456789abcdef0123456789abcdef", "删除样例"] as const },
      },
      variants: [{ ...fixture.variants[0], fixed: { grade: "1" } }],
    };
    expect(declarationProblems(broken)).toEqual([
      "kit-variants: variant kit-urgent: fixed field grade is not declared",
      "kit-variants: button of delete, which is not an action",
    ]);
  });
});
