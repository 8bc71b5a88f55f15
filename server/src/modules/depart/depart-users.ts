/** Users of a department (/sys/user/departUserList, editSysDepartWithUser, deleteUserInDepart[Batch]). */
import type { FastifyInstance } from "fastify";
import { splitIds } from "../../core/crud/index.ts";
import { newId } from "../../core/ids.ts";
import type { QueryInput } from "../../core/query-builder.ts";
import { queryOf } from "../../core/require-session.ts";
import { BizError, ok } from "../../core/result.ts";
import { SqlParams } from "../../core/sql-params.ts";
import type { Db } from "../../db/client.ts";
import { parseIds } from "../role/permission-links.ts";
import { existingUserIds, linkedUsersTable } from "../role/role-users.ts";

const config = { perm: "depart:users" } as const;

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
  const users = linkedUsersTable(db, { table: "sys_user_depart", owner: "dep_id", param: "depId" });

  app.get(
    "/sys/user/departUserList",
    { config, schema: { querystring: queryOf(["depId", "pageNo", "pageSize"], ["depId"]) } },
    async (req) => ok(await users.list(req, req.query as QueryInput)),
  );

  app.post(
    "/sys/user/editSysDepartWithUser",
    {
      config,
      schema: {
        body: {
          type: "object",
          properties: {
            depId: { type: "string", minLength: 1, maxLength: 32 },
            userIdList: { type: ["array", "string"], maxItems: 500, maxLength: 20_000 },
          },
          required: ["depId", "userIdList"],
        },
      },
    },
    async (req) => {
      const body = req.body as { depId: string; userIdList: unknown };
      await assertDepart(db, body.depId);
      const ids = parseIds(body.userIdList, "用户", 500);
      const found = await existingUserIds(db, ids);
      if (found.length !== ids.length) throw new BizError("用户不存在");
      await db.tx(async (t) => {
        for (const userId of found) {
          await t.query(
            "INSERT INTO sys_user_depart (id, user_id, dep_id) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING",
            [newId(), userId, body.depId],
          );
        }
        if (found.length) await fixCurrentDepart(t, found);
      });
      return ok(null, "添加成功!");
    },
  );

  const remove = async (depId: string, userIds: string[]) => {
    await db.tx(async (t) => {
      const params = new SqlParams([depId]);
      await t.query(
        `DELETE FROM sys_user_depart WHERE dep_id = $1 AND user_id IN (${params.list(userIds)})`,
        params.values,
      );
      await fixCurrentDepart(t, userIds);
    });
  };

  app.delete(
    "/sys/user/deleteUserInDepart",
    { config, schema: { querystring: queryOf(["depId", "userId"], ["depId", "userId"]) } },
    async (req) => {
      const q = req.query as { depId: string; userId: string };
      await remove(q.depId, [q.userId]);
      return ok(null, "删除成功!");
    },
  );

  app.delete(
    "/sys/user/deleteUserInDepartBatch",
    { config, schema: { querystring: queryOf(["depId", "userIds"], ["depId", "userIds"], 20_000) } },
    async (req) => {
      const q = req.query as { depId: string; userIds: string };
      const ids = splitIds(q.userIds);
      if (ids.length === 0) throw new BizError("请选择一条记录！");
      await remove(q.depId, ids);
      return ok(null, "删除成功!");
    },
  );
}
