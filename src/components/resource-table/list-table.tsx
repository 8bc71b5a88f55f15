import { CaretDownOutlined, CaretUpOutlined } from "@ant-design/icons";
import type { CheckboxProps, TablePaginationConfig, TableProps } from "antd";
import { Checkbox, Pagination, Spin, Tooltip } from "antd";
import type { ColumnType, SorterResult, SortOrder } from "antd/es/table/interface";
import {
  type CSSProperties,
  type Key,
  type KeyboardEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useRef,
  useState,
} from "react";
import { LazyEmpty } from "@/components/widgets/lazy-empty";
import "./list-table.css";

type RowCheckProps = Partial<Omit<CheckboxProps, "checked" | "defaultChecked">> & { "aria-label"?: string };

/** Row checkboxes: the keys chosen (on any page) and the change, with the records behind the keys. */
export interface ListSelection<T> {
  selectedRowKeys: Key[];
  onChange: (keys: Key[], rows: T[]) => void;
  getCheckboxProps?: (record: T) => RowCheckProps;
  getTitleCheckboxProps?: () => RowCheckProps;
}

export interface ListTableProps<T extends object>
  extends Pick<TableProps<T>, "dataSource" | "onChange" | "pagination" | "scroll"> {
  columns: ColumnType<T>[];
  rowKey: string;
  loading?: boolean;
  rowSelection?: ListSelection<T>;
}

/** The checkbox column's width: a 16 px box and 8 px either side. */
const SELECTION_WIDTH = 32;
const SORT_TIPS = { ascend: "点击升序", descend: "点击降序", cancel: "取消排序" } as const;

const nextOrder = (order: SortOrder | undefined): SortOrder =>
  order === "ascend" ? "descend" : order === "descend" ? null : "ascend";

const keyOfColumn = <T,>(column: ColumnType<T>, index: number): string =>
  String(column.key ?? column.dataIndex ?? index);

const cellValue = <T,>(record: T, column: ColumnType<T>): unknown => {
  const path = column.dataIndex;
  if (path === undefined || path === null) return undefined;
  const parts = Array.isArray(path) ? path : [path];
  return parts.reduce<unknown>(
    (value, part) =>
      value && typeof value === "object" ? (value as Record<string, unknown>)[String(part)] : undefined,
    record,
  );
};

const titleText = (content: ReactNode) =>
  typeof content === "string" || typeof content === "number" ? String(content) : undefined;

const classes = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(" ");

/** Where a fixed column sticks: the widths of the fixed columns before it on its side. */
function stickyOffsets<T>(columns: ColumnType<T>[], selectionWidth: number) {
  const left: (number | undefined)[] = [];
  let fromLeft = selectionWidth;
  for (const column of columns) {
    left.push(column.fixed === "left" || column.fixed === true ? fromLeft : undefined);
    if (column.fixed === "left" || column.fixed === true) fromLeft += Number(column.width ?? 0);
  }
  const right: (number | undefined)[] = [];
  let fromRight = 0;
  for (const column of [...columns].reverse()) {
    right.unshift(column.fixed === "right" ? fromRight : undefined);
    if (column.fixed === "right") fromRight += Number(column.width ?? 0);
  }
  return { left, right };
}

/**
 * Whether the table is scrolled away from its start and from its end, which shows the fixed columns'
 * shadows: read on scroll, and when the box or the table in it changes size (rows, columns, the window).
 */
function usePinned(box: React.RefObject<HTMLDivElement | null>) {
  const [pinned, setPinned] = useState({ start: false, end: false });
  const measure = useCallback(() => {
    const element = box.current;
    if (!element) return;
    const start = element.scrollLeft > 0;
    const end = element.scrollLeft + element.clientWidth < element.scrollWidth - 1;
    setPinned((shown) => (shown.start === start && shown.end === end ? shown : { start, end }));
  }, [box]);
  useEffect(() => {
    const element = box.current;
    if (!element || typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, [box, measure]);
  return { pinned, measure };
}

/**
 * The lists' table: server-paged rows with sortable headers, row checkboxes kept across pages, fixed first
 * and last columns that cast a shadow once the table scrolls sideways, and the pager; drawn as antd's
 * middle-size table. It takes the part of antd Table's interface the list pages use (the same columns,
 * `onChange` and pagination), so the lists' state hooks work unchanged; antd Table's code, with its
 * filters, tree data, expansion and virtual rows, stays out of the lists' first load.
 */
export function ListTable<T extends object>({
  columns,
  dataSource,
  rowKey,
  loading = false,
  rowSelection,
  pagination,
  onChange,
  scroll,
}: ListTableProps<T>) {
  const rows = dataSource ?? [];
  const box = useRef<HTMLDivElement>(null);
  const { pinned, measure } = usePinned(box);
  // Records of chosen rows on other pages, so a change still hands on every chosen record.
  const known = useRef(new Map<Key, T>());
  const keyOf = (record: T) => (record as Record<string, unknown>)[rowKey] as Key;

  const selectionWidth = rowSelection ? SELECTION_WIDTH : 0;
  const offsets = stickyOffsets(columns, selectionWidth);
  const lastLeft = offsets.left.reduce<number>(
    (last, offset, index) => (offset !== undefined ? index : last),
    -1,
  );
  const firstRight = offsets.right.findIndex((offset) => offset !== undefined);
  const fixedStyle = (index: number): CSSProperties | undefined => {
    if (offsets.left[index] !== undefined) return { left: offsets.left[index] };
    if (offsets.right[index] !== undefined) return { right: offsets.right[index] };
    return undefined;
  };
  const sortState = (column: ColumnType<T>) => (column.sorter ? (column.sortOrder ?? null) : undefined);
  /** A column's cell, in the header and in the rows alike. */
  const cellProps = (column: ColumnType<T>, index: number) => ({
    className: classes(
      "lt-cell",
      (offsets.left[index] !== undefined || offsets.right[index] !== undefined) && "lt-fix",
      index === lastLeft && "lt-fix-left-last",
      index === firstRight && "lt-fix-right-first",
      column.align === "center" && "lt-center",
      column.ellipsis === true && "lt-ellipsis",
      Boolean(sortState(column)) && "lt-sorted",
    ),
    style: fixedStyle(index),
  });
  // The checkboxes stay with a fixed first column.
  const selectionCell = {
    className: classes("lt-cell lt-selection", lastLeft >= 0 && "lt-fix"),
    style: lastLeft >= 0 ? { left: 0 } : undefined,
  };
  const changeSort = (column: ColumnType<T>, index: number) => {
    const order = nextOrder(sortState(column));
    const sorter: SorterResult<T> = {
      column: order ? column : undefined,
      columnKey: keyOfColumn(column, index),
      field: column.dataIndex as SorterResult<T>["field"],
      order,
    };
    onChange?.(currentPage(), {}, sorter, { currentDataSource: [...rows], action: "sort" });
  };

  const paging: TablePaginationConfig | false = pagination ?? false;
  const currentPage = (): TablePaginationConfig =>
    paging ? { current: paging.current, pageSize: paging.pageSize } : {};
  const changePage = (page: number, pageSize: number) => {
    onChange?.({ current: page, pageSize }, {}, {}, { currentDataSource: [...rows], action: "paginate" });
    if (paging) paging.onChange?.(page, pageSize);
  };

  const chosen = new Set(rowSelection?.selectedRowKeys ?? []);
  const choose = (keys: Key[]) => {
    if (!rowSelection) return;
    for (const record of rows) known.current.set(keyOf(record), record);
    const records = keys.flatMap((key) => {
      const record = known.current.get(key);
      return record ? [record] : [];
    });
    for (const key of [...known.current.keys()]) if (!keys.includes(key)) known.current.delete(key);
    rowSelection.onChange(keys, records);
  };
  const pageKeys = rows.map(keyOf);
  const chosenOnPage = pageKeys.filter((key) => chosen.has(key)).length;
  const toggleAll = () => {
    const all = chosenOnPage === pageKeys.length && pageKeys.length > 0;
    const others = [...chosen].filter((key) => !pageKeys.includes(key));
    choose(all ? others : [...others, ...pageKeys]);
  };
  const toggleRow = (key: Key) =>
    choose(chosen.has(key) ? [...chosen].filter((k) => k !== key) : [...chosen, key]);

  const width = typeof scroll?.x === "number" ? scroll.x : undefined;
  const total = paging ? paging.total : undefined;
  const pageSize = paging ? (paging.pageSize ?? 10) : 10;
  const lastPage = Math.max(1, Math.ceil((total ?? 0) / pageSize));
  const { position, ...pagerProps } = paging || {};
  const centred = position?.some((place) => String(place).toLowerCase().includes("center"));

  return (
    <div className="lt">
      <Spin spinning={loading}>
        <div
          ref={box}
          className={classes("lt-scroll", pinned.start && "lt-pinned-start", pinned.end && "lt-pinned-end")}
          onScroll={measure}
        >
          <table className="lt-table" style={{ width, minWidth: "100%" }}>
            <colgroup>
              {rowSelection && <col style={{ width: SELECTION_WIDTH }} />}
              {columns.map((column, index) => (
                <col key={keyOfColumn(column, index)} style={{ width: column.width }} />
              ))}
            </colgroup>
            <thead>
              <tr>
                {rowSelection && (
                  <th {...selectionCell}>
                    <Checkbox
                      {...rowSelection.getTitleCheckboxProps?.()}
                      checked={pageKeys.length > 0 && chosenOnPage === pageKeys.length}
                      indeterminate={chosenOnPage > 0 && chosenOnPage < pageKeys.length}
                      disabled={pageKeys.length === 0}
                      onChange={toggleAll}
                    />
                  </th>
                )}
                {columns.map((column, index) => {
                  const order = sortState(column);
                  const title = column.title as ReactNode;
                  const cell = cellProps(column, index);
                  if (order === undefined)
                    return (
                      <th key={keyOfColumn(column, index)} {...cell}>
                        {title}
                      </th>
                    );
                  const next = nextOrder(order);
                  return (
                    <th
                      key={keyOfColumn(column, index)}
                      {...cell}
                      className={classes(cell.className, "lt-has-sorter")}
                      tabIndex={0}
                      aria-label={titleText(title) ?? ""}
                      aria-sort={order ? (order === "ascend" ? "ascending" : "descending") : undefined}
                      title={column.ellipsis ? titleText(title) : undefined}
                      onClick={() => changeSort(column, index)}
                      onKeyDown={(event: KeyboardEvent) => {
                        if (event.key === "Enter") changeSort(column, index);
                      }}
                    >
                      <Tooltip
                        title={
                          next === "ascend" ? SORT_TIPS.ascend : next ? SORT_TIPS.descend : SORT_TIPS.cancel
                        }
                      >
                        <div className="lt-sorters">
                          <span className="lt-column-title">{title}</span>
                          <span className="lt-sorter" aria-hidden="true">
                            <CaretUpOutlined
                              className={classes("lt-caret", order === "ascend" && "lt-active")}
                            />
                            <CaretDownOutlined
                              className={classes("lt-caret", order === "descend" && "lt-active")}
                            />
                          </span>
                        </div>
                      </Tooltip>
                    </th>
                  );
                })}
              </tr>
            </thead>
            <tbody>
              {rows.length === 0 ? (
                <tr className="lt-placeholder">
                  <td className="lt-cell" colSpan={columns.length + (rowSelection ? 1 : 0)}>
                    {!loading && <LazyEmpty />}
                  </td>
                </tr>
              ) : (
                rows.map((record, rowIndex) => {
                  const key = keyOf(record);
                  const selected = chosen.has(key);
                  return (
                    <tr
                      key={String(key)}
                      data-row-key={String(key)}
                      className={classes("lt-row", selected && "lt-row-selected")}
                    >
                      {rowSelection && (
                        <td {...selectionCell}>
                          <Checkbox
                            {...rowSelection.getCheckboxProps?.(record)}
                            checked={selected}
                            onChange={() => toggleRow(key)}
                          />
                        </td>
                      )}
                      {columns.map((column, index) => {
                        const value = cellValue(record, column);
                        const content = (
                          column.render ? column.render(value, record, rowIndex) : value
                        ) as ReactNode;
                        return (
                          <td
                            key={keyOfColumn(column, index)}
                            {...cellProps(column, index)}
                            title={column.ellipsis ? titleText(content) : undefined}
                          >
                            {content}
                          </td>
                        );
                      })}
                    </tr>
                  );
                })
              )}
            </tbody>
          </table>
        </div>
        {paging && Boolean(total) && (
          <Pagination
            {...pagerProps}
            className={classes("lt-pagination", centred && "lt-pagination-center")}
            size="small"
            current={Math.min(paging.current ?? 1, lastPage)}
            onChange={changePage}
          />
        )}
      </Spin>
    </div>
  );
}
