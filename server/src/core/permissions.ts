import type { Db } from "../db/client.ts";

/**
 * A condition on `sys_permission p`: granted to the user `userId` (an SQL expression) through one of the
 * user's roles or, as the original's queryByUser, one of the user's department roles.
 */
export const grantedTo = (
  userId: string,
) => `EXISTS (SELECT 1 FROM sys_role_permission rp JOIN sys_user_role ur ON ur.role_id = rp.role_id
      WHERE ur.user_id = ${userId} AND rp.permission_id = p.id)
   OR EXISTS (SELECT 1 FROM sys_depart_role_permission dp JOIN sys_depart_role_user du ON du.drole_id = dp.role_id
      WHERE du.user_id = ${userId} AND dp.permission_id = p.id)`;

/** `grantedTo` the user id in `$1`. */
export const GRANTED_TO_USER = grantedTo("$1");

/** The `perms` values of the button rows granted to `userId` (an SQL expression): valid, not deleted. */
export const grantedPermsSql = (userId: string) => `SELECT DISTINCT p.perms FROM sys_permission p
     WHERE p.menu_type = 2 AND p.status = '1' AND p.del_flag = 0 AND (${grantedTo(userId)})`;

/**
 * Button permission codes of a user: valid, not deleted menu_type 2 rows reached through the user's roles
 * and department roles. Read on every request, so grant changes count from the next call.
 */
export async function loadPermissionCodes(db: Db, userId: string): Promise<Set<string>> {
  const rows = await db.query<{ perms: string | null }>(grantedPermsSql("$1"), [userId]);
  return codesOf(rows.map((r) => r.perms));
}

/** The codes in a list of `perms` values. */
export function codesOf(perms: readonly (string | null)[]): Set<string> {
  return new Set(perms.flatMap((p) => splitCodes(p)));
}

/** perms may hold a comma list. */
export function splitCodes(perms: string | null | undefined): string[] {
  return (perms ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
}

export function hasAnyPermission(granted: ReadonlySet<string>, wanted: string | readonly string[]): boolean {
  const list = typeof wanted === "string" ? [wanted] : wanted;
  return list.some((code) => granted.has(code));
}
