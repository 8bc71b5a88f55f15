/**
 * What the original client's user form asks before it saves: the user's departments (部门分配 is filled
 * from them, and an edit sends them back) and a fresh id for a user that is being created.
 */
import type { FastifyInstance } from "fastify";
import { newId } from "../../core/ids.ts";
import { queryOf } from "../../core/require-session.ts";
import { ok } from "../../core/result.ts";
import type { Db } from "../../db/client.ts";

/** One department of a user, in the original's `{key, value, title}` shape. */
export interface DepartIdModel {
  key: string;
  value: string;
  title: string;
}

export async function userDepartList(db: Db, userId: string): Promise<DepartIdModel[]> {
  return db.query<DepartIdModel>(
    `SELECT d.id AS key, d.id AS value, d.depart_name AS title
       FROM sys_user_depart ud JOIN sys_depart d ON d.id = ud.dep_id
      WHERE ud.user_id = $1 AND (d.del_flag IS NULL OR d.del_flag = '0')
      ORDER BY d.depart_order, d.org_code`,
    [userId],
  );
}

export function registerUserFormRoutes(app: FastifyInstance, db: Db): void {
  app.get(
    "/sys/user/userDepartList",
    // The form that asks is the edit form; the list code is what its role check asks too.
    { config: { perm: "user:list" }, schema: { querystring: queryOf(["userId"], ["userId"]) } },
    async (req) => {
      const { userId } = req.query as { userId: string };
      // A user without departments gets an empty list: the form then shows none, as it should.
      return ok(await userDepartList(db, userId.trim()), "查找成功");
    },
  );

  app.get("/sys/user/generateUserId", { config: { perm: "user:add" } }, async () => ok(newId()));
}
