import type { Db } from "../../db/client.ts";

/** The user ids of accounts named by user name (or by id), and the names no user has. */
export async function resolveAccounts(
  db: Db,
  accounts: readonly string[],
): Promise<{ ids: string[]; unknown: string[] }> {
  const rows = await db.query<{ id: string; username: string }>(
    "SELECT id, username FROM sys_user WHERE del_flag = 0 AND (username = ANY($1) OR id = ANY($1))",
    [accounts],
  );
  const unknown = accounts.filter((a) => !rows.some((u) => u.username === a || u.id === a));
  return { ids: rows.map((u) => u.id), unknown };
}
