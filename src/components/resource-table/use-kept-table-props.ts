import type { BaseRecord } from "@refinedev/core";
import type { TableProps } from "antd";
import { useEffect, useState } from "react";
import { paginationText } from "@/components/crud/fields";
import type { AntdTable } from "./use-antd-table";

/** What is read of the list's table state. */
type RefineTable<T extends BaseRecord> = Pick<
  AntdTable<T>,
  "tableProps" | "tableQuery" | "currentPage" | "pageSize"
>;

interface Loaded<T> {
  rows: readonly T[];
  total: number;
  estimated: boolean;
  page: number;
  pageSize: number;
}

/**
 * The table's props, with two rules of every list: the pager says `{from}-{to} 共{n}条` (共约 for a
 * total the server estimated), and a failed
 * load keeps showing the rows of the last load that worked. react-query keeps a query's own data when its
 * refetch fails, but a new page or search is a new query, which has no data once it fails; so the last rows,
 * total and page are remembered here and shown instead. Asking for the failed page again retries it.
 */
export function useKeptTableProps<T extends BaseRecord>(table: RefineTable<T>): TableProps<T> {
  const { tableProps, tableQuery, currentPage, pageSize } = table;
  const [kept, setKept] = useState<Loaded<T> | null>(null);
  const loaded = tableQuery.isSuccess && !tableQuery.isPlaceholderData ? tableQuery.data : undefined;

  useEffect(() => {
    if (loaded)
      setKept({
        rows: loaded.data,
        total: loaded.total,
        estimated: loaded.totalEstimated === true,
        page: currentPage,
        pageSize,
      });
  }, [loaded, currentPage, pageSize]);

  const failed = tableQuery.isError && tableQuery.data === undefined ? kept : null;
  const estimated = failed ? failed.estimated : (tableQuery.data?.totalEstimated ?? kept?.estimated) === true;
  const pagination = tableProps.pagination && {
    ...tableProps.pagination,
    ...(failed ? { current: failed.page, pageSize: failed.pageSize, total: failed.total } : {}),
    showTotal: (total: number, range: [number, number]) => paginationText(total, range, estimated),
  };
  const onChange: TableProps<T>["onChange"] = (page, filters, sorter, extra) => {
    // The pager shows the last page that loaded, so choosing the failed page again changes no refine state.
    const samePage = page.current === currentPage && page.pageSize === pageSize;
    if (tableQuery.isError && extra.action === "paginate" && samePage) void tableQuery.refetch();
    else tableProps.onChange?.(page, filters, sorter, extra);
  };
  return {
    ...tableProps,
    pagination,
    onChange,
    ...(failed ? { dataSource: failed.rows as T[], loading: false } : {}),
  };
}
