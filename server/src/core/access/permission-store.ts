/** Reads and structural writes of sys_permission shared by the menu editor and the authorisation screens. */

import type { Db, Row } from "../../db/client.ts";
import { selectList } from "../crud/index.ts";
import { BizError } from "../result.ts";
import { SqlParams } from "../sql-params.ts";
import { permissionColumns } from "./permission-columns.ts";

export interface PermissionRecord extends Row {
  id: string;
  parentId: string | null;
  name: string | null;
  leaf: boolean | null;
  menuType: number | null;
  ruleFlag: number | null;
  icon: string | null;
}

/** Live rows in the original's order (sort_no), camelCase. */
export async function permissionRecords(db: Db, where = "", params: readonly unknown[] = []) {
  return db.query<PermissionRecord>(
    `SELECT ${selectList(permissionColumns)} FROM sys_permission
      WHERE del_flag = 0 ${where ? `AND ${where}` : ""} ORDER BY sort_no ASC NULLS LAST, id`,
    params,
  );
}

/** A parent must exist, and must not be the row itself or one of its descendants. */
export async function assertParentAllowed(db: Db, parentId: unknown, selfId?: string): Promise<void> {
  if (parentId === undefined || parentId === null || parentId === "") return;
  const id = String(parentId);
  if (!(await db.one("SELECT 1 AS x FROM sys_permission WHERE id = $1 AND del_flag = 0", [id]))) {
    throw new BizError("上级菜单不存在");
  }
  if (selfId === undefined) return;
  const cycle = await db.one(
    `WITH RECURSIVE up AS (
       SELECT id, parent_id, 1 AS depth FROM sys_permission WHERE id = $1
       UNION ALL SELECT p.id, p.parent_id, up.depth + 1 FROM sys_permission p JOIN up ON p.id = up.parent_id
        WHERE up.depth < 50)
     SELECT 1 AS x FROM up WHERE id = $2 LIMIT 1`,
    [id, selfId],
  );
  if (cycle) throw new BizError("上级菜单不能是自己或自己的下级");
}

/** is_leaf follows the rows: a row is a leaf exactly when no live row names it as parent. */
export async function syncLeafFlags(db: Db): Promise<void> {
  await db.query(
    `UPDATE sys_permission p SET is_leaf = NOT EXISTS (
       SELECT 1 FROM sys_permission c WHERE c.parent_id = p.id AND c.del_flag = 0)
     WHERE p.is_leaf IS DISTINCT FROM NOT EXISTS (
       SELECT 1 FROM sys_permission c WHERE c.parent_id = p.id AND c.del_flag = 0)`,
  );
}

/** The rows and all their descendants. */
export async function withDescendants(db: Db, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const params = new SqlParams();
  const rows = await db.query<{ id: string }>(
    `WITH RECURSIVE sub AS (
       SELECT id, 1 AS depth FROM sys_permission WHERE id IN (${params.list(ids)})
       UNION SELECT c.id, sub.depth + 1 FROM sys_permission c JOIN sub ON c.parent_id = sub.id WHERE sub.depth < 50)
     SELECT DISTINCT id FROM sub`,
    params.values,
  );
  return rows.map((r) => r.id);
}

/** Deletes the rows, their grants and data rules; call inside a transaction, then syncLeafFlags. */
export async function purgePermissions(t: Db, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  const params = new SqlParams();
  const list = params.list(ids);
  for (const sql of [
    `DELETE FROM sys_role_permission WHERE permission_id IN (${list})`,
    `DELETE FROM sys_depart_permission WHERE permission_id IN (${list})`,
    `DELETE FROM sys_depart_role_permission WHERE permission_id IN (${list})`,
    `DELETE FROM sys_permission_data_rule WHERE permission_id IN (${list})`,
    `DELETE FROM sys_permission WHERE id IN (${list})`,
  ]) {
    await t.query(sql, params.values);
  }
}
