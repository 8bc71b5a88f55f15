import type { ResourceApi, ResourceDecl } from "@/components/crud/types";

/** The eight generated routes of a permit module (`/permit/<entity>/*`). */
export function permitApi(entity: string): ResourceApi {
  const base = `/permit/${entity}`;
  return {
    list: `${base}/list`,
    add: `${base}/add`,
    edit: `${base}/edit`,
    delete: `${base}/delete`,
    deleteBatch: `${base}/deleteBatch`,
    queryById: `${base}/queryById`,
    exportXls: `${base}/exportXls`,
    importExcel: `${base}/importExcel`,
  };
}

export const ENTITY_STATUS_COLORS = { "1": "green", "0": "default" };

/**
 * The drawer variant of a master-data list (the original generates each form as a modal and as a
 * drawer): the same list and codes, its add/edit form in a drawer, under its own menu key (…DrawerList).
 */
export function drawerVariant(decl: ResourceDecl): ResourceDecl {
  return {
    ...decl,
    name: `${decl.name}-drawer`,
    component: decl.component.replace(/List$/, "DrawerList"),
    form: { ...decl.form, style: "drawer", width: 640 },
  };
}
