/**
 * Saved super queries: vue-ls key `JSuperQuerySaved_` + (save code, or the route's full
 * path), i.e. `localStorage['pro__JSuperQuerySaved_<…>'] = {"value":[{title, matchType, records}], "expire":null}`.
 */
import { ls } from "@/providers/storage";
import type { MatchType, SavedQuery, SuperQueryItem } from "./conditions";

export const SAVE_CODE_PREFIX = "JSuperQuerySaved_";

export function savedQueryKey(saveCode: string | undefined, routeFullPath: string): string {
  return SAVE_CODE_PREFIX + (saveCode ? saveCode : routeFullPath);
}

const isSaved = (item: unknown): item is SavedQuery =>
  typeof item === "object" &&
  item !== null &&
  typeof (item as SavedQuery).title === "string" &&
  Array.isArray((item as SavedQuery).records);

export function loadSavedQueries(key: string): SavedQuery[] {
  const list = ls.get<unknown>(key);
  return Array.isArray(list) ? list.filter(isSaved) : [];
}

export function storeSavedQueries(key: string, list: readonly SavedQuery[]): void {
  ls.set(
    key,
    list.map(({ title, matchType, records }) => ({ title, matchType, records })),
  );
}

/** Is a name already used? Then the builder asks `<name> 已存在，是否覆盖？` before `saveQuery(…, true)`. */
export const savedNameExists = (list: readonly SavedQuery[], title: string) =>
  list.some((item) => item.title === title);

/** The list after saving: a new entry at the end, or the same-named entry overwritten in place. */
export function saveQuery(
  list: readonly SavedQuery[],
  title: string,
  matchType: MatchType,
  records: SuperQueryItem[],
): SavedQuery[] {
  const entry: SavedQuery = { title, matchType, records };
  if (!savedNameExists(list, title)) return [...list, entry];
  return list.map((item) => (item.title === title ? entry : item));
}

export function removeSavedQuery(list: readonly SavedQuery[], index: number): SavedQuery[] {
  return list.filter((_, i) => i !== index);
}
