// biome-ignore-all lint/a11y/useSemanticElements: the rows of a virtual grid are positioned divs; table elements cannot be
// biome-ignore-all lint/a11y/useFocusableInteractive: the edited cell holds the focus, its editor being focusable
import { HolderOutlined } from "@ant-design/icons";
import { Tooltip } from "antd";
import { type KeyboardEvent, memo, type ReactNode, useLayoutEffect, useRef } from "react";
import { CellEditor } from "./cell-editor";
import { CellView, cellText, checkValue, DIRECT_TYPES } from "./cell-view";
import type { GridStore } from "./grid-store";
import type { GridColumn, GridRow, SlotRenderer } from "./grid-types";
import { LightCheckbox } from "./light-checkbox";
import { useRowState } from "./use-grid-store";

/** Where the columns are: the visible ones (all, or the virtual window) with their widths and lefts. */
export interface GridLayout {
  columns: readonly GridColumn[];
  widths: readonly number[];
  /** indexes into `columns` of the cells to draw */
  shown: readonly number[];
  /** space before the first drawn cell and after the last (column virtualisation) */
  padLeft: number;
  padRight: number;
  /** the fixed leading cells: selection, drag handle, row number */
  fixed: readonly { kind: "select" | "drag" | "number"; width: number; left: number }[];
  totalWidth: number;
}

/** What rows need from the grid; one stable object, so rows only re-render when their own row changes. */
export interface RowContext {
  store: GridStore;
  alwaysEdit: boolean;
  disabled: boolean;
  slots?: Record<string, SlotRenderer>;
  isRowDisabled: (row: GridRow) => boolean;
  isEditable: (column: GridColumn) => boolean;
  onCellClick: (rowId: string, key: string) => void;
  onChange: (rowId: string, key: string, value: unknown) => void;
  onChangeMany: (rowId: string, values: Record<string, unknown>) => void;
  onBlur: (rowId: string, key: string) => void;
  onKeyDown: (event: KeyboardEvent, rowId: string, column: GridColumn) => void;
  onSelect: (rowId: string, on: boolean) => void;
  onDragStart: (rowId: string) => void;
  onDrop: (rowId: string) => void;
}

export const rowLabel = (index: number) => `第${index + 1}行`;

/** One grid row, memoised: it reads its own row's state from the store and nothing else. */
export const GridRowView = memo(function GridRowView({
  id,
  index,
  top,
  layout,
  ctx,
}: {
  id: string;
  index: number;
  top: number;
  layout: GridLayout;
  ctx: RowContext;
}) {
  const state = useRowState(ctx.store, id);
  const rowRef = useRef<HTMLDivElement>(null);
  const shownId = useRef(id);
  // A row's elements are handed to another row as the grid scrolls: a control still focused in them would
  // now act on that other row, so it loses the focus, as it did when the row's elements were removed.
  useLayoutEffect(() => {
    if (shownId.current === id) return;
    shownId.current = id;
    const active = document.activeElement;
    if (active instanceof HTMLElement && rowRef.current?.contains(active) && !active.closest(".is-editing"))
      active.blur();
  }, [id]);
  if (!state) return null;
  const { row, errors, selected, editing } = state;
  const locked = ctx.disabled || ctx.isRowDisabled(row);
  return (
    <div
      role="row"
      aria-rowindex={index + 2}
      aria-selected={selected}
      ref={rowRef}
      data-row-id={id}
      className={`eg-row${selected ? " is-selected" : ""}${locked ? " is-locked" : ""}`}
      style={{ transform: `translateY(${top}px)`, width: layout.totalWidth }}
      onDragOver={(e) => e.preventDefault()}
      onDrop={(e) => {
        e.preventDefault();
        ctx.onDrop(id);
      }}
    >
      {layout.fixed.map((f) => (
        <div
          key={f.kind}
          role="gridcell"
          className={`eg-cell eg-fixed eg-${f.kind}`}
          style={{ width: f.width, left: f.left }}
        >
          {f.kind === "select" && (
            <LightCheckbox
              checked={selected}
              disabled={locked}
              aria-label={`选择${rowLabel(index)}`}
              onChange={(on) => ctx.onSelect(id, on)}
            />
          )}
          {f.kind === "drag" && !ctx.disabled && (
            <span
              className="eg-drag-handle"
              draggable
              role="button"
              tabIndex={-1}
              aria-label={`拖动${rowLabel(index)}`}
              onDragStart={(e) => {
                e.dataTransfer.effectAllowed = "move";
                e.dataTransfer.setData("text/plain", id);
                ctx.onDragStart(id);
              }}
            >
              <HolderOutlined />
            </span>
          )}
          {f.kind === "number" && index + 1}
        </div>
      ))}
      {layout.padLeft > 0 && <div className="eg-pad" style={{ width: layout.padLeft }} />}
      {layout.shown.map((c) => {
        const column = layout.columns[c];
        return renderCell(
          column,
          layout.widths[c],
          row,
          index,
          errors?.[column.key],
          editing === column.key,
          locked,
          ctx,
        );
      })}
      {layout.padRight > 0 && <div className="eg-pad" style={{ width: layout.padRight }} />}
    </div>
  );
});

/**
 * One cell, drawn by a plain call rather than a component of its own: a virtual grid mounts a dozen
 * rows of twenty cells on every scroll step, and a fiber per cell was a fifth of that work. The cell is
 * keyed by its column, so the edited cell's editor keeps its identity across re-renders all the same.
 */
function renderCell(
  column: GridColumn,
  width: number,
  row: GridRow,
  rowIndex: number,
  error: string | undefined,
  editing: boolean,
  locked: boolean,
  ctx: RowContext,
): ReactNode {
  const value = row[column.key];
  const editable = !locked && ctx.isEditable(column);
  const showEditor = editable && (editing || ctx.alwaysEdit);
  const direct = DIRECT_TYPES.has(column.type);
  let content: ReactNode;
  // Plain text sits in the cell itself (one box less per cell than a wrapper), centred by its line height.
  let text: string | undefined;
  if (column.type === "slot") {
    const render = column.slot ? ctx.slots?.[column.slot] : undefined;
    content = render?.({
      row,
      rowIndex,
      column,
      value,
      setValue: (v) => ctx.onChange(row.id, column.key, v),
    });
  } else if (showEditor) {
    content = (
      <CellEditor
        column={column}
        value={value}
        active={editing}
        onChange={(v) => ctx.onChange(row.id, column.key, v)}
        onChangeMany={(values) => ctx.onChangeMany(row.id, values)}
        onBlur={() => ctx.onBlur(row.id, column.key)}
      />
    );
  } else {
    text = cellText(column, value);
    if (text === undefined)
      content = (
        <span className="eg-text">
          <CellView
            column={column}
            value={value}
            disabled={locked || column.disabled === true}
            onToggle={(checked) => ctx.onChange(row.id, column.key, checkValue(column, checked))}
          />
        </span>
      );
  }
  const className = `eg-cell${text === undefined ? "" : " eg-text-cell"}${editable && !direct ? " is-editable" : ""}${
    editing ? " is-editing" : ""
  }${error ? " is-error" : ""}`;
  const cell = (
    <div
      key={column.key}
      role="gridcell"
      className={className}
      style={{ width }}
      data-key={column.key}
      aria-invalid={error ? true : undefined}
      onClick={editable && !editing && !direct ? () => ctx.onCellClick(row.id, column.key) : undefined}
      onKeyDown={showEditor ? (e) => ctx.onKeyDown(e, row.id, column) : undefined}
    >
      {text ?? content}
    </div>
  );
  // The edited cell keeps one shape whether it fails or not, so its editor is never remounted while typing.
  if (!error && !editing) return cell;
  return (
    <Tooltip
      key={column.key}
      title={error}
      color="red"
      open={editing ? Boolean(error) : undefined}
      placement="topLeft"
    >
      {cell}
    </Tooltip>
  );
}
