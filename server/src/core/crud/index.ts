export { attachmentHeader, excelColumns, excelTitle } from "./excel-columns.ts";
export { IMPORT_REPORT_DIR, IMPORT_REPORT_URL, type ImportSummary, importExcel } from "./excel-import.ts";
export { registerExcelImport } from "./excel-import-route.ts";
export type { InsertBatch } from "./insert-batch.ts";
export { registerCrud, routeAccess } from "./register.ts";
export { rejectNul } from "./reject-nul.ts";
export { splitIds } from "./split-ids.ts";
export {
  CrudTable,
  DEFAULT_MESSAGES,
  listColumns,
  type PreparedRow,
  parseJsonColumns,
  selectList,
  whitelistOf,
} from "./table.ts";
export type {
  CrudAccess,
  CrudAction,
  CrudColumn,
  CrudColumns,
  CrudDeclaration,
  CrudExcel,
  CrudHooks,
  CrudMessages,
  HookContext,
  Values,
} from "./types.ts";
export { AUDIT_FIELDS, bodySchema, checkUnique, parseField, parseValues } from "./values.ts";
