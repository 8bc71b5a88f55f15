import type { Db } from "../db/client.ts";

/**
 * A condition on `sys_permission p` (user id as $1): granted through one of the user's roles or, as the
 * original's queryByUser, one of the user's department roles.
 */
export const GRANTED_TO_USER = `EXISTS (SELECT 1 FROM sys_role_permission rp JOIN sys_user_role ur ON ur.role_id = rp.role_id
      WHERE ur.user_id = $1 AND rp.permission_id = p.id)
   OR EXISTS (SELECT 1 FROM sys_depart_role_permission dp JOIN sys_depart_role_user du ON du.drole_id = dp.role_id
      WHERE du.user_id = $1 AND dp.permission_id = p.id)`;

/**
 * Button permission codes of a user: valid, not deleted menu_type 2 rows reached through the user's roles
 * and department roles. Read on every request, so grant changes count from the next call.
 */
export async function loadPermissionCodes(db: Db, userId: string): Promise<Set<string>> {
  const rows = await db.query<{ perms: string | null }>(
    `SELECT DISTINCT p.perms FROM sys_permission p
     WHERE p.menu_type = 2 AND p.status = '1' AND p.del_flag = 0 AND (${GRANTED_TO_USER})`,
    [userId],
  );
  return new Set(rows.flatMap((r) => splitCodes(r.perms)));
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
