import type { TablePaginationConfig } from "antd";
import { useCallback, useEffect, useState } from "react";
import { paginationText } from "@/components/crud/fields";
import { getAction } from "@/providers/http/client";

export type Row = Record<string, unknown>;

interface Page {
  records?: Row[];
  total?: number;
}

/** A JeecgBoot list (`records`/`total`) outside the kit: a dialog's table with its own query. */
export function usePagedList(url: string, query: Record<string, string>, pageSize = 10) {
  const [rows, setRows] = useState<Row[]>([]);
  const [total, setTotal] = useState(0);
  const [pageNo, setPageNo] = useState(1);
  const [loading, setLoading] = useState(false);
  const [version, setVersion] = useState(0);
  const queryKey = JSON.stringify(query);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `version` asks for the same page again after a change.
  useEffect(() => {
    let live = true;
    setLoading(true);
    const params = { ...(JSON.parse(queryKey) as Record<string, string>), pageNo, pageSize };
    getAction<Page | Row[]>(url, params)
      .then((answer) => {
        if (!live || !answer.success) return;
        const page = answer.result;
        const records = Array.isArray(page) ? page : (page?.records ?? []);
        setRows(records);
        setTotal(Array.isArray(page) ? page.length : Number(page?.total ?? records.length));
      })
      .catch(() => undefined)
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [url, queryKey, pageNo, pageSize, version]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  // The page size is fixed here, so no size changer is offered.
  const pagination: TablePaginationConfig = {
    current: pageNo,
    pageSize,
    total,
    showSizeChanger: false,
    showTotal: paginationText,
    onChange: setPageNo,
  };
  return { rows, total, pageNo, setPageNo, loading, reload, pageSize, pagination };
}

export const text = (value: unknown): string =>
  typeof value === "string" ? value : typeof value === "number" ? String(value) : "";
