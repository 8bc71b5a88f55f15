/**
 * User administration beside the CRUD routes: the recycle bin (`/sys/user/recycleBin`,
 * `putRecycleBin`, `deleteRecycleBin`), users by department (`queryUserByDepId`) and unlocking an
 * account locked by failed logins.
 */
import type { FastifyInstance } from "fastify";
import type { CrudTable } from "../../core/crud/index.ts";
import { clearLoginFailures } from "../../core/login-delay.ts";
import { hasAnyPermission } from "../../core/permissions.ts";
import { queryOf, requireSession } from "../../core/require-session.ts";
import { BizError, ok, okMessage } from "../../core/result.ts";
import { SqlParams } from "../../core/sql-params.ts";
import type { Db } from "../../db/client.ts";
import { ADDRESS_BOOK_CODE } from "../address-book/index.ts";
import { departNames, idList, revokeSessions } from "./relations.ts";
import { PICKER_FIELDS, RESERVED_USERNAME } from "./user-crud.ts";
import { tenantUsers } from "./user-picker.ts";

const RECYCLE = "user:recycleBin";
const FIELDS = `id, username, realname, avatar, sex, birthday, email, phone, org_code AS "orgCode",
  work_no AS "workNo", post, telephone, status, del_flag AS "delFlag", create_time AS "createTime",
  update_by AS "updateBy", update_time AS "updateTime"`;

const userIdsBody = {
  type: "object",
  properties: {
    userIds: { type: ["string", "array"], maxLength: 20_000, maxItems: 500, items: { type: "string" } },
  },
  required: ["userIds"],
};

/** Which of these ids are logically deleted users. */
async function deletedIds(db: Db, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) throw new BizError("请选择一条记录！");
  const params = new SqlParams();
  const rows = await db.query<{ id: string }>(
    `SELECT id FROM sys_user WHERE id IN (${params.list(ids)}) AND del_flag = 1`,
    params.values,
  );
  if (rows.length === 0) throw new BizError("回收站中没有所选用户");
  return rows.map((r) => r.id);
}

export function registerUserAdminRoutes(app: FastifyInstance, db: Db, users: CrudTable): void {
  app.get("/sys/user/recycleBin", { config: { perm: RECYCLE } }, async () =>
    ok(
      await db.query(
        `SELECT ${FIELDS} FROM sys_user WHERE del_flag = 1 ORDER BY update_time DESC NULLS LAST, id`,
      ),
    ),
  );

  app.route({
    method: ["PUT", "POST"],
    url: "/sys/user/putRecycleBin",
    config: { perm: RECYCLE },
    schema: { body: userIdsBody },
    handler: async (req) => {
      const ids = await deletedIds(db, idList((req.body as { userIds: unknown }).userIds, "用户"));
      await db.tx(async (t) => {
        const params = new SqlParams();
        await t.query(
          `UPDATE sys_user SET del_flag = 0, update_by = ${params.add(req.session?.username ?? null)},
             update_time = LOCALTIMESTAMP(0) WHERE id IN (${params.list(ids)})`,
          params.values,
        );
      });
      return okMessage("还原成功");
    },
  });

  app.delete(
    "/sys/user/deleteRecycleBin",
    { config: { perm: RECYCLE }, schema: { querystring: queryOf(["userIds"], ["userIds"], 20_000) } },
    async (req) => {
      const ids = await deletedIds(db, idList((req.query as { userIds: string }).userIds, "用户"));
      await db.tx(async (t) => {
        for (const table of ["sys_user_role", "sys_user_depart", "sys_depart_role_user"]) {
          const params = new SqlParams();
          await t.query(`DELETE FROM ${table} WHERE user_id IN (${params.list(ids)})`, params.values);
        }
        await revokeSessions(t, ids);
        const params = new SqlParams();
        await t.query(
          `DELETE FROM sys_user WHERE id IN (${params.list(ids)}) AND del_flag = 1`,
          params.values,
        );
      });
      return okMessage("删除成功!");
    },
  );

  app.get(
    "/sys/user/queryUserByDepId",
    { config: { auth: "login" }, schema: { querystring: queryOf(["id", "realname"], ["id"], 100) } },
    async (req) => {
      const me = requireSession(req);
      const { id, realname } = req.query as { id: string; realname?: string };
      // Holders of the address book or user list see contact fields; other callers a picker's fields.
      const full = hasAnyPermission(me.permissions, ["user:list", ADDRESS_BOOK_CODE]);
      const cols = full
        ? `${FIELDS.split(",")
            .map((c) => `u.${c.trim()}`)
            .join(", ")}, p.name AS "post_dictText"`
        : PICKER_FIELDS.map((f) => (f === "orgCode" ? `u.org_code AS "orgCode"` : `u.${f}`)).join(", ");
      const params = new SqlParams([id]);
      const where = ["ud.dep_id = $1", "u.del_flag = 0", `u.username <> ${params.add(RESERVED_USERNAME)}`];
      if (realname?.trim()) where.push(`u.realname LIKE ${params.add(`%${realname.trim()}%`)}`);
      // A call acting in a tenant sees that tenant's people only; a picker caller in tenant 0 sees the
      // users without a tenant list (the default tenant's people).
      if (me.tenantId !== 0 || !full) where.push(tenantUsers(me.tenantId, params, "u."));
      where.push(...(await users.ruleConditions(db, params, req, "u")));
      const position = full ? "LEFT JOIN sys_position p ON p.code = u.post" : "";
      const rows = await db.query(
        `SELECT ${cols} FROM sys_user u JOIN sys_user_depart ud ON ud.user_id = u.id ${position}
          WHERE ${where.join(" AND ")} ORDER BY u.create_time DESC, u.id`,
        params.values,
      );
      if (full) {
        const names = await departNames(
          db,
          rows.map((r) => String(r.id)),
        );
        for (const r of rows) r.orgCodeTxt = names.get(String(r.id)) ?? null;
      }
      return ok(rows);
    },
  );

  app.route({
    method: ["PUT", "POST"],
    url: "/sys/user/unlock",
    config: { perm: "user:unlock" },
    schema: {
      body: {
        type: "object",
        properties: { username: { type: "string", minLength: 1, maxLength: 100 } },
        required: ["username"],
      },
    },
    handler: async (req) => {
      const { username } = req.body as { username: string };
      const user = await db.one("SELECT 1 AS x FROM sys_user WHERE username = $1 AND del_flag = 0", [
        username,
      ]);
      if (!user) throw new BizError("用户不存在！");
      await clearLoginFailures(db, username);
      return okMessage("解锁成功!");
    },
  });
}
