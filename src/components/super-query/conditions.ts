/**
 * The super query's lines and what it sends (the original's JSuperQuery): lines as the
 * original keeps them, the empty checks, and the cleaned list the list page receives. The data provider
 * sends it as `superQueryParams = encodeURI(JSON.stringify(params))` plus `superQueryMatchType`.
 * Beside its lines a query may hold groups of lines with their own match type, sent as
 * `{matchType, children}` among the conditions; an original backend skips them, since they name no field.
 */
import type { SuperQuery, SuperQueryCondition, SuperQueryGroupCondition } from "@/providers/list-query";
import { newLine } from "./new-line";

export type MatchType = "and" | "or";

export type SuperRule =
  | "eq"
  | "like"
  | "right_like"
  | "left_like"
  | "in"
  | "ne"
  | "gt"
  | "ge"
  | "lt"
  | "le"
  | "ISNULL"
  | "datein"
  | "numerin";

/** The original's rule list with its labels, plus ISNULL, datein and numerin. */
export const SUPER_RULES: readonly { value: SuperRule; label: string }[] = [
  { value: "eq", label: "等于" },
  { value: "like", label: "包含" },
  { value: "right_like", label: "以..开始" },
  { value: "left_like", label: "以..结尾" },
  { value: "in", label: "在...中" },
  { value: "ne", label: "不等于" },
  { value: "gt", label: "大于" },
  { value: "ge", label: "大于等于" },
  { value: "lt", label: "小于" },
  { value: "le", label: "小于等于" },
  { value: "ISNULL", label: "为空" },
  { value: "datein", label: "日期区间" },
  { value: "numerin", label: "数值区间" },
];

export const MATCH_TYPES: readonly { value: MatchType; label: string }[] = [
  { value: "and", label: "AND（所有条件都要求匹配）" },
  { value: "or", label: "OR（条件中的任意一个匹配）" },
];

/** The value widget types of the original's field list (`type`): string, int, number, date, datetime, list. */
export type SuperFieldType = "string" | "int" | "number" | "date" | "datetime" | "list" | "list_multi";

/** One field the builder offers (the original's `fieldList` item). */
export interface SuperQueryField {
  value: string;
  text: string;
  type: SuperFieldType;
  dbType?: string;
  dictCode?: string;
}

/** One line of the builder; `val` is an array while a multi-select is open. */
export interface SuperQueryLine {
  rule: SuperRule;
  field?: string;
  type?: SuperFieldType;
  dbType?: string;
  dictCode?: string;
  val?: string | number | string[];
}

/** A group of lines inside the query, matched by its own match type. */
export interface SuperQueryGroup {
  matchType: MatchType;
  children: SuperQueryLine[];
  /** A group has no value of its own; the key lets code read `val` of any item. */
  val?: undefined;
}

/** What the builder holds at the top level: lines and groups of lines. */
export type SuperQueryItem = SuperQueryLine | SuperQueryGroup;

export const isGroup = (item: SuperQueryItem): item is SuperQueryGroup =>
  Array.isArray((item as Partial<SuperQueryGroup>).children);

/** A saved query, as stored under `JSuperQuerySaved_<code>`. */
export interface SavedQuery {
  title: string;
  matchType: MatchType;
  records: SuperQueryItem[];
}

/** A new group asks for any of its lines, the usual reason to group lines under an AND query. */
export const newGroup = (): SuperQueryGroup => ({ matchType: "or", children: [newLine()] });

/** A range rule's value "a,b" needs at least one bound. */
const rangeFilled = (val: SuperQueryLine["val"]) =>
  typeof val === "string" && val.split(",").some((part) => part.trim() !== "");

const valueFilled = (line: SuperQueryLine) => {
  if (line.rule === "ISNULL") return true;
  const { val } = line;
  if (val === undefined || val === null) return false;
  if (Array.isArray(val)) return val.length > 0;
  if (line.rule === "datein" || line.rule === "numerin") return rangeFilled(val);
  return String(val) !== "";
};

/** A line that says something: a field, a rule and a value (ISNULL needs none). */
export const isComplete = (line: SuperQueryLine) =>
  Boolean(line.field) && Boolean(line.rule) && valueFilled(line);

/**
 * The original's isNullArray: no lines, or a single line without field, rule or value (or a single group
 * without a complete line). Several items are sent as they are; the server skips the incomplete ones.
 */
export function isEmptyQuery(items: readonly SuperQueryItem[]): boolean {
  if (items.length === 0) return true;
  if (items.length > 1) return false;
  const [only] = items;
  return isGroup(only) ? !only.children.some(isComplete) : !isComplete(only);
}

/** Is anything of the query left incomplete (and so left out of it)? */
export const hasIncomplete = (items: readonly SuperQueryItem[]) =>
  items.some((item) => (isGroup(item) ? item.children.some((line) => !isComplete(line)) : !isComplete(item)));

/** The line after its field was chosen: the field's type and dictionary, and no value (handleSelected). */
export function selectField(line: SuperQueryLine, field: SuperQueryField | undefined): SuperQueryLine {
  return {
    rule: line.rule,
    field: field?.value,
    type: field?.type,
    dbType: field?.dbType,
    dictCode: field?.dictCode,
    val: undefined,
  };
}

/**
 * Changing the rule away from `in` keeps only the first of several dictionary values (handleRuleChange);
 * a switch to or from ISNULL or a range rule clears the value, whose shape changes.
 */
export function changeRule(line: SuperQueryLine, rule: SuperRule): SuperQueryLine {
  const next: SuperQueryLine = { ...line, rule };
  const reshaped = (r: SuperRule) => r === "ISNULL" || isRange(r);
  if (rule !== line.rule && (reshaped(rule) || reshaped(line.rule))) next.val = undefined;
  else if (line.rule === "in" && rule !== "in" && (line.dictCode || line.type === "list")) {
    if (typeof line.val === "string") next.val = line.val.split(",")[0];
    else if (Array.isArray(line.val)) next.val = line.val[0];
  }
  return next;
}

export const isRange = (rule: SuperRule) => rule === "datein" || rule === "numerin";

/** May the value widget take several values? Only for `in` (allowMultiple). */
export const allowMultiple = (line: SuperQueryLine) => line.rule === "in";

/**
 * The conditions the list receives (removeEmptyObject + emitCallback): empty lines dropped, arrays joined
 * with `,`, undefined keys left out (JSON drops them anyway), ISNULL with an empty value.
 */
export function toParams(
  items: readonly SuperQueryItem[],
): (SuperQueryCondition | SuperQueryGroupCondition)[] {
  const out: (SuperQueryCondition | SuperQueryGroupCondition)[] = [];
  for (const item of items) {
    if (isGroup(item)) {
      const children = lineParams(item.children);
      if (children.length > 0) out.push({ matchType: item.matchType, children });
    } else {
      out.push(...lineParams([item]));
    }
  }
  return out;
}

function lineParams(lines: readonly SuperQueryLine[]): SuperQueryCondition[] {
  const out: SuperQueryCondition[] = [];
  for (const line of lines) {
    if (Object.keys(line).length === 0 || !line.field) continue;
    const val = line.rule === "ISNULL" ? "" : Array.isArray(line.val) ? line.val.join(",") : line.val;
    const condition: SuperQueryCondition = { rule: line.rule, field: line.field, val };
    if (line.type !== undefined) condition.type = line.type;
    if (line.dbType !== undefined) condition.dbType = line.dbType;
    if (line.dictCode !== undefined) condition.dictCode = line.dictCode;
    out.push(condition);
  }
  return out;
}

/** The payload of 查询: `{params, matchType}`. */
export function toSuperQuery(items: readonly SuperQueryItem[], matchType: MatchType): SuperQuery {
  return { params: toParams(items), matchType };
}

/** `superQueryParams` as the original puts it in the query string (before the client encodes it once more, as the original's axios did). */
export function encodeSuperQueryParams(params: SuperQuery["params"]): string {
  return encodeURI(JSON.stringify(params));
}
