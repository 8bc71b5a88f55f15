import { useEffect, useState } from "react";
import { type DictOption, getDictItems, getDictItemsFromCache } from "@/providers/dict";

/** Options of a dictionary: the login cache at once, else loaded from the server. */
export function useDictOptions(code: string | undefined): DictOption[] {
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

  return options;
}
