import { GRANTED_TO_USER } from "../../core/permissions.ts";
import type { Db } from "../../db/client.ts";
import { buildAllAuth, buildAuth, buildMenuTree, type PermissionRow } from "./menu-builder.ts";

const COLUMNS = `p.id, p.parent_id, p.name, p.url, p.component, p.component_name, p.redirect, p.menu_type, p.perms,
  p.perms_type, p.is_route, p.is_leaf, p.keep_alive, p.hidden, p.hide_tab, p.always_show, p.icon,
  p.internal_or_external, p.status, p.sort_no`;

/** Rows reached through the user's roles and department roles, not deleted, in sort order (the original's queryByUser). */
export async function userPermissionRows(db: Db, userId: string): Promise<PermissionRow[]> {
  return db.query<PermissionRow>(
    `SELECT DISTINCT ${COLUMNS} FROM sys_permission p
     WHERE p.del_flag = 0 AND (${GRANTED_TO_USER})
     ORDER BY p.sort_no ASC NULLS LAST, p.id`,
    [userId],
  );
}

/** `{menu, auth, allAuth, sysSafeMode}` for getUserPermissionByToken. */
export async function userPermissionAnswer(db: Db, userId: string) {
  const rows = await userPermissionRows(db, userId);
  // The original puts the 首页 row first when the user's roles do not grant one.
  if (!rows.some((r) => r.name === "首页")) {
    const home = await db.one<PermissionRow>(
      `SELECT ${COLUMNS} FROM sys_permission p WHERE p.name = '首页' AND p.del_flag = 0 ORDER BY p.sort_no LIMIT 1`,
    );
    if (home) rows.unshift(home);
  }
  const allButtons = await db.query<PermissionRow>(
    `SELECT ${COLUMNS} FROM sys_permission p WHERE p.menu_type = 2 AND p.del_flag = 0 ORDER BY p.sort_no, p.id`,
  );
  return {
    menu: buildMenuTree(rows),
    auth: buildAuth(rows),
    allAuth: buildAllAuth(allButtons),
    sysSafeMode: false,
  };
}
