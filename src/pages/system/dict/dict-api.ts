import { deleteAction, getAction, postAction, putAction } from "@/providers/http/client";

// The header's 清除缓存 and the dictionary page share one implementation.
export { REFRESH_DONE, REFRESH_FAILED, refreshDictCache } from "@/providers/dict";

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
