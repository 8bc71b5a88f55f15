import type { BaseRecord, CrudFilter, CrudSort } from "@refinedev/core";
import { Table, type TableProps } from "antd";
import { useEffect, useMemo, useRef } from "react";
import { paginationText } from "@/components/crud/fields";
import { errorNotice } from "@/components/crud/notices";
import { withEmptyMarks } from "./empty-cells";
import { useAntdTable } from "./use-antd-table";
import { useKeptTableProps } from "./use-kept-table-props";

/** Query values every request of the list carries (a parent id, a log type). */
export type FixedFilter = Readonly<Record<string, string | number | boolean>>;

export interface ResourceTableProps<T extends BaseRecord>
  extends Omit<TableProps<T>, "dataSource" | "loading" | "pagination" | "onChange"> {
  /**
   * The refine resource: the same name wherever the same server data shows, so a change made through any
   * screen refreshes every list of it.
   */
  resource: string;
  /** The list path under the API prefix. */
  list: string;
  /** Sent with every request as `field=value`. */
  fixedFilter?: FixedFilter;
  /** The screen's current search conditions; a change goes back to page 1. */
  search?: readonly CrudFilter[];
  /** A fixed order. */
  sorters?: readonly CrudSort[];
  pageSize?: number;
  /** Page sizes to choose from; without them the page size is fixed. */
  pageSizeOptions?: number[];
  /** `false` asks for the whole list at once (an endpoint that answers a plain array) and pages it here. */
  paged?: boolean;
}

const NO_SEARCH: readonly CrudFilter[] = [];

/** Query values as conditions the data provider sends unchanged (`field=value`). */
export function eqFilters(query: FixedFilter): CrudFilter[] {
  return Object.entries(query).map(([field, value]) => ({ field, operator: "eq", value }));
}

/**
 * A list of server rows through refine's `useTable`: refine caches it and refreshes it when its resource
 * changes, a failed load shows its message once and keeps the rows shown before. Another fixed filter is
 * another list (a department's users after another's), so it starts afresh on page 1.
 */
export function ResourceTable<T extends BaseRecord>(props: ResourceTableProps<T>) {
  return <ResourceTableBody<T> key={JSON.stringify(props.fixedFilter ?? {})} {...props} />;
}

function ResourceTableBody<T extends BaseRecord>({
  resource,
  list,
  fixedFilter,
  search = NO_SEARCH,
  sorters,
  pageSize = 10,
  pageSizeOptions,
  paged = true,
  columns,
  ...tableRest
}: ResourceTableProps<T>) {
  const shownColumns = useMemo(() => withEmptyMarks(columns), [columns]);
  const permanent = useMemo(() => eqFilters(fixedFilter ?? {}), [fixedFilter]);
  const table = useAntdTable<T>({
    resource,
    // Only the list path: a registered resource's own fixed query belongs to its own list page.
    meta: { api: { list }, query: undefined },
    syncWithLocation: false,
    pagination: paged ? { pageSize } : { mode: "off" },
    filters: { permanent, initial: [...search], defaultBehavior: "replace" },
    sorters: { permanent: sorters ? [...sorters] : [] },
    errorNotification: errorNotice,
  });
  const { setFilters, setCurrentPage } = table;
  // Screens build their conditions afresh on each render; only a change of content is a new search.
  const searchKey = JSON.stringify(search);
  const latestSearch = useRef(search);
  latestSearch.current = search;
  const shownSearch = useRef(searchKey);
  useEffect(() => {
    if (shownSearch.current === searchKey) return;
    shownSearch.current = searchKey;
    setFilters([...latestSearch.current], "replace");
    setCurrentPage(1);
  }, [searchKey, setFilters, setCurrentPage]);

  const tableProps = useKeptTableProps(table);
  return (
    <Table<T>
      {...tableProps}
      pagination={
        paged && tableProps.pagination
          ? {
              ...tableProps.pagination,
              showSizeChanger: Boolean(pageSizeOptions),
              showQuickJumper: Boolean(pageSizeOptions),
              pageSizeOptions,
            }
          : { pageSize, hideOnSinglePage: true, showSizeChanger: false, showTotal: paginationText }
      }
      {...tableRest}
      columns={shownColumns}
    />
  );
}
