import { Button, Space, Switch } from "antd";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { EditableGrid, type EditableGridHandle, type GridRow } from "@/components/editable-grid";
import { TERTIARY_TEXT } from "@/components/shell/text-colors";
import {
  type CellRefusal,
  errorsByRow,
  gridColumns,
  gridRows,
  type ImportCheckAnswer,
  type RowErrors,
  reviewSummary,
  rowForServer,
} from "./import-check";

/** Rows as the server reads them, in order. */
export type ServerRows = Record<string, string>[];

export interface ImportReviewProps {
  /** the check's answer, with every row's texts */
  check: ImportCheckAnswer & { rows: Record<string, string>[] };
  /** a request is under way: the buttons wait */
  busy: boolean;
  /** checks the rows again; answers the refused cells, or nothing when the check did not answer */
  onRecheck: (rows: ServerRows) => Promise<readonly CellRefusal[] | undefined>;
  /** imports the rows; answers the refused cells when the server refused some, else nothing */
  onImport: (rows: ServerRows) => Promise<readonly CellRefusal[] | undefined>;
}

const cellKey = (id: string, key: string) => `${id}\u0000${key}`;

/**
 * Every checked row in the editable grid, each refused cell marked with the server's message: the user
 * corrects cells in place or deletes rows, checks again and imports. The rows live here and in the grid's
 * store, never as antd components per row, so 50,000 rows stay smooth.
 */
export function ImportReview({ check, busy, onRecheck, onImport }: ImportReviewProps) {
  const columns = useMemo(() => gridColumns(check.columns), [check.columns]);
  const fields = useMemo(() => check.columns.map((c) => c.field), [check.columns]);
  const firstField = fields[0] ?? "";
  const grid = useRef<EditableGridHandle>(null);
  // The rows in order and by id; the grid shows all of them or only those with errors.
  const store = useRef<{ order: string[]; byId: Map<string, GridRow> } | null>(null);
  if (!store.current) {
    const rows = gridRows(check.rows);
    store.current = { order: rows.map((r) => r.id), byId: new Map(rows.map((r) => [r.id, r])) };
  }
  const rowsOf = store.current;
  const [errors, setErrors] = useState<RowErrors>(() => errorsByRow(check.errors, rowsOf.order, firstField));
  const [onlyErrors, setOnlyErrors] = useState(false);
  const [total, setTotal] = useState(rowsOf.order.length);
  const pick = useCallback(
    (only: boolean, marks: RowErrors) =>
      (only ? rowsOf.order.filter((id) => marks.has(id)) : rowsOf.order).flatMap((id) => {
        const row = rowsOf.byId.get(id);
        return row ? [row] : [];
      }),
    [rowsOf],
  );
  const [shown, setShown] = useState<GridRow[]>(() => pick(false, errors));
  const shownIds = useRef<string[]>(shown.map((r) => r.id));
  shownIds.current = shown.map((r) => r.id);

  // The grid marks the refused cells of the rows it shows; marks no longer refused are cleared.
  const applied = useRef(new Map<string, { id: string; key: string }>());
  // biome-ignore lint/correctness/useExhaustiveDependencies: new shown rows replace the grid's rows, whose marks are set again
  useEffect(() => {
    const handle = grid.current;
    if (!handle) return;
    const index = new Map(shownIds.current.map((id, i) => [id, i]));
    const next = new Map<string, { id: string; key: string; message: string }>();
    for (const [id, record] of errors) {
      if (!index.has(id)) continue;
      for (const [key, message] of Object.entries(record)) next.set(cellKey(id, key), { id, key, message });
    }
    const marks: { rowIndex: number; key: string; message: string | undefined }[] = [];
    for (const [k, cell] of applied.current) {
      const rowIndex = index.get(cell.id);
      if (!next.has(k) && rowIndex !== undefined) marks.push({ rowIndex, key: cell.key, message: undefined });
    }
    for (const cell of next.values()) {
      const rowIndex = index.get(cell.id);
      if (rowIndex !== undefined) marks.push({ rowIndex, key: cell.key, message: cell.message });
    }
    handle.setErrors(marks);
    applied.current = new Map([...next].map(([k, c]) => [k, { id: c.id, key: c.key }]));
  }, [errors, shown]);

  const onValueChange = useCallback(
    ({ row, key }: { row: GridRow; key: string }) => {
      rowsOf.byId.set(row.id, row);
      // A corrected cell loses its mark until the next check says otherwise.
      setErrors((current) => {
        const record = current.get(row.id);
        if (!record || !(key in record)) return current;
        const next = new Map(current);
        const { [key]: _fixed, ...rest } = record;
        if (Object.keys(rest).length === 0) next.delete(row.id);
        else next.set(row.id, rest);
        return next;
      });
    },
    [rowsOf],
  );

  const onRowsChange = useCallback(
    (rows: readonly GridRow[]) => {
      const now = new Set(rows.map((r) => r.id));
      const gone = new Set(shownIds.current.filter((id) => !now.has(id)));
      for (const row of rows) {
        if (!rowsOf.byId.has(row.id)) rowsOf.order.push(row.id);
        rowsOf.byId.set(row.id, row);
      }
      if (gone.size > 0) {
        rowsOf.order = rowsOf.order.filter((id) => !gone.has(id));
        for (const id of gone) rowsOf.byId.delete(id);
        setErrors((current) => {
          if (![...gone].some((id) => current.has(id))) return current;
          const next = new Map(current);
          for (const id of gone) next.delete(id);
          return next;
        });
      }
      shownIds.current = rows.map((r) => r.id);
      setShown(rows.slice());
      setTotal(rowsOf.order.length);
    },
    [rowsOf],
  );

  const serverRows = () => {
    const order = [...rowsOf.order];
    const rows = order.map((id) => rowForServer(rowsOf.byId.get(id) ?? { id }, fields));
    return { order, rows };
  };

  const answered = (refused: readonly CellRefusal[] | undefined, order: readonly string[]) => {
    if (!refused) return;
    const marks = errorsByRow(refused, order, firstField);
    setErrors(marks);
    if (onlyErrors) setShown(pick(true, marks));
  };

  const recheck = async () => {
    const { order, rows } = serverRows();
    answered(await onRecheck(rows), order);
  };

  const importRows = async () => {
    const { order, rows } = serverRows();
    answered(await onImport(rows), order);
  };

  const toggle = (on: boolean) => {
    setOnlyErrors(on);
    setShown(pick(on, errors));
  };

  return (
    <div className="import-review">
      <div
        style={{
          display: "flex",
          flexWrap: "wrap",
          alignItems: "center",
          justifyContent: "space-between",
          gap: 8,
          marginBottom: 8,
        }}
      >
        <Space size={16} wrap>
          <span role="status" style={{ fontWeight: 500 }}>
            {reviewSummary(total, errors.size)}
          </span>
          <span>
            <Switch size="small" checked={onlyErrors} onChange={toggle} aria-label="只看有错误的行" />
            <span style={{ marginLeft: 8 }}>只看有错误的行</span>
          </span>
        </Space>
        <Space size={8} wrap>
          <Button disabled={busy || total === 0} onClick={() => void recheck()}>
            重新校验
          </Button>
          <Button type="primary" disabled={busy || total === 0} onClick={() => void importRows()}>
            导入修正后的数据
          </Button>
        </Space>
      </div>
      <EditableGrid
        ref={grid}
        aria-label="导入数据"
        columns={columns}
        dataSource={shown}
        disabled={busy}
        onValueChange={onValueChange}
        onRowsChange={onRowsChange}
      />
      <div style={{ marginTop: 8, color: TERTIARY_TEXT }}>
        点击单元格修改，红框处悬停可见错误原因；「导入修正后的数据」再次校验全部行，全部通过才保存，否则一行也不保存。「开始上传」仍按原文件导入，跳过有错误的行。
      </div>
    </div>
  );
}
