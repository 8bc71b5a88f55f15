import { newId } from "../../core/ids.ts";
import type { Db } from "../../db/client.ts";

/** Codes actually sent to one mobile per hour: a person needs a few, a flood of texts needs more. */
export const SMS_PER_MOBILE_PER_HOUR = 5;
/**
 * /sys/sms requests per client address per hour, whatever their outcome, so the endpoint cannot be
 * used to find out which phone numbers have accounts.
 */
export const SMS_REQUESTS_PER_IP_PER_HOUR = 20;

export const RATE_LIMIT_MESSAGE = "短信发送过于频繁，请稍后再试";

const WINDOW_MINUTES = 60;

export async function ipOverLimit(db: Db, ip: string): Promise<boolean> {
  const row = await db.one<{ n: number }>(
    `SELECT count(*)::integer AS n FROM sys_sms_request
     WHERE ip = $1 AND created_at > LOCALTIMESTAMP(0) - make_interval(mins => $2)`,
    [ip.slice(0, 100), WINDOW_MINUTES],
  );
  return Number(row?.n ?? 0) >= SMS_REQUESTS_PER_IP_PER_HOUR;
}

export async function mobileOverLimit(db: Db, mobile: string): Promise<boolean> {
  const row = await db.one<{ n: number }>(
    `SELECT count(*)::integer AS n FROM sys_sms_request
     WHERE mobile = $1 AND sent AND created_at > LOCALTIMESTAMP(0) - make_interval(mins => $2)`,
    [mobile, WINDOW_MINUTES],
  );
  return Number(row?.n ?? 0) >= SMS_PER_MOBILE_PER_HOUR;
}

/** Notes one request; the returned id marks it sent later. Rows older than a day go. */
export async function recordRequest(db: Db, mobile: string, ip: string): Promise<string> {
  await db.query("DELETE FROM sys_sms_request WHERE created_at < LOCALTIMESTAMP(0) - interval '1 day'");
  await db.query("DELETE FROM sys_sms_code WHERE expires_at < LOCALTIMESTAMP(0) - interval '1 day'");
  const id = newId();
  await db.query("INSERT INTO sys_sms_request (id, mobile, ip) VALUES ($1, $2, $3)", [
    id,
    mobile,
    ip.slice(0, 100),
  ]);
  return id;
}

export async function markSent(db: Db, requestId: string): Promise<void> {
  await db.query("UPDATE sys_sms_request SET sent = true WHERE id = $1", [requestId]);
}
