import type { CrudFilter } from "@refinedev/core";
import type { FormRule } from "antd";
import { searchFilter } from "./search-value";
import type { FieldDecl, FormAction, FormScope, ResourceDecl, SearchOperator } from "./types";

/** Pure helpers that read a declaration; the components stay thin. */

export function listFields(decl: ResourceDecl): FieldDecl[] {
  return decl.fields.filter((field) => field.list !== false);
}

export function searchFields(decl: ResourceDecl): FieldDecl[] {
  const fixed = decl.fixedFilter ?? {};
  return decl.fields.filter(
    (field) => field.search !== undefined && field.search !== false && !Object.hasOwn(fixed, field.dataIndex),
  );
}

function scopeOf(field: FieldDecl): FormScope | null {
  if (field.form === false) return null;
  if (field.form === undefined || field.form === true) return "both";
  return field.form;
}

export function formFields(decl: ResourceDecl, action: FormAction): FieldDecl[] {
  return decl.fields.filter((field) => {
    const scope = scopeOf(field);
    return scope === "both" || scope === action;
  });
}

export function searchOperator(field: FieldDecl): SearchOperator {
  if (typeof field.search === "string") return field.search;
  return (field.type ?? "text") === "text" || field.type === "textarea" ? "contains" : "eq";
}

/** Search panel values → refine filters by the value rules; empty fields give none (the table replaces its filters). */
export function searchToFilters(decl: ResourceDecl, values: Record<string, unknown>): CrudFilter[] {
  const filters: CrudFilter[] = [];
  for (const field of searchFields(decl)) {
    const filter = searchFilter(field.dataIndex, searchOperator(field), values[field.dataIndex]);
    if (filter) filters.push(filter);
  }
  return filters;
}

/** The original's pagination text. */
/** The pager's text; a total the server only estimated reads 共约 N 条. */
export function paginationText(total: number, range: [number, number], estimated = false): string {
  return `${range[0]}-${range[1]} 共${estimated ? "约" : ""}${total}条`;
}

export function batchDeleteConfirmText(count: number): string {
  return `确定要删除这 ${count} 项吗?`;
}

/** Fields of the details modal. */
export function detailFields(decl: ResourceDecl): FieldDecl[] {
  return decl.fields.filter((field) => field.details !== false && field.type !== "password");
}

export function rulesFor(field: FieldDecl, action: FormAction): FormRule[] {
  if (!field.rules) return [];
  return typeof field.rules === "function" ? field.rules(action) : field.rules;
}
