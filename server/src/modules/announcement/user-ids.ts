/** The receivers of an announcement to listed users: stored as user ids, a comma list ending with a comma. */
import type { Db } from "../../db/client.ts";

/** `a,b` or `a,b,` as stored: `a,b,`; none: null. */
export function storedUserIds(ids: readonly string[]): string | null {
  return ids.length > 0 ? `${ids.join(",")},` : null;
}

/** The ids among these that name live users. */
export async function existingUsers(db: Db, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db.query<{ id: string }>(
    "SELECT id FROM sys_user WHERE id = ANY($1::varchar[]) AND del_flag = 0",
    [ids],
  );
  return new Set(rows.map((r) => r.id));
}

/** The realnames (else usernames) of the users, in the stored order, comma-joined for the picker. */
export async function userNames(db: Db, ids: readonly string[]): Promise<string> {
  if (ids.length === 0) return "";
  const rows = await db.query<{ id: string; name: string }>(
    "SELECT id, coalesce(nullif(realname, ''), username) AS name FROM sys_user WHERE id = ANY($1::varchar[])",
    [ids],
  );
  const names = new Map(rows.map((r) => [r.id, r.name]));
  return ids.map((id) => names.get(id) ?? id).join(",");
}
