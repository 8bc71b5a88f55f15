/**
 * Dictionaries (the original's JDictSelectTag / FE/components/dict/JDictSelectUtil.js): the login's
 * `UI_CACHE_DB_DICT_DATA` cache first, else the signed GET /sys/dict/getDictItems/{code} (no `_t`).
 */
import { clearDictSessionCache } from "./dict-lookups";
import { getAction } from "./http/client";
import { ls, SEVEN_DAYS, UI_CACHE_DB_DICT_DATA } from "./storage";

export const DICT_CODE_REQUIRED = "字典Code不能为空!";

/** An option ready for antd (`label`) that keeps the original's `text`/`title`. */
export interface DictOption {
  value: string;
  text: string;
  label: string;
  title: string;
  disabled?: boolean;
}

const asText = (value: unknown): string =>
  typeof value === "string"
    ? value
    : typeof value === "number" || typeof value === "boolean"
      ? String(value)
      : "";

/** Accepts `{value, text | title | label, disabled?}` items; drops anything else. */
export function normalizeDictItems(items: unknown): DictOption[] {
  if (!Array.isArray(items)) return [];
  const out: DictOption[] = [];
  for (const item of items) {
    if (typeof item !== "object" || item === null) continue;
    const raw = item as Record<string, unknown>;
    if (raw.value === undefined || raw.value === null) continue;
    const text = asText(raw.text) || asText(raw.title) || asText(raw.label);
    const option: DictOption = { value: asText(raw.value), text, label: text, title: text };
    if (raw.disabled === true) option.disabled = true;
    out.push(option);
  }
  return out;
}

/** The cached items of one dictionary, or undefined when the login cache lacks it. */
export function getDictItemsFromCache(code: string): DictOption[] | undefined {
  const cache = ls.get<unknown>(UI_CACHE_DB_DICT_DATA);
  if (typeof cache !== "object" || cache === null || !(code in cache)) return undefined;
  const items = (cache as Record<string, unknown>)[code];
  return Array.isArray(items) ? normalizeDictItems(items) : undefined;
}

/**
 * The options of a dictionary for code outside React (the widgets read through refine's `useDict`, which
 * sends the same request). Rejects with 字典Code不能为空! without a code; a failed load answers an empty list.
 */
export async function getDictItems(
  code: string | null | undefined,
  signal?: AbortSignal,
): Promise<DictOption[]> {
  if (!code) throw new Error(DICT_CODE_REQUIRED);
  const cached = getDictItemsFromCache(code);
  if (cached) return cached;
  try {
    const answer = await getAction<unknown>(`/sys/dict/getDictItems/${code}`, undefined, { signal });
    return answer.success ? normalizeDictItems(answer.result) : [];
  } catch {
    return [];
  }
}

/**
 * `filterDictText`: each comma-separated value (or array item) becomes its text; unknown values stay as
 * they are.
 */
export function filterDictText(options: DictOption[], value: unknown): string {
  if (value === undefined || value === null || value === "") return "";
  const parts = Array.isArray(value) ? value.map(asText) : asText(value).trim().split(",");
  return parts.map((part) => options.find((o) => o.value === part)?.text ?? part).join(",");
}

/** Translation from the cache (synchronous, for table cells); unknown dictionaries return the value. */
export function dictText(code: string, value: unknown): string {
  const options = code ? getDictItemsFromCache(code) : undefined;
  if (!options) return Array.isArray(value) ? value.map(asText).join(",") : asText(value);
  return filterDictText(options, value);
}

export const REFRESH_DONE = "刷新缓存完成！";
export const REFRESH_FAILED = "刷新缓存失败！";

/**
 * 刷新缓存: the server drops its cache, then the browser's copy of every dictionary is
 * replaced, kept 7 days like the one the login stored.
 */
export async function refreshDictCache(): Promise<{ success: boolean; message: string }> {
  try {
    const cleared = await getAction("sys/dict/refleshCache");
    if (!cleared.success) return { success: false, message: REFRESH_FAILED };
    const all = await getAction<Record<string, unknown>>("sys/dict/queryAllDictItems");
    if (!all.success) return { success: false, message: REFRESH_FAILED };
    ls.remove(UI_CACHE_DB_DICT_DATA);
    clearDictSessionCache();
    ls.set(UI_CACHE_DB_DICT_DATA, all.result ?? {}, SEVEN_DAYS);
    return { success: true, message: REFRESH_DONE };
  } catch {
    return { success: false, message: REFRESH_FAILED };
  }
}
