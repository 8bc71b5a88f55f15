/**
 * The list query of JeecgBoot: paging,
 * column/order, the value rules, `_begin`/`_end` and the super query. Only `meta.api`, `meta.query`,
 * `meta.superQuery`, `meta.unpaged` and `meta.signal` are read: refine fills `meta` with route and query params,
 * so it is never serialised wholesale.
 */
import type { ConditionalFilter, CrudFilter, CrudSort, LogicalFilter, Pagination } from "@refinedev/core";
import dayjs from "dayjs";

export interface ResourceApi {
  list: string;
  add: string;
  edit: string;
  delete: string;
  deleteBatch: string;
  queryById: string;
}

/** One condition of the original's super query. */
export interface SuperQueryCondition {
  field: string;
  rule: string;
  val: unknown;
  type?: string;
  dbType?: string;
  [key: string]: unknown;
}

/** A group of conditions inside the super query, joined by its own match type (one level deep). */
export interface SuperQueryGroupCondition {
  matchType: "and" | "or";
  children: SuperQueryCondition[];
}

export interface SuperQuery {
  params: (SuperQueryCondition | SuperQueryGroupCondition)[];
  matchType: "and" | "or";
}

/** What the provider reads from `meta`; every other key is ignored. */
export interface JeecgMeta {
  api?: Partial<ResourceApi>;
  superQuery?: SuperQuery;
  /** Fixed extra query params of a list (e.g. a parent id); values are sent as they are. */
  query?: Record<string, string | number | boolean>;
  /** The endpoint answers the whole list and takes no paging (a dictionary's items): no pageNo/pageSize. */
  unpaged?: boolean;
  signal?: AbortSignal;
}

/** `pagination.mode` "off"/"client" asks for everything; our server caps a page at this size. */
export const ALL_PAGE_SIZE = 1000;

const STAMP = "YYYY-MM-DD HH:mm:ss";

export function readMeta(meta: unknown): JeecgMeta {
  if (typeof meta !== "object" || meta === null) return {};
  const m = meta as Record<string, unknown>;
  const out: JeecgMeta = {};
  if (typeof m.api === "object" && m.api !== null) out.api = m.api as Partial<ResourceApi>;
  if (typeof m.superQuery === "object" && m.superQuery !== null) out.superQuery = m.superQuery as SuperQuery;
  if (typeof m.query === "object" && m.query !== null) out.query = m.query as JeecgMeta["query"];
  if (m.unpaged === true) out.unpaged = true;
  if (typeof AbortSignal !== "undefined" && m.signal instanceof AbortSignal) out.signal = m.signal;
  return out;
}

/** The original list page's messages when a path it needs was not configured. */
export const MISSING_URL_MESSAGES = {
  list: "请设置url.list属性!",
  delete: "请设置url.delete属性!",
  deleteBatch: "请设置url.deleteBatch属性!",
} as const;

/**
 * The path of one action. A resource that declares its paths (`meta.api`) must declare the list, delete
 * and batch-delete paths it uses: a missing one is refused with the original's message (`请设置url.list属性!`)
 * and nothing is requested, since a guessed path would reach some other endpoint or none. A resource that
 * declares no paths at all keeps refine's convention, its name as the path.
 */
export function apiPath(resource: string, meta: unknown, key: keyof ResourceApi): string {
  const declared = readMeta(meta).api;
  if (declared && key in MISSING_URL_MESSAGES) {
    const value = declared[key];
    if (typeof value !== "string" || value === "") {
      throw { message: MISSING_URL_MESSAGES[key as keyof typeof MISSING_URL_MESSAGES], statusCode: 0 };
    }
  }
  return apiPaths(resource, meta)[key];
}

/** `meta.api` entries, else `/<resource>/list` and so on. */
export function apiPaths(resource: string, meta?: unknown): ResourceApi {
  const base = `/${resource.replace(/^\/+|\/+$/g, "")}`;
  const api = readMeta(meta).api ?? {};
  const path = (key: keyof ResourceApi) => {
    const value = api[key];
    return typeof value === "string" && value !== "" ? value : `${base}/${key}`;
  };
  return {
    list: path("list"),
    add: path("add"),
    edit: path("edit"),
    delete: path("delete"),
    deleteBatch: path("deleteBatch"),
    queryById: path("queryById"),
  };
}

const isEmpty = (value: unknown) =>
  value === undefined || value === null || value === "" || (Array.isArray(value) && value.length === 0);

/** A filter value as query text; dates as `yyyy-MM-dd HH:mm:ss`. */
function text(value: unknown, field: string): string {
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean" || typeof value === "bigint")
    return String(value);
  if (value instanceof Date) return dayjs(value).format(STAMP);
  if (dayjs.isDayjs(value)) return value.format(STAMP);
  throw new Error(`Filter value of "${field}" cannot be sent as a query parameter`);
}

const list = (value: unknown, field: string) =>
  (Array.isArray(value) ? value : [value])
    .filter((v) => !isEmpty(v))
    .map((v) => text(v, field))
    .join(",");

/** refine operators inside an or/and group -> the super query rules. */
const SUPER_RULES: Readonly<Partial<Record<string, string>>> = {
  eq: "eq",
  ne: "ne",
  gt: "gt",
  gte: "ge",
  lt: "lt",
  lte: "le",
  in: "in",
  contains: "like",
  startswith: "right_like",
  endswith: "left_like",
  null: "ISNULL",
};

const isGroup = (filter: CrudFilter): filter is ConditionalFilter =>
  filter.operator === "or" || filter.operator === "and";

function superCondition(filter: CrudFilter): SuperQueryCondition {
  if (isGroup(filter)) {
    throw new Error("Nested or/and filter groups are not supported: JeecgBoot has one super query level");
  }
  const rule = SUPER_RULES[filter.operator];
  if (!rule) throw new Error(`Unsupported filter operator "${filter.operator}" in an or/and group`);
  if (rule === "ISNULL") return { field: filter.field, rule, val: "" };
  const val = rule === "in" ? list(filter.value, filter.field) : text(filter.value, filter.field);
  return { field: filter.field, rule, val };
}

/** The original's value rules. */
function addLogical(query: Record<string, string>, filter: LogicalFilter) {
  const { field, operator, value } = filter;
  if (operator !== "null" && operator !== "nnull" && isEmpty(value)) return;
  switch (operator) {
    case "eq":
      query[field] = Array.isArray(value) ? list(value, field) : text(value, field);
      return;
    case "ne":
      query[field] = `!${text(value, field)}`;
      return;
    case "contains":
      query[field] = `*${text(value, field)}*`;
      return;
    case "startswith":
      query[field] = `${text(value, field)}*`;
      return;
    case "endswith":
      query[field] = `*${text(value, field)}`;
      return;
    case "in":
      query[field] = list(value, field);
      return;
    case "gte":
      query[`${field}_begin`] = text(value, field);
      return;
    case "lte":
      query[`${field}_end`] = text(value, field);
      return;
    case "between": {
      const [begin, end] = Array.isArray(value) ? value : [];
      if (!isEmpty(begin)) query[`${field}_begin`] = text(begin, field);
      if (!isEmpty(end)) query[`${field}_end`] = text(end, field);
      return;
    }
    default:
      throw new Error(
        `Unsupported filter operator "${operator}" on "${field}": use eq, ne, contains, startswith, endswith, in, gte, lte, between or an or/and group`,
      );
  }
}

/** `superQueryParams` is `encodeURI(JSON)`, which the client encodes once more, as the original's axios sends it. */
function addSuperQuery(query: Record<string, string>, superQuery: SuperQuery) {
  if (query.superQueryParams !== undefined) {
    throw new Error("Only one or/and filter group (super query) can be sent per list request");
  }
  query.superQueryParams = encodeURI(JSON.stringify(superQuery.params));
  query.superQueryMatchType = superQuery.matchType;
}

export interface ListQueryInput {
  pagination?: Pagination;
  sorters?: CrudSort[];
  filters?: CrudFilter[];
  meta?: unknown;
}

/** Sort, filters, super query and `meta.query`, without paging. */
export function conditionQuery({
  sorters,
  filters,
  meta,
}: Omit<ListQueryInput, "pagination">): Record<string, string> {
  const query: Record<string, string> = {};
  const m = readMeta(meta);
  for (const [key, value] of Object.entries(m.query ?? {})) query[key] = String(value);

  if (sorters && sorters.length > 0) {
    // JeecgBoot takes one order for all columns.
    query.column = sorters.map((s) => s.field).join(",");
    query.order = sorters[0].order;
  }

  for (const filter of filters ?? []) {
    if (isGroup(filter)) {
      const params = filter.value.map(superCondition);
      if (params.length > 0) addSuperQuery(query, { params, matchType: filter.operator });
    } else {
      addLogical(query, filter);
    }
  }
  if (m.superQuery && m.superQuery.params.length > 0) addSuperQuery(query, m.superQuery);
  return query;
}

/** The query string of a list call, as a flat map. */
export function listQuery(input: ListQueryInput): Record<string, string> {
  const { pagination } = input;
  const paging: Record<string, string> = readMeta(input.meta).unpaged
    ? {}
    : (pagination?.mode ?? "server") === "server"
      ? { pageNo: String(pagination?.currentPage ?? 1), pageSize: String(pagination?.pageSize ?? 10) }
      : { pageNo: "1", pageSize: String(ALL_PAGE_SIZE) };
  return { ...conditionQuery(input), ...paging };
}
