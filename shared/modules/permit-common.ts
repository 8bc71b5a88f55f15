/** What the permit lists share: their menu folder and the fields vehicles, drivers and applicants all have. */

/** 通行证管理: the menu folder of every permit list (the permit module seeds it). */
export const PERMIT_MENU_ID = "2d31353382231ee304644a91d25ca782";

/** 1 正常, 0 停用. */
export const ENTITY_STATUS = {
  title: "状态",
  type: "number",
  integer: true,
  range: [0, 1],
  dict: "permit_entity_status",
} as const;

/** The owning department, stored as its org code and searched by it exactly. */
export const OWNING_DEPART = { title: "所属部门", maxLength: 64, search: "eq", excel: false } as const;

export const REMARK = { title: "备注", maxLength: 500, widget: "textarea", list: false } as const;

export const CREATE_TIME = { title: "创建时间", type: "datetime", serverOnly: true, sorter: true } as const;
