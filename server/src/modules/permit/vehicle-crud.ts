import type { CrudDeclaration } from "../../core/crud/index.ts";
import { storedFiles } from "../upload/stored-paths.ts";
import { baseColumns, entityAccess, small, str } from "./columns.ts";
import { attachDepartNames, checkOrgCode } from "./departments.ts";
import { refuseIfInUse, tenantOf, tenantScope } from "./scope.ts";
import { checkPermitMobile, checkPlate, checkVin } from "./validators.ts";
import { completeVehicle } from "./vehicle-rules.ts";

/** 车辆信息: one tenant's vehicles. */
export const vehicleCrud: CrudDeclaration = {
  prefix: "/permit/vehicle",
  table: "permit_vehicle",
  title: "车辆信息",
  columns: {
    ...baseColumns,
    plateNo: { ...str("plate_no", "车牌号", 16), required: "请输入车牌号", validate: checkPlate },
    plateColor: { ...str("plate_color", "车牌颜色", 20), dict: "plate_color" },
    vehicleType: { ...str("vehicle_type", "车辆类型", 20), dict: "vehicle_type", required: "请选择车辆类型" },
    brand: str("brand", "品牌", 50),
    model: str("model", "型号", 50),
    ownerName: str("owner_name", "车主姓名", 50),
    ownerPhone: { ...str("owner_phone", "车主电话", 20), validate: (v) => checkPermitMobile(v, false) },
    vin: { ...str("vin", "车架号", 17), validate: checkVin },
    engineNo: str("engine_no", "发动机号", 30),
    registerDate: { column: "register_date", title: "注册日期", type: "date" },
    inspectionExpiry: { column: "inspection_expiry", title: "年检到期", type: "date" },
    insuranceExpiry: { column: "insurance_expiry", title: "保险到期", type: "date" },
    photos: { ...str("photos", "车辆照片", 1000), filter: false, validate: storedFiles("车辆照片", 6) },
    licenceScan: {
      ...str("licence_scan", "行驶证扫描件", 500),
      filter: false,
      validate: storedFiles("行驶证扫描件", 1),
    },
    orgCode: str("org_code", "所属部门", 64),
    status: { column: "status", title: "状态", ...small, range: [0, 1], dict: "permit_entity_status" },
    remark: str("remark", "备注", 500),
  },
  access: entityAccess("vehicle"),
  dataRuleMenu: "permit/VehicleList",
  excel: {
    columns: [
      "plateNo",
      "plateColor",
      "vehicleType",
      "brand",
      "model",
      "ownerName",
      "ownerPhone",
      "vin",
      "engineNo",
      "registerDate",
      "inspectionExpiry",
      "insuranceExpiry",
      "status",
      "remark",
    ],
  },
  hooks: {
    listScope: tenantScope,
    rowScope: tenantScope,
    afterList: (records, { db }) => attachDepartNames(db, records),
    async beforeInsert(values, _body, { req, db, batch }) {
      values.tenantId = tenantOf(req);
      await completeVehicle(db, tenantOf(req), values, undefined, batch);
      await checkOrgCode(db, values);
    },
    async beforeUpdate(id, values, _body, _existing, { req, db }) {
      await completeVehicle(db, tenantOf(req), values, id);
      await checkOrgCode(db, values);
    },
    async beforeDelete(ids, { db }) {
      await refuseIfInUse(db, "vehicle_id", ids, "所选车辆仍有有效的通行证，不能删除");
    },
  },
};
