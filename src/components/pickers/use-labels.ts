import { useEffect, useState } from "react";
import type { Row } from "./use-picker-list";

/**
 * Texts of the stored values: those of rows just picked at once, the others looked up once per value
 * change (a form opened on a stored record).
 */
export function useLabels(
  value: string | undefined,
  lookup: (values: string[]) => Promise<Row[]>,
  valueField: string,
  textField: string,
) {
  const [known, setKnown] = useState<Map<string, string>>(new Map());
  const values = value ? value.split(",").filter(Boolean) : [];
  const missing = values.filter((v) => !known.has(v)).join(",");

  useEffect(() => {
    if (missing === "") return;
    let live = true;
    lookup(missing.split(",")).then((rows) => {
      if (!live) return;
      setKnown((old) => {
        const next = new Map(old);
        for (const r of rows) next.set(String(r[valueField] ?? ""), String(r[textField] ?? ""));
        // Values without a record keep showing as themselves instead of being looked up again.
        for (const v of missing.split(",")) if (!next.has(v)) next.set(v, v);
        return next;
      });
    });
    return () => {
      live = false;
    };
  }, [missing, lookup, valueField, textField]);

  const remember = (rows: Row[]) =>
    setKnown((old) => {
      const next = new Map(old);
      for (const r of rows) next.set(String(r[valueField] ?? ""), String(r[textField] ?? ""));
      return next;
    });

  return { labels: values.map((v) => known.get(v) ?? v), remember };
}
