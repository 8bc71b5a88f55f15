/** The administrator cannot take away their own way back into role authorisation; the server enforces it. */

import type { Db } from "../../db/client.ts";
import { loadPermissionCodes } from "../permissions.ts";
import { BizError } from "../result.ts";
import { SqlParams } from "../sql-params.ts";

/** The 角色管理 menu row (the original's id), which the lockout rule keeps reachable. */
export const ROLE_MENU_ID = "190c2b43bec6a5f7a4194a85db67d96a";
export const AUTHORIZE_CODE = "role:authorize";
export const LOCKOUT_MESSAGE =
  "不能移除当前登录用户自己的角色授权权限（角色管理菜单或角色授权按钮），否则将无法再管理角色";

/** The 角色管理 row and its ancestors: all must be granted for the menu to show. */
async function roleMenuChain(db: Db): Promise<string[]> {
  const rows = await db.query<{ id: string }>(
    `WITH RECURSIVE up AS (
       SELECT id, parent_id, 1 AS depth FROM sys_permission WHERE id = $1 AND del_flag = 0
       UNION ALL SELECT p.id, p.parent_id, up.depth + 1 FROM sys_permission p JOIN up ON p.id = up.parent_id
        WHERE up.depth < 50 AND p.del_flag = 0)
     SELECT id FROM up`,
    [ROLE_MENU_ID],
  );
  return rows.map((r) => r.id);
}

/** Whether the user can still reach role authorisation: the code and the 角色管理 menu path. */
export async function canAuthorizeRoles(db: Db, userId: string): Promise<boolean> {
  if (!(await loadPermissionCodes(db, userId)).has(AUTHORIZE_CODE)) return false;
  const chain = await roleMenuChain(db);
  if (chain.length === 0) return false;
  const params = new SqlParams([userId]);
  const granted = await db.query<{ id: string }>(
    `SELECT DISTINCT rp.permission_id AS id FROM sys_role_permission rp
       JOIN sys_user_role ur ON ur.role_id = rp.role_id
      WHERE ur.user_id = $1 AND rp.permission_id IN (${params.list(chain)})`,
    params.values,
  );
  return granted.length === chain.length;
}

/**
 * Run inside the transaction of a change, after it: refuses (and so rolls back) when the caller could
 * authorise roles before and no longer can.
 */
export async function assertNoLockout(t: Db, userId: string, couldBefore: boolean): Promise<void> {
  if (couldBefore && !(await canAuthorizeRoles(t, userId))) throw new BizError(LOCKOUT_MESSAGE);
}
