/** A user's roles, departments and sessions: the rows around sys_user that user actions keep in step. */
import { newId } from "../../core/ids.ts";
import { BizError } from "../../core/result.ts";
import { SqlParams } from "../../core/sql-params.ts";
import type { Db } from "../../db/client.ts";

const MAX_IDS = 500;
const ID = /^[A-Za-z0-9_-]{1,32}$/;

/** `a,b,` (or an array) to distinct ids; anything that is not an id is refused. */
export function idList(raw: unknown, what: string): string[] {
  if (raw === undefined || raw === null) return [];
  const parts = Array.isArray(raw) ? raw.map(String) : typeof raw === "string" ? raw.split(",") : undefined;
  if (!parts) throw new BizError(`${what}参数格式不正确`);
  const ids = [...new Set(parts.map((s) => s.trim()).filter(Boolean))];
  if (ids.length > MAX_IDS) throw new BizError(`${what}最多${MAX_IDS}个`);
  if (ids.some((id) => !ID.test(id))) throw new BizError(`${what}参数格式不正确`);
  return ids;
}

async function missing(
  db: Db,
  sql: (placeholders: string) => string,
  ids: readonly string[],
): Promise<string[]> {
  if (ids.length === 0) return [];
  const params = new SqlParams();
  const rows = await db.query<{ id: string }>(sql(params.list(ids)), params.values);
  const found = new Set(rows.map((r) => r.id));
  return ids.filter((id) => !found.has(id));
}

export async function checkRoles(db: Db, ids: readonly string[]): Promise<void> {
  const absent = await missing(db, (ph) => `SELECT id FROM sys_role WHERE id IN (${ph})`, ids);
  if (absent.length) throw new BizError(`角色不存在：${absent[0]}`);
}

export async function checkDeparts(db: Db, ids: readonly string[]): Promise<void> {
  const absent = await missing(
    db,
    (ph) => `SELECT id FROM sys_depart WHERE id IN (${ph}) AND (del_flag IS NULL OR del_flag = '0')`,
    ids,
  );
  if (absent.length) throw new BizError(`部门不存在：${absent[0]}`);
}

export async function replaceRoles(db: Db, userId: string, roleIds: readonly string[]): Promise<void> {
  await db.query("DELETE FROM sys_user_role WHERE user_id = $1", [userId]);
  for (const roleId of roleIds) {
    await db.query("INSERT INTO sys_user_role (id, user_id, role_id) VALUES ($1, $2, $3)", [
      newId(),
      userId,
      roleId,
    ]);
  }
}

/** Replaces the departments; the current department moves to the first new one when it is no longer among them. */
export async function replaceDeparts(db: Db, userId: string, departIds: readonly string[]): Promise<void> {
  await db.query("DELETE FROM sys_user_depart WHERE user_id = $1", [userId]);
  for (const depId of departIds) {
    await db.query("INSERT INTO sys_user_depart (id, user_id, dep_id) VALUES ($1, $2, $3)", [
      newId(),
      userId,
      depId,
    ]);
  }
  await db.query(
    `UPDATE sys_user u SET org_code = (
       SELECT d.org_code FROM sys_user_depart ud JOIN sys_depart d ON d.id = ud.dep_id
        WHERE ud.user_id = u.id ORDER BY d.depart_order, d.org_code LIMIT 1)
     WHERE u.id = $1 AND (u.org_code IS NULL OR u.org_code NOT IN (
       SELECT d.org_code FROM sys_user_depart ud JOIN sys_depart d ON d.id = ud.dep_id WHERE ud.user_id = u.id))`,
    [userId],
  );
}

export async function roleIdsOf(db: Db, userId: string): Promise<string[]> {
  const rows = await db.query<{ role_id: string }>(
    "SELECT role_id FROM sys_user_role WHERE user_id = $1 ORDER BY role_id",
    [userId],
  );
  return rows.map((r) => r.role_id);
}

/** Department names per user, comma-joined (the list's `orgCodeTxt`). */
export async function departNames(db: Db, userIds: readonly string[]): Promise<Map<string, string>> {
  if (userIds.length === 0) return new Map();
  const params = new SqlParams();
  const rows = await db.query<{ user_id: string; names: string }>(
    `SELECT ud.user_id, string_agg(d.depart_name, ',' ORDER BY d.depart_order, d.org_code) AS names
       FROM sys_user_depart ud JOIN sys_depart d ON d.id = ud.dep_id
      WHERE ud.user_id IN (${params.list(userIds)}) AND (d.del_flag IS NULL OR d.del_flag = '0')
      GROUP BY ud.user_id`,
    params.values,
  );
  return new Map(rows.map((r) => [r.user_id, r.names]));
}

/** Ends the sessions of these users, optionally keeping one (the caller's own). */
export async function revokeSessions(
  db: Db,
  userIds: readonly string[],
  keepSessionId?: string,
): Promise<void> {
  if (userIds.length === 0) return;
  const params = new SqlParams();
  let sql = `DELETE FROM sys_user_session WHERE user_id IN (${params.list(userIds)})`;
  if (keepSessionId) sql += ` AND id <> ${params.add(keepSessionId)}`;
  await db.query(sql, params.values);
}
