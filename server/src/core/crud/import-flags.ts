/**
 * The import dialog's form fields besides the files, as the original's JImportModal sends them:
 * - `isSingleTableImport`: the file holds one table only. Every import here writes the module's own table
 *   and reads no sub-table from the file (a permit's 随行车辆 are entered in its form), so both values are
 *   accepted and read the same; any other value is refused.
 * - `foreignKeys`: a JSON object of field (or column) names and values that every imported row takes, over
 *   the file's cells, so rows can be imported under one parent record; each value still passes the
 *   module's checks like a typed one.
 * - `validateStatus`: `1` checks every row before anything is stored and imports nothing when a row is
 *   refused (the report lists every refusal); `0` or absent imports the good rows and reports the rest.
 */
import type { Row } from "../../db/client.ts";
import { BizError } from "../result.ts";
import type { CrudColumn } from "./types.ts";

export const IMPORT_FLAG_FIELDS = ["isSingleTableImport", "foreignKeys", "validateStatus"] as const;
export type ImportFlagField = (typeof IMPORT_FLAG_FIELDS)[number];

export interface ImportFlags {
  /** values every row takes, by field name */
  foreignKeys?: Row;
  /** all or nothing: any refused row stores no row */
  validateAll?: boolean;
}

export const IMPORT_FLAG_MESSAGES = {
  singleTable: "isSingleTableImport 只能是 true 或 false",
  validateStatus: "validateStatus 只能是 0 或 1",
  foreignKeys: "foreignKeys 须是字段名到值的 JSON 对象",
  unknownKey: (key: string) => `foreignKeys 中的字段 ${key} 不能导入`,
} as const;

const FLAG_TEXT = /^(true|false|1|0)$/;

/** The flags of one import request, checked against the module's columns. */
export function parseImportFlags(
  fields: Readonly<Partial<Record<ImportFlagField, string>>>,
  columns: Readonly<Record<string, CrudColumn>>,
): ImportFlags {
  const single = fields.isSingleTableImport?.trim();
  if (single && !FLAG_TEXT.test(single)) throw new BizError(IMPORT_FLAG_MESSAGES.singleTable);
  const status = fields.validateStatus?.trim();
  if (status && status !== "0" && status !== "1") throw new BizError(IMPORT_FLAG_MESSAGES.validateStatus);
  const flags: ImportFlags = { validateAll: status === "1" };
  const keys = fields.foreignKeys?.trim();
  if (keys) flags.foreignKeys = foreignKeyValues(keys, columns);
  return flags;
}

function foreignKeyValues(text: string, columns: Readonly<Record<string, CrudColumn>>): Row {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new BizError(IMPORT_FLAG_MESSAGES.foreignKeys);
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) {
    throw new BizError(IMPORT_FLAG_MESSAGES.foreignKeys);
  }
  const byColumn = new Map(Object.entries(columns).map(([field, c]) => [c.column, field]));
  const values: Row = {};
  for (const [key, value] of Object.entries(parsed)) {
    const field = Object.hasOwn(columns, key) ? key : byColumn.get(key);
    const column = field === undefined ? undefined : columns[field];
    // Only a column that add may write from a body: not the id, the audit columns or server-filled ones.
    if (!field || !column || column.insert === false || column.hidden || field === "id") {
      throw new BizError(IMPORT_FLAG_MESSAGES.unknownKey(key));
    }
    if (value !== null && !["string", "number", "boolean"].includes(typeof value)) {
      throw new BizError(IMPORT_FLAG_MESSAGES.foreignKeys);
    }
    values[field] = value;
  }
  return values;
}
