import type { GridColumn, GridRow } from "./grid-types";

/** New rows get ids of this shape: the grid's case prefix, a counter and the temporary suffix. */
export const TEMP_SUFFIX = "_temp";
export const DEFAULT_ORDER_KEY = "orderNum";

let counter = 0;

/** A prefix unique to one grid instance, so its temporary ids never collide with another grid's. */
export function newCasePrefix(): string {
  counter += 1;
  return `jet${counter.toString(36)}${Math.random().toString(36).slice(2, 6)}_`;
}

export const tempId = (prefix: string, n: number) => `${prefix}${n}${TEMP_SUFFIX}`;
export const isTempId = (id: string, prefix: string) => id.startsWith(prefix) && id.endsWith(TEMP_SUFFIX);

/** A new row: a temporary id and each column's default value (checkboxes their checked/unchecked value). */
export function newRow(
  id: string,
  columns: readonly GridColumn[],
  values?: Record<string, unknown>,
): GridRow {
  const row: GridRow = { id };
  for (const column of columns) {
    if (column.type === "checkbox" || column.type === "checkbox_meta") {
      const [on, off] = column.customValue ?? [true, false];
      row[column.key] = column.defaultChecked ? on : off;
    } else if (column.defaultValue !== undefined) row[column.key] = column.defaultValue;
  }
  return values ? { ...row, ...values, id } : row;
}

/**
 * Rows as the caller receives them: a new row's temporary id is dropped (the server assigns one), a
 * stored row keeps its id.
 */
export function outputRows(rows: readonly GridRow[], prefix: string): Record<string, unknown>[] {
  return rows.map((row) => {
    if (!isTempId(row.id, prefix)) return { ...row };
    const { id: _id, ...rest } = row;
    return rest;
  });
}

/**
 * Where rows are added: `addIndex` 0 (or beyond the rows) means at the bottom, otherwise before the
 * `addIndex`-th row counted from 1.
 */
export function insertPosition(addIndex: number, length: number): number {
  if (!Number.isFinite(addIndex) || addIndex <= 0 || addIndex > length) return length;
  return Math.floor(addIndex) - 1;
}

export function insertRows(rows: readonly GridRow[], added: readonly GridRow[], addIndex: number): GridRow[] {
  const at = insertPosition(addIndex, rows.length);
  return [...rows.slice(0, at), ...added, ...rows.slice(at)];
}

/** Each row's order field numbered from 1 in the rows' order (a row whose number is unchanged stays the same object). */
export function renumber(rows: readonly GridRow[], orderKey = DEFAULT_ORDER_KEY): GridRow[] {
  return rows.map((row, i) => (row[orderKey] === i + 1 ? row : { ...row, [orderKey]: i + 1 }));
}

/** Moves the row at `from` to `to` and renumbers the order field. */
export function moveRow(
  rows: readonly GridRow[],
  from: number,
  to: number,
  orderKey = DEFAULT_ORDER_KEY,
): GridRow[] {
  if (from === to || from < 0 || from >= rows.length) return renumber(rows, orderKey);
  const next = rows.slice();
  const [moved] = next.splice(from, 1);
  next.splice(Math.max(0, Math.min(to, next.length)), 0, moved);
  return renumber(next, orderKey);
}

/** The statistics row: the integer sum of each counted column (non-numbers count as 0). */
export function columnSums(rows: readonly GridRow[], columns: readonly GridColumn[]): Record<string, number> {
  const sums: Record<string, number> = {};
  for (const column of columns) {
    if (!column.statistics) continue;
    let sum = 0;
    for (const row of rows) {
      const n = Number.parseInt(String(row[column.key] ?? ""), 10);
      if (!Number.isNaN(n)) sum += n;
    }
    sums[column.key] = sum;
  }
  return sums;
}
