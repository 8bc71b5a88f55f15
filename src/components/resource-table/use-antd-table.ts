import {
  type BaseRecord,
  type CrudSort,
  type HttpError,
  useLiveMode,
  useTable,
  type useTableProps,
  type useTableReturnType,
} from "@refinedev/core";
import { Grid, type TableProps } from "antd";
import type { SorterResult } from "antd/es/table/interface";

export type AntdTable<T extends BaseRecord> = useTableReturnType<T, HttpError> & {
  tableProps: TableProps<T>;
};

/** antd's sort state as refine's sorters: a column's key names the field; a cleared sort is none. */
export function crudSorters<T>(sorter: SorterResult<T> | SorterResult<T>[]): CrudSort[] {
  return (Array.isArray(sorter) ? sorter : [sorter]).flatMap((item) => {
    if (!item.field || !item.order) return [];
    const field = Array.isArray(item.field) ? item.field.join(".") : String(item.field);
    return [{ field: String(item.columnKey ?? field), order: item.order === "ascend" ? "asc" : "desc" }];
  });
}

/**
 * refine's `useTable` with the props an antd Table takes: rows, loading, sort and paging. It is the core
 * hook rather than `@refinedev/antd`'s, which also builds an antd search form: the lists keep their search
 * state themselves, so antd's form code stays out of the first screens.
 */
export function useAntdTable<T extends BaseRecord>(props: useTableProps<T, HttpError, T>): AntdTable<T> {
  const table = useTable<T, HttpError>(props);
  const { tableQuery, currentPage, pageSize, setCurrentPage, setPageSize, setSorters } = table;
  const liveMode = useLiveMode(props.liveMode);
  // A phone's pager is the simple one, centred.
  const narrow = !Grid.useBreakpoint().sm;
  const paged = props.pagination?.mode !== "off";

  const onChange: TableProps<T>["onChange"] = (page, _filters, sorter) => {
    if (sorter && Object.keys(sorter).length > 0) setSorters(crudSorters(sorter));
    if (paged) {
      setCurrentPage(page.current || 1);
      setPageSize(page.pageSize || 10);
    }
  };

  return {
    ...table,
    tableProps: {
      dataSource: tableQuery.data?.data,
      loading: liveMode === "auto" ? tableQuery.isLoading : !tableQuery.isFetched,
      onChange,
      pagination: paged && {
        current: currentPage,
        pageSize,
        total: tableQuery.data?.total,
        simple: narrow,
        position: [narrow ? "bottomCenter" : "bottomRight"],
      },
      scroll: { x: true },
    },
  };
}
