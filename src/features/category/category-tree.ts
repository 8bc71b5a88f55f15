import type { FieldDecl, FormAction, ResourceDecl } from "@/components/crud/types";
import type { TreeRow } from "@/components/tree-table";
import { categoryResource } from "./category-resource";

/** The top level's parent value of sys_category. */
export const ROOT_PID = "0";

/** A category row has children to load when its `hasChild` is '1'. */
export const hasChild = (row: TreeRow) => row.hasChild === "1";

export interface ParentRef {
  id: string;
  name: string;
}

/** The search the tree sends to the flat list: contains-matches on name and code. */
export function categorySearch(values: Record<string, unknown>): Record<string, string> | null {
  const params: Record<string, string> = {};
  for (const field of ["name", "code"]) {
    const value = typeof values[field] === "string" ? (values[field] as string).trim() : "";
    if (value !== "") params[field] = `*${value}*`;
  }
  return Object.keys(params).length > 0 ? params : null;
}

/**
 * The add/edit dialog's resource: the name, and when adding below a node, its name shown read-only; the
 * new record goes under that node (or at the top).
 */
export function categoryDialogResource(parent: ParentRef | null): ResourceDecl {
  const name = categoryResource.fields.find((f) => f.dataIndex === "name") as FieldDecl;
  const parentField: FieldDecl = {
    dataIndex: "parentName",
    title: "父级节点",
    list: false,
    form: "create",
    details: false,
  };
  return {
    ...categoryResource,
    fields: parent ? [parentField, { ...name }] : [{ ...name }],
    form: {
      ...categoryResource.form,
      createTitle: parent ? "添加下级" : "新增分类",
      initialValues: parent ? { parentName: parent.name } : undefined,
    },
    toRequest: (values: Record<string, unknown>, action: FormAction) => {
      const { parentName: _shown, ...rest } = values;
      return action === "create" ? { ...rest, pid: parent?.id ?? ROOT_PID } : rest;
    },
  };
}
