/**
 * The ceiling of delegated administration: someone who may manage users or roles, but is no
 * administrator, can hand out only what they hold themselves and cannot touch an administrator.
 * Otherwise a holder of user:edit could make anyone, themself included, an administrator.
 */
import type { Db } from "../../db/client.ts";
import { GRANTED_TO_USER } from "../permissions.ts";
import { BizError } from "../result.ts";

export const ADMIN_ROLE_CODE = "admin";
export const ADMIN_ONLY = "只有管理员可以修改管理员账号";
export const beyondOwn = (what: string) => `不能授予自己没有的权限：${what}`;

export async function isAdministrator(db: Db, userId: string): Promise<boolean> {
  const row = await db.one(
    `SELECT 1 AS x FROM sys_user_role ur JOIN sys_role r ON r.id = ur.role_id
     WHERE ur.user_id = $1 AND r.role_code = $2`,
    [userId, ADMIN_ROLE_CODE],
  );
  return row !== undefined;
}

/** Refuses a change to users of whom one holds the administrator role, unless the caller is one. */
export async function assertMayChangeUsers(
  db: Db,
  callerId: string,
  userIds: readonly string[],
): Promise<void> {
  if (userIds.length === 0 || (await isAdministrator(db, callerId))) return;
  const admin = await db.one(
    `SELECT 1 AS x FROM sys_user_role ur JOIN sys_role r ON r.id = ur.role_id
     WHERE ur.user_id = ANY($1::varchar[]) AND r.role_code = $2`,
    [userIds, ADMIN_ROLE_CODE],
  );
  if (admin) throw new BizError(ADMIN_ONLY);
}

/** Refuses roles that are the administrator role or carry a permission the caller does not hold. */
export async function assertMayGrantRoles(
  db: Db,
  callerId: string,
  roleIds: readonly string[],
): Promise<void> {
  if (roleIds.length === 0 || (await isAdministrator(db, callerId))) return;
  const rows = await db.query<{ role_name: string }>(
    `SELECT r.role_name FROM sys_role r WHERE r.id = ANY($2::varchar[]) AND (r.role_code = $3 OR EXISTS (
       SELECT 1 FROM sys_role_permission rp JOIN sys_permission p ON p.id = rp.permission_id
       WHERE rp.role_id = r.id AND NOT (${GRANTED_TO_USER})))
     ORDER BY r.role_name`,
    [callerId, roleIds, ADMIN_ROLE_CODE],
  );
  if (rows.length > 0) throw new BizError(beyondOwn(rows.map((r) => r.role_name).join("、")));
}

/** Refuses department roles that carry a permission the caller does not hold. */
export async function assertMayGrantDepartRoles(
  db: Db,
  callerId: string,
  departRoleIds: readonly string[],
): Promise<void> {
  if (departRoleIds.length === 0 || (await isAdministrator(db, callerId))) return;
  const rows = await db.query<{ role_name: string }>(
    `SELECT r.role_name FROM sys_depart_role r WHERE r.id = ANY($2::varchar[]) AND EXISTS (
       SELECT 1 FROM sys_depart_role_permission rp JOIN sys_permission p ON p.id = rp.permission_id
       WHERE rp.role_id = r.id AND NOT (${GRANTED_TO_USER}))
     ORDER BY r.role_name`,
    [callerId, departRoleIds],
  );
  if (rows.length > 0) throw new BizError(beyondOwn(rows.map((r) => r.role_name).join("、")));
}

/** Refuses permissions (menu and button rows) the caller does not hold. */
export async function assertMayGrantPermissions(
  db: Db,
  callerId: string,
  permissionIds: readonly string[],
): Promise<void> {
  if (permissionIds.length === 0 || (await isAdministrator(db, callerId))) return;
  const rows = await db.query<{ name: string }>(
    `SELECT p.name FROM sys_permission p WHERE p.id = ANY($2::varchar[]) AND NOT (${GRANTED_TO_USER})
     ORDER BY p.name LIMIT 5`,
    [callerId, permissionIds],
  );
  if (rows.length > 0) throw new BizError(beyondOwn(rows.map((r) => r.name).join("、")));
}
