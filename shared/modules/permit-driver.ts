import { PERMIT_MESSAGES } from "../permit-checks.ts";
import { defineModule } from "./module-types.ts";
import { CREATE_TIME, ENTITY_STATUS, OWNING_DEPART, PERMIT_MENU_ID, REMARK } from "./permit-common.ts";

/** 驾驶员信息: one tenant's drivers; the ID number is checksum-verified. */
export const permitDriverModule = defineModule({
  name: "permit-driver",
  resource: "permit-driver",
  api: "/permit/driver",
  table: "permit_driver",
  title: "驾驶员",
  excelTitle: "驾驶员信息",
  permission: "permit:driver",
  menu: {
    parent: PERMIT_MENU_ID,
    id: "3589b023b63a6bb672cc78859b2dcad1",
    name: "驾驶员信息",
    path: "/permit/driver",
    component: "permit/DriverList",
    icon: "solution",
    order: 7,
    drawer: { id: "07ceaa02c2ba3fef3e0225ce48baaef9", name: "驾驶员(抽屉)" },
    buttons: {
      list: ["3559ca221659570ab24be5219c77f593", "查看驾驶员"],
      add: ["0328391a1f548a878bd3b53ae6ee5040", "添加驾驶员"],
      edit: ["9df680edc023fb1a65a22aa91e8dd662", "编辑驾驶员"],
      delete: ["7e562c8352f8fabcb795be0b6edf8b12", "删除驾驶员"],
      export: ["29686f52de69e7286d47bd852c27a223", "导出驾驶员"],
      import: ["a649f0ec3d22671ba697bd91b034f460", "导入驾驶员"],
    },
  },
  fields: {
    name: { title: "姓名", maxLength: 50, required: "请输入姓名", search: true },
    photo: {
      title: "照片",
      maxLength: 500,
      widget: "image",
      upload: { biz: "permit", number: 1 },
      excel: false,
    },
    sex: { title: "性别", type: "number", integer: true, range: [0, 2], dict: "sex" },
    idCard: {
      title: "身份证号",
      maxLength: 18,
      required: PERMIT_MESSAGES.idCardRequired,
      check: "idCard",
      search: true,
    },
    mobile: {
      title: "手机号",
      maxLength: 11,
      required: PERMIT_MESSAGES.mobileRequired,
      check: "mobile",
      search: true,
    },
    licenceNo: { title: "驾驶证号", maxLength: 30, list: false },
    licenceClass: { title: "准驾车型", maxLength: 10, dict: "driver_licence_class", search: true },
    licenceExpiry: { title: "驾驶证有效期至", type: "date" },
    company: { title: "所属单位", maxLength: 100, search: true },
    orgCode: OWNING_DEPART,
    status: ENTITY_STATUS,
    remark: REMARK,
    createTime: CREATE_TIME,
  },
  form: { width: 800 },
});
