import { type HttpError, keys, useCustom } from "@refinedev/core";
import { useMemo, useState } from "react";
import { errorNotice } from "@/components/crud/notices";
import { useLastLoaded } from "@/components/resource-table/use-last-loaded";
import type { Row } from "./types";

/** Where the records of stored values are read; keep it stable (module level or memoised). */
export interface LabelSource {
  /** The refine resource of the records: a record changed in its own list shows its new text here. */
  resource: string;
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
const NO_ROWS: Row[] = [];

/**
 * Texts of the stored values: those of rows just picked at once, the others read through refine (a form
 * opened on a stored record), among the lists of the records' resource so a change there reloads them. A
 * failed read shows its message and keeps the texts read before; a value without a record shows as itself.
 */
export function useLabels(
  value: string | undefined,
  source: LabelSource,
  valueField: string,
  textField: string,
) {
  const [picked, setPicked] = useState<ReadonlyMap<string, string>>(new Map());
  const values = value ? value.split(",").filter(Boolean) : NO_VALUES;
  const missing = values.filter((v) => !picked.has(v)).join(",");
  const query = useMemo(() => (missing ? source.query(missing.split(",")) : {}), [missing, source]);
  const { query: read } = useCustom<Row, HttpError>({
    url: source.url,
    method: "get",
    config: { query },
    queryOptions: {
      enabled: missing !== "",
      queryKey: keys()
        .data()
        .resource(source.resource)
        .action("list")
        .params({ url: source.url, query })
        .get(),
    },
    errorNotification: errorNotice,
  });
  const answered = useMemo(() => (read.data ? recordsOf(read.data.data) : undefined), [read.data]);
  const rows = useLastLoaded(answered) ?? NO_ROWS;
  const found = useMemo(
    () => new Map(rows.map((r) => [String(r[valueField] ?? ""), String(r[textField] ?? "")])),
    [rows, valueField, textField],
  );

  const remember = (chosen: Row[]) =>
    setPicked((old) => {
      const next = new Map(old);
      // A kept value the dialog never loaded comes back without its text, which stays as it was.
      for (const r of chosen)
        if (r[textField] !== undefined) next.set(String(r[valueField] ?? ""), String(r[textField]));
      return next;
    });

  return { labels: values.map((v) => picked.get(v) ?? found.get(v) ?? v), remember };
}
