/** The CRUD kit's declaration of a shared module declaration: columns, access per route and Excel. */
import {
  checkField,
  columnOf,
  excelFields,
  excelTitle,
  hasAction,
  permissionCode,
} from "../../../../shared/modules/module-rules.ts";
import type { ModuleDeclaration, ModuleField } from "../../../../shared/modules/module-types.ts";
import type { CrudAccess, CrudAction, CrudColumn, CrudColumns, CrudDeclaration, CrudHooks } from "./types.ts";

/** What a module adds to the derived declaration: hooks and the rare setting a declaration cannot say. */
export type CrudOverrides = Partial<Omit<CrudDeclaration, "prefix" | "table" | "columns" | "access">> & {
  /** extra columns (a hidden password column), or settings merged into a declared field's column */
  readonly columns?: Readonly<Record<string, Partial<CrudColumn>>>;
};

const AUDIT_COLUMNS: CrudColumns = {
  id: { column: "id", type: "string", insert: false, update: false },
  createBy: { column: "create_by", type: "string" },
  createTime: { column: "create_time", title: "创建时间", type: "datetime" },
  updateBy: { column: "update_by", type: "string" },
  updateTime: { column: "update_time", type: "datetime" },
};

function crudColumn(name: string, field: ModuleField): CrudColumn {
  const fixed = field.serverOnly ? { insert: false, update: false } : {};
  const locked = field.lockedOnEdit ? { update: false } : {};
  const hasRule = field.minLength !== undefined || field.pattern !== undefined || field.check !== undefined;
  return {
    column: columnOf(name, field),
    title: field.title,
    type: field.type ?? "string",
    ...(field.dict ? { dict: field.dict } : {}),
    ...(field.maxLength !== undefined ? { maxLength: field.maxLength } : {}),
    ...(field.integer ? { integer: true } : {}),
    ...(field.range ? { range: field.range } : {}),
    ...(field.required ? { required: field.required } : {}),
    ...(field.unique ? { unique: field.unique } : {}),
    ...(hasRule
      ? { validate: (v: string | null | undefined) => (v ? checkField(field, v) : undefined) }
      : {}),
    ...fixed,
    ...locked,
  };
}

export function moduleColumns(decl: ModuleDeclaration): CrudColumns {
  const columns: Record<string, CrudColumn> = { ...AUDIT_COLUMNS };
  for (const [name, field] of Object.entries(decl.fields)) columns[name] = crudColumn(name, field);
  return columns;
}

function mergeColumns(base: CrudColumns, extra: CrudOverrides["columns"] = {}): CrudColumns {
  const merged: Record<string, CrudColumn> = { ...base };
  for (const [name, column] of Object.entries(extra)) {
    const combined = { ...base[name], ...column };
    if (!combined.column || !combined.type) throw new Error(`column ${name} needs a column name and a type`);
    merged[name] = combined as CrudColumn;
  }
  return merged;
}

function moduleAccess(decl: ModuleDeclaration): Partial<Record<CrudAction, CrudAccess>> {
  const code = (action: Parameters<typeof permissionCode>[1]) =>
    hasAction(decl, action) ? permissionCode(decl, action) : false;
  const list = code("list");
  return {
    list: decl.pickerFields ? { auth: "login" } : list,
    queryById: list,
    add: code("add"),
    edit: code("edit"),
    delete: code("delete"),
    deleteBatch: code("delete"),
    exportXls: code("export"),
    importExcel: code("import"),
  };
}

export function crudFromModule(decl: ModuleDeclaration, overrides: CrudOverrides = {}): CrudDeclaration {
  const { columns, hooks, ...rest } = overrides;
  const picker = decl.pickerFields;
  const listCode = permissionCode(decl, "list");
  const pickerHooks: CrudHooks = picker
    ? { listFields: (req) => (req.session?.permissions.has(listCode) ? undefined : ["id", ...picker]) }
    : {};
  const excel = hasAction(decl, "export") || hasAction(decl, "import");
  return {
    prefix: decl.api,
    table: decl.table,
    title: excelTitle(decl),
    columns: mergeColumns(moduleColumns(decl), columns),
    access: moduleAccess(decl),
    ...(decl.defaultSort ? { defaultSort: [decl.defaultSort] } : {}),
    ...(excel ? { excel: { columns: excelFields(decl) } } : {}),
    hooks: { ...pickerHooks, ...hooks },
    ...rest,
  };
}
