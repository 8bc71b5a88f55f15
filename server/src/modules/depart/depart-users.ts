/** Users of a department (/sys/user/departUserList, editSysDepartWithUser, deleteUserInDepart[Batch]). */
import type { FastifyInstance } from "fastify";
import { splitIds } from "../../core/crud/index.ts";
import type { QueryInput } from "../../core/query-builder.ts";
import { queryOf } from "../../core/require-session.ts";
import { BizError, ok } from "../../core/result.ts";
import { SqlParams } from "../../core/sql-params.ts";
import type { Db } from "../../db/client.ts";
import {
  linkedUsersTable,
  linkUsers,
  linkUsersBody,
  type UserLink,
  unlinkUsers,
  unlinkUsersQuery,
} from "../user/linked-users.ts";

const config = { perm: "depart:users" } as const;
const link: UserLink = { table: "sys_user_depart", owner: "dep_id", param: "depId" };

async function assertDepart(db: Db, depId: string): Promise<void> {
  if (!(await db.one("SELECT 1 AS x FROM sys_depart WHERE id = $1 AND del_flag = '0'", [depId])))
    throw new BizError("部门不存在");
}

/** A user's current department must be one of theirs: move it when it was the one removed. */
async function fixCurrentDepart(t: Db, userIds: readonly string[]): Promise<void> {
  const params = new SqlParams();
  await t.query(
    `UPDATE sys_user u SET org_code = (
       SELECT d.org_code FROM sys_user_depart ud JOIN sys_depart d ON d.id = ud.dep_id
        WHERE ud.user_id = u.id ORDER BY d.depart_order, d.org_code LIMIT 1)
     WHERE u.id IN (${params.list(userIds)}) AND (u.org_code IS NULL OR u.org_code NOT IN (
       SELECT d.org_code FROM sys_user_depart ud JOIN sys_depart d ON d.id = ud.dep_id WHERE ud.user_id = u.id))`,
    params.values,
  );
}

export function registerDepartUserRoutes(app: FastifyInstance, db: Db): void {
  const users = linkedUsersTable(db, link);

  app.get(
    "/sys/user/departUserList",
    { config, schema: { querystring: queryOf(["depId", "pageNo", "pageSize"], ["depId"]) } },
    async (req) => ok(await users.list(req, req.query as QueryInput)),
  );

  app.post(
    "/sys/user/editSysDepartWithUser",
    { config, schema: { body: linkUsersBody(link) } },
    async (req) => {
      const body = req.body as { depId: string; userIdList: unknown };
      await assertDepart(db, body.depId);
      await linkUsers(db, link, body.depId, body.userIdList, fixCurrentDepart);
      return ok(null, "添加成功!");
    },
  );

  app.delete(
    "/sys/user/deleteUserInDepart",
    { config, schema: { querystring: unlinkUsersQuery(link, "userId") } },
    async (req) => {
      const q = req.query as { depId: string; userId: string };
      await unlinkUsers(db, link, q.depId, [q.userId], fixCurrentDepart);
      return ok(null, "删除成功!");
    },
  );

  app.delete(
    "/sys/user/deleteUserInDepartBatch",
    { config, schema: { querystring: unlinkUsersQuery(link, "userIds") } },
    async (req) => {
      const q = req.query as { depId: string; userIds: string };
      const ids = splitIds(q.userIds);
      if (ids.length === 0) throw new BizError("请选择一条记录！");
      await unlinkUsers(db, link, q.depId, ids, fixCurrentDepart);
      return ok(null, "删除成功!");
    },
  );
}
