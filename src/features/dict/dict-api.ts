// The header's 清除缓存 and the dictionary page share one implementation.
export { REFRESH_DONE, REFRESH_FAILED, refreshDictCache } from "@/providers/dict";

export interface DictItemValues {
  itemText: string;
  itemValue: string;
  description?: string;
  sortOrder?: number;
  status: number;
  dictId?: string;
}

export const DICT_ITEM_API = {
  list: "/sys/dictItem/list",
  add: "/sys/dictItem/add",
  edit: "/sys/dictItem/edit",
  delete: "/sys/dictItem/delete",
};
