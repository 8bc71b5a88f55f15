import type { Db } from "../db/client.ts";

/** After this many failed logins of an account (from anywhere) the captcha is required. */
export const CAPTCHA_AFTER_FAILURES = 3;
/** This many failures within the window lock a key that locks (the current-password check). */
export const LOCK_AFTER_FAILURES = 10;
export const FAILURE_WINDOW_MINUTES = 30;
export const LOCK_MINUTES = 30;

export interface FailureState {
  /** failures inside the current window */
  count: number;
  /** whole minutes until the lock ends, when locked */
  lockedMinutes: number | undefined;
}

const key = (username: string) => username.trim().toLowerCase().slice(0, 100);

export async function failureState(db: Db, username: string): Promise<FailureState> {
  const row = await db.one<{ count: number; locked_seconds: number | null }>(
    `SELECT CASE WHEN first_fail_at > LOCALTIMESTAMP(0) - make_interval(mins => $2) THEN fail_count ELSE 0 END
         AS count,
       CASE WHEN locked_until > LOCALTIMESTAMP(0)
         THEN EXTRACT(EPOCH FROM (locked_until - LOCALTIMESTAMP(0)))::integer END AS locked_seconds
     FROM sys_login_failure WHERE username = $1`,
    [key(username), FAILURE_WINDOW_MINUTES],
  );
  if (!row) return { count: 0, lockedMinutes: undefined };
  const locked =
    row.locked_seconds === null ? undefined : Math.max(1, Math.ceil(Number(row.locked_seconds) / 60));
  return { count: Number(row.count), lockedMinutes: locked };
}

/**
 * Counts one failure; a window older than FAILURE_WINDOW_MINUTES starts again at 1. With `lock` (the
 * default) LOCK_AFTER_FAILURES failures lock the key; password logins count without locking, since an
 * outsider could otherwise keep any account locked (they wait per address instead, see login-delay).
 */
export async function recordFailure(
  db: Db,
  username: string,
  opts: { lock?: boolean } = {},
): Promise<FailureState> {
  // Rows of tried-and-abandoned names would otherwise pile up.
  await db.query(
    `DELETE FROM sys_login_failure WHERE first_fail_at <= LOCALTIMESTAMP(0) - make_interval(mins => $1)
       AND (locked_until IS NULL OR locked_until <= LOCALTIMESTAMP(0))`,
    [FAILURE_WINDOW_MINUTES],
  );
  const row = await db.one<{ fail_count: number }>(
    `INSERT INTO sys_login_failure AS f (username, fail_count, first_fail_at, locked_until)
     VALUES ($1, 1, LOCALTIMESTAMP(0), NULL)
     ON CONFLICT (username) DO UPDATE SET
       fail_count = CASE WHEN f.first_fail_at > LOCALTIMESTAMP(0) - make_interval(mins => $2)
         THEN f.fail_count + 1 ELSE 1 END,
       first_fail_at = CASE WHEN f.first_fail_at > LOCALTIMESTAMP(0) - make_interval(mins => $2)
         THEN f.first_fail_at ELSE LOCALTIMESTAMP(0) END
     RETURNING fail_count`,
    [key(username), FAILURE_WINDOW_MINUTES],
  );
  const count = Number(row?.fail_count ?? 1);
  if (opts.lock !== false && count >= LOCK_AFTER_FAILURES) {
    await db.query(
      `UPDATE sys_login_failure SET locked_until = LOCALTIMESTAMP(0) + make_interval(mins => $2)
       WHERE username = $1 AND (locked_until IS NULL OR locked_until <= LOCALTIMESTAMP(0))`,
      [key(username), LOCK_MINUTES],
    );
    return { count, lockedMinutes: LOCK_MINUTES };
  }
  return { count, lockedMinutes: undefined };
}

/** A successful login, or an administrator's unlock, clears the counter and the lock. */
export async function clearFailures(db: Db, username: string): Promise<void> {
  await db.query("DELETE FROM sys_login_failure WHERE username = $1", [key(username)]);
}
