import { useCustom } from "@refinedev/core";
import { useEffect, useState } from "react";
import { errorNotice } from "@/components/crud/notices";
import type { Row } from "./types";

/** Where the records of stored values are read; keep it stable (module level or memoised). */
export interface LabelSource {
  url: string;
  /** The query asking for the records of these values. */
  query: (values: string[]) => Record<string, string>;
}

/** A list answer's records: an envelope's `result.records` or `result`, or a bare array. */
function recordsOf(body: unknown): Row[] {
  const result = typeof body === "object" && body !== null && "result" in body ? body.result : body;
  if (Array.isArray(result)) return result as Row[];
  if (typeof result === "object" && result !== null && "records" in result && Array.isArray(result.records)) {
    return result.records as Row[];
  }
  return [];
}

const NO_VALUES: string[] = [];

/**
 * Texts of the stored values: those of rows just picked at once, the others looked up through refine once
 * per value change (a form opened on a stored record).
 */
export function useLabels(
  value: string | undefined,
  source: LabelSource,
  valueField: string,
  textField: string,
) {
  const [known, setKnown] = useState<Map<string, string>>(new Map());
  const values = value ? value.split(",").filter(Boolean) : NO_VALUES;
  const missing = values.filter((v) => !known.has(v)).join(",");
  const { query } = useCustom<Row>({
    url: source.url,
    method: "get",
    config: { query: missing ? source.query(missing.split(",")) : {} },
    queryOptions: { enabled: missing !== "" },
    errorNotification: errorNotice,
  });
  const loaded = query.isSuccess && !query.isPlaceholderData ? query.data : undefined;

  useEffect(() => {
    if (!loaded || missing === "") return;
    setKnown((old) => {
      const next = new Map(old);
      for (const r of recordsOf(loaded.data))
        next.set(String(r[valueField] ?? ""), String(r[textField] ?? ""));
      // Values without a record keep showing as themselves instead of being looked up again.
      for (const v of missing.split(",")) if (!next.has(v)) next.set(v, v);
      return next;
    });
  }, [loaded, missing, valueField, textField]);

  const remember = (rows: Row[]) =>
    setKnown((old) => {
      const next = new Map(old);
      // A kept value the dialog never loaded comes back without its text, which stays as it was.
      for (const r of rows)
        if (r[textField] !== undefined) next.set(String(r[valueField] ?? ""), String(r[textField]));
      return next;
    });

  return { labels: values.map((v) => known.get(v) ?? v), remember };
}
