/**
 * The list page's resource of a shared module declaration: API paths and permission prefix from the
 * module, fields with the rules and messages the server checks, plus an optional web overlay (widths,
 * custom controls and renderers).
 */
import type { FormRule } from "antd";
import { checkField, columnOf, inForm } from "../../../shared/modules/module-rules";
import type { ModuleDeclaration, ModuleField } from "../../../shared/modules/module-types";
import { moduleHead, moduleLists } from "./resource-head";
import { checkRule, duplicateCheck, TYPING_CHECK_DELAY_MS } from "./rules";
import type { FieldDecl, ResourceDecl } from "./types";

/** What the web adds to a declaration: per-field settings and any resource setting. */
export type ResourceOverlay = Partial<Omit<ResourceDecl, "fields">> & {
  fields?: Readonly<Record<string, Partial<FieldDecl>>>;
};

const DATETIME_WIDTH = 170;
/** The width of the original's drawer forms. */
const DRAWER_WIDTH = 640;

/** The form rules of a field: required with its message, then the shared check the server runs too. */
export function fieldRules(field: ModuleField): FormRule[] {
  const rules: FormRule[] = [];
  if (field.required) rules.push({ required: true, message: field.required });
  rules.push({
    validator: async (_rule, value: unknown) => {
      if (value === undefined || value === null || typeof value === "object") return;
      const problem = checkField(field, String(value));
      if (problem) throw new Error(problem);
    },
  });
  return rules;
}

/**
 * The checks only the server can make, asked while the user types once the field's own rules pass: a unique
 * field against the other records (with the field's message), a bound check rule by its code.
 */
export function serverRules(decl: ModuleDeclaration, name: string, field: ModuleField): FormRule[] {
  const rules: FormRule[] = [];
  if (field.unique) {
    rules.push(
      duplicateCheck({
        tableName: decl.table,
        fieldName: columnOf(name, field),
        message: field.unique,
        debounceMs: TYPING_CHECK_DELAY_MS,
      }),
    );
  }
  if (field.checkRule) rules.push(checkRule(field.checkRule, { debounceMs: TYPING_CHECK_DELAY_MS }));
  return rules;
}

function fieldDecl(module: ModuleDeclaration, name: string, field: ModuleField): FieldDecl {
  const type = field.widget ?? (field.dict ? "dict" : undefined);
  const storage = field.type ?? "string";
  const decl: FieldDecl = {
    dataIndex: name,
    title: field.title,
    type: type ?? (storage === "string" ? "text" : storage === "boolean" ? "switch" : storage),
    list: field.list !== false,
    form: inForm(field) ? (field.form ?? true) : false,
    rules: [...fieldRules(field), ...serverRules(module, name, field)],
  };
  if (field.dict) decl.dict = field.dict;
  if (field.search) decl.search = field.search;
  if (field.lockedOnEdit) decl.lockedOnEdit = true;
  if (field.sorter) decl.sorter = true;
  if (field.placeholder) decl.placeholder = field.placeholder;
  if (field.upload) decl.upload = { ...field.upload };
  if (storage === "datetime") decl.width = DATETIME_WIDTH;
  return decl;
}

export function resourceFromModule(decl: ModuleDeclaration, overlay: ResourceOverlay = {}): ResourceDecl {
  const { fields: fieldOverlay = {}, ...rest } = overlay;
  const fields = Object.entries(decl.fields)
    .filter(([, f]) => f.list !== false || inForm(f) || f.search)
    .map(([name, f]) => ({ ...fieldDecl(decl, name, f), ...fieldOverlay[name] }));
  return {
    ...moduleHead(decl),
    fields,
    ...(decl.defaultSort ? { defaultSort: decl.defaultSort } : {}),
    form: {
      style: decl.form?.style ?? "modal",
      ...(decl.form?.width ? { width: decl.form.width } : {}),
      createTitle: `新增${decl.title}`,
      editTitle: `编辑${decl.title}`,
    },
    ...rest,
  };
}

/**
 * Every list page of a module in menu order: its own (with the overlay), its variants (named by their
 * menu entry, with their fixed conditions and record title) and the drawer twins of each.
 */
export function resourcesFromModule(decl: ModuleDeclaration, overlay: ResourceOverlay = {}): ResourceDecl[] {
  return moduleLists(decl, resourceFromModule(decl, overlay), {
    variant: (main, head, v) => ({
      ...main,
      ...head,
      form: { ...main.form, createTitle: `新增${v.title}`, editTitle: `编辑${v.title}` },
    }),
    twin: (list, head) => ({
      ...list,
      ...head,
      form: { ...list.form, style: "drawer", width: DRAWER_WIDTH },
    }),
  });
}
