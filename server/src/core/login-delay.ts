import type { Db } from "../db/client.ts";
import { clearFailures } from "./login-failures.ts";

/** Failed logins of one account from one address that cost no waiting. */
export const FREE_FAILURES = 5;
/** Failures older than this no longer count. */
export const DELAY_WINDOW_MINUTES = 30;
/** The first wait; each further failure doubles it, up to MAX_WAIT_SECONDS. */
export const FIRST_WAIT_SECONDS = 30;
export const MAX_WAIT_SECONDS = 15 * 60;

const account = (username: string) => username.trim().toLowerCase().slice(0, 100);
const address = (ip: string) => ip.slice(0, 100);

/** How long this address must still wait before it may try this account again (seconds), if at all. */
export async function loginWait(db: Db, username: string, ip: string): Promise<number | undefined> {
  const row = await db.one<{ seconds: number }>(
    `SELECT CEIL(EXTRACT(EPOCH FROM (wait_until - LOCALTIMESTAMP(0))))::integer AS seconds
     FROM sys_login_delay WHERE username = $1 AND ip = $2 AND wait_until > LOCALTIMESTAMP(0)`,
    [account(username), address(ip)],
  );
  return row ? Math.max(1, Number(row.seconds)) : undefined;
}

/** Counts a failed login of this account from this address; answers the wait it now imposes. */
export async function recordLoginFailure(db: Db, username: string, ip: string): Promise<number | undefined> {
  await db.query(
    `DELETE FROM sys_login_delay WHERE first_fail_at <= LOCALTIMESTAMP(0) - make_interval(mins => $1)
       AND (wait_until IS NULL OR wait_until <= LOCALTIMESTAMP(0))`,
    [DELAY_WINDOW_MINUTES],
  );
  const row = await db.one<{ fail_count: number }>(
    `INSERT INTO sys_login_delay AS d (username, ip, fail_count, first_fail_at)
     VALUES ($1, $2, 1, LOCALTIMESTAMP(0))
     ON CONFLICT (username, ip) DO UPDATE SET
       fail_count = CASE WHEN d.first_fail_at > LOCALTIMESTAMP(0) - make_interval(mins => $3)
         THEN d.fail_count + 1 ELSE 1 END,
       first_fail_at = CASE WHEN d.first_fail_at > LOCALTIMESTAMP(0) - make_interval(mins => $3)
         THEN d.first_fail_at ELSE LOCALTIMESTAMP(0) END
     RETURNING fail_count`,
    [account(username), address(ip), DELAY_WINDOW_MINUTES],
  );
  const over = Number(row?.fail_count ?? 1) - FREE_FAILURES;
  if (over <= 0) return undefined;
  const wait = Math.min(MAX_WAIT_SECONDS, FIRST_WAIT_SECONDS * 2 ** (over - 1));
  await db.query(
    `UPDATE sys_login_delay SET wait_until = LOCALTIMESTAMP(0) + make_interval(secs => $3)
     WHERE username = $1 AND ip = $2`,
    [account(username), address(ip), wait],
  );
  return wait;
}

/**
 * A successful login clears the account's failure count and this address's waiting; an administrator's
 * unlock or a password reset (no address) clears every address's.
 */
export async function clearLoginFailures(db: Db, username: string, ip?: string): Promise<void> {
  await clearFailures(db, username);
  if (ip === undefined) {
    await db.query("DELETE FROM sys_login_delay WHERE username = $1", [account(username)]);
  } else {
    await db.query("DELETE FROM sys_login_delay WHERE username = $1 AND ip = $2", [
      account(username),
      address(ip),
    ]);
  }
}

/** `登录失败次数过多，请30秒后再试` */
export function waitMessage(seconds: number): string {
  const span = seconds < 60 ? `${seconds}秒` : `${Math.ceil(seconds / 60)}分钟`;
  return `登录失败次数过多，请${span}后再试`;
}
