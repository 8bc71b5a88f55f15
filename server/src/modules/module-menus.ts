/**
 * The menu rows (the list, its drawer twin, its variants) and the button rows of a declared module, with ids
 * derived from the module and the row unless the original system seeded them.
 */
import { v5 as uuidv5 } from "uuid";
import { actionsOf, drawerEntry, menuName, permissionCode } from "../../../shared/modules/module-rules.ts";
import type {
  ModuleAction,
  ModuleDeclaration,
  ModuleMenuEntry,
} from "../../../shared/modules/module-types.ts";
import type { MenuSeed } from "../core/server-module.ts";
import { SYSTEM_MENU_ID } from "../db/seed/base-menus.ts";
import { buttons, subMenu } from "./menu-rows.ts";

/** Namespace of every derived row id; changing it would seed every declared module's rows again. */
const MENU_NAMESPACE = "5b0c6c2e-4a59-4d0e-9a52-3f6f1d1e7a10";

const VERBS: Record<ModuleAction, string> = {
  list: "查询",
  add: "添加",
  edit: "编辑",
  delete: "删除",
  export: "导出",
  import: "导入",
};

/** A stable 32-character row id (the width of sys_permission.id) for a module and one of its rows. */
export function derivedRowId(moduleName: string, row: string): string {
  return uuidv5(`${moduleName}:${row}`, MENU_NAMESPACE).replace(/-/g, "");
}

export function moduleMenus(decl: ModuleDeclaration): MenuSeed[] {
  const { menu } = decl;
  const menuId = menu.id ?? derivedRowId(decl.name, "menu");
  const parentId = menu.parent === "system" ? SYSTEM_MENU_ID : menu.parent;
  const grant = menu.grantRoles ? { grantRoles: menu.grantRoles } : {};
  const row = (entry: ModuleMenuEntry, id: string, name: string) =>
    subMenu(parentId, id, name, entry.path, entry.component, entry.order, entry.icon, grant);
  // An entry and its drawer twin; a row the original did not seed derives its id from the entry's key.
  const entryRows = (entry: ModuleMenuEntry & { name: string }, key: string): MenuSeed[] => {
    const own = row(entry, entry.id ?? derivedRowId(decl.name, key), entry.name);
    const drawer = drawerEntry(entry);
    if (!drawer) return [own];
    return [own, row(drawer, drawer.id ?? derivedRowId(decl.name, `${key}:drawer`), drawer.name)];
  };
  return [
    ...entryRows({ ...menu, id: menuId, name: menuName(decl) }, "menu"),
    ...(decl.variants ?? []).flatMap((v) => entryRows(v.menu, `variant:${v.resource}`)),
    ...buttons(
      menuId,
      actionsOf(decl).map((action) => {
        const [id, name] = menu.buttons?.[action] ?? [];
        return [
          id ?? derivedRowId(decl.name, action),
          name ?? `${VERBS[action]}${decl.title}`,
          permissionCode(decl, action),
        ] as const;
      }),
    ).map((button) => (button.perms === permissionCode(decl, "list") ? { ...button, ...grant } : button)),
  ];
}
