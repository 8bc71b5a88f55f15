/** The menu row and button rows of a declared module, with ids derived from the module and action. */
import { v5 as uuidv5 } from "uuid";
import { actionsOf, menuName, permissionCode } from "../../../shared/modules/module-rules.ts";
import type { ModuleAction, ModuleDeclaration } from "../../../shared/modules/module-types.ts";
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
  return [
    subMenu(parentId, menuId, menuName(decl), menu.path, menu.component, menu.order, menu.icon, grant),
    ...buttons(
      menuId,
      actionsOf(decl).map(
        (action) =>
          [
            derivedRowId(decl.name, action),
            `${VERBS[action]}${decl.title}`,
            permissionCode(decl, action),
          ] as const,
      ),
    ).map((row) => (row.perms === permissionCode(decl, "list") ? { ...row, ...grant } : row)),
  ];
}
