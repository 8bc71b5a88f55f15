import { checkCell, checkRows, countValues, type GridErrors, hasUniqueRule, uniqueKey } from "./grid-rules";
import type { GridColumn, GridRow } from "./grid-types";

/** What one row component reads: it re-renders only when this object changes. */
export interface RowState {
  row: GridRow;
  errors: Record<string, string> | undefined;
  selected: boolean;
  /** the key of the cell being edited in this row */
  editing: string | undefined;
}

type Listener = () => void;

/**
 * The grid's data outside React: rows, failed cells, selection and the edited cell. A row component
 * subscribes to its own row, so a change re-renders that row only; the list subscribes to changes of the
 * row set (added, removed, moved rows) and of the selection count.
 */
export class GridStore {
  private rows: GridRow[] = [];
  private position = new Map<string, number>();
  private errors: GridErrors = new Map();
  private selected = new Set<string>();
  private editing: { rowId: string; key: string; before: unknown } | undefined;
  private states = new Map<string, RowState>();
  private rowListeners = new Map<string, Set<Listener>>();
  private listListeners = new Set<Listener>();
  private listVersion = 0;
  private dataListeners = new Set<Listener>();
  private dataVersion = 0;
  private commitListeners = new Set<(id: string) => void>();
  columns: readonly GridColumn[] = [];

  constructor(rows: readonly GridRow[] = [], columns: readonly GridColumn[] = []) {
    this.columns = columns;
    this.setRows(rows);
  }

  // --- subscriptions -------------------------------------------------------------------------------

  subscribeRow = (id: string, listener: Listener): (() => void) => {
    let set = this.rowListeners.get(id);
    if (!set) {
      set = new Set();
      this.rowListeners.set(id, set);
    }
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.rowListeners.delete(id);
    };
  };

  subscribeList = (listener: Listener): (() => void) => {
    this.listListeners.add(listener);
    return () => this.listListeners.delete(listener);
  };

  getListVersion = () => this.listVersion;

  subscribeData = (listener: Listener): (() => void) => {
    this.dataListeners.add(listener);
    return () => this.dataListeners.delete(listener);
  };

  getDataVersion = () => this.dataVersion;

  /** Told the row's id when an edit of one of its cells ends with a value other than it began with. */
  subscribeCommit = (listener: (id: string) => void): (() => void) => {
    this.commitListeners.add(listener);
    return () => this.commitListeners.delete(listener);
  };

  /** A cell changed without an edit (a check box, a picker): its row is committed at once. */
  commitRow(id: string) {
    if (!this.position.has(id)) return;
    for (const listener of this.commitListeners) listener(id);
  }

  private committed(edit: { rowId: string; key: string; before: unknown }) {
    const index = this.position.get(edit.rowId);
    if (index === undefined || Object.is(this.rows[index][edit.key], edit.before)) return;
    this.commitRow(edit.rowId);
  }

  private touchData() {
    this.dataVersion += 1;
    for (const listener of this.dataListeners) listener();
  }

  rowState(id: string): RowState | undefined {
    let state = this.states.get(id);
    if (state) return state;
    const index = this.position.get(id);
    if (index === undefined) return undefined;
    state = {
      row: this.rows[index],
      errors: this.errors.get(id),
      selected: this.selected.has(id),
      editing: this.editing?.rowId === id ? this.editing.key : undefined,
    };
    this.states.set(id, state);
    return state;
  }

  private touchRow(id: string) {
    this.states.delete(id);
    const set = this.rowListeners.get(id);
    if (set) for (const listener of set) listener();
  }

  private touchList() {
    this.listVersion += 1;
    for (const listener of this.listListeners) listener();
  }

  // --- rows ----------------------------------------------------------------------------------------

  getRows(): readonly GridRow[] {
    return this.rows;
  }

  indexOf(id: string): number {
    return this.position.get(id) ?? -1;
  }

  /** Replaces every row; failed cells and selection of rows that are gone are dropped. */
  setRows(rows: readonly GridRow[]) {
    this.rows = rows.slice();
    this.position = new Map(this.rows.map((row, i) => [row.id, i]));
    for (const id of [...this.errors.keys()]) if (!this.position.has(id)) this.errors.delete(id);
    for (const id of [...this.selected]) if (!this.position.has(id)) this.selected.delete(id);
    if (this.editing && !this.position.has(this.editing.rowId)) this.editing = undefined;
    this.states.clear();
    for (const id of [...this.rowListeners.keys()]) this.touchRow(id);
    this.touchList();
    this.touchData();
  }

  /** Sets one cell and checks it (and, for a unique column, the rows whose verdict it may change). */
  setCell(id: string, key: string, value: unknown) {
    this.setCells(id, { [key]: value });
  }

  setCells(id: string, values: Record<string, unknown>) {
    const index = this.position.get(id);
    if (index === undefined) return;
    const before = this.rows[index];
    const row = { ...before, ...values, id };
    this.rows[index] = row;
    this.touchRow(id);
    this.touchData();
    for (const key of Object.keys(values)) {
      const column = this.columns.find((c) => c.key === key);
      if (column) this.recheck(column, index, before[key]);
    }
  }

  /** Merges fields into the row with this id (a live update from another page); false when there is none. */
  mergeRow(values: Record<string, unknown> & { id: string }): boolean {
    if (!this.position.has(values.id)) return false;
    const { id, ...rest } = values;
    this.setCells(id, rest);
    return true;
  }

  /** Checks one cell again (on blur). */
  checkCellNow(id: string, key: string) {
    const index = this.position.get(id);
    const column = this.columns.find((c) => c.key === key);
    if (index === undefined || !column) return;
    const counts = hasUniqueRule(column) ? countValues(this.rows, key) : undefined;
    this.applyVerdict(id, key, checkCell(column, this.rows[index], index, counts));
  }

  private recheck(column: GridColumn, index: number, previous: unknown) {
    if (!column.validateRules?.length) return;
    if (!hasUniqueRule(column)) {
      this.applyVerdict(this.rows[index].id, column.key, checkCell(column, this.rows[index], index));
      return;
    }
    // A changed value can make or unmake duplicates among the rows holding its old or new value.
    const counts = countValues(this.rows, column.key);
    const keys = new Set([uniqueKey(previous), uniqueKey(this.rows[index][column.key])]);
    for (let i = 0; i < this.rows.length; i++) {
      const row = this.rows[i];
      if (i !== index && !keys.has(uniqueKey(row[column.key]))) continue;
      if (i !== index && !this.errors.has(row.id) && (counts.get(uniqueKey(row[column.key])) ?? 0) < 2)
        continue;
      this.applyVerdict(row.id, column.key, checkCell(column, row, i, counts));
    }
  }

  private applyVerdict(id: string, key: string, verdict: string | undefined | Promise<string | undefined>) {
    if (verdict instanceof Promise) {
      void verdict.then((v) => this.setError(id, key, v));
      return;
    }
    this.setError(id, key, verdict);
  }

  /** Marks (or clears, with undefined) one cell's failure. */
  setError(id: string, key: string, message: string | undefined) {
    const current = this.errors.get(id);
    if ((current?.[key] ?? undefined) === message) return;
    if (message === undefined) {
      if (!current) return;
      const { [key]: _gone, ...rest } = current;
      if (Object.keys(rest).length === 0) this.errors.delete(id);
      else this.errors.set(id, rest);
    } else this.errors.set(id, { ...current, [key]: message });
    this.touchRow(id);
  }

  getErrors(): GridErrors {
    return this.errors;
  }

  /** Checks every cell; rows whose failures changed are told. */
  validateAll(): GridErrors | Promise<GridErrors> {
    const result = checkRows(this.rows, this.columns);
    const apply = (next: GridErrors) => {
      const previous = this.errors;
      this.errors = next;
      for (const id of previous.keys()) if (!next.has(id)) this.touchRow(id);
      for (const [id, record] of next) if (!sameRecord(previous.get(id), record)) this.touchRow(id);
      return next;
    };
    return result instanceof Promise ? result.then(apply) : apply(result);
  }

  clearErrors() {
    const ids = [...this.errors.keys()];
    this.errors = new Map();
    for (const id of ids) this.touchRow(id);
  }

  // --- selection -----------------------------------------------------------------------------------

  isSelected(id: string) {
    return this.selected.has(id);
  }

  selectedIds(): string[] {
    return this.rows.filter((row) => this.selected.has(row.id)).map((row) => row.id);
  }

  selectedCount() {
    return this.selected.size;
  }

  setSelected(id: string, on: boolean) {
    if (this.selected.has(id) === on) return;
    if (on) this.selected.add(id);
    else this.selected.delete(id);
    this.touchRow(id);
    this.touchList();
  }

  /** Selects every selectable row, or none. */
  setAllSelected(on: boolean, selectable: (row: GridRow) => boolean) {
    const changed: string[] = [];
    for (const row of this.rows) {
      const want = on && selectable(row);
      if (this.selected.has(row.id) === want) continue;
      if (want) this.selected.add(row.id);
      else this.selected.delete(row.id);
      changed.push(row.id);
    }
    for (const id of changed) this.touchRow(id);
    if (changed.length > 0) this.touchList();
  }

  // --- editing -------------------------------------------------------------------------------------

  getEditing() {
    return this.editing ? { rowId: this.editing.rowId, key: this.editing.key } : undefined;
  }

  beginEdit(rowId: string, key: string) {
    if (this.editing?.rowId === rowId && this.editing.key === key) return;
    const index = this.position.get(rowId);
    if (index === undefined) return;
    const previous = this.editing;
    this.editing = { rowId, key, before: this.rows[index][key] };
    if (previous) this.committed(previous);
    if (previous && previous.rowId !== rowId) this.touchRow(previous.rowId);
    this.touchRow(rowId);
  }

  /** Ends the edit; `cancel` puts the value back as it was when the edit began. */
  endEdit(cancel = false) {
    const editing = this.editing;
    if (!editing) return;
    this.editing = undefined;
    if (cancel && this.position.has(editing.rowId)) this.setCell(editing.rowId, editing.key, editing.before);
    else this.committed(editing);
    this.touchRow(editing.rowId);
  }
}

function sameRecord(a: Record<string, string> | undefined, b: Record<string, string>): boolean {
  if (!a) return false;
  const keys = Object.keys(b);
  if (keys.length !== Object.keys(a).length) return false;
  return keys.every((k) => a[k] === b[k]);
}
