/**
 * `/sys/superQuery`: saved super queries on the server. Each signed-in user keeps their own per list; the
 * owner may share one with a role, and every holder of that role then lists and reads it, read-only. Only
 * the owner renames, changes, shares or deletes a query. A query that is neither the caller's nor shared with
 * one of the caller's roles answers as if it did not exist.
 *
 * Sharing: the owner must hold the role, or be an administrator. Sharing with a role one does not hold would
 * let anyone place queries in the lists of people they have nothing to do with.
 */
import {
  checkSavedRecords,
  matchTypeOf,
  SAVED_PER_LIST_MAX,
  SAVED_QUERY_URL,
  type SavedSuperQuery,
  type ShareRole,
  savedListKeyProblem,
  savedTitleProblem,
} from "../../../../shared/saved-super-query.ts";
import { isAdministrator } from "../../core/access/grant-ceiling.ts";
import { newId } from "../../core/ids.ts";
import { requireSession } from "../../core/require-session.ts";
import { BizError, ok } from "../../core/result.ts";
import type { ServerModule } from "../../core/server-module.ts";
import type { Db } from "../../db/client.ts";

const NOT_FOUND = "未找到对应数据";
const READ_ONLY = "共享给您的查询只能由保存人修改";

interface QueryRow {
  id: string;
  owner_id: string;
  list_key: string;
  title: string;
  match_type: string;
  conditions: unknown;
  role_id: string | null;
  role_name: string | null;
  owner_name: string | null;
  update_time: string | null;
}

const SELECT = `SELECT q.id, q.owner_id, q.list_key, q.title, q.match_type, q.conditions, q.role_id,
    r.role_name, coalesce(nullif(u.realname, ''), u.username) AS owner_name,
    to_char(coalesce(q.update_time, q.create_time), 'YYYY-MM-DD HH24:MI:SS') AS update_time
  FROM sys_super_query q
  JOIN sys_user u ON u.id = q.owner_id
  LEFT JOIN sys_role r ON r.id = q.role_id`;

/** The caller's own queries and those shared with one of the caller's roles ($1 is the caller). */
const VISIBLE = `(q.owner_id = $1 OR q.role_id IN (SELECT role_id FROM sys_user_role WHERE user_id = $1))`;

function toAnswer(row: QueryRow, callerId: string): SavedSuperQuery {
  const parsed: unknown = typeof row.conditions === "string" ? JSON.parse(row.conditions) : row.conditions;
  const checked = checkSavedRecords(parsed);
  return {
    id: row.id,
    listKey: row.list_key,
    title: row.title,
    matchType: matchTypeOf(row.match_type) ?? "and",
    records: "records" in checked ? checked.records : [],
    mine: row.owner_id === callerId,
    ownerName: row.owner_name ?? "",
    roleId: row.role_id,
    roleName: row.role_id ? (row.role_name ?? "") : null,
    updateTime: row.update_time,
  };
}

function listKeyOf(value: unknown): string {
  const problem = savedListKeyProblem(value);
  if (problem) throw new BizError(problem);
  return value as string;
}

function titleOf(value: unknown): string {
  const problem = savedTitleProblem(value);
  if (problem) throw new BizError(problem);
  return (value as string).trim();
}

function matchOf(value: unknown): "and" | "or" {
  const matchType = matchTypeOf(value ?? "and");
  if (!matchType) throw new BizError("匹配方式必须是 and 或 or");
  return matchType;
}

function recordsOf(value: unknown) {
  const checked = checkSavedRecords(value);
  if ("problem" in checked) throw new BizError(checked.problem);
  return checked.records;
}

const idOf = (value: unknown): string => {
  if (typeof value !== "string" || value.trim() === "" || value.length > 32) throw new BizError(NOT_FOUND);
  return value;
};

/** A query the caller may see, or NOT_FOUND. */
async function visible(db: Db, callerId: string, id: string): Promise<QueryRow> {
  const row = await db.one<QueryRow>(`${SELECT} WHERE q.id = $2 AND ${VISIBLE}`, [callerId, id]);
  if (!row) throw new BizError(NOT_FOUND);
  return row;
}

/** A query the caller owns: NOT_FOUND when it is not visible to them, READ_ONLY when it is shared with them. */
async function owned(db: Db, callerId: string, id: string, refusal = READ_ONLY): Promise<QueryRow> {
  const row = await visible(db, callerId, id);
  if (row.owner_id !== callerId) throw new BizError(refusal);
  return row;
}

async function titleTaken(db: Db, ownerId: string, listKey: string, title: string, exceptId?: string) {
  const row = await db.one(
    `SELECT 1 AS x FROM sys_super_query
     WHERE owner_id = $1 AND list_key = $2 AND title = $3 AND id <> coalesce($4, '')`,
    [ownerId, listKey, title, exceptId ?? null],
  );
  return row !== undefined;
}

/** The roles the caller may share with: every role for an administrator, otherwise the caller's own. */
async function shareRoles(db: Db, callerId: string): Promise<ShareRole[]> {
  const all = await isAdministrator(db, callerId);
  const rows = await db.query<{ id: string; role_name: string | null; role_code: string }>(
    all
      ? "SELECT id, role_name, role_code FROM sys_role ORDER BY role_code"
      : `SELECT r.id, r.role_name, r.role_code FROM sys_role r
         JOIN sys_user_role ur ON ur.role_id = r.id WHERE ur.user_id = $1 ORDER BY r.role_code`,
    all ? [] : [callerId],
  );
  return rows.map((r) => ({ id: r.id, roleName: r.role_name ?? r.role_code, roleCode: r.role_code }));
}

const objectBody = (message: string) => ({ body: { type: "object", errorMessage: message } });
const idQuery = {
  querystring: {
    type: "object",
    properties: { id: { type: "string", maxLength: 64 } },
    additionalProperties: true,
  },
};

export const superQueryModule: ServerModule = {
  name: "super-query",
  subjects: [[SAVED_QUERY_URL, "高级查询"]],
  async register(app, { db }) {
    const login = { auth: "login" } as const;

    app.get(
      `${SAVED_QUERY_URL}/list`,
      {
        config: login,
        schema: {
          querystring: {
            type: "object",
            properties: { listKey: { type: "string" } },
            additionalProperties: true,
          },
        },
      },
      async (req) => {
        const me = requireSession(req).id;
        const listKey = listKeyOf((req.query as { listKey?: unknown }).listKey);
        const rows = await db.query<QueryRow>(
          `${SELECT} WHERE q.list_key = $2 AND ${VISIBLE}
           ORDER BY (q.owner_id = $1) DESC, q.create_time, q.title`,
          [me, listKey],
        );
        return ok(rows.map((row) => toAnswer(row, me)));
      },
    );

    app.get(`${SAVED_QUERY_URL}/queryById`, { config: login, schema: idQuery }, async (req) => {
      const me = requireSession(req).id;
      return ok(toAnswer(await visible(db, me, idOf((req.query as { id?: unknown }).id)), me));
    });

    app.get(`${SAVED_QUERY_URL}/shareRoles`, { config: login }, async (req) =>
      ok(await shareRoles(db, requireSession(req).id)),
    );

    app.post(
      `${SAVED_QUERY_URL}/add`,
      { config: login, schema: objectBody("请求体必须是含 listKey、title 和 records 的对象") },
      async (req) => {
        const me = requireSession(req).id;
        const body = req.body as Record<string, unknown>;
        const listKey = listKeyOf(body.listKey);
        const title = titleOf(body.title);
        const matchType = matchOf(body.matchType);
        const records = recordsOf(body.records);
        const id = await db.tx(async (t) => {
          // One user's saves serialise, so two at once cannot both pass the checks below.
          await t.query("SELECT id FROM sys_user WHERE id = $1 FOR UPDATE", [me]);
          if (await titleTaken(t, me, listKey, title)) throw new BizError(`${title} 已存在`);
          const count = await t.one<{ n: number }>(
            "SELECT count(*)::int AS n FROM sys_super_query WHERE owner_id = $1 AND list_key = $2",
            [me, listKey],
          );
          if ((count?.n ?? 0) >= SAVED_PER_LIST_MAX) {
            throw new BizError(`每个列表最多保存${SAVED_PER_LIST_MAX}个查询，请先删除不用的查询`);
          }
          const newOne = newId();
          await t.query(
            `INSERT INTO sys_super_query (id, owner_id, list_key, title, match_type, conditions)
             VALUES ($1, $2, $3, $4, $5, $6::jsonb)`,
            [newOne, me, listKey, title, matchType, JSON.stringify(records)],
          );
          return newOne;
        });
        return ok(toAnswer(await visible(db, me, id), me), "保存成功");
      },
    );

    app.route({
      method: ["PUT", "POST"],
      url: `${SAVED_QUERY_URL}/edit`,
      config: login,
      schema: objectBody("请求体必须是含 id 的对象"),
      handler: async (req) => {
        const me = requireSession(req).id;
        const body = req.body as Record<string, unknown>;
        const row = await owned(db, me, idOf(body.id));
        const title = body.title === undefined ? row.title : titleOf(body.title);
        const matchType = body.matchType === undefined ? matchOf(row.match_type) : matchOf(body.matchType);
        const records = body.records === undefined ? undefined : recordsOf(body.records);
        if (await titleTaken(db, me, row.list_key, title, row.id)) throw new BizError(`${title} 已存在`);
        await db.query(
          `UPDATE sys_super_query SET title = $2, match_type = $3,
             conditions = coalesce($4::jsonb, conditions), update_time = LOCALTIMESTAMP(0)
           WHERE id = $1`,
          [row.id, title, matchType, records === undefined ? null : JSON.stringify(records)],
        );
        return ok(toAnswer(await visible(db, me, row.id), me), "保存成功");
      },
    });

    app.route({
      method: ["PUT", "POST"],
      url: `${SAVED_QUERY_URL}/share`,
      config: login,
      schema: objectBody("请求体必须是含 id 和 roleId 的对象"),
      handler: async (req) => {
        const me = requireSession(req).id;
        const body = req.body as Record<string, unknown>;
        const row = await owned(db, me, idOf(body.id), "只有保存人可以共享该查询");
        const roleId = body.roleId === undefined || body.roleId === null ? "" : body.roleId;
        if (typeof roleId !== "string" || roleId.length > 32) throw new BizError("角色不存在");
        if (roleId !== "") {
          const role = await db.one("SELECT 1 AS x FROM sys_role WHERE id = $1", [roleId]);
          if (!role) throw new BizError("角色不存在");
          if (!(await shareRoles(db, me)).some((r) => r.id === roleId)) {
            throw new BizError("只能共享给您所属的角色");
          }
        }
        await db.query(
          "UPDATE sys_super_query SET role_id = $2, update_time = LOCALTIMESTAMP(0) WHERE id = $1",
          [row.id, roleId === "" ? null : roleId],
        );
        return ok(toAnswer(await visible(db, me, row.id), me), roleId === "" ? "已取消共享" : "共享成功");
      },
    });

    app.delete(`${SAVED_QUERY_URL}/delete`, { config: login, schema: idQuery }, async (req) => {
      const me = requireSession(req).id;
      const row = await owned(
        db,
        me,
        idOf((req.query as { id?: unknown }).id),
        "共享给您的查询只能由保存人删除",
      );
      await db.query("DELETE FROM sys_super_query WHERE id = $1", [row.id]);
      return ok(null, "删除成功!");
    });
  },
};
