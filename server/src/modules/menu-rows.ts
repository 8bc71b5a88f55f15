import { SYSTEM_MENU_ID } from "../db/seed/base-menus.ts";
import type { MenuSeed } from "./types.ts";

/** A 系统管理 sub-menu row of a configuration module. */
export function systemMenu(
  id: string,
  name: string,
  url: string,
  component: string,
  sortNo: number,
  icon: string,
): MenuSeed {
  return {
    id,
    parentId: SYSTEM_MENU_ID,
    name,
    url,
    component,
    menuType: 1,
    sortNo,
    icon,
    route: true,
    keepAlive: false,
  };
}

/** Button rows under a menu: [id, name, code] in order. */
export function buttons(parentId: string, rows: readonly (readonly [string, string, string])[]): MenuSeed[] {
  return rows.map(([id, name, perms], i) => ({
    id,
    parentId,
    name,
    menuType: 2,
    perms,
    permsType: "1",
    status: "1",
    sortNo: i + 1,
    route: false,
    leaf: true,
  }));
}
