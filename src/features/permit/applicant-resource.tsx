import { defineResource, type ResourceDecl } from "@/components/crud/types";
import { permitRules } from "@/features/permit/permit-rules";
import { drawerVariant, permitApi } from "./permit-api";

const applicant = (kindField: boolean): ResourceDecl["fields"] => [
  {
    dataIndex: "name",
    title: "姓名",
    search: true,
    width: 100,
    rules: [{ required: true, message: "请输入姓名" }],
  },
  { dataIndex: "idCard", title: "身份证号", width: 180, rules: permitRules.idCardOptional },
  { dataIndex: "mobile", title: "手机号", search: true, width: 120, rules: permitRules.mobile },
  { dataIndex: "company", title: "单位", search: true },
  { dataIndex: "address", title: "地址", list: false },
  {
    dataIndex: "kind",
    title: "类别",
    type: "dict",
    dict: "applicant_kind",
    search: kindField,
    width: 100,
    rules: [{ required: true, message: "请选择类别" }],
  },
  { dataIndex: "remark", title: "备注", type: "textarea", list: false },
  { dataIndex: "createTime", title: "创建时间", type: "datetime", width: 170, sorter: true, form: false },
];

/** 用户信息 (permit/ApplicantList at /permit/applicant): staff applicants and visitors. */
export const applicantResource = defineResource({
  name: "permit-applicant",
  component: "permit/ApplicantList",
  title: "用户信息",
  authPrefix: "permit:applicant:",
  api: permitApi("applicant"),
  fields: applicant(true),
  form: { style: "modal", width: 800, createTitle: "新增人员", editTitle: "编辑人员" },
  rowActions: ["edit", "details", "delete"],
});

/** 访客信息 (permit/VisitorList at /permit/visitor): lists and creates visitors only. */
export const visitorResource = defineResource({
  ...applicantResource,
  name: "permit-visitor",
  component: "permit/VisitorList",
  title: "访客信息",
  fields: applicant(false),
  fixedFilter: { kind: "visitor" },
  form: { style: "modal", width: 800, createTitle: "新增访客", editTitle: "编辑访客" },
});

export const applicantDrawerResource = drawerVariant(applicantResource);
export const visitorDrawerResource = drawerVariant(visitorResource);
