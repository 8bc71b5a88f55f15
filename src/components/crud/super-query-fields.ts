import type { SuperFieldType, SuperQueryField } from "@/components/super-query/conditions";
import type { FieldDecl, FieldType, ResourceDecl } from "./types";

const TYPES: Partial<Record<FieldType, SuperFieldType>> = {
  text: "string",
  textarea: "string",
  number: "number",
  date: "date",
  datetime: "datetime",
  dict: "list",
  multiDict: "list_multi",
};

/**
 * Whether the super query offers a field: `superQuery` decides when set; otherwise list and search fields
 * whose value the builder can edit (no custom control or cell showing another value, no password).
 */
function offered(decl: ResourceDecl, field: FieldDecl): boolean {
  if (Object.hasOwn(decl.fixedFilter ?? {}, field.dataIndex)) return false;
  if (!TYPES[field.type ?? "text"]) return false;
  if (field.superQuery !== undefined) return field.superQuery;
  if (field.control) return false;
  if (field.render && !field.dict) return false;
  return field.list !== false || (field.search !== undefined && field.search !== false);
}

/** The super query's field list of a declaration, with each field's value type and dictionary. */
export function superQueryFields(decl: ResourceDecl): SuperQueryField[] {
  return decl.fields
    .filter((field) => offered(decl, field))
    .map((field) => {
      const type = TYPES[field.type ?? "text"] ?? "string";
      const out: SuperQueryField = { value: field.dataIndex, text: field.title, type };
      if (field.dict) out.dictCode = field.dict;
      return out;
    });
}
