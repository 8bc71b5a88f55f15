/**
 * Print tickets: a signed-in user who may read a record gets a ticket for (user, resource, record); the
 * print view, which has no session, reads the record once with it. A ticket lives a minute and is spent
 * by its first use, atomically in the database, so two instances never both accept it.
 */
import { createHash, randomBytes } from "node:crypto";
import type { Db } from "../db/client.ts";
import { BizError } from "./result.ts";

/** How long a ticket may wait for its print view to open. */
export const PRINT_TICKET_SECONDS = 60;

export const PRINT_TICKET_MESSAGES = {
  invalid: "打印凭证无效，请从列表重新打印",
  used: "打印凭证已使用，请从列表重新打印",
  expired: "打印凭证已过期，请从列表重新打印",
  wrongRecord: "打印凭证与要打印的记录不符",
} as const;

/** 24 random bytes, 32 base64url characters; anything else is refused before any query. */
const TICKET = /^[A-Za-z0-9_-]{32}$/;

const hashOf = (ticket: string) => createHash("sha256").update(ticket).digest("hex");

export interface PrintTicketOwner {
  userId: string;
  tenantId: number;
}

export interface PrintTicketFor extends PrintTicketOwner {
  resource: string;
  recordId: string;
}

/** Stores a new ticket and answers it; spent and expired tickets older than a day are cleared on the way. */
export async function issuePrintTicket(
  db: Db,
  what: PrintTicketFor,
  seconds = PRINT_TICKET_SECONDS,
): Promise<string> {
  const ticket = randomBytes(24).toString("base64url");
  await db.query("DELETE FROM sys_print_ticket WHERE expires_at < now() - interval '1 day'");
  await db.query(
    `INSERT INTO sys_print_ticket (ticket_hash, user_id, tenant_id, resource, record_id, expires_at)
     VALUES ($1, $2, $3, $4, $5, now() + $6 * interval '1 second')`,
    [hashOf(ticket), what.userId, what.tenantId, what.resource, what.recordId, seconds],
  );
  return ticket;
}

interface TicketState {
  resource: string;
  record_id: string;
  used: boolean;
  expired: boolean;
}

/**
 * Spends a ticket for this record and answers who issued it; refuses an unknown, spent, expired or other
 * record's ticket with its message. A ticket shown for the wrong record stays unspent.
 */
export async function consumePrintTicket(
  db: Db,
  ticket: string,
  resource: string,
  recordId: string,
): Promise<PrintTicketOwner> {
  if (!TICKET.test(ticket)) throw new BizError(PRINT_TICKET_MESSAGES.invalid);
  const hash = hashOf(ticket);
  const spent = await db.one<{ user_id: string; tenant_id: number }>(
    `UPDATE sys_print_ticket SET used_at = now()
      WHERE ticket_hash = $1 AND resource = $2 AND record_id = $3 AND used_at IS NULL AND expires_at > now()
      RETURNING user_id, tenant_id`,
    [hash, resource, recordId],
  );
  if (spent) return { userId: spent.user_id, tenantId: Number(spent.tenant_id) };
  const state = await db.one<TicketState>(
    `SELECT resource, record_id, used_at IS NOT NULL AS used, expires_at <= now() AS expired
       FROM sys_print_ticket WHERE ticket_hash = $1`,
    [hash],
  );
  if (!state) throw new BizError(PRINT_TICKET_MESSAGES.invalid);
  if (state.used) throw new BizError(PRINT_TICKET_MESSAGES.used);
  if (state.expired) throw new BizError(PRINT_TICKET_MESSAGES.expired);
  throw new BizError(PRINT_TICKET_MESSAGES.wrongRecord);
}
