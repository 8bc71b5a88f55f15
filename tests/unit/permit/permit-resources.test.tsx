import { cleanup } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { RESOURCES } from "@/app/resources";
import { rulesFor } from "@/components/crud/fields";
import { resourcesFromModule } from "@/components/crud/from-module";
import type { ResourceDecl } from "@/components/crud/types";
import { defineModule } from "../../../shared/modules/module-types";
import { serverChecksPass } from "../components/server-checks-pass";
import { validate } from "../components/validate-with-antd";

serverChecksPass();

afterEach(cleanup);

let declared: ResourceDecl[] = [];
beforeAll(async () => {
  declared = await Promise.all(RESOURCES.map((resource) => resource.load()));
});

const byComponent = (component: string): ResourceDecl => {
  const found = declared.find((r) => r.component === component);
  if (!found) throw new Error(component);
  return found;
};

const fieldOf = (resource: ResourceDecl, name: string) => {
  const found = resource.fields.find((f) => f.dataIndex === name);
  if (!found) throw new Error(name);
  return found;
};

const errors = (resource: ResourceDecl, name: string, value: unknown) =>
  validate(rulesFor(fieldOf(resource, name), "create"), value, {}, true);

describe("the permit lists from their shared declarations", () => {
  it("each list, its drawer twin and the visitor variant keep their names, views, titles and forms", () => {
    const lists = [
      "permit/VehicleList",
      "permit/VehicleDrawerList",
      "permit/DriverList",
      "permit/DriverDrawerList",
      "permit/ApplicantList",
      "permit/ApplicantDrawerList",
      "permit/VisitorList",
      "permit/VisitorDrawerList",
    ].map(byComponent);
    expect(lists.map((r) => [r.name, r.title, r.form, r.authPrefix, r.fixedFilter])).toEqual([
      [
        "permit-vehicle",
        "车辆信息",
        { style: "modal", width: 800, createTitle: "新增车辆", editTitle: "编辑车辆" },
        "permit:vehicle:",
        undefined,
      ],
      [
        "permit-vehicle-drawer",
        "车辆信息",
        { style: "drawer", width: 640, createTitle: "新增车辆", editTitle: "编辑车辆" },
        "permit:vehicle:",
        undefined,
      ],
      [
        "permit-driver",
        "驾驶员信息",
        { style: "modal", width: 800, createTitle: "新增驾驶员", editTitle: "编辑驾驶员" },
        "permit:driver:",
        undefined,
      ],
      [
        "permit-driver-drawer",
        "驾驶员信息",
        { style: "drawer", width: 640, createTitle: "新增驾驶员", editTitle: "编辑驾驶员" },
        "permit:driver:",
        undefined,
      ],
      [
        "permit-applicant",
        "用户信息",
        { style: "modal", width: 800, createTitle: "新增人员", editTitle: "编辑人员" },
        "permit:applicant:",
        undefined,
      ],
      [
        "permit-applicant-drawer",
        "用户信息",
        { style: "drawer", width: 640, createTitle: "新增人员", editTitle: "编辑人员" },
        "permit:applicant:",
        undefined,
      ],
      [
        "permit-visitor",
        "访客信息",
        { style: "modal", width: 800, createTitle: "新增访客", editTitle: "编辑访客" },
        "permit:applicant:",
        { kind: "visitor" },
      ],
      [
        "permit-visitor-drawer",
        "访客信息",
        { style: "drawer", width: 640, createTitle: "新增访客", editTitle: "编辑访客" },
        "permit:applicant:",
        { kind: "visitor" },
      ],
    ]);
    for (const r of lists) {
      expect(r.rowActions).toEqual(["edit", "details", "delete"]);
      expect(r.api.importExcel).toMatch(/^\/permit\/(vehicle|driver|applicant)\/importExcel$/);
    }
  });

  it("the vehicle form runs the server's checks with the server's messages", async () => {
    const vehicle = byComponent("permit/VehicleList");
    expect(await errors(vehicle, "plateNo", "")).toEqual(["请输入车牌号"]);
    expect(await errors(vehicle, "plateNo", "京A1234")).toEqual([
      "车牌号格式不正确，例如：京A12345、沪AD12345、粤B12345D、京A1234学",
    ]);
    expect(await errors(vehicle, "plateNo", "粤b d12345")).toEqual([]);
    expect(await errors(vehicle, "vin", "LSVAU2180N218329I")).toEqual([
      "车架号(VIN)应为17位字母或数字，且不含I、O、Q",
    ]);
    expect(await errors(vehicle, "ownerPhone", "")).toEqual([]);
    expect(await errors(vehicle, "ownerPhone", "12345678901")).toEqual(["请输入正确手机号"]);
    expect(await errors(vehicle, "vehicleType", undefined)).toEqual(["请选择车辆类型"]);
  });

  it("the driver and applicant forms check the ID number, the mobile and the kind", async () => {
    const driver = byComponent("permit/DriverList");
    expect(await errors(driver, "idCard", "")).toEqual(["请输入身份证号"]);
    expect(await errors(driver, "idCard", "110105194912310021")).toEqual(["身份证号校验位不正确，请核对"]);
    expect(await errors(driver, "mobile", "")).toEqual(["请输入手机号"]);
    const visitor = byComponent("permit/VisitorList");
    expect(await errors(visitor, "idCard", "")).toEqual([]);
    expect(await errors(visitor, "idCard", "123")).toEqual(["身份证号应为18位（15位旧证已停用）"]);
    expect(await errors(visitor, "kind", undefined)).toEqual(["请选择类别"]);
    expect(await errors(visitor, "kind", "boss")).toEqual(["申请人类别只能是：staff、visitor"]);
  });

  it("uploads, tags and the department tree come from the declaration and the overlay", () => {
    const vehicle = byComponent("permit/VehicleDrawerList");
    expect(fieldOf(vehicle, "photos")).toMatchObject({ type: "image", upload: { biz: "permit", number: 6 } });
    expect(fieldOf(vehicle, "licenceScan")).toMatchObject({
      type: "file",
      list: false,
      upload: { biz: "permit", number: 1, accept: ".pdf,.jpg,.jpeg,.png" },
    });
    expect(fieldOf(vehicle, "status")).toMatchObject({
      type: "dict",
      tagColors: { "1": "green", "0": "default" },
    });
    const depart = fieldOf(byComponent("permit/DriverList"), "orgCode");
    expect(depart).toMatchObject({ title: "所属部门", search: "eq", width: 110 });
    expect(depart.render?.("A01", { orgCode: "A01", orgCode_dictText: "研发部" })).toBe("研发部");
  });
});

describe("resourcesFromModule", () => {
  const fixture = defineModule({
    name: "kit-variants",
    resource: "kit-variants",
    api: "/test/kitVariants",
    table: "test_kit_variants",
    title: "样例",
    permission: "kit:variants",
    menu: { parent: "system", path: "/test/kit", component: "test/KitList", icon: "car", order: 40 },
    variants: [
      {
        resource: "kit-urgent",
        title: "紧急样例",
        menu: {
          name: "紧急样例列表",
          path: "/test/kit-urgent",
          component: "test/KitUrgentList",
          icon: "car",
          order: 42,
          drawer: { name: "紧急样例(抽屉)" },
        },
        fixed: { level: "1" },
      },
    ],
    fields: { level: { title: "级别", maxLength: 2, search: true } },
  });

  it("gives a list without a drawer twin alone, then each variant with its own twin", () => {
    const lists = resourcesFromModule(fixture, { fields: { level: { width: 60 } } });
    expect(lists.map((r) => [r.name, r.component, r.title, r.form?.style, r.fixedFilter])).toEqual([
      ["kit-variants", "test/KitList", "样例", "modal", undefined],
      ["kit-urgent", "test/KitUrgentList", "紧急样例列表", "modal", { level: "1" }],
      ["kit-urgent-drawer", "test/KitUrgentDrawerList", "紧急样例列表", "drawer", { level: "1" }],
    ]);
    expect(lists[2].form).toMatchObject({ createTitle: "新增紧急样例", width: 640 });
    for (const r of lists) expect(fieldOf(r, "level").width).toBe(60);
  });
});
