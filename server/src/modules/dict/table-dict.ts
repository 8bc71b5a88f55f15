/**
 * Table dictionaries (`table,text,code[,condition]`) and tree lookups over a whitelist of tables and
 * columns. Client text only selects entries of the whitelist; values go in as parameters. Password,
 * salt and other secret columns are never on it.
 */
import { escapeLike } from "../../core/query-builder.ts";
import { BizError } from "../../core/result.ts";
import { ident, SqlParams } from "../../core/sql-params.ts";
import type { Db } from "../../db/client.ts";
import type { DictOption } from "./dict-cache.ts";
import {
  type Comparison,
  type DictOrder,
  MAX_COMPARISONS,
  type ParsedDictCondition,
  parseTextCondition,
} from "./dict-condition.ts";

export const BAD_DICT_CODE = "字典Code格式不正确！";
export const BAD_CONDITION = "condition参数有误，需要一个json字符串!";
const MAX_ROWS = 5000;

interface DictTable {
  readonly columns: ReadonlySet<string>;
  /** fixed condition from code: live rows only */
  readonly live?: string;
}

const table = (columns: string[], live?: string): DictTable => ({ columns: new Set(columns), live });

export const DICT_TABLES: Readonly<Record<string, DictTable>> = {
  // No phone: any signed-in account reads table dictionaries, and a phone is personal data.
  sys_user: table(
    ["id", "username", "realname", "work_no", "org_code", "sex", "status", "create_time"],
    "del_flag = 0",
  ),
  sys_depart: table(
    [
      "id",
      "depart_name",
      "org_code",
      "parent_id",
      "org_category",
      "org_type",
      "status",
      "depart_order",
      "create_time",
    ],
    "del_flag = '0'",
  ),
  sys_position: table(["id", "name", "code", "post_rank", "create_time"]),
  sys_role: table(["id", "role_name", "role_code", "create_time"]),
  sys_category: table(["id", "name", "code", "pid", "has_child", "create_time"]),
};

export interface TableDict {
  table: string;
  text: string;
  code: string;
  conditions: Comparison[];
  order?: DictOrder;
}

function refuse(tableName: string, column?: string): never {
  const what = column ? `${tableName}.${column}` : tableName;
  throw new BizError(`不支持的表字典：${what.slice(0, 100)}`);
}

/** A whitelisted table, or a refusal naming it. */
export function dictTable(name: string): DictTable {
  const t = Object.hasOwn(DICT_TABLES, name) ? DICT_TABLES[name] : undefined;
  return t ?? refuse(name);
}

export function checkColumn(tableName: string, column: string): string {
  if (!dictTable(tableName).columns.has(column)) refuse(tableName, column);
  return column;
}

/**
 * A condition: a JSON object of column-value pairs (equality), or, unless `jsonOnly`, the original's text
 * form of comparisons and an order (see dict-condition.ts). Every column must be on the table's
 * whitelist; the original splices the text into SQL, we never do.
 */
export function parseCondition(
  tableName: string,
  raw: string | undefined,
  jsonOnly = false,
): ParsedDictCondition {
  const text = raw?.trim() ?? "";
  if (text === "") return { comparisons: [] };
  let parsed: ParsedDictCondition;
  if (text.startsWith("{")) {
    parsed = { comparisons: jsonPairs(text) };
  } else {
    if (jsonOnly) throw new BizError(BAD_CONDITION);
    parsed = parseTextCondition(text);
  }
  for (const c of parsed.comparisons) checkColumn(tableName, c.column);
  if (parsed.order) checkColumn(tableName, parsed.order.column);
  return parsed;
}

function jsonPairs(text: string): Comparison[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new BizError(BAD_CONDITION);
  }
  if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) throw new BizError(BAD_CONDITION);
  const pairs = Object.entries(parsed);
  if (pairs.length > MAX_COMPARISONS) throw new BizError("字典条件过多");
  return pairs.map(([column, value]) => {
    if (value !== null && typeof value === "object") throw new BizError(BAD_CONDITION);
    return { column, op: "=", value: value === null || value === undefined ? "" : String(value) };
  });
}

/** `table,text,code[,condition]` checked against the whitelist. */
export function parseTableDict(code: string): TableDict {
  const parts = code.split(",");
  if (parts.length < 3) throw new BizError(BAD_DICT_CODE);
  const [tableName, text, key] = parts.slice(0, 3).map((p) => p.trim());
  const condition = parts.slice(3).join(",");
  // Only a JSON condition may hold commas; otherwise the original's 3 or 4 parts.
  if (parts.length > 4 && !condition.trim().startsWith("{")) throw new BizError(BAD_DICT_CODE);
  dictTable(tableName);
  // The columns first: a request for a secret column is refused as such, whatever its condition.
  const columns = { text: checkColumn(tableName, text), code: checkColumn(tableName, key) };
  const parsed = parseCondition(tableName, condition);
  return { table: tableName, ...columns, conditions: parsed.comparisons, order: parsed.order };
}

/**
 * WHERE conditions of a table dictionary: live rows plus the comparisons. Equality and like compare the
 * column as text; an ordering comparison compares in the column's own type (the bound value takes it),
 * so `status > 1` is numeric and a value of the wrong type is refused as bad input.
 */
export function whereOf(d: Pick<TableDict, "table" | "conditions">, params: SqlParams): string[] {
  const out: string[] = [];
  const live = dictTable(d.table).live;
  if (live) out.push(live);
  for (const { column, op, value } of d.conditions) {
    const col = ident(column);
    if (op === "like") out.push(`${col}::text LIKE ${params.add(value)}`);
    else if (op === "=" || op === "<>") out.push(`${col}::text ${op} ${params.add(value)}`);
    else out.push(`${col} ${op} ${params.add(value)}`);
  }
  return out;
}

/** The ORDER BY of a table dictionary: its own order first, then text and value. */
function orderOf(d: Pick<TableDict, "order">): string {
  const own = d.order ? `${ident(d.order.column)} ${d.order.desc ? "DESC" : "ASC"}, ` : "";
  return `ORDER BY ${own}2, 1`;
}

export interface TableDictQuery {
  keyword?: string;
  keys?: readonly string[];
  limit?: number;
}

/** Options of a table dictionary, optionally filtered by a text keyword or by values. */
export async function queryTableDict(db: Db, d: TableDict, q: TableDictQuery = {}): Promise<DictOption[]> {
  const params = new SqlParams();
  const where = whereOf(d, params);
  if (q.keyword) where.push(`${ident(d.text)}::text ILIKE ${params.add(`%${escapeLike(q.keyword)}%`)}`);
  if (q.keys) where.push(`${ident(d.code)}::text IN (${params.list(q.keys)})`);
  const rows = await db.query<{ value: string | null; text: string | null }>(
    `SELECT ${ident(d.code)}::text AS value, ${ident(d.text)}::text AS text FROM ${ident(d.table)}
      ${where.length ? `WHERE ${where.join(" AND ")}` : ""} ${orderOf(d)} LIMIT ${params.add(q.limit ?? MAX_ROWS)}`,
    params.values,
  );
  return rows.map((r) => ({ value: r.value ?? "", text: r.text ?? "", title: r.text ?? "" }));
}
