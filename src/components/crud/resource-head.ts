/**
 * What the shell knows of a declared resource before its page loads: the names the menu links it by, the
 * API paths the data provider calls and the permission prefix access control checks. Fields, columns and
 * dialogs load with the page.
 */
import { drawerEntry, hasAction } from "../../../shared/modules/module-rules";
import type { ModuleDeclaration, ModuleMenuEntry, ModuleVariant } from "../../../shared/modules/module-types";
import type { ResourceApi, ResourceDecl } from "./types";

export type ResourceHead = Pick<
  ResourceDecl,
  "name" | "component" | "title" | "authPrefix" | "api" | "fixedFilter"
>;

/** A module's API paths: list and queryById always, the others as its actions allow. */
export function moduleApi(decl: ModuleDeclaration): ResourceApi {
  const p = decl.api;
  const api: ResourceApi = { list: `${p}/list`, queryById: `${p}/queryById` };
  if (hasAction(decl, "add")) api.add = `${p}/add`;
  if (hasAction(decl, "edit")) api.edit = `${p}/edit`;
  if (hasAction(decl, "delete"))
    Object.assign(api, { delete: `${p}/delete`, deleteBatch: `${p}/deleteBatch` });
  if (hasAction(decl, "export")) api.exportXls = `${p}/exportXls`;
  if (hasAction(decl, "import")) api.importExcel = `${p}/importExcel`;
  return api;
}

/** A module's own list, with what its web declaration overrides (a title, other paths). */
export function moduleHead(
  decl: ModuleDeclaration,
  overlay: Partial<Pick<ResourceHead, "title" | "api">> = {},
): ResourceHead {
  return {
    name: decl.resource,
    component: decl.menu.component,
    title: decl.title,
    authPrefix: `${decl.permission}:`,
    api: moduleApi(decl),
    ...overlay,
  };
}

/** How one kind of list (a head, a whole declaration) is made into a module's variant and drawer twin. */
export interface ListShapes<T> {
  variant(main: T, head: ResourceHead, variant: ModuleVariant): T;
  twin(list: T, head: ResourceHead): T;
}

/**
 * A module's lists in menu order: its own, then each variant, each followed by its twin whose add/edit
 * form opens in a drawer when its menu entry has one. Names, components, titles and fixed filters are
 * the heads'; `shapes` adds what else a kind of list changes.
 */
export function moduleLists<T extends ResourceHead>(
  decl: ModuleDeclaration,
  main: T,
  shapes: ListShapes<T>,
): T[] {
  const withTwin = (list: T, entry: ModuleMenuEntry): T[] => {
    const drawer = drawerEntry(entry);
    if (!drawer) return [list];
    return [list, shapes.twin(list, { ...list, name: `${list.name}-drawer`, component: drawer.component })];
  };
  const variants = (decl.variants ?? []).flatMap((v) =>
    withTwin(
      shapes.variant(
        main,
        {
          ...main,
          name: v.resource,
          component: v.menu.component,
          title: v.menu.name,
          fixedFilter: { ...v.fixed },
        },
        v,
      ),
      v.menu,
    ),
  );
  return [...withTwin(main, decl.menu), ...variants];
}

/** Every list of a module in menu order, as `resourcesFromModule` declares them: own, variants, twins. */
export function moduleHeads(
  decl: ModuleDeclaration,
  overlay: Partial<Pick<ResourceHead, "title" | "api">> = {},
): ResourceHead[] {
  return moduleLists(decl, moduleHead(decl, overlay), {
    variant: (_main, head) => head,
    twin: (_list, head) => head,
  });
}
