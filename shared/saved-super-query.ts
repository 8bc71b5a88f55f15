/**
 * Saved super queries kept on the server: one user's named queries of one list, which the owner may share
 * with a role. The conditions are kept as the builder sends them: lines `{field, rule, val, …}` and groups
 * `{matchType, children}` one level deep. Both programs check a save with the same function.
 */

export const SAVED_QUERY_URL = "/sys/superQuery";

export type SavedMatchType = "and" | "or";

/** One line of a saved query, as the builder keeps it. */
export interface SavedQueryLine {
  rule: string;
  field?: string;
  type?: string;
  dbType?: string;
  dictCode?: string;
  val?: string | number | string[];
}

export interface SavedQueryGroup {
  matchType: SavedMatchType;
  children: SavedQueryLine[];
}

export type SavedQueryItem = SavedQueryLine | SavedQueryGroup;

/** A saved query as the server answers it: the caller's own, or one shared with one of the caller's roles. */
export interface SavedSuperQuery {
  id: string;
  listKey: string;
  title: string;
  matchType: SavedMatchType;
  records: SavedQueryItem[];
  /** saved by the caller (who may change, share and delete it); otherwise shared with the caller, read-only */
  mine: boolean;
  /** the realname (or username) of who saved it */
  ownerName: string;
  /** the role it is shared with, or null */
  roleId: string | null;
  roleName: string | null;
  updateTime: string | null;
}

/** A role the caller may share a query with. */
export interface ShareRole {
  id: string;
  roleName: string;
  roleCode: string;
}

export const SAVED_TITLE_MAX = 50;
export const SAVED_LIST_KEY_MAX = 200;
/** Queries one user may keep for one list. */
export const SAVED_PER_LIST_MAX = 100;
/** Lines in one saved query, those inside groups included (the list's own limit). */
export const SAVED_LINES_MAX = 50;
const TEXT_MAX = 64;
const VALUE_MAX = 2000;
const VALUES_MAX = 1000;

const RULES = new Set([
  "eq",
  "ne",
  "gt",
  "ge",
  "lt",
  "le",
  "in",
  "like",
  "left_like",
  "right_like",
  "ISNULL",
  "datein",
  "numerin",
]);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Why a list key is refused, or undefined: any text that names a list (a route or a save code). */
export function savedListKeyProblem(value: unknown): string | undefined {
  if (typeof value !== "string" || value.trim() === "") return "列表标识不能为空";
  if (value.length > SAVED_LIST_KEY_MAX) return `列表标识长度不能超过${SAVED_LIST_KEY_MAX}个字符`;
  return undefined;
}

/** Why a title is refused, or undefined. */
export function savedTitleProblem(value: unknown): string | undefined {
  if (typeof value !== "string" || value.trim() === "") return "保存名称不能为空";
  if (value.trim().length > SAVED_TITLE_MAX) return `保存名称不能超过${SAVED_TITLE_MAX}个字符`;
  return undefined;
}

export const matchTypeOf = (value: unknown): SavedMatchType | undefined =>
  value === "and" || value === "or" ? value : undefined;

function checkValue(val: unknown): val is SavedQueryLine["val"] {
  if (val === undefined || val === null) return true;
  if (typeof val === "string") return val.length <= VALUE_MAX;
  if (typeof val === "number") return Number.isFinite(val);
  return (
    Array.isArray(val) &&
    val.length <= VALUES_MAX &&
    val.every((v) => typeof v === "string" && v.length <= VALUE_MAX)
  );
}

function checkLine(
  item: Record<string, unknown>,
  place: string,
): { problem: string } | { line: SavedQueryLine } {
  const { rule, field, type, dbType, dictCode, val } = item;
  if (typeof rule !== "string" || !RULES.has(rule)) return { problem: `${place}的匹配规则不正确` };
  const line: SavedQueryLine = { rule };
  const texts = { field, type, dbType, dictCode } as const;
  for (const [name, value] of Object.entries(texts)) {
    if (value === undefined || value === null) continue;
    if (typeof value !== "string" || value.length > TEXT_MAX) return { problem: `${place}的${name}不正确` };
    line[name as keyof typeof texts] = value;
  }
  if (!checkValue(val)) return { problem: `${place}的查询值不正确` };
  if (val !== undefined && val !== null) line.val = val;
  return { line };
}

/**
 * The conditions of a save, checked and stripped to the keys the builder uses: an array of lines and
 * groups, at most one group level, at most SAVED_LINES_MAX lines in all, at least one line with a field.
 */
export function checkSavedRecords(value: unknown): { problem: string } | { records: SavedQueryItem[] } {
  if (!Array.isArray(value)) return { problem: "查询条件必须是条件的数组" };
  const records: SavedQueryItem[] = [];
  let lines = 0;
  let fields = 0;
  for (const [index, item] of value.entries()) {
    const place = `第${index + 1}项`;
    if (!isRecord(item)) return { problem: `${place}必须是条件或条件组` };
    if (Object.hasOwn(item, "children")) {
      const matchType = matchTypeOf(item.matchType);
      if (!matchType) return { problem: `${place}的匹配方式必须是 and 或 or` };
      if (!Array.isArray(item.children)) return { problem: `${place}的条件必须是数组` };
      const children: SavedQueryLine[] = [];
      for (const [n, child] of item.children.entries()) {
        const where = `${place}第${n + 1}行`;
        if (!isRecord(child)) return { problem: `${where}必须是条件` };
        if (Object.hasOwn(child, "children")) return { problem: "条件组不能再包含条件组" };
        const checked = checkLine(child, where);
        if ("problem" in checked) return checked;
        children.push(checked.line);
        if (checked.line.field) fields += 1;
      }
      lines += children.length;
      records.push({ matchType, children });
    } else {
      const checked = checkLine(item, place);
      if ("problem" in checked) return checked;
      records.push(checked.line);
      if (checked.line.field) fields += 1;
      lines += 1;
    }
    if (lines > SAVED_LINES_MAX) return { problem: `查询条件最多${SAVED_LINES_MAX}个` };
  }
  if (fields === 0) return { problem: "空条件不能保存" };
  return { records };
}
