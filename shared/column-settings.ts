/**
 * A user's column settings of one list: the columns in the order the user chose, each shown or hidden. The
 * server stores one such list per user and list key; the web app applies it to the list's declared columns.
 */

/** One column of a list: its key (the column's data field) and whether it shows. */
export interface ColumnSetting {
  key: string;
  visible: boolean;
}

/** What the server keeps for one list of one user. */
export interface ListColumnSettings {
  listKey: string;
  columns: ColumnSetting[];
}

export const COLUMN_SETTINGS_URL = "/sys/user/columnSettings";

export const LIST_KEY_MAX = 100;
export const COLUMN_KEY_MAX = 100;
export const COLUMNS_MAX = 100;
/** Lists one user may keep settings for; a list is reset by deleting its settings. */
export const LISTS_PER_USER_MAX = 200;

/** A list key names a resource or a route: letters, digits and `_ - / . :`. */
const LIST_KEY = /^[A-Za-z0-9_\-/.:]+$/;

/** Why a list key is refused, or undefined when it is fine. */
export function listKeyProblem(value: unknown): string | undefined {
  if (typeof value !== "string" || value.trim() === "") return "列表标识不能为空";
  if (value.length > LIST_KEY_MAX) return `列表标识长度不能超过${LIST_KEY_MAX}个字符`;
  if (!LIST_KEY.test(value)) return "列表标识只能包含字母、数字和 _ - / . :";
  return undefined;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * The columns of a save, checked: an array of at most COLUMNS_MAX `{ key, visible }` items with distinct
 * keys and nothing else in them. Answers the message of the first problem, or the columns.
 */
export function checkColumns(value: unknown): { problem: string } | { columns: ColumnSetting[] } {
  if (!Array.isArray(value)) return { problem: "列设置必须是列的数组" };
  if (value.length === 0) return { problem: "列设置不能为空" };
  if (value.length > COLUMNS_MAX) return { problem: `列设置最多${COLUMNS_MAX}列` };
  const columns: ColumnSetting[] = [];
  const seen = new Set<string>();
  for (const [index, item] of value.entries()) {
    const place = `第${index + 1}列`;
    if (!isRecord(item)) return { problem: `${place}必须是含 key 和 visible 的对象` };
    const extra = Object.keys(item).find((name) => name !== "key" && name !== "visible");
    if (extra !== undefined) return { problem: `${place}含有不支持的属性：${extra.slice(0, 40)}` };
    const { key, visible } = item;
    if (typeof key !== "string" || key.trim() === "") return { problem: `${place}的 key 不能为空` };
    if (key.length > COLUMN_KEY_MAX) return { problem: `${place}的 key 长度不能超过${COLUMN_KEY_MAX}个字符` };
    if (typeof visible !== "boolean") return { problem: `${place}的 visible 必须是 true 或 false` };
    if (seen.has(key)) return { problem: `列 ${key.slice(0, 40)} 重复出现` };
    seen.add(key);
    columns.push({ key, visible });
  }
  return { columns };
}
