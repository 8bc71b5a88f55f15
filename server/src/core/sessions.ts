import type { Db } from "../db/client.ts";
import { newId } from "./ids.ts";
import { hashToken, newToken } from "./tokens.ts";

/** Sessions die after this long without a request (sliding). */
export const SESSION_IDLE_DAYS = 7;
/** last_seen_at is written at most this often, so reads do not each cost a write. */
const TOUCH_EVERY_SECONDS = 60;

export interface NewSession {
  token: string;
  sessionId: string;
}

export async function createSession(
  db: Db,
  userId: string,
  meta: { tenantId?: number; ip?: string; userAgent?: string },
): Promise<NewSession> {
  const token = newToken();
  const sessionId = newId();
  await db.query(
    `INSERT INTO sys_user_session (id, user_id, token_hash, tenant_id, created_at, last_seen_at, expires_at, ip,
       user_agent)
     VALUES ($1, $2, $3, $4, LOCALTIMESTAMP(0), LOCALTIMESTAMP(0),
       LOCALTIMESTAMP(0) + make_interval(days => $5), $6, $7)`,
    [
      sessionId,
      userId,
      hashToken(token),
      meta.tenantId ?? 0,
      SESSION_IDLE_DAYS,
      meta.ip?.slice(0, 100) ?? null,
      meta.userAgent?.slice(0, 500) ?? null,
    ],
  );
  return { token, sessionId };
}

/** A live session and the columns of its user the auth hook needs. */
export interface SessionRow {
  session_id: string;
  user_id: string;
  username: string;
  realname: string | null;
  org_code: string | null;
  status: number;
  del_flag: number;
  rel_tenant_ids: string | null;
  must_change_password: boolean;
  stale: boolean;
}

/**
 * Finds the live session of a raw token; slides its expiry when last touched over a minute ago. A session
 * older than `maxHours` is dead however active it is, so a stolen token does not live for ever.
 */
export async function findSession<Extra extends object = object>(
  db: Db,
  token: string,
  maxHours: number,
  /** more columns of the same row, as `expr AS name` written by the server (the user is `u`) */
  extraColumns = "",
): Promise<(SessionRow & Extra) | undefined> {
  if (!token || token.length > 200) return undefined;
  const row = await db.one<SessionRow & Extra>(
    `SELECT s.id AS session_id, u.id AS user_id, u.username, u.realname, u.org_code, u.status, u.del_flag,
       u.rel_tenant_ids, u.must_change_password,
       s.last_seen_at < LOCALTIMESTAMP(0) - make_interval(secs => $2) AS stale${extraColumns ? `, ${extraColumns}` : ""}
     FROM sys_user_session s JOIN sys_user u ON u.id = s.user_id
     WHERE s.token_hash = $1 AND s.expires_at > LOCALTIMESTAMP(0)
       AND s.created_at > LOCALTIMESTAMP(0) - make_interval(hours => $3)`,
    [hashToken(token), TOUCH_EVERY_SECONDS, maxHours],
    { prepared: true },
  );
  if (row?.stale) {
    await db.query(
      `UPDATE sys_user_session SET last_seen_at = LOCALTIMESTAMP(0),
         expires_at = LOCALTIMESTAMP(0) + make_interval(days => $2) WHERE id = $1`,
      [row.session_id, SESSION_IDLE_DAYS],
    );
  }
  return row;
}

/**
 * Which of these sessions are still live, by the same rule as findSession (not expired, younger than
 * `maxHours`), and whose user is neither frozen nor deleted.
 */
export async function liveSessionIds(
  db: Db,
  sessionIds: readonly string[],
  maxHours: number,
): Promise<Set<string>> {
  if (sessionIds.length === 0) return new Set();
  const rows = await db.query<{ id: string }>(
    `SELECT s.id FROM sys_user_session s JOIN sys_user u ON u.id = s.user_id
     WHERE s.id = ANY($1::varchar[]) AND s.expires_at > LOCALTIMESTAMP(0)
       AND s.created_at > LOCALTIMESTAMP(0) - make_interval(hours => $2)
       AND u.status <> 2 AND u.del_flag = 0`,
    [sessionIds, maxHours],
  );
  return new Set(rows.map((r) => r.id));
}

/** Removes the session of a raw token; returns its user id when there was one. */
export async function revokeSessionByToken(db: Db, token: string): Promise<string | undefined> {
  const rows = await db.query<{ user_id: string }>(
    "DELETE FROM sys_user_session WHERE token_hash = $1 RETURNING user_id",
    [hashToken(token)],
  );
  return rows[0]?.user_id;
}

export async function revokeSessionById(db: Db, sessionId: string): Promise<string | undefined> {
  const rows = await db.query<{ user_id: string }>(
    "DELETE FROM sys_user_session WHERE id = $1 RETURNING user_id",
    [sessionId],
  );
  return rows[0]?.user_id;
}

export async function revokeUserSessions(db: Db, userId: string): Promise<void> {
  await db.query("DELETE FROM sys_user_session WHERE user_id = $1", [userId]);
}

/** Expired rows are dead weight; called now and then (login) rather than on every request. */
export async function pruneExpiredSessions(db: Db): Promise<void> {
  await db.query("DELETE FROM sys_user_session WHERE expires_at <= LOCALTIMESTAMP(0)");
}
