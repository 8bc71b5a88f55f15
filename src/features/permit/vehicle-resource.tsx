import { defineResource } from "@/components/crud/types";
import { departField } from "@/features/permit/depart-select";
import { permitRules } from "@/features/permit/permit-rules";
import { drawerVariant, ENTITY_STATUS_COLORS, permitApi } from "./permit-api";

/** 车辆信息 (permit/VehicleList at /permit/vehicle). */
export const vehicleResource = defineResource({
  name: "permit-vehicle",
  component: "permit/VehicleList",
  title: "车辆信息",
  authPrefix: "permit:vehicle:",
  api: permitApi("vehicle"),
  fields: [
    { dataIndex: "plateNo", title: "车牌号", search: true, width: 110, rules: permitRules.plate },
    {
      dataIndex: "photos",
      title: "车辆照片",
      type: "image",
      upload: { biz: "permit", number: 6 },
      width: 150,
    },
    {
      dataIndex: "plateColor",
      title: "车牌颜色",
      type: "dict",
      dict: "plate_color",
      search: true,
      width: 90,
    },
    {
      dataIndex: "vehicleType",
      title: "车辆类型",
      type: "dict",
      dict: "vehicle_type",
      search: true,
      width: 100,
      rules: [{ required: true, message: "请选择车辆类型" }],
    },
    { dataIndex: "brand", title: "品牌", width: 90 },
    { dataIndex: "model", title: "型号", list: false },
    { dataIndex: "ownerName", title: "车主姓名", search: true, width: 90 },
    { dataIndex: "ownerPhone", title: "车主电话", width: 120, rules: permitRules.mobileOptional },
    { dataIndex: "vin", title: "车架号", list: false, rules: permitRules.vin },
    { dataIndex: "engineNo", title: "发动机号", list: false },
    { dataIndex: "registerDate", title: "注册日期", type: "date", list: false },
    { dataIndex: "inspectionExpiry", title: "年检到期", type: "date", width: 110 },
    { dataIndex: "insuranceExpiry", title: "保险到期", type: "date", width: 110 },
    departField,
    {
      dataIndex: "status",
      title: "状态",
      type: "dict",
      dict: "permit_entity_status",
      tagColors: ENTITY_STATUS_COLORS,
      search: true,
      width: 80,
    },
    {
      dataIndex: "licenceScan",
      title: "行驶证扫描件",
      type: "file",
      upload: { biz: "permit", number: 1, accept: ".pdf,.jpg,.jpeg,.png" },
      list: false,
    },
    { dataIndex: "remark", title: "备注", type: "textarea", list: false },
    { dataIndex: "createTime", title: "创建时间", type: "datetime", width: 170, sorter: true, form: false },
  ],
  form: { style: "modal", width: 800, createTitle: "新增车辆", editTitle: "编辑车辆" },
  rowActions: ["edit", "details", "delete"],
});

export const vehicleDrawerResource = drawerVariant(vehicleResource);
