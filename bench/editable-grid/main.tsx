import { useVirtualizer } from "@tanstack/react-virtual";
import { App, ConfigProvider, Table } from "antd";
import zhCN from "antd/locale/zh_CN";
import { type ReactNode, useEffect, useMemo, useRef } from "react";
import { createRoot } from "react-dom/client";
import { List } from "react-virtualized";
import { EditableGrid, type EditableGridHandle, ROW_HEIGHT } from "@/components/editable-grid";
import { CellView } from "@/components/editable-grid/cell-view";
import { columnWidths, visibleColumns } from "@/components/editable-grid/grid-columns";
import { type GridLayout, GridRowView, type RowContext } from "@/components/editable-grid/grid-row";
import { GridStore } from "@/components/editable-grid/grid-store";
import { CheckboxClassScope } from "@/components/editable-grid/light-checkbox";
import { benchColumns, benchRows } from "./bench-data";
import "@/components/editable-grid/editable-grid.css";

/**
 * The page the editable-grid benchmark opens: `?impl=grid` is the component itself; `tanstack`,
 * `virtualized` and `antd` draw the same 10,000 × 20 rows through @tanstack/react-virtual alone, through
 * react-virtualized's List and through antd's virtual Table, to compare them on equal rows.
 */
const params = new URLSearchParams(location.search);
const impl = params.get("impl") ?? "grid";
const count = Number(params.get("rows") ?? 10_000);
const HEIGHT = 400;
const WIDTH = 1400;

const columns = benchColumns();
const rows = benchRows(count);

interface Bench {
  firstRender?: number;
  scroller?: () => HTMLElement | null;
  validate?: () => Promise<number>;
}
const bench: Bench = {};
(window as unknown as { __bench: Bench }).__bench = bench;

function Rendered({ children }: { children: ReactNode }) {
  useEffect(() => {
    requestAnimationFrame(() =>
      setTimeout(() => {
        bench.firstRender = performance.now() - started;
      }, 0),
    );
  }, []);
  return children;
}

function GridBench() {
  const ref = useRef<EditableGridHandle>(null);
  useEffect(() => {
    bench.scroller = () => document.querySelector(".eg-scroll");
    bench.validate = async () => {
      const t0 = performance.now();
      await ref.current?.validate().catch(() => undefined);
      return performance.now() - t0;
    };
  }, []);
  return <EditableGrid ref={ref} columns={columns} dataSource={rows} maxHeight={HEIGHT} aria-label="bench" />;
}

/** The grid's own row component with a context that edits nothing: the rows alone are compared. */
function useRowParts() {
  return useMemo(() => {
    const store = new GridStore(rows, columns);
    const shownColumns = visibleColumns(columns);
    const widths = columnWidths(shownColumns, WIDTH);
    const totalWidth = widths.reduce((s, w) => s + w, 0);
    const layout: GridLayout = {
      columns: shownColumns,
      widths,
      shown: shownColumns.map((_, i) => i),
      padLeft: 0,
      padRight: 0,
      fixed: [],
      totalWidth,
    };
    const none = () => undefined;
    const ctx: RowContext = {
      store,
      alwaysEdit: false,
      disabled: false,
      isRowDisabled: () => false,
      isEditable: () => true,
      onCellClick: none,
      onChange: none,
      onChangeMany: none,
      onBlur: none,
      onKeyDown: none,
      onSelect: none,
      onDragStart: none,
      onDrop: none,
    };
    return { layout, ctx };
  }, []);
}

function TanstackBench() {
  const { layout, ctx } = useRowParts();
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 4,
  });
  useEffect(() => {
    bench.scroller = () => scrollRef.current;
  }, []);
  return (
    <div ref={scrollRef} className="eg-scroll" style={{ height: HEIGHT, width: WIDTH }}>
      <div className="eg-body" style={{ height: rows.length * ROW_HEIGHT, width: layout.totalWidth }}>
        {virtualizer.getVirtualItems().map((item) => (
          <GridRowView
            key={rows[item.index].id}
            id={rows[item.index].id}
            index={item.index}
            top={item.start}
            layout={layout}
            ctx={ctx}
          />
        ))}
      </div>
    </div>
  );
}

function VirtualizedBench() {
  const { layout, ctx } = useRowParts();
  useEffect(() => {
    bench.scroller = () => document.querySelector(".ReactVirtualized__List");
  }, []);
  return (
    <List
      height={HEIGHT}
      width={WIDTH}
      rowCount={rows.length}
      rowHeight={ROW_HEIGHT}
      overscanRowCount={4}
      rowRenderer={({ index, key, style }) => (
        <GridRowView
          key={key}
          id={rows[index].id}
          index={index}
          top={Number(style.top)}
          layout={layout}
          ctx={ctx}
        />
      )}
    />
  );
}

function AntdBench() {
  const shownColumns = visibleColumns(columns);
  const widths = columnWidths(shownColumns, WIDTH);
  useEffect(() => {
    bench.scroller = () => document.querySelector(".ant-table-tbody-virtual-holder");
  }, []);
  const tableColumns = shownColumns.map((column, i) => ({
    key: column.key,
    dataIndex: column.key,
    title: column.title,
    width: widths[i],
    render: (value: unknown) => (
      <CellView column={column} value={value} disabled={false} onToggle={() => undefined} />
    ),
  }));
  return (
    <Table
      virtual
      rowKey="id"
      size="middle"
      pagination={false}
      columns={tableColumns}
      dataSource={rows}
      scroll={{ x: widths.reduce((s, w) => s + w, 0), y: HEIGHT }}
      onRow={() => ({ style: { height: ROW_HEIGHT } })}
    />
  );
}

const VIEWS: Record<string, () => ReactNode> = {
  grid: GridBench,
  tanstack: TanstackBench,
  virtualized: VirtualizedBench,
  antd: AntdBench,
};
const View = VIEWS[impl] ?? GridBench;

const started = performance.now();
createRoot(document.getElementById("root") as HTMLElement).render(
  <ConfigProvider locale={zhCN}>
    <App>
      <CheckboxClassScope>
        <Rendered>
          <View />
        </Rendered>
      </CheckboxClassScope>
    </App>
  </ConfigProvider>,
);
