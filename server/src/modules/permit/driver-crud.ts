import type { CrudDeclaration, Values } from "../../core/crud/index.ts";
import type { Db } from "../../db/client.ts";
import { storedFiles } from "../upload/stored-paths.ts";
import { baseColumns, entityAccess, small, str } from "./columns.ts";
import { attachDepartNames, checkOrgCode } from "./departments.ts";
import { checkDictValue, refuseIfInUse, tenantOf, tenantScope } from "./scope.ts";
import { checkIdCard, checkPermitMobile } from "./validators.ts";

async function complete(db: Db, values: Values): Promise<void> {
  if (typeof values.idCard === "string") values.idCard = values.idCard.trim().toUpperCase();
  await checkDictValue(db, "driver_licence_class", values.licenceClass, "准驾车型");
  await checkOrgCode(db, values);
}

/** 驾驶员信息: one tenant's drivers; the ID number is checksum-verified (GB 11643). */
export const driverCrud: CrudDeclaration = {
  prefix: "/permit/driver",
  table: "permit_driver",
  title: "驾驶员信息",
  columns: {
    ...baseColumns,
    name: { ...str("name", "姓名", 50), required: "请输入姓名" },
    sex: { column: "sex", title: "性别", ...small, range: [0, 2], dict: "sex" },
    idCard: {
      ...str("id_card", "身份证号", 18),
      required: "请输入身份证号",
      validate: (v) => checkIdCard(v),
    },
    mobile: {
      ...str("mobile", "手机号", 11),
      required: "请输入手机号",
      validate: (v) => checkPermitMobile(v),
    },
    licenceNo: str("licence_no", "驾驶证号", 30),
    licenceClass: { ...str("licence_class", "准驾车型", 10), dict: "driver_licence_class" },
    licenceExpiry: { column: "licence_expiry", title: "驾驶证有效期至", type: "date" },
    company: str("company", "所属单位", 100),
    orgCode: str("org_code", "所属部门", 64),
    photo: { ...str("photo", "照片", 500), filter: false, validate: storedFiles("照片", 1) },
    status: { column: "status", title: "状态", ...small, range: [0, 1], dict: "permit_entity_status" },
    remark: str("remark", "备注", 500),
  },
  access: entityAccess("driver"),
  dataRuleMenu: "permit/DriverList",
  excel: {
    columns: [
      "name",
      "sex",
      "idCard",
      "mobile",
      "licenceNo",
      "licenceClass",
      "licenceExpiry",
      "company",
      "status",
      "remark",
    ],
  },
  hooks: {
    listScope: tenantScope,
    rowScope: tenantScope,
    afterList: (records, { db }) => attachDepartNames(db, records),
    async beforeInsert(values, _body, { req, db }) {
      values.tenantId = tenantOf(req);
      await complete(db, values);
    },
    async beforeUpdate(_id, values, _body, _existing, { db }) {
      await complete(db, values);
    },
    async beforeDelete(ids, { db }) {
      await refuseIfInUse(db, "driver_id", ids, "所选驾驶员仍有有效的通行证，不能删除");
    },
  },
};
