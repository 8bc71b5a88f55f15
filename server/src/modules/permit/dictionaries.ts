/** The permit dictionaries (fixed codes and values; the code below relies on these values). */
import { APPLICANT_KINDS } from "../../../../shared/modules/permit-applicant.ts";
import type { DictSeed } from "../../db/seed/dictionaries.ts";
import { PERMIT_TYPES } from "./validators.ts";

export const STATUS = { pending: 0, approved: 1, inReview: 2, rejected: 3, revoked: 4, expired: 5 } as const;

export const STATUS_TEXT: Readonly<Record<number, string>> = {
  0: "待审核",
  2: "审核中",
  1: "已通过",
  3: "已驳回",
  4: "已作废",
  5: "已过期",
};

export const REGIONS = { east: "东区", west: "西区" } as const;
export type Region = keyof typeof REGIONS;
export const isRegion = (v: unknown): v is Region => typeof v === "string" && Object.hasOwn(REGIONS, v);

/** Approver roles and the one region each may see and act on (a user with both sees both). */
export const APPROVER_ROLES: Readonly<Record<string, Region>> = {
  permit_approver_east: "east",
  permit_approver_west: "west",
};

export const permitDictionaries: readonly DictSeed[] = [
  {
    code: "plate_color",
    name: "车牌颜色",
    items: [
      ["blue", "蓝色"],
      ["yellow", "黄色"],
      ["green", "渐变绿色"],
      ["yellow_green", "黄绿双拼色"],
      ["white", "白色"],
      ["black", "黑色"],
    ],
  },
  {
    code: "vehicle_type",
    name: "车辆类型",
    items: [
      ["small_car", "小型汽车"],
      ["large_car", "大型汽车"],
      ["truck", "货车"],
      ["bus", "客车"],
      ["van", "面包车"],
      ["special", "特种车辆"],
      ["motorcycle", "摩托车"],
    ],
  },
  {
    code: "driver_licence_class",
    name: "准驾车型",
    items: ["A1", "A2", "A3", "B1", "B2", "C1", "C2", "C3", "C4", "D", "E", "F", "M", "N", "P"].map(
      (c) => [c, c] as const,
    ),
  },
  {
    code: "permit_type",
    name: "通行证类型",
    items: Object.entries(PERMIT_TYPES).map(([value, t]) => [value, t.text] as const),
  },
  { code: "permit_region", name: "通行区域", items: Object.entries(REGIONS) },
  {
    code: "permit_area",
    name: "允许通行区域",
    items: [
      ["A01", "东门"],
      ["A02", "西门"],
      ["A03", "南门"],
      ["A04", "北门"],
      ["A05", "办公区"],
      ["A06", "生产区"],
      ["A07", "仓储区"],
      ["A08", "生活区"],
    ],
  },
  {
    code: "permit_status",
    name: "通行证状态",
    type: 1,
    items: [0, 2, 1, 3, 4, 5].map((s) => [String(s), STATUS_TEXT[s]] as const),
  },
  { code: "applicant_kind", name: "申请人类别", items: Object.entries(APPLICANT_KINDS) },
  {
    code: "permit_entity_status",
    name: "车辆与驾驶员状态",
    type: 1,
    items: [
      ["1", "正常"],
      ["0", "停用"],
    ],
  },
];
