/**
 * GET /sys/user/queryByIds?userIds=a,b: the users a picker shows by their ids (the original's user picker
 * turns stored ids into names with it). Any signed-in user may ask, and gets what the pickers answer:
 * the picker fields, users of the tenant they act in, phone numbers masked, unless they hold `user:list`.
 */
import type { FastifyInstance } from "fastify";
import { distinctIds } from "../../core/crud/split-ids.ts";
import { ok } from "../../core/result.ts";
import { SqlParams } from "../../core/sql-params.ts";
import type { Db } from "../../db/client.ts";
import { maskPhone, pickerScope, seesAllUsers } from "./user-picker.ts";

/** Ids one call may name; a picker holds far fewer. */
const MAX_IDS = 500;

export function registerUsersByIds(app: FastifyInstance, db: Db): void {
  app.get(
    "/sys/user/queryByIds",
    {
      config: { auth: "login" },
      schema: {
        querystring: {
          type: "object",
          properties: { userIds: { type: "string", maxLength: 20_000 } },
          required: ["userIds"],
        },
      },
    },
    async (req) => {
      const ids = distinctIds((req.query as { userIds: string }).userIds).slice(0, MAX_IDS);
      if (ids.length === 0) return ok([]);
      const params = new SqlParams();
      const where = [`id IN (${params.list(ids)})`, "del_flag = 0", ...pickerScope(req, params)];
      const rows = await db.query<Record<string, unknown>>(
        `SELECT id, username, realname, avatar, sex, org_code AS "orgCode", phone, status
           FROM sys_user WHERE ${where.join(" AND ")} ORDER BY username`,
        params.values,
      );
      if (!seesAllUsers(req)) for (const r of rows) r.phone = maskPhone(r.phone);
      return ok(rows);
    },
  );
}
