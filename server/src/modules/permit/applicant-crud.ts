import type { CrudDeclaration } from "../../core/crud/index.ts";
import { BizError } from "../../core/result.ts";
import { baseColumns, entityAccess, str } from "./columns.ts";
import { APPLICANT_KINDS } from "./dictionaries.ts";
import { refuseIfInUse, tenantOf, tenantScope } from "./scope.ts";
import { checkIdCard, checkPermitMobile } from "./validators.ts";

const KIND_MESSAGE = `申请人类别只能是：${Object.keys(APPLICANT_KINDS).join("、")}`;

/** 用户信息 and its visitor variant (访客信息 lists and creates with kind=visitor). */
export const applicantCrud: CrudDeclaration = {
  prefix: "/permit/applicant",
  table: "permit_applicant",
  title: "用户信息",
  columns: {
    ...baseColumns,
    name: { ...str("name", "姓名", 50), required: "请输入姓名" },
    idCard: { ...str("id_card", "身份证号", 18), validate: (v) => checkIdCard(v, false) },
    mobile: {
      ...str("mobile", "手机号", 11),
      required: "请输入手机号",
      validate: (v) => checkPermitMobile(v),
    },
    company: str("company", "单位", 100),
    address: str("address", "地址", 200),
    kind: {
      ...str("kind", "类别", 10),
      dict: "applicant_kind",
      validate: (v) => (!v || Object.hasOwn(APPLICANT_KINDS, v) ? undefined : KIND_MESSAGE),
    },
    remark: str("remark", "备注", 500),
  },
  access: entityAccess("applicant"),
  dataRuleMenu: "permit/ApplicantList",
  excel: { columns: ["name", "idCard", "mobile", "company", "address", "kind", "remark"] },
  hooks: {
    listScope: tenantScope,
    rowScope: tenantScope,
    async beforeInsert(values, _body, { req }) {
      values.tenantId = tenantOf(req);
      if (typeof values.idCard === "string") values.idCard = values.idCard.trim().toUpperCase();
      if (values.kind === undefined || values.kind === null || values.kind === "") values.kind = "staff";
    },
    async beforeUpdate(_id, values) {
      if (values.kind === "") throw new BizError("请选择类别");
      if (typeof values.idCard === "string") values.idCard = values.idCard.trim().toUpperCase();
    },
    async beforeDelete(ids, { db }) {
      await refuseIfInUse(db, "applicant_id", ids, "所选人员仍有有效的通行证，不能删除");
    },
  },
};
