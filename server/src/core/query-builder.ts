/**
 * The JeecgBoot list conventions over a per-module column whitelist.
 * Identifiers come only from the whitelist; every client value becomes a parameter.
 * Deliberate deviations from the original: `>=x`/`<=x` without a space are ge/le on the column's type,
 * super query supports ISNULL/datein/numerin, and an unknown super query field or rule is refused.
 * The super query may also hold condition groups, `{matchType, children}`, one level deep.
 * Typed (non-string) columns take the same value rules; their values must parse in the column's type
 * (else a clear message), and a star pattern compares the column's text form.
 */
import { BizError } from "./result.ts";
import { ident, SqlParams } from "./sql-params.ts";
import { type ColumnType, castOf, hasNul, parseTyped, typeName } from "./typed-values.ts";

export type { ColumnType } from "./typed-values.ts";

export interface ColumnSpec {
  /** snake_case column name */
  readonly column: string;
  readonly type: ColumnType;
  /** dictionary code: records get `<field>_dictText` */
  readonly dict?: string;
  /** usable in search conditions (default true) */
  readonly filter?: boolean;
  /** usable in column/order (default true) */
  readonly sort?: boolean;
  /** label for messages (and later for export headers) */
  readonly title?: string;
}

export type Whitelist = Readonly<Record<string, ColumnSpec>>;

export type SortOrder = "asc" | "desc";

export interface ListOptions {
  /** used when column/order are absent or name no sortable field; default createTime desc when whitelisted */
  readonly defaultSort?: readonly { field: string; order: SortOrder }[];
  /** columns the default order and the tiebreaker may use although the caller may not sort by them */
  readonly orderColumns?: Whitelist;
  /** appended to every ORDER BY so pages are stable (a unique field, default `id` when whitelisted) */
  readonly tiebreaker?: string;
  readonly maxPageSize?: number;
  /** qualifies columns, e.g. `u` -> `"u"."username"` */
  readonly alias?: string;
  /** continue the numbering of an existing parameter list */
  readonly params?: SqlParams;
}

export interface ListQuery {
  /** conditions to AND together (possibly empty) */
  readonly conditions: string[];
  /** `WHERE ...` or an empty string */
  readonly where: string;
  readonly params: unknown[];
  /** `ORDER BY ...` */
  readonly orderBy: string;
  readonly pageNo: number;
  readonly pageSize: number;
  readonly limit: number;
  readonly offset: number;
}

/** Query-string values as Fastify hands them over. */
export type QueryInput = Readonly<Record<string, unknown>>;

export const DEFAULT_MAX_PAGE_SIZE = 1000;
const MAX_VALUE_LENGTH = 2000;
const MAX_SUPER_QUERY_LENGTH = 50_000;
const MAX_LIST_ITEMS = 1000;
const MAX_SUPER_CONDITIONS = 50;

/** Parameters that are not search conditions (the original's skip list plus paging, sorting and super query). */
const RESERVED = new Set([
  "class",
  "ids",
  "page",
  "rows",
  "sort",
  "order",
  "field",
  "_t",
  "pageNo",
  "pageSize",
  "column",
  "superQueryParams",
  "superQueryMatchType",
]);

export type Rule =
  | "eq"
  | "ne"
  | "gt"
  | "ge"
  | "lt"
  | "le"
  | "in"
  | "like"
  | "left_like"
  | "right_like"
  | "like_any"
  | "isnull"
  | "range";

export interface ParsedValue {
  readonly rule: Rule;
  /** one value, or several for in / like_any, or [begin, end] for range ("" = open) */
  readonly values: readonly string[];
}

const SPACED_TWO: Readonly<Record<string, Rule>> = {
  ">=": "ge",
  "<=": "le",
  "!=": "ne",
  ge: "ge",
  le: "le",
  gt: "gt",
  lt: "lt",
  eq: "eq",
  ne: "ne",
  in: "in",
};
const SPACED_ONE: Readonly<Record<string, Rule>> = { ">": "gt", "<": "lt", "=": "eq" };

const splitList = (text: string) =>
  text
    .split(",")
    .map((s) => s.trim())
    .filter((s) => s !== "");

/** The value rules of a plain search parameter (the original's convert2Rule, with `>=x` as ge). */
export function parseSearchValue(raw: string): ParsedValue | undefined {
  const v = raw.trim();
  if (v === "") return undefined;
  if (v.length > 1 && v.startsWith(",") && v.endsWith(",")) {
    const parts = splitList(v);
    return parts.length ? { rule: "like_any", values: parts } : undefined;
  }
  const two = v.length >= 3 && v[2] === " " ? SPACED_TWO[v.slice(0, 2)] : undefined;
  if (two) return operand(two, v.slice(3));
  const one = v.length >= 2 && v[1] === " " ? SPACED_ONE[v[0]] : undefined;
  if (one) return operand(one, v.slice(2));
  if (v.startsWith(">=")) return operand("ge", v.slice(2));
  if (v.startsWith("<=")) return operand("le", v.slice(2));
  if (v.length > 1 && v.includes("*")) {
    const starts = v.startsWith("*");
    const ends = v.endsWith("*");
    if (starts && ends) return { rule: "like", values: [v.slice(1, -1)] };
    if (starts) return { rule: "left_like", values: [v.slice(1)] };
    if (ends) return { rule: "right_like", values: [v.slice(0, -1)] };
  }
  if (v.includes(",")) {
    const parts = splitList(v);
    return parts.length ? { rule: "in", values: parts } : undefined;
  }
  if (v.length > 1 && v.startsWith("!")) return { rule: "ne", values: [v.slice(1)] };
  if (v.indexOf("++") > 0) return { rule: "eq", values: [v.replaceAll("++", ",")] };
  return { rule: "eq", values: [v] };
}

function operand(rule: Rule, rest: string): ParsedValue | undefined {
  const text = rest.trim();
  if (text === "") return undefined;
  return rule === "in" ? { rule, values: splitList(text) } : { rule, values: [text] };
}

/** Fastify gives repeated keys as arrays; Spring joins them with commas, so do we. */
function text(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (Array.isArray(value)) return value.map((v) => String(v)).join(",");
  return String(value);
}

function label(field: string, spec: ColumnSpec) {
  return spec.title ? `${spec.title}(${field})` : field;
}

function clip(s: string) {
  return s.length > 40 ? `${s.slice(0, 40)}…` : s;
}

/** Builds SQL conditions for one field; every value is a parameter. */
class ConditionBuilder {
  constructor(
    readonly params: SqlParams,
    readonly alias?: string,
  ) {}

  col(spec: ColumnSpec): string {
    return this.alias ? `${ident(this.alias)}.${ident(spec.column)}` : ident(spec.column);
  }

  typed(field: string, spec: ColumnSpec, raw: string): string {
    if (raw.length > MAX_VALUE_LENGTH) throw new BizError(`查询条件 ${label(field, spec)} 的值过长`);
    if (hasNul(raw)) throw new BizError(`查询条件 ${label(field, spec)} 含有非法字符`);
    const value = parseTyped(spec.type, raw);
    if (value === undefined) {
      throw new BizError(
        `查询条件 ${label(field, spec)} 的值「${clip(raw)}」不是有效的${typeName(spec.type)}`,
      );
    }
    return this.params.add(value, castOf(spec.type, value));
  }

  like(field: string, spec: ColumnSpec, pattern: string): string {
    if (pattern.length > MAX_VALUE_LENGTH) throw new BizError(`查询条件 ${label(field, spec)} 的值过长`);
    if (hasNul(pattern)) throw new BizError(`查询条件 ${label(field, spec)} 含有非法字符`);
    // MySQL's default collation makes the original's LIKE case-insensitive; ILIKE keeps that feel.
    const col = spec.type === "string" ? this.col(spec) : `${this.col(spec)}::text`;
    return `${col} ILIKE ${this.params.add(pattern)}`;
  }

  build(field: string, spec: ColumnSpec, parsed: ParsedValue): string | undefined {
    const col = this.col(spec);
    const [first = "", second = ""] = parsed.values;
    switch (parsed.rule) {
      case "eq":
        return `${col} = ${this.typed(field, spec, first)}`;
      case "ne":
        return `${col} <> ${this.typed(field, spec, first)}`;
      case "gt":
        return `${col} > ${this.typed(field, spec, first)}`;
      case "ge":
        return `${col} >= ${this.typed(field, spec, first)}`;
      case "lt":
        return `${col} < ${this.typed(field, spec, first)}`;
      case "le":
        return `${col} <= ${this.typed(field, spec, first)}`;
      case "in": {
        if (parsed.values.length === 0) return undefined;
        if (parsed.values.length > MAX_LIST_ITEMS) {
          throw new BizError(`查询条件 ${label(field, spec)} 的值过多（最多${MAX_LIST_ITEMS}个）`);
        }
        return `${col} IN (${parsed.values.map((v) => this.typed(field, spec, v)).join(", ")})`;
      }
      case "like":
        return this.like(field, spec, `%${escapeLike(first)}%`);
      case "left_like":
        return this.like(field, spec, `%${escapeLike(first)}`);
      case "right_like":
        return this.like(field, spec, `${escapeLike(first)}%`);
      case "like_any": {
        if (parsed.values.length > MAX_LIST_ITEMS) {
          throw new BizError(`查询条件 ${label(field, spec)} 的值过多（最多${MAX_LIST_ITEMS}个）`);
        }
        const parts = parsed.values.map((v) => this.like(field, spec, `%${escapeLike(v)}%`));
        return `(${parts.join(" OR ")})`;
      }
      case "isnull":
        return spec.type === "string" ? `(${col} IS NULL OR ${col} = '')` : `${col} IS NULL`;
      case "range": {
        const parts: string[] = [];
        if (first !== "") parts.push(`${col} >= ${this.typed(field, spec, rangeEdge(spec, first, "begin"))}`);
        if (second !== "") parts.push(`${col} <= ${this.typed(field, spec, rangeEdge(spec, second, "end"))}`);
        return parts.length ? `(${parts.join(" AND ")})` : undefined;
      }
    }
  }
}

/** `%`, `_` and the escape character itself are literal in user text. */
export function escapeLike(s: string): string {
  return s.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** A 10-character date on a datetime column covers the whole day (`_begin`/`_end`). */
function rangeEdge(spec: ColumnSpec, value: string, edge: "begin" | "end"): string {
  const v = value.trim();
  if (spec.type === "datetime" && v.length === 10)
    return `${v} ${edge === "begin" ? "00:00:00" : "23:59:59"}`;
  return v;
}

const SUPER_RULES: Readonly<Record<string, Rule>> = {
  eq: "eq",
  "=": "eq",
  ne: "ne",
  "!=": "ne",
  "<>": "ne",
  gt: "gt",
  ">": "gt",
  ge: "ge",
  ">=": "ge",
  lt: "lt",
  "<": "lt",
  le: "le",
  "<=": "le",
  in: "in",
  like: "like",
  left_like: "left_like",
  right_like: "right_like",
  isnull: "isnull",
  datein: "range",
  numerin: "range",
};

const BAD_SUPER = "高级查询参数格式不正确";

/** superQueryParams arrive encodeURI'd once more than the query string. */
function decodeSuperQuery(raw: string): unknown {
  if (raw.length > MAX_SUPER_QUERY_LENGTH) throw new BizError("高级查询参数过长");
  let json = raw;
  // An encodeURI'd JSON text never holds a bare double quote; one that does was sent decoded already.
  if (!raw.includes('"')) {
    try {
      json = decodeURIComponent(raw);
    } catch {
      throw new BizError(BAD_SUPER);
    }
  }
  try {
    return JSON.parse(json);
  } catch {
    throw new BizError(BAD_SUPER);
  }
}

function superValue(val: unknown): string | undefined {
  if (val === undefined || val === null) return undefined;
  if (typeof val === "string") return val;
  if (typeof val === "number" || typeof val === "boolean") return String(val);
  if (Array.isArray(val) && val.every((v) => ["string", "number", "boolean"].includes(typeof v))) {
    return val.map((v) => String(v)).join(",");
  }
  throw new BizError(BAD_SUPER);
}

/** `and` unless the text says `or` (any case), as the original reads superQueryMatchType. */
const joinerOf = (matchType: string) => (matchType.trim().toLowerCase() === "or" ? " OR " : " AND ");

/**
 * One condition's SQL, or undefined for a condition the original skips (no field, rule or value).
 * The field must be a filterable whitelist entry; the value becomes a parameter.
 */
function superCondition(whitelist: Whitelist, item: Record<string, unknown>, cb: ConditionBuilder) {
  const { field, rule, val } = item;
  if (field === undefined || field === null || field === "" || rule === undefined || rule === null)
    return undefined;
  if (typeof field !== "string" || typeof rule !== "string") throw new BizError(BAD_SUPER);
  const r = SUPER_RULES[rule.trim().toLowerCase()];
  if (!r) throw new BizError(`高级查询不支持的规则：${clip(rule)}`);
  const spec = Object.hasOwn(whitelist, field) ? whitelist[field] : undefined;
  if (!spec || spec.filter === false) throw new BizError(`高级查询不支持的字段：${clip(field)}`);
  const value = superValue(val);
  if (r !== "isnull" && (value === undefined || value.trim() === "")) return undefined;
  return cb.build(field, spec, toSuperParsed(r, value ?? ""));
}

const asObject = (item: unknown): Record<string, unknown> => {
  if (typeof item !== "object" || item === null || Array.isArray(item)) throw new BizError(BAD_SUPER);
  return item as Record<string, unknown>;
};

/**
 * A nested group `{matchType, children: [conditions]}` among the top-level conditions: its conditions
 * joined by its own match type, in parentheses. One level only: a group inside a group is refused.
 */
function superGroup(whitelist: Whitelist, group: Record<string, unknown>, cb: ConditionBuilder) {
  const { matchType, children } = group;
  if (!Array.isArray(children) || (matchType !== undefined && typeof matchType !== "string"))
    throw new BizError(BAD_SUPER);
  const parts: string[] = [];
  for (const child of children) {
    const item = asObject(child);
    if (Object.hasOwn(item, "children")) throw new BizError("高级查询的条件组不能再包含条件组");
    const sql = superCondition(whitelist, item, cb);
    if (sql) parts.push(sql);
  }
  return parts.length ? `(${parts.join(joinerOf(matchType ?? "and"))})` : undefined;
}

const countConditions = (list: readonly unknown[]) =>
  list.reduce<number>((n, item) => {
    const children =
      typeof item === "object" && item !== null ? (item as { children?: unknown }).children : undefined;
    return n + (Array.isArray(children) ? children.length : 1);
  }, 0);

function superConditions(whitelist: Whitelist, raw: string, matchType: string, cb: ConditionBuilder) {
  const list = decodeSuperQuery(raw);
  if (!Array.isArray(list)) throw new BizError(BAD_SUPER);
  if (countConditions(list) > MAX_SUPER_CONDITIONS)
    throw new BizError(`高级查询条件过多（最多${MAX_SUPER_CONDITIONS}个）`);
  const parts: string[] = [];
  for (const entry of list) {
    const item = asObject(entry);
    const sql = Object.hasOwn(item, "children")
      ? superGroup(whitelist, item, cb)
      : superCondition(whitelist, item, cb);
    if (sql) parts.push(sql);
  }
  if (parts.length === 0) return undefined;
  return `(${parts.join(joinerOf(matchType))})`;
}

function toSuperParsed(rule: Rule, value: string): ParsedValue {
  switch (rule) {
    case "in":
      return { rule, values: splitList(value) };
    case "range": {
      const [begin = "", end = ""] = value.split(",").map((s) => s.trim());
      return { rule, values: [begin, end] };
    }
    case "like":
    case "left_like":
    case "right_like":
      return { rule, values: [value] };
    default:
      return { rule, values: [value.trim()] };
  }
}

function positiveInt(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw.trim() === "") return fallback;
  const t = raw.trim();
  if (!/^\d{1,9}$/.test(t) || Number(t) < 1) throw new BizError(`参数 ${name} 必须是正整数`);
  return Number(t);
}

function orderBy(whitelist: Whitelist, input: QueryInput, options: ListOptions, cb: ConditionBuilder) {
  const items: string[] = [];
  const used = new Set<string>();
  const push = (field: string, order: SortOrder, columns = whitelist) => {
    const spec = Object.hasOwn(columns, field) ? columns[field] : undefined;
    if (!spec || spec.sort === false || used.has(field)) return;
    used.add(field);
    items.push(`${cb.col(spec)} ${order === "asc" ? "ASC" : "DESC"}`);
  };
  const column = text(input.column);
  const order = text(input.order);
  if (column && order) {
    const dir: SortOrder = order.toUpperCase().includes("ASC") ? "asc" : "desc";
    for (const name of column.split(",")) push(name.trim().replace(/_dictText$/, ""), dir);
  }
  // An unknown sort column is ignored rather than refused: table sorters on computed columns stay harmless.
  const all = options.orderColumns ?? whitelist;
  if (items.length === 0) {
    const defaults =
      options.defaultSort ??
      (Object.hasOwn(all, "createTime") ? [{ field: "createTime", order: "desc" }] : []);
    for (const d of defaults) push(d.field, d.order, all);
  }
  const tiebreaker = options.tiebreaker ?? (Object.hasOwn(all, "id") ? "id" : undefined);
  if (tiebreaker) push(tiebreaker, "asc", all);
  return items.length ? `ORDER BY ${items.join(", ")}` : "";
}

/** Pure: (whitelist, query parameters) -> SQL conditions, parameters, order and paging. */
export function buildListQuery(
  whitelist: Whitelist,
  input: QueryInput,
  options: ListOptions = {},
): ListQuery {
  const params = options.params ?? new SqlParams();
  const cb = new ConditionBuilder(params, options.alias);
  const conditions: string[] = [];

  for (const [key, rawValue] of Object.entries(input)) {
    if (RESERVED.has(key)) continue;
    const value = text(rawValue);
    if (value === undefined || value.trim() === "") continue;
    const { field, kind } = splitKey(key);
    const spec = Object.hasOwn(whitelist, field) ? whitelist[field] : undefined;
    if (!spec || spec.filter === false) continue;
    let parsed: ParsedValue | undefined;
    if (kind === "begin") parsed = { rule: "range", values: [value.trim(), ""] };
    else if (kind === "end") parsed = { rule: "range", values: ["", value.trim()] };
    else if (kind === "multi") parsed = { rule: "in", values: splitList(value) };
    else parsed = parseSearchValue(value);
    if (!parsed) continue;
    const sql = cb.build(field, spec, parsed);
    if (sql) conditions.push(sql);
  }

  const superRaw = text(input.superQueryParams);
  if (superRaw && superRaw.trim() !== "") {
    const group = superConditions(whitelist, superRaw, text(input.superQueryMatchType) ?? "and", cb);
    if (group) conditions.push(group);
  }

  const maxPageSize = options.maxPageSize ?? DEFAULT_MAX_PAGE_SIZE;
  const pageNo = positiveInt("pageNo", text(input.pageNo), 1);
  const pageSize = Math.min(positiveInt("pageSize", text(input.pageSize), 10), maxPageSize);
  return {
    conditions,
    where: conditions.length ? `WHERE ${conditions.join(" AND ")}` : "",
    params: params.values,
    orderBy: orderBy(whitelist, input, options, cb),
    pageNo,
    pageSize,
    limit: pageSize,
    offset: (pageNo - 1) * pageSize,
  };
}

function splitKey(key: string): { field: string; kind: "plain" | "begin" | "end" | "multi" } {
  if (key.endsWith("_begin")) return { field: key.slice(0, -6), kind: "begin" };
  if (key.endsWith("_end")) return { field: key.slice(0, -4), kind: "end" };
  if (key.endsWith("_MultiString")) return { field: key.slice(0, -12), kind: "multi" };
  return { field: key, kind: "plain" };
}

/** Page object in the MyBatis-Plus shape the original answers with. */
export interface Page<T> {
  records: T[];
  total: number;
  size: number;
  current: number;
  orders: never[];
  optimizeCountSql: boolean;
  searchCount: boolean;
  countId: null;
  maxLimit: null;
  pages: number;
}

export function page<T>(records: T[], total: number, q: Pick<ListQuery, "pageNo" | "pageSize">): Page<T> {
  return {
    records,
    total,
    size: q.pageSize,
    current: q.pageNo,
    orders: [],
    optimizeCountSql: true,
    searchCount: true,
    countId: null,
    maxLimit: null,
    pages: q.pageSize > 0 ? Math.ceil(total / q.pageSize) : 0,
  };
}
