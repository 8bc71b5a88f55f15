import { defineResource } from "@/components/crud/types";
import { departField } from "@/features/permit/depart-select";
import { permitRules } from "@/features/permit/permit-rules";
import { drawerVariant, ENTITY_STATUS_COLORS, permitApi } from "./permit-api";

/** 驾驶员信息 (permit/DriverList at /permit/driver). */
export const driverResource = defineResource({
  name: "permit-driver",
  component: "permit/DriverList",
  title: "驾驶员信息",
  authPrefix: "permit:driver:",
  api: permitApi("driver"),
  fields: [
    {
      dataIndex: "name",
      title: "姓名",
      search: true,
      width: 90,
      rules: [{ required: true, message: "请输入姓名" }],
    },
    { dataIndex: "photo", title: "照片", type: "image", upload: { biz: "permit", number: 1 }, width: 80 },
    { dataIndex: "sex", title: "性别", type: "dict", dict: "sex", width: 70 },
    { dataIndex: "idCard", title: "身份证号", search: true, width: 180, rules: permitRules.idCard },
    { dataIndex: "mobile", title: "手机号", search: true, width: 120, rules: permitRules.mobile },
    { dataIndex: "licenceNo", title: "驾驶证号", list: false },
    {
      dataIndex: "licenceClass",
      title: "准驾车型",
      type: "dict",
      dict: "driver_licence_class",
      search: true,
      width: 90,
    },
    { dataIndex: "licenceExpiry", title: "驾驶证有效期至", type: "date", width: 130 },
    { dataIndex: "company", title: "所属单位", search: true },
    departField,
    {
      dataIndex: "status",
      title: "状态",
      type: "dict",
      dict: "permit_entity_status",
      tagColors: ENTITY_STATUS_COLORS,
      width: 80,
    },
    { dataIndex: "remark", title: "备注", type: "textarea", list: false },
    { dataIndex: "createTime", title: "创建时间", type: "datetime", width: 170, sorter: true, form: false },
  ],
  form: { style: "modal", width: 800, createTitle: "新增驾驶员", editTitle: "编辑驾驶员" },
  rowActions: ["edit", "details", "delete"],
});

export const driverDrawerResource = drawerVariant(driverResource);
