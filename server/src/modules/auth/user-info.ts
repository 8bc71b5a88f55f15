import { camelRow } from "../../core/case.ts";
import type { Db, Row } from "../../db/client.ts";

/** sys_user columns a client may see: never password, salt or our must_change_password flag. */
export const USER_PUBLIC_COLUMNS = [
  "id",
  "username",
  "realname",
  "avatar",
  "birthday",
  "sex",
  "email",
  "phone",
  "org_code",
  "status",
  "del_flag",
  "third_id",
  "third_type",
  "activiti_sync",
  "work_no",
  "post",
  "telephone",
  "create_by",
  "create_time",
  "update_by",
  "update_time",
  "user_identity",
  "depart_ids",
  "rel_tenant_ids",
  "client_id",
] as const;

/** The SysUser entity, as the original emits it in `userInfo`. */
export async function loadUserInfo(db: Db, userId: string): Promise<Row | undefined> {
  const row = await db.one(`SELECT ${USER_PUBLIC_COLUMNS.join(", ")} FROM sys_user WHERE id = $1`, [userId]);
  if (!row) return undefined;
  return { ...camelRow(row), orgCodeTxt: null };
}

export async function loadUserDeparts(db: Db, userId: string): Promise<Row[]> {
  const rows = await db.query(
    `SELECT d.* FROM sys_depart d JOIN sys_user_depart ud ON ud.dep_id = d.id
     WHERE ud.user_id = $1 AND (d.del_flag IS NULL OR d.del_flag = '0')
     ORDER BY d.depart_order, d.org_code`,
    [userId],
  );
  return rows.map((r) => camelRow(r));
}

/**
 * multi_depart 0 (none), 1 (one: it becomes the current department) or 2 (several: the first becomes
 * current when none is set), as the original's login does.
 */
export async function settleCurrentDepart(
  db: Db,
  userId: string,
  currentOrgCode: string | null,
  departs: readonly Row[],
): Promise<{ multiDepart: 0 | 1 | 2; orgCode: string | null }> {
  if (departs.length === 0) return { multiDepart: 0, orgCode: currentOrgCode };
  const first = String(departs[0].orgCode ?? "");
  if (departs.length === 1) {
    if (currentOrgCode !== first) await setOrgCode(db, userId, first);
    return { multiDepart: 1, orgCode: first };
  }
  if (!currentOrgCode) {
    await setOrgCode(db, userId, first);
    return { multiDepart: 2, orgCode: first };
  }
  return { multiDepart: 2, orgCode: currentOrgCode };
}

async function setOrgCode(db: Db, userId: string, orgCode: string): Promise<void> {
  await db.query("UPDATE sys_user SET org_code = $2 WHERE id = $1", [userId, orgCode]);
}

/** The user's tenants that are in force (status 1, inside their dates). */
export async function loadEffectiveTenants(db: Db, tenantIds: readonly number[]): Promise<Row[]> {
  if (tenantIds.length === 0) return [];
  const rows = await db.query(
    `SELECT id, name, create_time, create_by, begin_date, end_date, status FROM sys_tenant
     WHERE id = ANY($1::integer[]) AND status = 1
       AND (begin_date IS NULL OR begin_date <= LOCALTIMESTAMP(0))
       AND (end_date IS NULL OR end_date >= LOCALTIMESTAMP(0))
     ORDER BY id`,
    [tenantIds],
  );
  return rows.map((r) => camelRow(r));
}
