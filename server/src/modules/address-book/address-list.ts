/**
 * `/sys/user/queryByOrgCodeForAddressList`: the address book's people, paged, in the departments whose
 * code starts with `orgCode` (a department and everything under it; no code: every department). A person
 * in several of those departments is one row whose `departName` joins them with ` | `, as the original
 * shows them. `post` keeps the position codes, and `post_dictText` names them.
 */
import type { FastifyInstance } from "fastify";
import { buildListQuery, escapeLike, page } from "../../core/query-builder.ts";
import { queryOf, requireSession } from "../../core/require-session.ts";
import { ok } from "../../core/result.ts";
import { SqlParams } from "../../core/sql-params.ts";
import type { Db } from "../../db/client.ts";

/** The original's hidden system account, never listed. */
const RESERVED_USERNAME = "_reserve_user_external";

export interface AddressListQuery {
  orgCode?: string;
  realname?: string;
  workNo?: string;
  pageNo?: string;
  pageSize?: string;
}

export interface AddressListRow {
  userId: string;
  realname: string | null;
  avatar: string | null;
  workNo: string | null;
  post: string | null;
  post_dictText: string | null;
  telephone: string | null;
  email: string | null;
  phone: string | null;
  departId: string;
  departName: string;
}

/** Conditions over `u` (sys_user) and `d` (sys_depart) for one query and the caller's tenant. */
function conditions(q: AddressListQuery, tenantId: number, params: SqlParams): string[] {
  const where = [
    "u.del_flag = 0",
    `u.username <> ${params.add(RESERVED_USERNAME)}`,
    "(d.del_flag IS NULL OR d.del_flag = '0')",
  ];
  const orgCode = q.orgCode?.trim();
  if (orgCode) where.push(`d.org_code LIKE ${params.add(`${escapeLike(orgCode)}%`)}`);
  const realname = q.realname?.trim();
  if (realname) where.push(`u.realname LIKE ${params.add(`%${escapeLike(realname)}%`)}`);
  const workNo = q.workNo?.trim();
  if (workNo) where.push(`u.work_no LIKE ${params.add(`%${escapeLike(workNo)}%`)}`);
  // A call acting in a tenant sees that tenant's people only.
  if (tenantId !== 0)
    where.push(`(',' || coalesce(u.rel_tenant_ids, '') || ',') LIKE ${params.add(`%,${tenantId},%`)}`);
  return where;
}

export async function addressList(db: Db, q: AddressListQuery, tenantId: number) {
  const paging = buildListQuery({}, { pageNo: q.pageNo, pageSize: q.pageSize }, { maxPageSize: 1000 });
  const params = new SqlParams();
  const where = conditions(q, tenantId, params).join(" AND ");
  const from = `FROM sys_user u JOIN sys_user_depart ud ON ud.user_id = u.id JOIN sys_depart d ON d.id = ud.dep_id
    WHERE ${where}`;
  const count = await db.one<{ total: number }>(
    `SELECT count(DISTINCT u.id) AS total ${from}`,
    params.values,
  );
  const limit = params.add(paging.limit);
  const offset = params.add(paging.offset);
  const records = await db.query<AddressListRow>(
    `SELECT u.id AS "userId", u.realname, u.avatar, u.work_no AS "workNo", u.post,
            (SELECT p.name FROM sys_position p WHERE p.code = u.post LIMIT 1) AS "post_dictText",
            u.telephone, u.email, u.phone,
            (array_agg(d.id ORDER BY d.org_code, d.id))[1] AS "departId",
            string_agg(d.depart_name, ' | ' ORDER BY d.org_code, d.id) AS "departName"
       ${from}
      GROUP BY u.id
      ORDER BY min(d.org_code), u.realname, u.id
      LIMIT ${limit} OFFSET ${offset}`,
    params.values,
  );
  return page(records, Number(count?.total ?? 0), paging);
}

const QUERY = queryOf(["orgCode", "realname", "workNo", "pageNo", "pageSize"], [], 100);

export function registerAddressList(app: FastifyInstance, db: Db, perm: readonly string[]): void {
  app.get(
    "/sys/user/queryByOrgCodeForAddressList",
    { config: { perm }, schema: { querystring: QUERY } },
    async (req) => {
      const me = requireSession(req);
      return ok(await addressList(db, req.query as AddressListQuery, me.tenantId));
    },
  );
}
