import type { Db } from "../db/client.ts";

/** Button permission codes of a user: valid, not deleted menu_type 2 rows reached through the user's roles. */
export async function loadPermissionCodes(db: Db, userId: string): Promise<Set<string>> {
  const rows = await db.query<{ perms: string | null }>(
    `SELECT DISTINCT p.perms FROM sys_permission p
       JOIN sys_role_permission rp ON rp.permission_id = p.id
       JOIN sys_user_role ur ON ur.role_id = rp.role_id
     WHERE ur.user_id = $1 AND p.menu_type = 2 AND p.status = '1' AND p.del_flag = 0`,
    [userId],
  );
  return new Set(rows.flatMap((r) => splitCodes(r.perms)));
}

/** perms may hold a comma list (reference §4.1). */
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
