/**
 * The import that can be corrected before it is saved, its pure parts: the paths beside the import, the
 * check's answer, refused cells by row, and the rows sent back.
 */
import type { GridColumn, GridRow } from "@/components/editable-grid";

/** A refused cell as the server answers it; `row` counts from 1; a refusal of a whole row names no field. */
export interface CellRefusal {
  row: number;
  field?: string;
  message: string;
}

export interface ImportCheckAnswer {
  columns: { field: string; title: string }[];
  rows?: Record<string, string>[];
  total: number;
  errorRows: number;
  errors: CellRefusal[];
}

/** The check and the import of corrected rows sit beside the module's import path. */
export function importCheckUrls(importUrl: string): { check: string; rows: string } {
  const base = importUrl.replace(/\/importExcel$/, "");
  return { check: `${base}/importCheck`, rows: `${base}/importRows` };
}

/** Whether an answer's result is a check (or a refusal of corrected rows listing its cells). */
export function isImportCheck(result: unknown): result is ImportCheckAnswer {
  if (typeof result !== "object" || result === null) return false;
  const r = result as Partial<ImportCheckAnswer>;
  return Array.isArray(r.errors) && typeof r.total === "number";
}

/** Refused cells by row id; a row's refusal without a field marks its first column. */
export type RowErrors = Map<string, Record<string, string>>;

export function errorsByRow(
  errors: readonly CellRefusal[],
  ids: readonly string[],
  firstField: string,
): RowErrors {
  const out: RowErrors = new Map();
  for (const e of errors) {
    const id = ids[e.row - 1];
    if (id === undefined) continue;
    const key = e.field ?? firstField;
    const record = out.get(id) ?? {};
    record[key] = record[key] ? `${record[key]}；${e.message}` : e.message;
    out.set(id, record);
  }
  return out;
}

export const ROW_ID_PREFIX = "import-row-";

/** The checked rows as grid rows, each with an id of its own. */
export function gridRows(rows: readonly Record<string, string>[]): GridRow[] {
  return rows.map((r, i) => ({ ...r, id: `${ROW_ID_PREFIX}${i + 1}` }));
}

/** The import columns as text cells sharing the grid's width: the user types what the file would hold. */
export function gridColumns(columns: ImportCheckAnswer["columns"]): GridColumn[] {
  return columns.map((c) => ({ key: c.field, title: c.title, type: "input" }));
}

/** A grid row as the server reads it: the import fields it holds, as text. */
export function rowForServer(row: GridRow, fields: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const field of fields) {
    const value = row[field];
    if (value === undefined) continue;
    out[field] = value === null ? "" : String(value);
  }
  return out;
}

export const reviewSummary = (total: number, errorRows: number) => `共 ${total} 行，${errorRows} 行有错误`;
