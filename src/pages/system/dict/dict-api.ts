import { deleteAction, getAction, postAction, putAction } from "@/providers/http/client";
import { ls, SEVEN_DAYS, UI_CACHE_DB_DICT_DATA } from "@/providers/storage";

export const REFRESH_DONE = "刷新缓存完成！";
export const REFRESH_FAILED = "刷新缓存失败！";

/**
 * 刷新缓存: the server drops its cache, then the browser's copy of every dictionary is replaced, kept
 * 7 days like the one the login stored.
 */
export async function refreshDictCache(): Promise<{ success: boolean; message: string }> {
  try {
    const cleared = await getAction("sys/dict/refleshCache");
    if (!cleared.success) return { success: false, message: REFRESH_FAILED };
    const all = await getAction<Record<string, unknown>>("sys/dict/queryAllDictItems");
    if (!all.success) return { success: false, message: REFRESH_FAILED };
    ls.remove(UI_CACHE_DB_DICT_DATA);
    ls.set(UI_CACHE_DB_DICT_DATA, all.result ?? {}, SEVEN_DAYS);
    return { success: true, message: REFRESH_DONE };
  } catch {
    return { success: false, message: REFRESH_FAILED };
  }
}

export const restoreDict = (id: string) => putAction(`/sys/dict/back/${id}`);
export const purgeDict = (id: string) => deleteAction(`/sys/dict/deletePhysic/${id}`);

export interface DictItemValues {
  itemText: string;
  itemValue: string;
  description?: string;
  sortOrder?: number;
  status: number;
}

export const addDictItem = (dictId: string, values: DictItemValues) =>
  postAction("/sys/dictItem/add", { ...values, dictId });
export const editDictItem = (id: string, values: DictItemValues) =>
  putAction("/sys/dictItem/edit", { ...values, id });
export const deleteDictItem = (id: string) => deleteAction("/sys/dictItem/delete", { id });
export const loadDeletedDicts = () => getAction<Record<string, unknown>[]>("/sys/dict/deleteList");
