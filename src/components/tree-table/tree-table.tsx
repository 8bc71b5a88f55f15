import { App, Table, type TableProps } from "antd";
import type { ColumnsType } from "antd/es/table";
import { type Key, useCallback, useMemo, useRef, useState } from "react";
import { paginationText } from "@/components/crud/fields";
import { LevelLoader } from "./level-loader";
import { buildTree, keyOf, type TreeLevel, type TreeRow, UNKNOWN_ANSWER } from "./tree-rows";
import { TreeSearch, type TreeSearchOptions } from "./tree-search";

export interface TreeTableProps {
  /** list URL of the top level: a list, or a page of records */
  url: string;
  /** list URL of one node's children (default: `url`) */
  childrenUrl?: string;
  /** the parameter naming the parent (default `parentId`, as the original's tree table) */
  queryKey?: string;
  /** the parent value sent for the top level; none when undefined */
  topValue?: string;
  /** sent with every level (a fixed condition) */
  queryParams?: Record<string, string>;
  rowKey?: string;
  /** whether a row has children to load on expand (default: its `hasChildren` is true) */
  hasChildren?: (row: TreeRow) => boolean;
  columns: ColumnsType<TreeRow>;
  /** a search in place of the tree: the found rows with their ancestors, all expanded */
  search?: TreeSearchOptions | null;
  /** top-level rows per page when the answer is a page (default 10) */
  pageSize?: number;
  "aria-label"?: string;
}

const byDefault = (row: TreeRow) => row.hasChildren === true;

/**
 * A tree table whose levels load lazily from a configured list URL: the top level with `topValue`, a
 * node's children (`queryKey` = its key) when it is first expanded, for the rows that have some. An
 * answer that is neither a list nor a page shows 返回数据类型不识别. Every level goes through refine, so
 * invalidating the data provider's queries after a save reloads what is shown.
 */
export function TreeTable({
  url,
  childrenUrl,
  queryKey = "parentId",
  topValue,
  queryParams,
  rowKey = "id",
  hasChildren = byDefault,
  columns,
  search,
  pageSize = 10,
  "aria-label": ariaLabel,
}: TreeTableProps) {
  const { message } = App.useApp();
  const [page, setPage] = useState({ current: 1, pageSize });
  const [top, setTop] = useState<TreeLevel>({ rows: [] });
  const [children, setChildren] = useState<ReadonlyMap<string, TreeRow[]>>(new Map());
  const [expanded, setExpanded] = useState<string[]>([]);
  const [loading, setLoading] = useState<ReadonlySet<string>>(new Set());
  const [found, setFound] = useState<{ tree: TreeRow[]; keys: string[] } | null>(null);
  const warned = useRef(0);

  const unknownAnswer = useCallback(() => {
    // One message per burst, however many levels answered the same way.
    if (Date.now() - warned.current > 1000) message.error(UNKNOWN_ANSWER);
    warned.current = Date.now();
  }, [message]);

  const markLoading = useCallback((key: string, on: boolean) => {
    setLoading((before) => {
      if (before.has(key) === on) return before;
      const next = new Set(before);
      if (on) next.add(key);
      else next.delete(key);
      return next;
    });
  }, []);

  const shape = useMemo(() => ({ rowKey, hasChildren }), [rowKey, hasChildren]);
  const tree = useMemo(() => buildTree(top.rows, children, shape), [top.rows, children, shape]);
  const parentQuery = (value: string | undefined) =>
    value === undefined ? { ...queryParams } : { ...queryParams, [queryKey]: value };

  const searching = Boolean(search);
  const rows = searching ? (found?.tree ?? []) : tree;
  const onExpand = (open: boolean, row: TreeRow) => {
    const key = keyOf(row, rowKey);
    setExpanded((keys) => (open ? [...new Set([...keys, key])] : keys.filter((k) => k !== key)));
  };
  const tableProps: TableProps<TreeRow> = {
    rowKey,
    columns,
    dataSource: rows,
    size: "middle",
    loading: loading.size > 0,
    scroll: { x: "max-content" },
    expandable: searching
      ? { expandedRowKeys: found?.keys ?? [], showExpandColumn: true }
      : { expandedRowKeys: expanded as Key[], onExpand },
    pagination:
      !searching && top.total !== undefined
        ? {
            current: page.current,
            pageSize: page.pageSize,
            total: top.total,
            showTotal: (total: number, range: [number, number]) => paginationText(total, range),
            pageSizeOptions: ["10", "20", "30"],
            showSizeChanger: true,
            onChange: (current, size) => setPage({ current, pageSize: size }),
          }
        : false,
  };

  return (
    <>
      {searching && search ? (
        <TreeSearch
          options={search}
          rowKey={rowKey}
          topValue={topValue ?? ""}
          onFound={setFound}
          onUnknown={unknownAnswer}
          onLoading={(on) => markLoading("\u0000search", on)}
        />
      ) : (
        <LevelLoader
          level={{ url, query: { ...parentQuery(topValue), pageNo: page.current, pageSize: page.pageSize } }}
          onLoading={(on) => markLoading("\u0000top", on)}
          onLoaded={(level) => {
            if (level) setTop(level);
            else unknownAnswer();
          }}
        />
      )}
      {!searching &&
        expanded.map((key) => (
          <LevelLoader
            key={key}
            level={{ url: childrenUrl ?? url, query: parentQuery(key) }}
            onLoading={(on) => markLoading(key, on)}
            onLoaded={(level) => {
              if (!level) return unknownAnswer();
              setChildren((before) => new Map(before).set(key, level.rows));
            }}
          />
        ))}
      <Table<TreeRow> {...tableProps} aria-label={ariaLabel} />
    </>
  );
}
