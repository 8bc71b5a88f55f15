export { registerCrud, routeAccess, splitIds } from "./register.ts";
export { rejectNul } from "./reject-nul.ts";
export { CrudTable, DEFAULT_MESSAGES, selectList, whitelistOf } from "./table.ts";
export type {
  CrudAccess,
  CrudAction,
  CrudColumn,
  CrudColumns,
  CrudDeclaration,
  CrudHooks,
  CrudMessages,
  HookContext,
  Values,
} from "./types.ts";
export { AUDIT_FIELDS, bodySchema, checkUnique, parseField, parseValues } from "./values.ts";
