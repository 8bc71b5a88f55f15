/** Users of a role (/sys/user/userRoleList, addSysUserRole, deleteUserRole[Batch]), code role:users. */
import type { FastifyInstance } from "fastify";
import { CrudTable, splitIds } from "../../core/crud/index.ts";
import { newId } from "../../core/ids.ts";
import type { QueryInput } from "../../core/query-builder.ts";
import { queryOf, requireSession } from "../../core/require-session.ts";
import { BizError, ok } from "../../core/result.ts";
import { SqlParams } from "../../core/sql-params.ts";
import type { Db } from "../../db/client.ts";
import { userCrud } from "../user/user-crud.ts";
import { assertNoLockout, canAuthorizeRoles } from "./lockout.ts";
import { parseIds } from "./permission-links.ts";

const config = { perm: "role:users" } as const;

/**
 * The user list (conventions, orgCodeTxt, exclusions) narrowed to the users linked to an owner through
 * a link table; the departments module reuses it. Names come from code.
 */
export function linkedUsersTable(db: Db, link: { table: string; owner: string; param: string }): CrudTable {
  const base = userCrud.hooks;
  return new CrudTable(
    {
      ...userCrud,
      hooks: {
        ...base,
        // The caller holds the screen's code: full user fields, not the picker subset.
        listFields: undefined,
        async listScope(ctx, params) {
          const owner = String((ctx.req.query as Record<string, unknown>)[link.param] ?? "");
          return [
            ...((await base?.listScope?.(ctx, params)) ?? []),
            `"id" IN (SELECT user_id FROM ${link.table} WHERE ${link.owner} = ${params.add(owner)})`,
          ];
        },
      },
    },
    db,
  );
}

const usersBody = (owner: string) => ({
  type: "object",
  properties: {
    [owner]: { type: "string", minLength: 1, maxLength: 32 },
    userIdList: { type: ["array", "string"], maxItems: 500, maxLength: 20_000 },
  },
  required: [owner, "userIdList"],
});

export async function existingUserIds(db: Db, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const params = new SqlParams();
  const rows = await db.query<{ id: string }>(
    `SELECT id FROM sys_user WHERE id IN (${params.list(ids)}) AND del_flag = 0`,
    params.values,
  );
  return rows.map((r) => r.id);
}

export function registerRoleUserRoutes(app: FastifyInstance, db: Db): void {
  const users = linkedUsersTable(db, { table: "sys_user_role", owner: "role_id", param: "roleId" });

  app.get(
    "/sys/user/userRoleList",
    { config, schema: { querystring: queryOf(["roleId", "pageNo", "pageSize"], ["roleId"]) } },
    async (req) => ok(await users.list(req, req.query as QueryInput)),
  );

  app.post("/sys/user/addSysUserRole", { config, schema: { body: usersBody("roleId") } }, async (req) => {
    requireSession(req);
    const body = req.body as { roleId: string; userIdList: unknown };
    if (!(await db.one("SELECT 1 AS x FROM sys_role WHERE id = $1", [body.roleId])))
      throw new BizError("角色不存在");
    const ids = parseIds(body.userIdList, "用户", 500);
    const found = await existingUserIds(db, ids);
    if (found.length !== ids.length) throw new BizError("用户不存在");
    await db.tx(async (t) => {
      for (const userId of found) {
        await t.query(
          "INSERT INTO sys_user_role (id, user_id, role_id) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING",
          [newId(), userId, body.roleId],
        );
      }
    });
    return ok(null, "添加成功!");
  });

  const removeQuery = (ids: string) =>
    queryOf(["roleId", ids], ["roleId", ids], ids === "userIds" ? 20_000 : 64);
  const remove = async (roleId: string, userIds: string[], meId: string) => {
    // Taking oneself out of the role one administers roles through would lock one out.
    const couldBefore = await canAuthorizeRoles(db, meId);
    await db.tx(async (t) => {
      const params = new SqlParams([roleId]);
      await t.query(
        `DELETE FROM sys_user_role WHERE role_id = $1 AND user_id IN (${params.list(userIds)})`,
        params.values,
      );
      await assertNoLockout(t, meId, couldBefore);
    });
  };

  app.delete(
    "/sys/user/deleteUserRole",
    { config, schema: { querystring: removeQuery("userId") } },
    async (req) => {
      const me = requireSession(req);
      const q = req.query as { roleId: string; userId: string };
      await remove(q.roleId, [q.userId], me.id);
      return ok(null, "删除成功!");
    },
  );

  app.delete(
    "/sys/user/deleteUserRoleBatch",
    { config, schema: { querystring: removeQuery("userIds") } },
    async (req) => {
      const me = requireSession(req);
      const q = req.query as { roleId: string; userIds: string };
      const ids = splitIds(q.userIds);
      if (ids.length === 0) throw new BizError("请选择一条记录！");
      await remove(q.roleId, ids, me.id);
      return ok(null, "删除成功!");
    },
  );
}
