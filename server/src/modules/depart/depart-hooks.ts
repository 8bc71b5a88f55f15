/** Department add/delete rules: generated codes, and no deleting a department that still has children or users. */
import type { CrudHooks } from "../../core/crud/index.ts";
import { newId } from "../../core/ids.ts";
import { BizError } from "../../core/result.ts";
import { SqlParams } from "../../core/sql-params.ts";
import { assignOrgCode } from "./org-code.ts";

export const departHooks: CrudHooks = {
  async beforeInsert(values, _body, { db }) {
    const parentId = typeof values.parentId === "string" ? values.parentId.trim() : "";
    if (parentId && !(await db.one("SELECT 1 AS x FROM sys_depart WHERE id = $1", [parentId])))
      throw new BizError("上级部门不存在");
    values.parentId = parentId;
    // Unique placeholder until assignOrgCode, under its lock, picks the real code.
    values.orgCode = `~${newId()}`;
    values.orgCategory ??= parentId ? "2" : "1";
    values.status ??= "1";
    values.delFlag = "0";
  },
  async afterInsert(id, values, _body, { db }) {
    await assignOrgCode(db, id, (values.parentId as string) || null);
  },
  async beforeDelete(ids, { db }) {
    const params = new SqlParams();
    const list = params.list(ids);
    if (await db.one(`SELECT 1 AS x FROM sys_depart WHERE parent_id IN (${list}) LIMIT 1`, params.values))
      throw new BizError("该部门下存在子部门，不能删除");
    if (await db.one(`SELECT 1 AS x FROM sys_user_depart WHERE dep_id IN (${list}) LIMIT 1`, params.values))
      throw new BizError("该部门下存在用户，不能删除");
  },
  async afterDelete(ids, { db }) {
    const params = new SqlParams();
    const list = params.list(ids);
    await db.query(`DELETE FROM sys_depart_permission WHERE depart_id IN (${list})`, params.values);
    await db.query(
      `DELETE FROM sys_depart_role_user WHERE drole_id IN (SELECT id FROM sys_depart_role WHERE depart_id IN (${list}))`,
      params.values,
    );
    await db.query(`DELETE FROM sys_depart_role_permission WHERE depart_id IN (${list})`, params.values);
    await db.query(`DELETE FROM sys_depart_role WHERE depart_id IN (${list})`, params.values);
  },
};
