/**
 * 租户管理 (`/sys/tenant/*`) from its shared declaration. A frozen or expired tenant blocks the login of its
 * users (login-service's tenant check), and freezing one ends its users' live sessions. The tenant table
 * is system data: global, reserved to tenant:* codes.
 */
import { tenantModule as declaration, END_BEFORE_BEGIN } from "../../../../shared/modules/tenant.ts";
import { selectList, type Values } from "../../core/crud/index.ts";
import { queryOf } from "../../core/require-session.ts";
import { BizError, ok } from "../../core/result.ts";
import type { Db } from "../../db/client.ts";
import { declaredModule } from "../declared-module.ts";

const FROZEN = 0;

/** A frozen tenant's users are signed out at once: their live sessions end, not only their next login. */
async function endMemberSessions(db: Db, id: string): Promise<void> {
  await db.query(
    `DELETE FROM sys_user_session s USING sys_user u
      WHERE u.id = s.user_id AND (',' || coalesce(u.rel_tenant_ids, '') || ',') LIKE $1`,
    [`%,${id},%`],
  );
}

/** Refuses deleting tenants that users still belong to. */
async function assertUnused(db: Db, ids: readonly string[]): Promise<void> {
  const used = await db.one(
    `SELECT 1 AS x FROM sys_user u, unnest($1::integer[]) AS t(id)
      WHERE u.del_flag = 0 AND (',' || coalesce(u.rel_tenant_ids, '') || ',') LIKE ('%,' || t.id || ',%') LIMIT 1`,
    [ids],
  );
  if (used) throw new BizError("该租户已被引用，无法删除！");
}

/** Dates are `yyyy-MM-dd HH:mm:ss` once parsed, so text order is time order. */
function checkDates(values: Values): void {
  const { beginDate, endDate } = values;
  if (typeof beginDate === "string" && typeof endDate === "string" && endDate < beginDate) {
    throw new BizError(END_BEFORE_BEGIN);
  }
}

export const tenantModule = declaredModule(declaration, {
  crud: {
    // The original's table has no update audit columns.
    columns: { updateBy: false, updateTime: false },
    messages: {
      delete: "删除成功",
      deleteBatch: "删除成功",
      notFound: "未找到对应实体",
      nothingSelected: "未选中租户！",
    },
    hooks: {
      beforeInsert: async (values) => checkDates(values),
      // The form sends the whole tenant: dates it leaves out are cleared, name and status stay required.
      beforeUpdate: async (_id, values) => {
        values.beginDate ??= null;
        values.endDate ??= null;
        if (values.name === undefined) throw new BizError(declaration.fields.name.required);
        if (values.status === undefined) throw new BizError(declaration.fields.status.required);
        checkDates(values);
      },
      afterUpdate: async (id, values, _body, { db }) => {
        if (values.status === FROZEN) await endMemberSessions(db, id);
      },
      beforeDelete: (ids, { db }) => assertUnused(db, ids),
    },
  },
  routes: (app, { db }, table) => {
    // The user form's tenant choice: every tenant, or the ones named by `ids`.
    app.get(
      "/sys/tenant/queryList",
      { config: { auth: "login" }, schema: { querystring: queryOf(["ids"], [], 2000) } },
      async (req) => {
        const raw = (req.query as { ids?: string }).ids ?? "";
        const ids = raw
          .split(",")
          .map((s) => s.trim())
          .filter((s) => /^[1-9]\d{0,8}$/.test(s));
        const columns = selectList(table.decl.columns);
        const rows = raw.trim()
          ? await db.query(`SELECT ${columns} FROM sys_tenant WHERE id = ANY($1::integer[]) ORDER BY id`, [
              ids,
            ])
          : await db.query(`SELECT ${columns} FROM sys_tenant ORDER BY id`);
        return ok(rows);
      },
    );
  },
});
