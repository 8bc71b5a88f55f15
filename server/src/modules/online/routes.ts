import type { FastifyInstance } from "fastify";
import { camelRow } from "../../core/case.ts";
import { loginLogText, writeLoginLog } from "../../core/login-log.ts";
import { escapeLike, page } from "../../core/query-builder.ts";
import { fail, ok } from "../../core/result.ts";
import { SqlParams } from "../../core/sql-params.ts";
import type { Db } from "../../db/client.ts";
import { requestMeta } from "../auth/login-reply.ts";

export const ONLINE_MESSAGES = {
  logoutFailed: "退出登录失败！",
  tokenInvalid: "Token无效!",
  success: "退出登录成功！",
} as const;

const MAX_PAGE_SIZE = 1000;

const pageParam = (name: string) => ({
  type: ["string", "number"],
  pattern: "^\\s*[0-9]{1,9}\\s*$",
  errorMessage: `参数 ${name} 必须是正整数`,
});

const listSchema = {
  querystring: {
    type: "object",
    properties: {
      pageNo: pageParam("pageNo"),
      pageSize: pageParam("pageSize"),
      username: { type: "string", maxLength: 100 },
    },
  },
} as const;

const logoutSchema = {
  body: { type: "object", properties: { token: { type: ["string", "null"], maxLength: 100 } } },
} as const;

const positive = (raw: unknown, fallback: number) => {
  const n = Number(String(raw ?? "").trim());
  return Number.isInteger(n) && n >= 1 ? n : fallback;
};

/**
 * Each live session is one row. Its `token` is the session's id, an opaque handle: the raw token is
 * stored only as a hash and is never listed. `id` is the user's id, as
 * in the original's SysUserOnlineVO, so one user with two sessions has two rows with one `id`.
 */
async function listSessions(db: Db, query: Record<string, unknown>) {
  const pageNo = positive(query.pageNo, 1);
  const pageSize = Math.min(positive(query.pageSize, 10), MAX_PAGE_SIZE);
  const params = new SqlParams();
  let where = "s.expires_at > LOCALTIMESTAMP(0) AND u.del_flag = 0";
  const username = String(query.username ?? "").trim();
  if (username) where += ` AND u.username ILIKE ${params.add(`%${escapeLike(username)}%`)}`;

  const from = `FROM sys_user_session s JOIN sys_user u ON u.id = s.user_id WHERE ${where}`;
  const count = await db.one<{ total: number }>(`SELECT count(*)::integer AS total ${from}`, params.values);
  const rows = await db.query(
    `SELECT u.id, s.id AS token, u.username, u.realname, u.avatar, u.birthday, u.sex, u.phone,
       s.created_at AS login_time, s.ip
     ${from} ORDER BY s.created_at DESC, s.id DESC
     LIMIT ${params.add(pageSize)} OFFSET ${params.add((pageNo - 1) * pageSize)}`,
    params.values,
  );
  return page(
    rows.map((r) => camelRow(r)),
    Number(count?.total ?? 0),
    { pageNo, pageSize },
  );
}

/** GET /sys/online/list and POST /sys/online/forceLogout. */
export function registerOnlineRoutes(app: FastifyInstance, db: Db): void {
  app.get("/sys/online/list", { config: { perm: "online:list" }, schema: listSchema }, async (req) =>
    ok(await listSessions(db, req.query as Record<string, unknown>)),
  );

  app.post(
    "/sys/online/forceLogout",
    { config: { perm: "online:forceLogout" }, schema: logoutSchema },
    async (req) => {
      const handle = String((req.body as { token?: unknown }).token ?? "").trim();
      if (!handle) return fail(ONLINE_MESSAGES.logoutFailed);
      const ended = await db.one<{ username: string; realname: string | null }>(
        `WITH gone AS (
           DELETE FROM sys_user_session WHERE id = $1 AND expires_at > LOCALTIMESTAMP(0) RETURNING user_id
         )
         SELECT u.username, u.realname FROM gone JOIN sys_user u ON u.id = gone.user_id`,
        [handle],
      );
      if (!ended) return fail(ONLINE_MESSAGES.tokenInvalid);
      // The forced user is the subject of the line, as in the original's login log.
      await writeLoginLog(db, {
        content: loginLogText.forceLogout(ended.realname ?? ended.username),
        username: ended.username,
        realname: ended.realname,
        ip: req.ip,
        requestUrl: requestMeta(req).url,
      });
      return ok(null, ONLINE_MESSAGES.success);
    },
  );
}
