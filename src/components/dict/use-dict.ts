import { useEffect, useState } from "react";
import { DICT_CODE_REQUIRED, type DictOption, getDictItems, getDictItemsFromCache } from "@/providers/dict";

export interface DictState {
  options: DictOption[];
  /** 字典Code不能为空! when no code was given */
  error?: string;
}

/** Options of a dictionary (the login cache at once, else the server); no code is an error, not a call. */
export function useDict(code: string | undefined): DictState {
  const [options, setOptions] = useState<DictOption[]>(() =>
    code ? (getDictItemsFromCache(code) ?? []) : [],
  );

  useEffect(() => {
    if (!code) return;
    const cached = getDictItemsFromCache(code);
    if (cached) {
      setOptions(cached);
      return;
    }
    const controller = new AbortController();
    getDictItems(code, controller.signal)
      .then((items) => {
        if (!controller.signal.aborted) setOptions(items);
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [code]);

  return code ? { options } : { options: [], error: DICT_CODE_REQUIRED };
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
