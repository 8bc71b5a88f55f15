import { useEffect, useState } from "react";
import { getAction } from "@/providers/http/client";

export type Row = Record<string, unknown>;

export const cellText = (value: unknown): string =>
  typeof value === "string" ? value : typeof value === "number" ? String(value) : "";

/** A paged JeecgBoot list (`records`/`total`, or a bare array) for a picker's table. */
export function usePickerList(url: string, query: Record<string, string>, pageNo: number, pageSize: number) {
  const [rows, setRows] = useState<Row[]>([]);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(false);
  const queryKey = JSON.stringify(query);

  useEffect(() => {
    // No list yet (a report whose configuration is still loading).
    if (url === "") return;
    let live = true;
    setLoading(true);
    const params = { ...(JSON.parse(queryKey) as Record<string, string>), pageNo, pageSize };
    getAction<{ records?: Row[]; total?: number } | Row[]>(url, params)
      .then((answer) => {
        if (!live) return;
        const page = answer.success ? answer.result : undefined;
        const records = Array.isArray(page) ? page : (page?.records ?? []);
        setRows(records);
        setTotal(Array.isArray(page) ? page.length : Number(page?.total ?? records.length));
      })
      .catch(() => live && setRows([]))
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [url, queryKey, pageNo, pageSize]);

  return { rows, total, loading };
}

/** Records of a list matching a fixed query (the texts of stored values), first page of up to 100. */
export async function lookupRows(url: string, query: Record<string, string>): Promise<Row[]> {
  try {
    const answer = await getAction<{ records?: Row[] } | Row[]>(url, { ...query, pageNo: 1, pageSize: 100 });
    const page = answer.success ? answer.result : undefined;
    return Array.isArray(page) ? page : (page?.records ?? []);
  } catch {
    return [];
  }
}
