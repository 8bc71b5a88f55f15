/** The Excel columns of a declaration: field, header title and dictionary, shared by export and import. */
import type { CrudDeclaration } from "./types.ts";

export interface ExcelColumn {
  readonly field: string;
  readonly title: string;
  readonly dict?: string;
}

export function excelTitle(decl: CrudDeclaration): string {
  return decl.excel?.title ?? decl.title ?? decl.table;
}

/** Throws at start-up when a declared Excel field is unknown, hidden or has no title. */
export function excelColumns(decl: CrudDeclaration): ExcelColumn[] {
  if (!decl.excel) return [];
  return decl.excel.columns.map((field) => {
    const col = Object.hasOwn(decl.columns, field) ? decl.columns[field] : undefined;
    if (!col || col.hidden || !col.title) {
      throw new Error(`${decl.table}: Excel field ${field} must be a visible column with a title`);
    }
    return { field, title: col.title, dict: col.dict };
  });
}

/** `attachment` with an ASCII fallback and the UTF-8 name (RFC 5987/6266). */
export function attachmentHeader(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
