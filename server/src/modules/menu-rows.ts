import type { MenuSeed } from "../core/server-module.ts";
import { SYSTEM_MENU_ID } from "../db/seed/base-menus.ts";

/** Extra fields of a sub-menu row; omitted ones are left out of the row (seed defaults apply). */
export interface SubMenuOptions {
  grantRoles?: readonly string[];
}

/**
 * A sub-menu row (menuType 1) under `parentId`. Its page keeps its state while another tab shows
 * (keepAlive): a user who leaves a list for a moment finds its search, page and form input as they were.
 */
export function subMenu(
  parentId: string,
  id: string,
  name: string,
  url: string,
  component: string,
  sortNo: number,
  icon: string,
  options: SubMenuOptions = {},
): MenuSeed {
  return {
    id,
    parentId,
    name,
    url,
    component,
    menuType: 1,
    sortNo,
    icon,
    route: true,
    keepAlive: true,
    ...options,
  };
}

/** Sub-menu rows under `parentId`: [id, name, url, component, icon], numbered 1.. in order. */
export function subMenus(
  parentId: string,
  rows: readonly (readonly [string, string, string, string, string])[],
): MenuSeed[] {
  return rows.map(([id, name, url, component, icon], i) =>
    subMenu(parentId, id, name, url, component, i + 1, icon),
  );
}

/** A 系统管理 sub-menu row of a configuration module. */
export function systemMenu(
  id: string,
  name: string,
  url: string,
  component: string,
  sortNo: number,
  icon: string,
  options: SubMenuOptions = {},
): MenuSeed {
  return subMenu(SYSTEM_MENU_ID, id, name, url, component, sortNo, icon, options);
}

/** Per-button fields; only the ones given are written, so rows without them keep the seed default. */
export interface ButtonOptions {
  hidden?: boolean;
  grantHolders?: readonly string[];
}

/** [id, name, code] or [id, name, code, options]. */
export type ButtonRow = readonly [string, string, string] | readonly [string, string, string, ButtonOptions];

/**
 * Button rows under a menu, numbered 1.. in order. `defaults` apply to every row and a row's own
 * options override them (the user, role, depart and menu pages set `hidden` on every button: true only on
 * the list one).
 */
export function buttons(
  parentId: string,
  rows: readonly ButtonRow[],
  defaults: ButtonOptions = {},
): MenuSeed[] {
  return rows.map(([id, name, perms, options], i) => ({
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
    ...defaults,
    ...options,
  }));
}
