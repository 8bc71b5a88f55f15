/**
 * 租户管理 (`/sys/tenant/*`, table sys_tenant): tenants with a number chosen on add,
 * begin and end dates and a status; a frozen or expired tenant blocks the login of its users
 * (login-service's tenant check), and freezing one ends its users' live sessions. The tenant table is system data: global, reserved to tenant:* codes.
 */
import type { FastifyInstance } from "fastify";
import { type CrudDeclaration, CrudTable, splitIds } from "../../core/crud/index.ts";
import { recordDataVersions } from "../../core/data-log.ts";
import type { QueryInput } from "../../core/query-builder.ts";
import { queryOf } from "../../core/require-session.ts";
import { BizError, ok, okMessage } from "../../core/result.ts";
import type { ServerModule } from "../../core/server-module.ts";
import { SqlParams } from "../../core/sql-params.ts";
import type { Db, Row } from "../../db/client.ts";
import { tenantMenus } from "./menu.ts";

const decl: CrudDeclaration = {
  prefix: "/sys/tenant",
  table: "sys_tenant",
  title: "租户",
  columns: {
    id: { column: "id", title: "租户编号", type: "number" },
    name: { column: "name", title: "租户名称", type: "string" },
    beginDate: { column: "begin_date", title: "开始时间", type: "datetime" },
    endDate: { column: "end_date", title: "结束时间", type: "datetime" },
    status: { column: "status", title: "状态", type: "number", dict: "tenant_status" },
    createBy: { column: "create_by", type: "string" },
    createTime: { column: "create_time", title: "创建时间", type: "datetime" },
  },
  access: {},
  defaultSort: [{ field: "id", order: "asc" }],
};

const COLUMNS = `id, name, begin_date AS "beginDate", end_date AS "endDate", status, create_by AS "createBy",
  create_time AS "createTime"`;
const DATETIME = /^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}(:\d{2})?)?$/;
const TENANT_ID = /^[1-9]\d{0,8}$/;

const body = {
  type: "object",
  properties: {
    id: { type: ["string", "number"], maxLength: 12 },
    name: { type: ["string", "null"], maxLength: 100 },
    beginDate: { type: ["string", "null"], maxLength: 30 },
    endDate: { type: ["string", "null"], maxLength: 30 },
    status: { type: ["string", "number", "null"], maxLength: 2 },
  },
};

interface TenantValues {
  id: number;
  name: string;
  beginDate: string | null;
  endDate: string | null;
  status: number;
}

function tenantId(raw: unknown): number {
  const text = String(raw ?? "").trim();
  if (text === "") throw new BizError("请输入租户编号!");
  if (!TENANT_ID.test(text)) throw new BizError("租户编号只能是正整数");
  return Number(text);
}

function dateOf(raw: unknown, title: string): string | null {
  const text = typeof raw === "string" ? raw.trim() : "";
  if (text === "") return null;
  if (!DATETIME.test(text) || Number.isNaN(Date.parse(text.replace(" ", "T"))))
    throw new BizError(`${title}格式不正确`);
  return text.length === 10 ? `${text} 00:00:00` : text.length === 16 ? `${text}:00` : text;
}

function parseTenant(raw: Row): TenantValues {
  const id = tenantId(raw.id);
  const name = typeof raw.name === "string" ? raw.name.trim() : "";
  if (name === "") throw new BizError("请输入租户名称!");
  const status = String(raw.status ?? "").trim();
  if (status !== "0" && status !== "1") throw new BizError("请选择状态!");
  const beginDate = dateOf(raw.beginDate, "开始时间");
  const endDate = dateOf(raw.endDate, "结束时间");
  if (beginDate && endDate && endDate < beginDate) throw new BizError("结束时间不能早于开始时间");
  return { id, name, beginDate, endDate, status: Number(status) };
}

async function findTenant(db: Db, id: number): Promise<Row | undefined> {
  return db.one(`SELECT ${COLUMNS} FROM sys_tenant WHERE id = $1`, [id]);
}

async function version(t: Db, id: number, username: string | null): Promise<void> {
  const row = await findTenant(t, id);
  if (row) await recordDataVersions(t, "sys_tenant", [row], username);
}

const FROZEN = 0;

/** A frozen tenant's users are signed out at once: their live sessions end, not only their next login. */
async function endMemberSessions(db: Db, id: number): Promise<void> {
  await db.query(
    `DELETE FROM sys_user_session s USING sys_user u
      WHERE u.id = s.user_id AND (',' || coalesce(u.rel_tenant_ids, '') || ',') LIKE $1`,
    [`%,${id},%`],
  );
}

/** Refuses deleting tenants that users still belong to. */
async function assertUnused(db: Db, ids: readonly number[]): Promise<void> {
  const used = await db.one(
    `SELECT 1 AS x FROM sys_user u, unnest($1::integer[]) AS t(id)
      WHERE u.del_flag = 0 AND (',' || coalesce(u.rel_tenant_ids, '') || ',') LIKE ('%,' || t.id || ',%') LIMIT 1`,
    [ids],
  );
  if (used) throw new BizError("该租户已被引用，无法删除！");
}

function registerTenantRoutes(app: FastifyInstance, db: Db): void {
  const table = new CrudTable(decl, db);

  app.get("/sys/tenant/list", { config: { perm: "tenant:list" } }, async (req) =>
    ok(await table.list(req, req.query as QueryInput)),
  );

  app.get(
    "/sys/tenant/queryById",
    { config: { perm: "tenant:list" }, schema: { querystring: queryOf(["id"], ["id"], 12) } },
    async (req) => {
      const id = String((req.query as { id: string }).id).trim();
      const row = TENANT_ID.test(id) ? await findTenant(db, Number(id)) : undefined;
      if (!row) throw new BizError("未找到对应实体");
      return ok(row);
    },
  );

  // The user form's tenant choice: every tenant, or the ones named by `ids`.
  app.get(
    "/sys/tenant/queryList",
    { config: { auth: "login" }, schema: { querystring: queryOf(["ids"], [], 2000) } },
    async (req) => {
      const raw = (req.query as { ids?: string }).ids ?? "";
      const ids = raw
        .split(",")
        .map((s) => s.trim())
        .filter((s) => TENANT_ID.test(s))
        .map(Number);
      const rows = raw.trim()
        ? await db.query(`SELECT ${COLUMNS} FROM sys_tenant WHERE id = ANY($1::integer[]) ORDER BY id`, [ids])
        : await db.query(`SELECT ${COLUMNS} FROM sys_tenant ORDER BY id`);
      return ok(rows);
    },
  );

  app.post("/sys/tenant/add", { config: { perm: "tenant:add" }, schema: { body } }, async (req) => {
    const v = parseTenant(req.body as Row);
    if (await findTenant(db, v.id)) throw new BizError("租户编号已存在");
    const user = req.session?.username ?? null;
    await db.tx(async (t) => {
      await t.query(
        `INSERT INTO sys_tenant (id, name, begin_date, end_date, status, create_by, create_time)
         VALUES ($1, $2, $3, $4, $5, $6, LOCALTIMESTAMP(0)) ON CONFLICT (id) DO NOTHING`,
        [v.id, v.name, v.beginDate, v.endDate, v.status, user],
      );
      await version(t, v.id, user);
    });
    return okMessage("添加成功！");
  });

  app.route({
    method: ["PUT", "POST"],
    url: "/sys/tenant/edit",
    config: { perm: "tenant:edit" },
    schema: { body },
    handler: async (req) => {
      const v = parseTenant(req.body as Row);
      if (!(await findTenant(db, v.id))) throw new BizError("未找到对应实体");
      const user = req.session?.username ?? null;
      await db.tx(async (t) => {
        await t.query(
          "UPDATE sys_tenant SET name = $2, begin_date = $3, end_date = $4, status = $5 WHERE id = $1",
          [v.id, v.name, v.beginDate, v.endDate, v.status],
        );
        await version(t, v.id, user);
        if (v.status === FROZEN) await endMemberSessions(t, v.id);
      });
      return okMessage("编辑成功!");
    },
  });

  const remove = async (ids: number[]) => {
    const params = new SqlParams();
    const found = await db.query<{ id: number }>(
      `SELECT id FROM sys_tenant WHERE id IN (${params.list(ids)})`,
      params.values,
    );
    if (found.length === 0) throw new BizError("未找到对应实体");
    await assertUnused(
      db,
      found.map((r) => r.id),
    );
    await db.query("DELETE FROM sys_tenant WHERE id = ANY($1::integer[])", [found.map((r) => r.id)]);
  };

  app.delete(
    "/sys/tenant/delete",
    { config: { perm: "tenant:delete" }, schema: { querystring: queryOf(["id"], ["id"], 12) } },
    async (req) => {
      await remove([tenantId((req.query as { id: string }).id)]);
      return okMessage("删除成功");
    },
  );

  app.delete(
    "/sys/tenant/deleteBatch",
    { config: { perm: "tenant:delete" }, schema: { querystring: queryOf(["ids"], [], 20_000) } },
    async (req) => {
      const ids = splitIds((req.query as { ids?: string }).ids ?? "");
      if (ids.length === 0) throw new BizError("未选中租户！");
      await remove(ids.map(tenantId));
      return okMessage("删除成功");
    },
  );
}

export const tenantModule: ServerModule = {
  name: "tenant",
  menus: tenantMenus,
  async register(app, { db }) {
    registerTenantRoutes(app, db);
  },
};
