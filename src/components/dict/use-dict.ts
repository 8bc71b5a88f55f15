import { type BaseRecord, type HttpError, useInvalidate, useList } from "@refinedev/core";
import { useCallback, useMemo } from "react";
import { errorNotice } from "@/components/crud/notices";
import { useLastLoaded } from "@/components/resource-table/use-last-loaded";
import {
  DICT_CODE_REQUIRED,
  type DictOption,
  getDictItemsFromCache,
  normalizeDictItems,
  refreshDictCache,
} from "@/providers/dict";

/**
 * The refine resource of dictionary items. The dictionary screen saves and deletes items under this name,
 * so a change made there reloads every select and tag showing that dictionary.
 */
export const DICT_ITEM_RESOURCE = "sys-dict-item";

export interface DictState {
  options: DictOption[];
  /** 字典Code不能为空! when no code was given */
  error?: string;
}

const NO_OPTIONS: DictOption[] = [];

/**
 * Options of a dictionary through refine: `GET /sys/dict/getDictItems/{code}` (signed, no paging). A
 * dictionary the login cached shows at once and is read from the server only after a change to dictionary
 * items; any other is read when a widget shows it. Refine keeps each dictionary for the session, and a failed
 * read shows its message and keeps the options shown before. No code is an error, not a call.
 */
export function useDict(code: string | undefined): DictState {
  const cached = useMemo(() => (code ? getDictItemsFromCache(code) : undefined), [code]);
  const { query } = useList<BaseRecord, HttpError>({
    resource: DICT_ITEM_RESOURCE,
    meta: { api: { list: `/sys/dict/getDictItems/${code ?? ""}` }, query: undefined, unpaged: true },
    pagination: { mode: "off" },
    queryOptions: {
      enabled: Boolean(code),
      initialData: cached && { data: cached.map((option) => ({ ...option })), total: cached.length },
      staleTime: cached ? Number.POSITIVE_INFINITY : 0,
      gcTime: Number.POSITIVE_INFINITY,
    },
    // Every tag of a list shares the read: its failure shows once.
    errorNotification: (error) => {
      const notice = errorNotice(error);
      return notice && { ...notice, key: `dict-${code}` };
    },
  });
  const loaded = useLastLoaded(query.data?.data);
  const options = useMemo(() => (loaded ? normalizeDictItems(loaded) : NO_OPTIONS), [loaded]);
  return code ? { options } : { options: NO_OPTIONS, error: DICT_CODE_REQUIRED };
}

/**
 * 清除缓存: the server drops its dictionary cache and the browser's copy of every dictionary is replaced
 * (`refreshDictCache`), then every dictionary shown is read again.
 */
export function useRefreshDictCache(): () => Promise<{ success: boolean; message: string }> {
  const invalidate = useInvalidate();
  return useCallback(async () => {
    const outcome = await refreshDictCache();
    if (outcome.success) await invalidate({ resource: DICT_ITEM_RESOURCE, invalidates: ["list"] });
    return outcome;
  }, [invalidate]);
}

/** Comma text (the stored form) <-> list of values. */
export const splitValues = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.map(String)
    : typeof value === "string" && value !== ""
      ? value.split(",")
      : typeof value === "number"
        ? [String(value)]
        : [];
