/**
 * Dictionary lookups beyond the item list: search (`loadDict`), translation of stored values
 * (`loadDictItem`), tree dictionaries (`loadTreeData`) and category trees. Translations are kept for the
 * session and dropped by `clearDictSessionCache` (the header's 清除缓存 through `refreshDictCache`).
 */
import { getAction } from "./http/client";

export const NOTHING_FOUND = "没有查询到任何数据";
export const ENTER_KEYWORD = "请输入搜索内容";
export const TREE_CONDITION_ERROR = "组件JTreeSelect-condition传值有误，需要一个json字符串!";
export const DICT_PAGE_SIZE = 10;

export interface LabeledValue {
  value: string;
  label: string;
}

/** A node of `loadTreeData` or of the category tree, ready for antd's TreeSelect. */
export interface DictTreeNode {
  key: string;
  value: string;
  title: string;
  isLeaf: boolean;
  children?: DictTreeNode[];
}

const text = (v: unknown): string => (typeof v === "string" ? v : typeof v === "number" ? String(v) : "");

/** Values already translated in this session, per dictionary. */
const translations = new Map<string, Map<string, string>>();

export function clearDictSessionCache(): void {
  translations.clear();
}

function remember(dict: string, value: string, label: string): void {
  let known = translations.get(dict);
  if (!known) {
    known = new Map();
    translations.set(dict, known);
  }
  known.set(value, label);
}

/**
 * The condition of a tree or category select must be a JSON object string (JTreeSelect); any other text
 * is refused with the original's message.
 */
export function checkTreeCondition(condition: string | undefined): string | undefined {
  if (condition === undefined || condition === "") return undefined;
  try {
    const parsed: unknown = JSON.parse(condition);
    if (parsed !== null && typeof parsed === "object" && !Array.isArray(parsed)) return undefined;
  } catch {
    // falls through to the message
  }
  return TREE_CONDITION_ERROR;
}

export class DictLookupError extends Error {}

/** `loadDict/{dict}?keyword&pageSize`: the first options whose text contains the keyword. */
export async function searchDict(
  dict: string,
  keyword: string,
  pageSize = DICT_PAGE_SIZE,
  signal?: AbortSignal,
): Promise<LabeledValue[]> {
  const answer = await getAction<unknown>(`/sys/dict/loadDict/${dict}`, { keyword, pageSize }, { signal });
  if (!answer.success) throw new DictLookupError(answer.message || NOTHING_FOUND);
  const items = Array.isArray(answer.result) ? answer.result : [];
  return items.flatMap((item: unknown) => {
    if (typeof item !== "object" || item === null) return [];
    const raw = item as Record<string, unknown>;
    const value = text(raw.value);
    const label = text(raw.text) || text(raw.title) || text(raw.label) || value;
    if (value === "") return [];
    remember(dict, value, label);
    return [{ value, label }];
  });
}

/** `loadDictItem/{dict}?key=a,b`: the texts of stored values, in order; cached for the session. */
export async function translateDict(dict: string, values: readonly string[]): Promise<LabeledValue[]> {
  const known = translations.get(dict);
  const missing = values.filter((v) => v !== "" && !known?.has(v));
  if (missing.length > 0) {
    try {
      const answer = await getAction<unknown>(`/sys/dict/loadDictItem/${dict}`, { key: missing.join(",") });
      const texts = answer.success && Array.isArray(answer.result) ? answer.result.map(text) : [];
      // The server answers the texts of the keys it found, in the keys' order; the count tells whether
      // they line up one to one.
      if (texts.length === missing.length) {
        for (const [i, v] of missing.entries()) remember(dict, v, texts[i]);
      }
    } catch {
      // untranslated values show as they are
    }
  }
  return values.map((v) => ({ value: v, label: translations.get(dict)?.get(v) ?? v }));
}

function treeNodes(result: unknown): DictTreeNode[] {
  if (!Array.isArray(result)) return [];
  return result.flatMap((item: unknown) => {
    if (typeof item !== "object" || item === null) return [];
    const raw = item as Record<string, unknown>;
    const key = text(raw.key) || text(raw.id) || text(raw.value);
    if (key === "") return [];
    const children = Array.isArray(raw.children) ? treeNodes(raw.children) : undefined;
    const leaf = raw.leaf === true || raw.isLeaf === true || raw.leaf === "1";
    return [
      {
        key,
        value: text(raw.value) || key,
        title: text(raw.title) || text(raw.name) || key,
        isLeaf: leaf,
        ...(children?.length ? { children } : {}),
      },
    ];
  });
}

export interface TreeDictQuery {
  /** `table,text,code` */
  dict: string;
  pid?: string;
  pidField?: string;
  hasChildField?: string;
  condition?: string;
}

/** One level of a tree dictionary (`loadTreeData`). */
export async function loadTreeLevel(q: TreeDictQuery): Promise<DictTreeNode[]> {
  const problem = checkTreeCondition(q.condition);
  if (problem) throw new DictLookupError(problem);
  const [tableName, textField, code] = q.dict.split(",");
  const answer = await getAction<unknown>("/sys/dict/loadTreeData", {
    pid: q.pid ?? "",
    tableName: tableName ?? "",
    text: textField ?? "",
    code: code ?? "",
    pidField: q.pidField ?? "pid",
    hasChildField: q.hasChildField ?? "",
    condition: q.condition ?? "",
  });
  if (!answer.success) throw new DictLookupError(answer.message);
  const nodes = treeNodes(answer.result);
  for (const n of nodes) remember(q.dict, n.value, n.title);
  return nodes;
}

/** Category roots under `pcode` (`/sys/category/loadTreeRoot?async=true`). */
export async function loadCategoryRoot(pcode: string, condition?: string): Promise<DictTreeNode[]> {
  const problem = checkTreeCondition(condition);
  if (problem) throw new DictLookupError(problem);
  const answer = await getAction<unknown>("/sys/category/loadTreeRoot", {
    async: "true",
    pcode,
    ...(condition ? { condition } : {}),
  });
  if (!answer.success) throw new DictLookupError(answer.message);
  return treeNodes(answer.result);
}

export async function loadCategoryChildren(pid: string): Promise<DictTreeNode[]> {
  const answer = await getAction<unknown>("/sys/category/loadTreeChildren", { pid });
  if (!answer.success) throw new DictLookupError(answer.message);
  return treeNodes(answer.result);
}

/** Names of category ids (`/sys/category/loadDictItem/?ids=`), cached for the session. */
export async function categoryNames(ids: readonly string[]): Promise<LabeledValue[]> {
  const known = translations.get("#category");
  const missing = ids.filter((id) => id !== "" && !known?.has(id));
  if (missing.length > 0) {
    try {
      const answer = await getAction<unknown>("/sys/category/loadDictItem", { ids: missing.join(",") });
      const names = answer.success && Array.isArray(answer.result) ? answer.result.map(text) : [];
      if (names.length === missing.length) {
        for (const [i, id] of missing.entries()) remember("#category", id, names[i]);
      }
    } catch {
      // ids show as they are
    }
  }
  return ids.map((id) => ({ value: id, label: translations.get("#category")?.get(id) ?? id }));
}
