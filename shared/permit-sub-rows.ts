/**
 * The one-to-many rows of a permit application: 随行车辆 and 随行人员. The server checks every row of an add
 * or edit with these fields and the web grids take their columns and rules from them, so both refuse the
 * same cell with the same message.
 */
import { checkIdCard, checkMobile, checkPlate, normalizePlate } from "./permit-checks.ts";

/** The body keys that carry the rows, named as the original's one-to-many pages name their lists. */
export type SubRowList = "vehicleList" | "personList";

export interface SubRowField {
  key: string;
  title: string;
  maxLength: number;
  /** the message of an empty cell; absent: the cell may stay empty */
  required?: string;
  /** a format check answering the failure's message (blank values are left to `required`) */
  check?: (value: unknown) => string | undefined;
  /** a dictionary the value must be an item of */
  dict?: string;
  /** no two rows of one permit may hold the same value */
  unique?: string;
}

export interface SubRowTable {
  list: SubRowList;
  /** what the rows are called (tab title, messages) */
  title: string;
  table: "permit_application_vehicle" | "permit_application_person";
  fields: readonly SubRowField[];
}

/** The order field of every sub-row, numbered from 1 in the order the user arranged. */
export const SUB_ROW_ORDER = "orderNum";
/**
 * Button codes of the sub-row grids: `<prefix>add` adds rows, `<prefix>batch_delete` deletes them (the
 * original's excluded-code names, which hide the grids' 新增 and 删除). Changing a row's cells takes only
 * the application's edit code.
 */
export const SUB_ROW_AUTH_PRE = "permit:application:subRow:";
export const SUB_ROW_ADD_CODE = `${SUB_ROW_AUTH_PRE}add`;
export const SUB_ROW_DELETE_CODE = `${SUB_ROW_AUTH_PRE}batch_delete`;

/** More rows than this in one list are refused. */
export const MAX_SUB_ROWS = 50;

const blank = (v: unknown): boolean => v === undefined || v === null || String(v).trim() === "";
const optional = (check: (v: unknown, required?: boolean) => string | undefined) => (v: unknown) =>
  check(v, false);

export const VEHICLE_ROWS: SubRowTable = {
  list: "vehicleList",
  title: "随行车辆",
  table: "permit_application_vehicle",
  fields: [
    {
      key: "plateNo",
      title: "车牌号",
      maxLength: 16,
      required: "请输入车牌号",
      check: (v) => (blank(v) ? undefined : checkPlate(v)),
      unique: "车牌号重复，同一通行证内不能出现两次",
    },
    { key: "vehicleType", title: "车辆类型", maxLength: 20, dict: "vehicle_type" },
    { key: "driverName", title: "驾驶员", maxLength: 50 },
    { key: "remark", title: "备注", maxLength: 200 },
  ],
};

export const PERSON_ROWS: SubRowTable = {
  list: "personList",
  title: "随行人员",
  table: "permit_application_person",
  fields: [
    { key: "name", title: "姓名", maxLength: 50, required: "请输入姓名" },
    { key: "idCard", title: "身份证号", maxLength: 18, check: optional(checkIdCard) },
    { key: "mobile", title: "手机号", maxLength: 11, check: optional(checkMobile) },
    { key: "company", title: "单位", maxLength: 100 },
  ],
};

export const SUB_ROW_TABLES: readonly SubRowTable[] = [VEHICLE_ROWS, PERSON_ROWS];

/** A stored value: plates without spaces and upper-case, ID numbers upper-case, other text trimmed. */
export function normalizeSubValue(key: string, value: unknown): string | null {
  if (blank(value)) return null;
  const text = String(value).trim();
  if (key === "plateNo") return normalizePlate(text);
  if (key === "idCard") return text.toUpperCase();
  return text;
}

/** The failure of one cell, without the uniqueness and dictionary checks that look at other data. */
export function checkSubCell(field: SubRowField, value: unknown): string | undefined {
  if (blank(value)) return field.required;
  if (typeof value !== "string" && typeof value !== "number") return `${field.title}的值不正确`;
  if (String(value).trim().length > field.maxLength) return `${field.title}最多${field.maxLength}个字符`;
  return field.check?.(value);
}

/** Where a refusal points: the list, the row (from 1), the field and the message. */
export interface SubRowFailure {
  list: SubRowList;
  row: number;
  key: string;
  message: string;
}

/** The whole refusal as one sentence: 随行车辆第2行「车牌号」：<message>. */
export function subRowMessage(failure: SubRowFailure): string {
  const table = SUB_ROW_TABLES.find((t) => t.list === failure.list);
  const field = table?.fields.find((f) => f.key === failure.key);
  return `${table?.title ?? failure.list}第${failure.row}行「${field?.title ?? failure.key}」：${failure.message}`;
}

/**
 * The first failing cell of a list of rows, reading row by row and each row's fields in order: a value
 * that breaks its field's rules, or a unique value already held by an earlier row.
 */
export function firstSubRowFailure(table: SubRowTable, rows: readonly unknown[]): SubRowFailure | undefined {
  if (rows.length > MAX_SUB_ROWS) {
    return {
      list: table.list,
      row: MAX_SUB_ROWS + 1,
      key: table.fields[0].key,
      message: `${table.title}最多${MAX_SUB_ROWS}行`,
    };
  }
  const seen = new Map<string, Set<string>>();
  for (const [i, raw] of rows.entries()) {
    const row =
      raw !== null && typeof raw === "object" && !Array.isArray(raw)
        ? (raw as Record<string, unknown>)
        : undefined;
    if (!row) return { list: table.list, row: i + 1, key: table.fields[0].key, message: "行数据格式不正确" };
    for (const field of table.fields) {
      const failed = checkSubCell(field, row[field.key]);
      if (failed) return { list: table.list, row: i + 1, key: field.key, message: failed };
      if (!field.unique) continue;
      const value = normalizeSubValue(field.key, row[field.key]);
      if (value === null) continue;
      const values = seen.get(field.key) ?? new Set<string>();
      seen.set(field.key, values);
      if (values.has(value)) return { list: table.list, row: i + 1, key: field.key, message: field.unique };
      values.add(value);
    }
  }
  return undefined;
}
