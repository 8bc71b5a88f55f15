/** Body schemas and parsing of add/edit bodies against a column declaration. */
import { jsonMessage, jsonValue } from "../../../../shared/modules/module-rules.ts";
import type { Db, Row } from "../../db/client.ts";
import { BizError } from "../result.ts";
import { ident, SqlParams } from "../sql-params.ts";
import { hasNul, parseBoolean, parseDate, parseDateTime, parseNumber, typeName } from "../typed-values.ts";
import { FieldRefusal } from "./field-refusal.ts";
import type { InsertBatch } from "./insert-batch.ts";
import type { CrudColumn, CrudColumns, Values } from "./types.ts";

/** Filled by the kit from the session and the clock, never from a body. */
export const AUDIT_FIELDS = ["createBy", "createTime", "updateBy", "updateTime"] as const;
const AUDIT = new Set<string>(AUDIT_FIELDS);

export type WriteMode = "add" | "edit";

export const titleOf = (field: string, col: CrudColumn) => col.title ?? field;

export function writable(field: string, col: CrudColumn, mode: WriteMode, idField: string): boolean {
  if (AUDIT.has(field) || col.hidden) return false;
  // The key comes from a body only on add, and only where the module lets the user choose it.
  if (field === idField) return mode === "add" && col.insert === true;
  return mode === "add" ? col.insert !== false : col.update !== false;
}

const MAX_NUMBER_TEXT = 40;
const MAX_DATE_TEXT = 30;

function fieldSchema(col: CrudColumn): Record<string, unknown> {
  if (col.json) {
    const text = col.maxLength ? { maxLength: col.maxLength } : {};
    return { type: ["array", "object", "string", "null"], ...text };
  }
  switch (col.type) {
    case "string":
      return col.maxLength
        ? { type: ["string", "null"], maxLength: col.maxLength }
        : { type: ["string", "null"] };
    case "number":
      return { type: ["number", "string", "null"], maxLength: MAX_NUMBER_TEXT };
    case "boolean":
      return { type: ["boolean", "number", "string", "null"], maxLength: 5 };
    default:
      return { type: ["string", "null"], maxLength: MAX_DATE_TEXT };
  }
}

/**
 * JSON schema of an add/edit body: declared fields typed and bounded, other keys allowed (the web app
 * posts whole records with `*_dictText` and the like) and ignored by the kit.
 */
export function bodySchema(
  columns: CrudColumns,
  mode: WriteMode,
  idField: string,
  extra: Readonly<Record<string, unknown>> = {},
): Record<string, unknown> {
  const properties: Record<string, unknown> = {};
  for (const [field, col] of Object.entries(columns)) {
    if (writable(field, col, mode, idField)) {
      properties[field] = col.title ? { ...fieldSchema(col), title: col.title } : fieldSchema(col);
    }
  }
  if (mode === "edit") properties[idField] = { type: "string", minLength: 1, maxLength: 64 };
  Object.assign(properties, extra);
  return {
    type: "object",
    properties,
    required: mode === "edit" ? [idField] : [],
    additionalProperties: true,
  };
}

const blank = (v: unknown) => v === undefined || v === null || v === "";

/** A JSON value, sent parsed or as text, to the JSON text stored; blank text clears it. */
function parseJson(title: string, col: CrudColumn, raw: unknown): string | null {
  if (typeof raw === "string" && raw.trim() === "") return null;
  const shape = col.json === true ? undefined : col.json;
  const read = jsonValue(raw, shape);
  if (!read) throw new BizError(col.invalid ?? jsonMessage(title, shape));
  const text = JSON.stringify(read.value);
  // jsonb refuses the escaped NUL character as PostgreSQL text refuses the raw one.
  if (text.includes("\\u0000")) throw new BizError(`${title}含有非法字符`);
  if (col.maxLength !== undefined && text.length > col.maxLength) {
    throw new BizError(`${title}长度不能超过${col.maxLength}个字符`);
  }
  return text;
}

/** One body value to a database-ready value; undefined means "not given". */
export function parseField(field: string, col: CrudColumn, raw: unknown): unknown {
  const title = titleOf(field, col);
  if (raw === undefined || raw === null) return undefined;
  if (col.json) return parseJson(title, col, raw);
  if (typeof raw === "object") throw new BizError(`${title}类型不正确，应为${typeName(col.type)}`);
  const text = String(raw);
  if (hasNul(text)) throw new BizError(`${title}含有非法字符`);
  switch (col.type) {
    case "string":
      if (col.maxLength !== undefined && text.length > col.maxLength) {
        throw new BizError(`${title}长度不能超过${col.maxLength}个字符`);
      }
      return text;
    case "number": {
      if (text.trim() === "") return null;
      const n = parseNumber(text.trim());
      const num = Number(n);
      if (n === undefined || !Number.isFinite(num)) throw new BizError(col.invalid ?? `${title}必须是数字`);
      if (col.integer && !Number.isInteger(num)) throw new BizError(col.invalid ?? `${title}必须是整数`);
      if (col.range && (num < col.range[0] || num > col.range[1])) {
        throw new BizError(col.invalid ?? `${title}必须在${col.range[0]}到${col.range[1]}之间`);
      }
      return num;
    }
    case "boolean": {
      if (text.trim() === "") return null;
      const b = parseBoolean(text.trim());
      if (b === undefined) throw new BizError(col.invalid ?? `${title}必须是布尔值`);
      return b === "true";
    }
    case "date": {
      if (text.trim() === "") return null;
      const d = parseDate(text.trim());
      if (d === undefined) throw new BizError(col.invalid ?? `${title}格式不正确，应为yyyy-MM-dd`);
      return d;
    }
    case "datetime": {
      if (text.trim() === "") return null;
      const d = parseDateTime(text.trim()) ?? (parseDate(text.trim()) && `${text.trim()} 00:00:00`);
      if (!d) throw new BizError(col.invalid ?? `${title}格式不正确，应为yyyy-MM-dd HH:mm:ss`);
      return d;
    }
  }
}

const writableCache = new WeakMap<CrudColumns, Map<string, [string, CrudColumn][]>>();

/** The columns a body may write, worked out once per declaration (an import parses thousands of rows). */
function writableColumns(columns: CrudColumns, mode: WriteMode, idField: string): [string, CrudColumn][] {
  const byMode = writableCache.get(columns) ?? new Map<string, [string, CrudColumn][]>();
  writableCache.set(columns, byMode);
  const key = `${mode}:${idField}`;
  let list = byMode.get(key);
  if (!list) {
    list = Object.entries(columns).filter(([field, col]) => writable(field, col, mode, idField));
    byMode.set(key, list);
  }
  return list;
}

/** One writable field of a body parsed and checked; a refusal names the field. */
function parseWritable(field: string, col: CrudColumn, body: Row, mode: WriteMode): unknown {
  const sent = Object.hasOwn(body, field) ? body[field] : undefined;
  const given = mode === "add" && blank(sent) && col.default !== undefined ? col.default : sent;
  try {
    const value = parseField(field, col, given);
    const requiredMessage =
      typeof col.required === "string"
        ? col.required
        : col.required
          ? `请输入${titleOf(field, col)}`
          : undefined;
    if (requiredMessage && (mode === "add" ? blank(value) : value === null || value === "")) {
      throw new BizError(requiredMessage);
    }
    if (col.validate && value !== undefined && (mode === "add" || value !== null)) {
      const message = col.validate(value === null ? null : String(value));
      if (message) throw new BizError(message);
    }
    return value;
  } catch (err) {
    if (err instanceof BizError && !(err instanceof FieldRefusal)) throw new FieldRefusal(field, err.message);
    throw err;
  }
}

/**
 * Parses the writable fields of a body: types, lengths, required fields (add) and form rules.
 * On edit a missing or null field is left unchanged, as the original's update-by-id does.
 */
export function parseValues(columns: CrudColumns, body: Row, mode: WriteMode, idField: string): Values {
  const values: Values = {};
  for (const [field, col] of writableColumns(columns, mode, idField)) {
    const value = parseWritable(field, col, body, mode);
    if (value !== undefined) values[field] = value;
  }
  return values;
}

/** Every field of a body that parseValues would refuse, each with its message (an import check lists them all). */
export function refusedFields(
  columns: CrudColumns,
  body: Row,
  mode: WriteMode,
  idField: string,
): FieldRefusal[] {
  const refused: FieldRefusal[] = [];
  for (const [field, col] of writableColumns(columns, mode, idField)) {
    try {
      parseWritable(field, col, body, mode);
    } catch (err) {
      if (err instanceof FieldRefusal) refused.push(err);
      else throw err;
    }
  }
  return refused;
}

/**
 * Unique columns: a clear message instead of the database's duplicate-key error. With a batch, each
 * column is looked up once for all of the batch's values.
 */
export async function checkUnique(
  db: Db,
  table: string,
  columns: CrudColumns,
  values: Values,
  idColumn: string,
  selfId?: string,
  batch?: InsertBatch,
): Promise<void> {
  for (const { field, col, message } of uniqueColumns(columns)) {
    const value = values[field];
    if (blank(value)) continue;
    if (batch) {
      const taken = await batch.once(`unique:${field}`, (rows) =>
        takenValues(
          db,
          table,
          col.column,
          rows.map((r) => r[field]),
        ),
      );
      if (taken.has(String(value))) throw new FieldRefusal(field, message);
      continue;
    }
    const params: unknown[] = [value];
    let sql = `SELECT 1 AS x FROM ${ident(table)} WHERE ${ident(col.column)} = $1`;
    if (selfId !== undefined) {
      params.push(selfId);
      sql += ` AND ${ident(idColumn)} <> $2`;
    }
    if (await db.one(`${sql} LIMIT 1`, params)) throw new FieldRefusal(field, message);
  }
}

interface UniqueColumn {
  field: string;
  col: CrudColumn;
  message: string;
}
const uniqueCache = new WeakMap<CrudColumns, UniqueColumn[]>();

function uniqueColumns(columns: CrudColumns): UniqueColumn[] {
  let list = uniqueCache.get(columns);
  if (!list) {
    list = Object.entries(columns).flatMap(([field, col]) =>
      col.unique ? [{ field, col, message: col.unique }] : [],
    );
    uniqueCache.set(columns, list);
  }
  return list;
}

/** Which of `candidates` a column already holds (deleted rows included). */
async function takenValues(db: Db, table: string, column: string, candidates: readonly unknown[]) {
  const wanted = [...new Set(candidates.filter((v) => !blank(v)).map(String))];
  if (wanted.length === 0) return new Set<string>();
  const params = new SqlParams();
  const rows = await db.query<{ v: unknown }>(
    `SELECT ${ident(column)} AS v FROM ${ident(table)} WHERE ${ident(column)} IN (${params.list(wanted)})`,
    params.values,
  );
  return new Set(rows.map((r) => String(r.v)));
}
