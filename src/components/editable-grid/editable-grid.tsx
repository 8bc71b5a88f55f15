// biome-ignore-all lint/a11y/useSemanticElements: the rows of a virtual grid are positioned divs; table elements cannot be
// biome-ignore-all lint/a11y/useFocusableInteractive: the edited cell holds the focus, its editor being focusable
import { useVirtualizer } from "@tanstack/react-virtual";
import { App, Checkbox, Empty } from "antd";
import {
  type KeyboardEvent,
  type Ref,
  type RefObject,
  useCallback,
  useEffect,
  useImperativeHandle,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import { excludedToolbarCodes } from "@/providers/access-control";
import { type AddSettings, readAddSettings, writeAddSettings } from "./add-settings";
import { DIRECT_TYPES } from "./cell-view";
import { columnWidths, DRAG_WIDTH, SELECTION_WIDTH, visibleColumns } from "./grid-columns";
import { numberOnBlur } from "./grid-filters";
import { useLiveRows } from "./grid-live";
import { BLUR_VALIDATE_MS, MAX_HEIGHT, ROW_HEIGHT, TOO_FAST } from "./grid-messages";
import { type GridLayout, GridRowView, type RowContext } from "./grid-row";
import {
  columnSums,
  DEFAULT_ORDER_KEY,
  insertRows,
  isTempId,
  moveRow,
  newCasePrefix,
  newRow,
  outputRows,
  renumber,
  tempId,
} from "./grid-rows";
import { firstFailure } from "./grid-rules";
import { GridStore } from "./grid-store";
import { GridValidationError } from "./grid-tabs";
import { GridToolbar } from "./grid-toolbar";
import { toolbarButtons } from "./grid-toolbar-rules";
import type { GridColumn, GridRow, SlotRenderer } from "./grid-types";
import { createInsertGuard } from "./insert-guard";
import { CheckboxClassScope } from "./light-checkbox";
import { useDataVersion, useListVersion } from "./use-grid-store";
import "./editable-grid.css";

export const HEADER_HEIGHT = 40;
export const STATS_HEIGHT = 40;
/** More visible columns than this and the columns are virtual too. */
export const COLUMN_VIRTUAL_THRESHOLD = 12;
const NUMBER_WIDTH = 48;
/** Enter moves on from these editors only; in the others it picks an option or a date. */
const ENTER_MOVES = new Set<GridColumn["type"]>(["input", "inputNumber", "tags"]);
const NOT_EDITED = new Set<GridColumn["type"]>(["normal", "hidden", "slot"]);
/** Clicks on these leave the edited cell open: dropdowns, date panels, popovers and dialogs. */
const KEEP_EDITING =
  ".ant-select-dropdown, .ant-picker-dropdown, .ant-popover, .ant-modal-root, .ant-dropdown, .ant-image-preview-root, .ant-tooltip";

/** What a caller can do with the grid through its ref. */
export interface EditableGridHandle {
  /** every row as the caller stores it (temporary ids dropped), after checking every cell; rejects with GridValidationError */
  getValues(): Promise<Record<string, unknown>[]>;
  /** the rows without checking, and the number of failed cells found */
  getValuesSync(): { error: number; values: Record<string, unknown>[] };
  /** checks every cell; rejects with GridValidationError at the first failure */
  validate(): Promise<void>;
  /** ids of stored rows the user deleted */
  getDeleteIds(): string[];
  getSelectedIds(): string[];
  clearSelection(): void;
  /** replaces the rows */
  setRows(rows: readonly Record<string, unknown>[]): void;
  /** adds rows (with these values) where the add settings say; answers their temporary ids */
  addRows(values?: readonly Record<string, unknown>[]): string[];
  removeRows(ids: readonly string[]): void;
  /** merges fields into the row with the same id (a live update); false when there is none */
  mergeRow(values: Record<string, unknown> & { id: string }): boolean;
  /** marks cells as failed with the given messages (the server's verdicts); no message clears the mark */
  setErrors(errors: readonly { rowIndex: number; key: string; message: string | undefined }[]): void;
  scrollToRow(index: number): void;
}

export interface EditableGridProps {
  columns: readonly GridColumn[];
  /** the rows; rows without an id get a temporary one */
  dataSource?: readonly Record<string, unknown>[];
  ref?: Ref<EditableGridHandle>;
  /** every visible editable cell shows its editor, not only the clicked one */
  alwaysEdit?: boolean;
  /** the whole grid read-only, no toolbar */
  disabled?: boolean;
  /** show the toolbar (default true) */
  actionButton?: boolean;
  rowSelection?: boolean;
  rowNumber?: boolean;
  /** rows can be dragged; the order field is numbered from 1 */
  dragSort?: boolean;
  dragSortKey?: string;
  /** rows with any of these values are locked: not selectable, not editable */
  disabledRows?: Record<string, unknown>;
  /** permission prefix of the toolbar's codes (`add`, `batch_delete`) */
  authPre?: string;
  /** the excluded codes, when the caller knows them (else read from the session under `authPre`) */
  excludeCodes?: readonly string[];
  maxHeight?: number;
  slots?: Record<string, SlotRenderer>;
  /** a cell's value changed */
  onValueChange?: (change: { row: GridRow; key: string; value: unknown }) => void;
  /** rows were added, removed or moved */
  onRowsChange?: (rows: readonly GridRow[]) => void;
  /**
   * Follow these rows live with other pages (`<resource>:<recordId>:<list>`): committed edits are sent to
   * them and theirs merged in. Off without it.
   */
  socketKey?: string;
  "aria-label"?: string;
}

const matches = (expected: unknown, actual: unknown) =>
  Array.isArray(expected) ? expected.includes(actual) : expected === actual;

/**
 * The editable grid (the original's JEditableTable / JVxeTable): typed cells edited in place, rules
 * checked as the user types, selection, delete, add, drag sort and a statistics row. Rows and, when many,
 * columns are virtual; only the edited cell mounts an editor, and a change re-renders its own row only.
 */
export function EditableGrid(props: EditableGridProps) {
  const {
    columns: allColumns,
    dataSource,
    ref,
    alwaysEdit = false,
    disabled = false,
    actionButton = true,
    rowSelection = true,
    rowNumber = true,
    dragSort = false,
    dragSortKey = DEFAULT_ORDER_KEY,
    disabledRows,
    authPre,
    excludeCodes,
    maxHeight = MAX_HEIGHT,
    slots,
    onValueChange,
    onRowsChange,
    socketKey,
  } = props;
  const { message } = App.useApp();
  const prefix = useMemo(newCasePrefix, []);
  const counter = useRef(0);
  const nextId = useCallback(() => {
    counter.current += 1;
    return tempId(prefix, counter.current);
  }, [prefix]);
  const withIds = useCallback(
    (rows: readonly Record<string, unknown>[]): GridRow[] =>
      rows.map((r) =>
        typeof r.id === "string" && r.id !== "" ? (r as GridRow) : { ...r, id: String(r.id ?? nextId()) },
      ),
    [nextId],
  );
  const [store] = useState(() => new GridStore(withIds(dataSource ?? []), allColumns));
  store.columns = allColumns;
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    store.setRows(withIds(dataSource ?? []));
  }, [dataSource, store, withIds]);

  useLiveRows(store, socketKey, prefix);
  const listVersion = useListVersion(store);
  const rows = store.getRows();
  const deleted = useRef<string[]>([]);
  const guard = useMemo(() => createInsertGuard(), []);
  const [settings, setSettings] = useState<AddSettings>(readAddSettings);
  const callbacks = useRef({ onValueChange, onRowsChange });
  callbacks.current = { onValueChange, onRowsChange };

  // --- layout ---------------------------------------------------------------------------------------
  const scrollRef = useRef<HTMLDivElement>(null);
  const [gridWidth, setGridWidth] = useState(0);
  // The rows wait for the grid's width: drawn before it, every row was drawn, laid out and measured
  // with fallback widths, then drawn again with the real ones.
  const [measured, setMeasured] = useState(false);
  useLayoutEffect(() => {
    const el = scrollRef.current;
    if (!el) return;
    setGridWidth(el.clientWidth);
    setMeasured(true);
    if (typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(() => setGridWidth(el.clientWidth));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  const columns = useMemo(() => visibleColumns(allColumns), [allColumns]);
  const fixed = useMemo(() => {
    const kinds: { kind: "select" | "drag" | "number"; width: number }[] = [];
    if (rowSelection) kinds.push({ kind: "select", width: SELECTION_WIDTH });
    if (dragSort) kinds.push({ kind: "drag", width: DRAG_WIDTH });
    if (rowNumber) kinds.push({ kind: "number", width: NUMBER_WIDTH });
    let left = 0;
    return kinds.map((k) => {
      const placed = { ...k, left };
      left += k.width;
      return placed;
    });
  }, [rowSelection, dragSort, rowNumber]);
  const fixedWidth = fixed.reduce((sum, f) => sum + f.width, 0);
  const widths = useMemo(
    () => columnWidths(columns, Math.max(0, gridWidth - fixedWidth)),
    [columns, gridWidth, fixedWidth],
  );
  const columnsWidth = widths.reduce((sum, w) => sum + w, 0);
  const virtualColumns = columns.length > COLUMN_VIRTUAL_THRESHOLD;
  const hasStats = columns.some((c) => c.statistics);

  // The rows' virtualizer lives in GridBody, so a vertical scroll re-renders the body alone; this is its
  // scroll-to-row, which the body keeps current.
  const rowScroller = useRef<RowScroller>(() => undefined);
  const columnVirtualizer = useVirtualizer({
    horizontal: true,
    count: columns.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: (i) => widths[i] ?? 120,
    overscan: 1,
    enabled: virtualColumns,
    scrollMargin: fixedWidth,
    initialRect: { width: 1000, height: maxHeight },
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: new widths mean the column sizes must be measured again
  useEffect(() => {
    columnVirtualizer.measure();
  }, [columnVirtualizer, widths]);

  const virtualCols = virtualColumns ? columnVirtualizer.getVirtualItems() : [];
  const firstIndex = virtualColumns ? (virtualCols[0]?.index ?? 0) : 0;
  const lastIndex = virtualColumns ? (virtualCols[virtualCols.length - 1]?.index ?? -1) : columns.length - 1;
  const layout = useMemo<GridLayout>(() => {
    const shown = Array.from({ length: Math.max(0, lastIndex - firstIndex + 1) }, (_, i) => firstIndex + i);
    const before = widths.slice(0, firstIndex).reduce((s, w) => s + w, 0);
    const drawn = shown.reduce((s, i) => s + widths[i], 0);
    return {
      columns,
      widths,
      shown,
      padLeft: before,
      padRight: Math.max(0, columnsWidth - before - drawn),
      fixed,
      totalWidth: fixedWidth + columnsWidth,
    };
  }, [columns, widths, fixed, fixedWidth, columnsWidth, firstIndex, lastIndex]);

  // --- behaviour ------------------------------------------------------------------------------------
  const excluded = useMemo(
    () => excludeCodes ?? (authPre ? excludedToolbarCodes(authPre) : []),
    [excludeCodes, authPre],
  );
  const buttons = useMemo(() => toolbarButtons(excluded), [excluded]);
  const isRowDisabled = useCallback(
    (row: GridRow) =>
      disabledRows !== undefined && Object.entries(disabledRows).some(([key, v]) => matches(v, row[key])),
    [disabledRows],
  );
  const isEditable = useCallback(
    (column: GridColumn) => !disabled && column.disabled !== true && !NOT_EDITED.has(column.type),
    [disabled],
  );
  const editableColumns = useMemo(
    () => columns.filter((c) => isEditable(c) && !DIRECT_TYPES.has(c.type)),
    [columns, isEditable],
  );

  const scrollToCell = useCallback(
    (rowIndex: number, key: string) => {
      rowScroller.current(rowIndex, "auto");
      if (virtualColumns) {
        const c = columns.findIndex((col) => col.key === key);
        if (c >= 0) columnVirtualizer.scrollToIndex(c, { align: "auto" });
      }
    },
    [columnVirtualizer, virtualColumns, columns],
  );

  const changeRows = useCallback(
    (next: GridRow[]) => {
      store.setRows(dragSort ? renumber(next, dragSortKey) : next);
      callbacks.current.onRowsChange?.(store.getRows());
    },
    [store, dragSort, dragSortKey],
  );

  const addRows = useCallback(
    (values?: readonly Record<string, unknown>[]) => {
      const count = values?.length ?? settings.addRowNum;
      const added = Array.from({ length: count }, (_, i) => newRow(nextId(), allColumns, values?.[i]));
      const current = store.getRows();
      changeRows(insertRows(current, added, settings.addIndex));
      const at = store.indexOf(added[0]?.id ?? "");
      const target = settings.addScrollToBottom ? store.getRows().length - 1 : at;
      if (target >= 0) requestAnimationFrame(() => rowScroller.current(target, "auto"));
      return added.map((r) => r.id);
    },
    [settings, nextId, allColumns, store, changeRows],
  );

  const removeRows = useCallback(
    (ids: readonly string[]) => {
      const gone = new Set(ids);
      for (const id of ids) if (!isTempId(id, prefix) && store.indexOf(id) >= 0) deleted.current.push(id);
      changeRows(store.getRows().filter((r) => !gone.has(r.id)));
    },
    [store, prefix, changeRows],
  );

  const dragging = useRef<string | undefined>(undefined);
  const ctx = useMemo<RowContext>(() => {
    const moveEdit = (rowId: string, column: GridColumn, step: "next" | "prev" | "down") => {
      const all = store.getRows();
      let r = store.indexOf(rowId);
      let c = editableColumns.findIndex((col) => col.key === column.key);
      for (
        let guardSteps = 0;
        guardSteps < all.length * Math.max(1, editableColumns.length) + 1;
        guardSteps++
      ) {
        if (step === "down") r += 1;
        else {
          c += step === "next" ? 1 : -1;
          if (c >= editableColumns.length) {
            c = 0;
            r += 1;
          } else if (c < 0) {
            c = editableColumns.length - 1;
            r -= 1;
          }
        }
        if (r < 0 || r >= all.length || c < 0) {
          store.endEdit();
          return;
        }
        if (!isRowDisabled(all[r])) break;
      }
      const target = all[r];
      const key = editableColumns[c]?.key;
      if (!target || !key) return;
      store.beginEdit(target.id, key);
      scrollToCell(r, key);
    };
    return {
      store,
      alwaysEdit,
      disabled,
      slots,
      isRowDisabled,
      isEditable,
      onCellClick: (rowId, key) => store.beginEdit(rowId, key),
      onChange: (rowId, key, value) => {
        store.setCell(rowId, key, value);
        const editing = store.getEditing();
        if (editing?.rowId !== rowId || editing.key !== key) store.commitRow(rowId);
        const row = store.rowState(rowId)?.row;
        if (row) callbacks.current.onValueChange?.({ row, key, value });
      },
      onChangeMany: (rowId, values) => {
        store.setCells(rowId, values);
        if (store.getEditing()?.rowId !== rowId) store.commitRow(rowId);
        const row = store.rowState(rowId)?.row;
        if (row)
          for (const [key, value] of Object.entries(values))
            callbacks.current.onValueChange?.({ row, key, value });
      },
      onBlur: (rowId, key) => {
        const column = columns.find((c) => c.key === key);
        setTimeout(() => {
          const row = store.rowState(rowId)?.row;
          if (!row || !column) return;
          if (column.type === "inputNumber") {
            const n = numberOnBlur(row[key]);
            if (n !== row[key]) store.setCell(rowId, key, n);
          }
          store.checkCellNow(rowId, key);
        }, BLUR_VALIDATE_MS);
      },
      onKeyDown: (event: KeyboardEvent, rowId: string, column: GridColumn) => {
        if (event.key === "Escape") {
          event.preventDefault();
          store.endEdit(true);
        } else if (event.key === "Tab") {
          event.preventDefault();
          moveEdit(rowId, column, event.shiftKey ? "prev" : "next");
        } else if (event.key === "Enter" && ENTER_MOVES.has(column.type)) {
          event.preventDefault();
          moveEdit(rowId, column, "down");
        }
      },
      onSelect: (rowId, on) => store.setSelected(rowId, on),
      onDragStart: (rowId) => {
        dragging.current = rowId;
      },
      onDrop: (rowId) => {
        const from = dragging.current ? store.indexOf(dragging.current) : -1;
        dragging.current = undefined;
        const to = store.indexOf(rowId);
        if (from < 0 || to < 0 || from === to) return;
        store.setRows(moveRow(store.getRows(), from, to, dragSortKey));
        callbacks.current.onRowsChange?.(store.getRows());
      },
    };
  }, [
    store,
    alwaysEdit,
    disabled,
    slots,
    isRowDisabled,
    isEditable,
    editableColumns,
    columns,
    scrollToCell,
    dragSortKey,
  ]);

  // A click outside the grid's rows ends the edit, except on its dropdowns, date panels and popups.
  const rootRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const onDown = (event: MouseEvent) => {
      if (!store.getEditing()) return;
      const target = event.target instanceof Element ? event.target : null;
      if (!target) return;
      // A popup keeps the edit, but not the dialog the grid itself sits in: a click elsewhere in it ends the edit.
      const keeper = target.closest(KEEP_EDITING);
      if (keeper && !(rootRef.current && keeper.contains(rootRef.current))) return;
      if (rootRef.current?.contains(target) && target.closest(".eg-row")) return;
      store.endEdit();
    };
    document.addEventListener("mousedown", onDown, true);
    return () => document.removeEventListener("mousedown", onDown, true);
  }, [store]);

  const validate = useCallback(async () => {
    store.endEdit();
    const errors = await store.validateAll();
    const failure = firstFailure(errors, store.getRows(), allColumns);
    if (!failure) return;
    scrollToCell(failure.rowIndex, failure.key);
    let count = 0;
    for (const record of errors.values()) count += Object.keys(record).length;
    throw new GridValidationError(failure.rowIndex, failure.key, failure.message, count);
  }, [store, allColumns, scrollToCell]);

  useImperativeHandle(
    ref,
    () => ({
      getValues: async () => {
        await validate();
        return outputRows(store.getRows(), prefix);
      },
      getValuesSync: () => {
        const errors = store.validateAll();
        const error =
          errors instanceof Promise ? 0 : [...errors.values()].reduce((n, r) => n + Object.keys(r).length, 0);
        return { error, values: outputRows(store.getRows(), prefix) };
      },
      validate,
      getDeleteIds: () => [...deleted.current],
      getSelectedIds: () => store.selectedIds(),
      clearSelection: () => store.setAllSelected(false, () => false),
      setRows: (next) => {
        deleted.current = [];
        store.setRows(withIds(next));
      },
      addRows: (values) => addRows(values ?? [{}]),
      removeRows,
      mergeRow: (values) => store.mergeRow(values),
      setErrors: (errors) => {
        const all = store.getRows();
        for (const e of errors) if (all[e.rowIndex]) store.setError(all[e.rowIndex].id, e.key, e.message);
      },
      scrollToRow: (index) => rowScroller.current(index, "start"),
    }),
    [validate, store, prefix, withIds, addRows, removeRows],
  );

  const onAdd = () => {
    if (!guard.tryInsert()) {
      void message.warning(TOO_FAST);
      return;
    }
    addRows();
  };
  const selectedCount = store.selectedCount();
  // biome-ignore lint/correctness/useExhaustiveDependencies: listVersion says rows were added, removed or moved
  const selectable = useMemo(
    () => rows.filter((r) => !isRowDisabled(r)).length,
    [rows, isRowDisabled, listVersion],
  );

  return (
    <CheckboxClassScope>
      <div className="eg" ref={rootRef}>
        {actionButton && !disabled && (
          <GridToolbar
            buttons={buttons}
            selected={selectedCount}
            rowCount={rows.length}
            disabled={disabled}
            settings={settings}
            onSettings={(next) => setSettings(writeAddSettings(next))}
            onAdd={onAdd}
            onRemove={() => removeRows(store.selectedIds())}
            onClearSelection={() => store.setAllSelected(false, () => false)}
          />
        )}
        <div
          ref={scrollRef}
          className="eg-scroll"
          style={{ maxHeight }}
          role="grid"
          aria-label={props["aria-label"]}
          aria-rowcount={rows.length + 1}
          aria-colcount={columns.length}
        >
          <div
            className="eg-header"
            role="row"
            aria-rowindex={1}
            style={{ width: layout.totalWidth, height: HEADER_HEIGHT }}
          >
            {fixed.map((f) => (
              <div
                key={f.kind}
                role="columnheader"
                className={`eg-cell eg-fixed eg-${f.kind}`}
                style={{ width: f.width, left: f.left }}
              >
                {f.kind === "select" && (
                  <Checkbox
                    aria-label="全选"
                    disabled={disabled || selectable === 0}
                    checked={selectable > 0 && selectedCount === selectable}
                    indeterminate={selectedCount > 0 && selectedCount < selectable}
                    onChange={(e) => store.setAllSelected(e.target.checked, (r) => !isRowDisabled(r))}
                  />
                )}
                {f.kind === "number" && "#"}
              </div>
            ))}
            {layout.padLeft > 0 && <div className="eg-pad" style={{ width: layout.padLeft }} />}
            {layout.shown.map((c) => {
              const column = columns[c];
              const required = column.validateRules?.some((r) => r.required || r.pattern === "*");
              return (
                <div key={column.key} role="columnheader" className="eg-cell" style={{ width: widths[c] }}>
                  {required && <span className="eg-required">*</span>}
                  {column.title}
                </div>
              );
            })}
            {layout.padRight > 0 && <div className="eg-pad" style={{ width: layout.padRight }} />}
          </div>
          <GridBody
            drawn={measured}
            store={store}
            scrollRef={scrollRef}
            layout={layout}
            ctx={ctx}
            maxHeight={maxHeight}
            scroller={rowScroller}
          />
          {rows.length === 0 && (
            <div
              className="eg-empty"
              style={{ width: Math.min(layout.totalWidth, gridWidth || layout.totalWidth) }}
            >
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无数据" />
            </div>
          )}
          {hasStats && <StatisticsRow store={store} layout={layout} />}
        </div>
      </div>
    </CheckboxClassScope>
  );
}

type RowScroller = (index: number, align: "auto" | "start") => void;

/** The virtual rows: only this part re-renders while the grid scrolls down and up. */
function GridBody({
  drawn,
  store,
  scrollRef,
  layout,
  ctx,
  maxHeight,
  scroller,
}: {
  /** false until the grid's width is known: the body keeps its height but draws no rows yet */
  drawn: boolean;
  store: GridStore;
  scrollRef: RefObject<HTMLDivElement | null>;
  layout: GridLayout;
  ctx: RowContext;
  maxHeight: number;
  scroller: RefObject<RowScroller>;
}) {
  useListVersion(store);
  const rows = store.getRows();
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 1,
    scrollMargin: HEADER_HEIGHT,
    initialRect: { width: 1000, height: maxHeight },
  });
  scroller.current = (index, align) => virtualizer.scrollToIndex(index, { align });
  const items = (drawn ? virtualizer.getVirtualItems() : []).filter((item) => rows[item.index] !== undefined);
  const slots = useRowSlots(items.map((item) => rows[item.index].id));
  return (
    <div className="eg-body" style={{ height: rows.length * ROW_HEIGHT, width: layout.totalWidth }}>
      {items.map((item, i) => {
        const row = rows[item.index];
        return (
          <GridRowView
            key={slots[i]}
            id={row.id}
            index={item.index}
            top={item.start - HEADER_HEIGHT}
            layout={layout}
            ctx={ctx}
          />
        );
      })}
    </div>
  );
}

/**
 * A slot per drawn row, which the row keeps while it stays drawn (the edited row among them); a row
 * scrolled in takes a slot that a row scrolled out left. Keyed by slot, React gives the arriving row the
 * leaving row's elements with new text instead of removing one row's elements and building the next's:
 * at each step of the bench's long scroll that took about a millisecond of script, and by the clock its
 * p95 went from 35-37 to 23-30 ms on the loaded machine.
 */
function useRowSlots(ids: readonly string[]): number[] {
  const held = useRef(new Map<string, number>());
  const previous = held.current;
  const next = new Map<string, number>();
  for (const id of ids) {
    const slot = previous.get(id);
    if (slot !== undefined) next.set(id, slot);
  }
  const taken = new Set(next.values());
  const free = [...previous.values()].filter((slot) => !taken.has(slot));
  let fresh = Math.max(-1, ...previous.values(), ...taken) + 1;
  const slots = ids.map((id) => {
    let slot = next.get(id);
    if (slot === undefined) {
      slot = free.shift() ?? fresh++;
      next.set(id, slot);
    }
    return slot;
  });
  held.current = next;
  return slots;
}

/** 合计: the integer sum of each statistics column, recomputed on every value change. */
function StatisticsRow({ store, layout }: { store: GridStore; layout: GridLayout }) {
  const version = useDataVersion(store);
  // biome-ignore lint/correctness/useExhaustiveDependencies: version says the rows' values changed
  const sums = useMemo(() => columnSums(store.getRows(), layout.columns), [store, layout.columns, version]);
  return (
    <div className="eg-stats" role="row" style={{ width: layout.totalWidth, height: STATS_HEIGHT }}>
      {layout.fixed.map((f, i) => (
        <div
          key={f.kind}
          className={`eg-cell eg-fixed eg-${f.kind}`}
          style={{ width: f.width, left: f.left }}
        >
          {i === 0 ? "合计" : null}
        </div>
      ))}
      {layout.fixed.length === 0 && <span className="eg-stats-label">合计</span>}
      {layout.padLeft > 0 && <div className="eg-pad" style={{ width: layout.padLeft }} />}
      {layout.shown.map((c) => {
        const column = layout.columns[c];
        return (
          <div key={column.key} role="gridcell" className="eg-cell" style={{ width: layout.widths[c] }}>
            {column.statistics ? sums[column.key] : null}
          </div>
        );
      })}
    </div>
  );
}
