/** Users of a role (/sys/user/userRoleList, addSysUserRole, deleteUserRole[Batch]), code role:users. */
import type { FastifyInstance } from "fastify";
import { assertMayGrantRoles } from "../../core/access/grant-ceiling.ts";
import { assertNoLockout, canAuthorizeRoles } from "../../core/access/lockout.ts";
import { splitIds } from "../../core/crud/index.ts";
import type { QueryInput } from "../../core/query-builder.ts";
import { queryOf, requireSession } from "../../core/require-session.ts";
import { BizError, ok } from "../../core/result.ts";
import type { Db } from "../../db/client.ts";
import {
  linkedUsersTable,
  linkUsers,
  linkUsersBody,
  type UserLink,
  unlinkUsers,
  unlinkUsersQuery,
} from "../user/linked-users.ts";

const config = { perm: "role:users" } as const;
const link: UserLink = { table: "sys_user_role", owner: "role_id", param: "roleId" };

export function registerRoleUserRoutes(app: FastifyInstance, db: Db): void {
  const users = linkedUsersTable(db, link);

  app.get(
    "/sys/user/userRoleList",
    { config, schema: { querystring: queryOf(["roleId", "pageNo", "pageSize"], ["roleId"]) } },
    async (req) => ok(await users.list(req, req.query as QueryInput)),
  );

  app.post("/sys/user/addSysUserRole", { config, schema: { body: linkUsersBody(link) } }, async (req) => {
    const me = requireSession(req);
    const body = req.body as { roleId: string; userIdList: unknown };
    if (!(await db.one("SELECT 1 AS x FROM sys_role WHERE id = $1", [body.roleId])))
      throw new BizError("角色不存在");
    await assertMayGrantRoles(db, me.id, [body.roleId]);
    await linkUsers(db, link, body.roleId, body.userIdList);
    return ok(null, "添加成功!");
  });

  const remove = async (roleId: string, userIds: string[], meId: string) => {
    // Taking oneself out of the role one administers roles through would lock one out.
    const couldBefore = await canAuthorizeRoles(db, meId);
    await unlinkUsers(db, link, roleId, userIds, (t) => assertNoLockout(t, meId, couldBefore));
  };

  app.delete(
    "/sys/user/deleteUserRole",
    { config, schema: { querystring: unlinkUsersQuery(link, "userId") } },
    async (req) => {
      const me = requireSession(req);
      const q = req.query as { roleId: string; userId: string };
      await remove(q.roleId, [q.userId], me.id);
      return ok(null, "删除成功!");
    },
  );

  app.delete(
    "/sys/user/deleteUserRoleBatch",
    { config, schema: { querystring: unlinkUsersQuery(link, "userIds") } },
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
