import { createHash, randomInt, timingSafeEqual } from "node:crypto";
import type { Db } from "../../db/client.ts";
import type { SmsMode } from "./sender.ts";

/** A code lives 10 minutes (the original's Redis TTL of 600 s). */
export const CODE_TTL_SECONDS = 600;
/** After this many wrong tries a code is dead; a new one may be requested at once. */
export const MAX_CODE_ATTEMPTS = 5;

export function newSmsCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, "0");
}

function codeHash(mobile: string, mode: SmsMode, code: string): string {
  return createHash("sha256").update(`${mobile}:${mode}:${code}`, "utf8").digest("hex");
}

/** True while an earlier code for this mobile and mode can still be used. */
export async function hasLiveCode(db: Db, mobile: string, mode: SmsMode): Promise<boolean> {
  const row = await db.one(
    `SELECT 1 AS x FROM sys_sms_code WHERE mobile = $1 AND mode = $2
       AND expires_at > LOCALTIMESTAMP(0) AND attempts < $3`,
    [mobile, mode, MAX_CODE_ATTEMPTS],
  );
  return row !== undefined;
}

/**
 * Stores a new code unless a live one exists (one statement, so two requests at once cannot both
 * win). False when a live code was there.
 */
export async function storeCode(db: Db, mobile: string, mode: SmsMode, code: string): Promise<boolean> {
  const rows = await db.query(
    `INSERT INTO sys_sms_code AS c (mobile, mode, code_hash, created_at, expires_at, attempts)
     VALUES ($1, $2, $3, LOCALTIMESTAMP(0), LOCALTIMESTAMP(0) + make_interval(secs => $4), 0)
     ON CONFLICT (mobile, mode) DO UPDATE SET code_hash = EXCLUDED.code_hash, created_at = EXCLUDED.created_at,
       expires_at = EXCLUDED.expires_at, attempts = 0
     WHERE c.expires_at <= LOCALTIMESTAMP(0) OR c.attempts >= $5
     RETURNING mobile`,
    [mobile, mode, codeHash(mobile, mode, code), CODE_TTL_SECONDS, MAX_CODE_ATTEMPTS],
  );
  return rows.length > 0;
}

/** Takes back a code the gateway did not deliver, so the user may ask again at once. */
export async function dropCode(db: Db, mobile: string, mode: SmsMode, code: string): Promise<void> {
  await db.query("DELETE FROM sys_sms_code WHERE mobile = $1 AND mode = $2 AND code_hash = $3", [
    mobile,
    mode,
    codeHash(mobile, mode, code),
  ]);
}

/** `missing`: none sent, expired or used; `exhausted`: too many wrong tries. */
export type CodeCheck = "ok" | "missing" | "wrong" | "exhausted";

export interface CheckCodeOptions {
  /** use the code up (login, register, password change); otherwise it is kept and its 10 minutes restart */
  consume: boolean;
}

/** Checks a code the user typed; each wrong try counts. */
export async function checkCode(
  db: Db,
  mobile: string,
  mode: SmsMode,
  typed: string,
  opts: CheckCodeOptions,
): Promise<CodeCheck> {
  const row = await db.one<{ code_hash: string; live: boolean; attempts: number }>(
    `SELECT code_hash, expires_at > LOCALTIMESTAMP(0) AS live, attempts FROM sys_sms_code
     WHERE mobile = $1 AND mode = $2`,
    [mobile, mode],
  );
  if (!row?.live) return "missing";
  if (row.attempts >= MAX_CODE_ATTEMPTS) return "exhausted";

  const expected = Buffer.from(row.code_hash, "hex");
  const actual = Buffer.from(codeHash(mobile, mode, typed.trim()), "hex");
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) {
    await db.query("UPDATE sys_sms_code SET attempts = attempts + 1 WHERE mobile = $1 AND mode = $2", [
      mobile,
      mode,
    ]);
    return "wrong";
  }

  // The hash in the WHERE clause makes the use single even when two requests race.
  const used = opts.consume
    ? await db.query(
        `DELETE FROM sys_sms_code WHERE mobile = $1 AND mode = $2 AND code_hash = $3
           AND expires_at > LOCALTIMESTAMP(0) RETURNING mobile`,
        [mobile, mode, row.code_hash],
      )
    : await db.query(
        `UPDATE sys_sms_code SET expires_at = LOCALTIMESTAMP(0) + make_interval(secs => $4)
         WHERE mobile = $1 AND mode = $2 AND code_hash = $3 AND expires_at > LOCALTIMESTAMP(0) RETURNING mobile`,
        [mobile, mode, row.code_hash, CODE_TTL_SECONDS],
      );
  return used.length > 0 ? "ok" : "missing";
}
