/** Role and department grants of sys_permission rows: read, and save as a diff (the original's saveRolePermission). */

import type { Db } from "../../db/client.ts";
import { newId } from "../ids.ts";
import { BizError } from "../result.ts";
import { SqlParams } from "../sql-params.ts";

const ID = /^[A-Za-z0-9_-]{1,32}$/;
const MAX_IDS = 5000;

/** `a,b,` or an array to distinct ids; anything that is not an id is refused. */
export function parseIds(raw: unknown, what: string, max = MAX_IDS): string[] {
  if (raw === undefined || raw === null) return [];
  const parts = Array.isArray(raw) ? raw.map(String) : typeof raw === "string" ? raw.split(",") : undefined;
  if (!parts) throw new BizError(`${what}参数格式不正确`);
  const ids = [...new Set(parts.map((s) => s.trim()).filter(Boolean))];
  if (ids.length > max) throw new BizError(`${what}最多${max}个`);
  if (ids.some((id) => !ID.test(id))) throw new BizError(`${what}参数格式不正确`);
  return ids;
}

/** Where a kind of owner keeps its grants; both names come from code. */
export const ROLE_LINKS = { table: "sys_role_permission", owner: "role_id" } as const;
export const DEPART_LINKS = { table: "sys_depart_permission", owner: "depart_id" } as const;
export type LinkTable = typeof ROLE_LINKS | typeof DEPART_LINKS;

export async function linkedPermissionIds(db: Db, link: LinkTable, ownerId: string): Promise<string[]> {
  const rows = await db.query<{ id: string }>(
    `SELECT permission_id AS id FROM ${link.table} WHERE ${link.owner} = $1 ORDER BY permission_id`,
    [ownerId],
  );
  return rows.map((r) => r.id);
}

export async function assertPermissionsExist(db: Db, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  const params = new SqlParams();
  const rows = await db.query<{ id: string }>(
    `SELECT id FROM sys_permission WHERE id IN (${params.list(ids)})`,
    params.values,
  );
  const found = new Set(rows.map((r) => r.id));
  const absent = ids.find((id) => !found.has(id));
  if (absent) throw new BizError(`权限不存在：${absent}`);
}

/**
 * Applies the change the editor made: rows in `last` but not in `next` are revoked, rows in `next` not yet
 * granted are added. Grants the editor never saw (another administrator's concurrent change) stay.
 * Call inside a transaction.
 */
export async function applyPermissionDiff(
  t: Db,
  link: LinkTable,
  ownerId: string,
  next: readonly string[],
  last: readonly string[],
): Promise<void> {
  const wanted = new Set(next);
  const revoke = last.filter((id) => !wanted.has(id));
  if (revoke.length) {
    const params = new SqlParams([ownerId]);
    await t.query(
      `DELETE FROM ${link.table} WHERE ${link.owner} = $1 AND permission_id IN (${params.list(revoke)})`,
      params.values,
    );
  }
  const current = new Set(await linkedPermissionIds(t, link, ownerId));
  const extra = link.table === "sys_role_permission" ? ", operate_date" : "";
  const extraValue = link.table === "sys_role_permission" ? ", LOCALTIMESTAMP(0)" : "";
  for (const id of next) {
    if (current.has(id)) continue;
    await t.query(
      `INSERT INTO ${link.table} (id, ${link.owner}, permission_id${extra}) VALUES ($1, $2, $3${extraValue})
       ON CONFLICT DO NOTHING`,
      [newId(), ownerId, id],
    );
  }
}
