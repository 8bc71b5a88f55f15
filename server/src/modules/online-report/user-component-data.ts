/**
 * The user-by-department picker's lookups (the original's JSelectUserByDep): login-only, answering the
 * picker's fields only (the phone masked), and to a caller without `user:list` the users of its own
 * tenant only (user-picker.ts). They sit with the other picker reads rather than in the user admin module.
 */
import type { FastifyInstance } from "fastify";
import { buildListQuery, escapeLike, page } from "../../core/query-builder.ts";
import { queryOf } from "../../core/require-session.ts";
import { BizError, ok } from "../../core/result.ts";
import { SqlParams } from "../../core/sql-params.ts";
import type { Db } from "../../db/client.ts";
import { departNames } from "../user/relations.ts";
import { maskPhone, pickerScope } from "../user/user-picker.ts";

const LOGIN = { auth: "login" } as const;
/** What the picker's table shows (account, name, sex, phone, department, created); the phone is masked. */
const FIELDS = `u.id, u.username, u.realname, u.sex, u.phone,
  to_char(u.create_time, 'YYYY-MM-DD HH24:MI:SS') AS "createTime"`;
/** What a stored value's lookup shows: the name of each stored account. */
const LOOKUP_FIELDS = "u.id, u.username, u.realname";
const LIVE = "u.del_flag = 0 AND u.username <> '_reserve_user_external'";
const SORTABLE = {
  username: { column: "username", type: "string" },
  realname: { column: "realname", type: "string" },
  createTime: { column: "create_time", type: "datetime" },
} as const;
const MAX_IDS = 500;

function list(raw: string | undefined): string[] {
  const items = [
    ...new Set(
      (raw ?? "")
        .split(",")
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ];
  if (items.length > MAX_IDS) throw new BizError(`一次最多查询${MAX_IDS}个`);
  return items;
}

/** The widget sends plain text; stars of the list convention are accepted too. */
const contains = (v: string) => `%${escapeLike(v.replace(/^\*+|\*+$/g, ""))}%`;

interface ComponentQuery {
  departId?: string;
  username?: string;
  realname?: string;
  pageNo?: string;
  pageSize?: string;
  column?: string;
  order?: string;
}

export function registerUserComponentData(app: FastifyInstance, db: Db): void {
  app.get(
    "/sys/user/queryUserComponentData",
    {
      config: LOGIN,
      schema: {
        querystring: queryOf(
          ["departId", "username", "realname", "pageNo", "pageSize", "column", "order", "field"],
          [],
          20_000,
        ),
      },
    },
    async (req) => {
      const q = req.query as ComponentQuery;
      const params = new SqlParams();
      const where = [LIVE, ...pickerScope(req, params, "u.")];
      const departs = list(q.departId);
      if (departs.length) {
        where.push(
          `EXISTS (SELECT 1 FROM sys_user_depart ud WHERE ud.user_id = u.id AND ud.dep_id IN (${params.list(departs)}))`,
        );
      }
      if (q.username?.trim()) where.push(`u.username ILIKE ${params.add(contains(q.username.trim()))}`);
      if (q.realname?.trim()) where.push(`u.realname ILIKE ${params.add(contains(q.realname.trim()))}`);
      const paging = buildListQuery(
        SORTABLE,
        { pageNo: q.pageNo, pageSize: q.pageSize, column: q.column, order: q.order },
        { params, alias: "u", maxPageSize: 100, defaultSort: [{ field: "createTime", order: "desc" }] },
      );
      const sql = `FROM sys_user u WHERE ${where.join(" AND ")}`;
      const total = await db.one<{ total: number }>(`SELECT count(*) AS total ${sql}`, params.values);
      const values = [...params.values, paging.limit, paging.offset];
      const records = await db.query<Record<string, unknown> & { id: string }>(
        `SELECT ${FIELDS} ${sql} ${paging.orderBy}, u.id LIMIT $${values.length - 1} OFFSET $${values.length}`,
        values,
      );
      const names = await departNames(
        db,
        records.map((r) => r.id),
      );
      for (const r of records) {
        r.orgCodeTxt = names.get(r.id) ?? null;
        r.phone = maskPhone(r.phone);
      }
      return ok(page(records, Number(total?.total ?? 0), paging));
    },
  );

  // The original answers a bare array here, not a Result.
  app.get(
    "/sys/user/getMultiUser",
    { config: LOGIN, schema: { querystring: queryOf(["id", "username"], [], 20_000) } },
    async (req) => {
      const q = req.query as { id?: string; username?: string };
      const params = new SqlParams();
      const byName = list(q.username);
      const byId = list(q.id);
      if (byName.length === 0 && byId.length === 0) return [];
      const match = byName.length
        ? `u.username IN (${params.list(byName)})`
        : `u.id IN (${params.list(byId)})`;
      const where = [LIVE, match, ...pickerScope(req, params, "u.")];
      return db.query(
        `SELECT ${LOOKUP_FIELDS} FROM sys_user u WHERE ${where.join(" AND ")} ORDER BY u.username`,
        params.values,
      );
    },
  );
}
