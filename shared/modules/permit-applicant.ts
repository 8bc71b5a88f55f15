import { PERMIT_MESSAGES } from "../permit-checks.ts";
import { defineModule } from "./module-types.ts";
import { CREATE_TIME, PERMIT_MENU_ID, REMARK } from "./permit-common.ts";

/** The kinds of applicant (dictionary applicant_kind). */
export const APPLICANT_KINDS = { staff: "员工申请人", visitor: "访客" } as const;

const KINDS = Object.keys(APPLICANT_KINDS);

/** 用户信息: one tenant's applicants; 访客信息 lists and adds those of kind visitor. */
export const permitApplicantModule = defineModule({
  name: "permit-applicant",
  resource: "permit-applicant",
  api: "/permit/applicant",
  table: "permit_applicant",
  title: "人员",
  excelTitle: "用户信息",
  permission: "permit:applicant",
  menu: {
    parent: PERMIT_MENU_ID,
    id: "171160dc474e7de243968058ae219d80",
    name: "用户信息",
    path: "/permit/applicant",
    component: "permit/ApplicantList",
    icon: "team",
    order: 9,
    drawer: { id: "2dc882a8cb8d8938e450dfed1f3c632a", name: "用户(抽屉)" },
    buttons: {
      list: ["79132ae1b7c7286b1ba4b241b9f0d5d3", "查看人员"],
      add: ["abef15cc3acf55d9209d860a0844969e", "添加人员"],
      edit: ["6ba8c3ffd0366ab5492cebf904343e88", "编辑人员"],
      delete: ["3705bff81f33c34daad19b3274885827", "删除人员"],
      export: ["7e89eee1cb03e2a98788a094dcc01d2a", "导出人员"],
      import: ["de4fac536bf85df96341af213f5cd60b", "导入人员"],
    },
  },
  variants: [
    {
      resource: "permit-visitor",
      title: "访客",
      menu: {
        id: "cf8c4dd2820a33d0498c28ea164255f6",
        name: "访客信息",
        path: "/permit/visitor",
        component: "permit/VisitorList",
        icon: "contacts",
        order: 11,
        drawer: { id: "f03c216343b46e0fe4f314e3728e5e4e", name: "访客(抽屉)" },
      },
      fixed: { kind: "visitor" },
    },
  ],
  fields: {
    name: { title: "姓名", maxLength: 50, required: "请输入姓名", search: true },
    idCard: { title: "身份证号", maxLength: 18, check: "idCard" },
    mobile: {
      title: "手机号",
      maxLength: 11,
      required: PERMIT_MESSAGES.mobileRequired,
      check: "mobile",
      search: true,
    },
    company: { title: "单位", maxLength: 100, search: true },
    address: { title: "地址", maxLength: 200, list: false },
    kind: {
      title: "类别",
      maxLength: 10,
      dict: "applicant_kind",
      required: "请选择类别",
      default: "staff",
      pattern: { regex: `^(${KINDS.join("|")})$`, message: `申请人类别只能是：${KINDS.join("、")}` },
      search: true,
    },
    remark: REMARK,
    createTime: CREATE_TIME,
  },
  form: { width: 800 },
});
