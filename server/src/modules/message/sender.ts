/**
 * The message centre's sender: delivers the queued messages of sys_sms (status 0 未发送) that are due.
 * Each round claims a batch in one statement (`FOR UPDATE SKIP LOCKED`), counting the try and leasing the
 * rows for a while, so two server instances never send one message twice and a message whose sender died
 * is tried again after the lease. Sending happens outside any transaction. A failed try is tried again
 * after a back-off, up to MAX_TRIES tries in all; then the message is 发送失败 with the reason. A failure
 * that another try cannot mend (no mail server, unknown receivers) fails at once.
 */
import type { FastifyBaseLogger } from "fastify";
import { receiverList, SEND_STATUS } from "../../../../shared/modules/message.ts";
import type { Db } from "../../db/client.ts";
import type { Pusher } from "../../realtime/push.ts";
import { sendSystemMessage } from "../announcement/system-message.ts";
import type { SmsTextSender } from "../sms/sender.ts";
import { resolveAccounts } from "./accounts.ts";
import { type MailSender, PermanentSendError } from "./mail.ts";

export const MAX_TRIES = 3;
/** Wait after the first and the second failed try. */
export const RETRY_DELAYS_SECONDS: readonly number[] = [30, 120];
/** How long a claimed message belongs to its sender: longer than any send may take. */
const LEASE_SECONDS = 300;
const BATCH = 20;
const RESULT_MAX = 255;

export interface SenderDeps {
  db: Db;
  push: Pusher;
  sms: SmsTextSender;
  mail: MailSender;
  log: Pick<FastifyBaseLogger, "warn" | "error">;
}

export interface SenderOptions {
  /** seconds to wait after each failed try (the last entry repeats) */
  retryDelaysSeconds?: readonly number[];
  batchSize?: number;
  /** the timer skips a round while this answers true: another driver (a scheduled job) sends the queue */
  skipRound?: () => Promise<boolean>;
}

export interface RoundCounts {
  sent: number;
  retrying: number;
  failed: number;
}

interface ClaimedMessage {
  id: string;
  title: string | null;
  type: string;
  receiver: string;
  content: string | null;
  tries: number;
  createBy: string | null;
}

/** Accounts (user names, or user ids) to user ids; unknown ones fail the message. */
async function userIdsOf(db: Db, receivers: readonly string[]): Promise<string[]> {
  const { ids, unknown } = await resolveAccounts(db, receivers);
  if (unknown.length > 0) throw new PermanentSendError(`接收人不存在: ${unknown.join(",")}`);
  return ids;
}

async function deliver(deps: SenderDeps, msg: ClaimedMessage): Promise<void> {
  const receivers = receiverList(msg.receiver);
  if (receivers.length === 0) throw new PermanentSendError("接收人为空");
  const title = msg.title ?? "";
  const content = msg.content ?? "";
  switch (msg.type) {
    case "1":
      for (const mobile of receivers) await deps.sms.sendText(mobile, content);
      return;
    case "2":
      await deps.mail.send(receivers, title, content);
      return;
    case "4":
      await sendSystemMessage(deps, {
        toUserIds: await userIdsOf(deps.db, receivers),
        title,
        content,
        sender: msg.createBy ?? undefined,
      });
      return;
    default:
      throw new PermanentSendError(`不支持的消息类型: ${msg.type}`);
  }
}

/** Claims up to `limit` due messages: each try is counted and the rows are leased to this sender. */
async function claim(db: Db, limit: number): Promise<ClaimedMessage[]> {
  return db.query<ClaimedMessage>(
    `UPDATE sys_sms SET es_send_num = es_send_num + 1,
            next_try_time = LOCALTIMESTAMP(0) + make_interval(secs => $2)
      WHERE id IN (
        SELECT id FROM sys_sms
         WHERE es_send_status = $3 AND (next_try_time IS NULL OR next_try_time <= LOCALTIMESTAMP(0))
         ORDER BY create_time, id
         LIMIT $1
         FOR UPDATE SKIP LOCKED)
      RETURNING id, es_title AS title, es_type AS type, es_receiver AS receiver, es_content AS content,
                es_send_num AS tries, create_by AS "createBy"`,
    [limit, LEASE_SECONDS, SEND_STATUS.waiting],
  );
}

const reasonOf = (err: unknown) =>
  (err instanceof Error ? err.message : String(err)).slice(0, RESULT_MAX) || "发送失败";

/** One round: claims the due messages and sends each; answers what became of them. */
export async function sendDueMessages(deps: SenderDeps, options: SenderOptions = {}): Promise<RoundCounts> {
  const delays = options.retryDelaysSeconds ?? RETRY_DELAYS_SECONDS;
  const counts: RoundCounts = { sent: 0, retrying: 0, failed: 0 };
  const claimed = await claim(deps.db, options.batchSize ?? BATCH);
  for (const msg of claimed) {
    try {
      await deliver(deps, msg);
      await deps.db.query(
        `UPDATE sys_sms SET es_send_status = $2, es_send_time = LOCALTIMESTAMP(0), es_result = NULL,
                next_try_time = NULL
          WHERE id = $1`,
        [msg.id, SEND_STATUS.sent],
      );
      counts.sent++;
    } catch (err) {
      const reason = reasonOf(err);
      if (err instanceof PermanentSendError || msg.tries >= MAX_TRIES) {
        await deps.db.query(
          "UPDATE sys_sms SET es_send_status = $2, es_result = $3, next_try_time = NULL WHERE id = $1",
          [msg.id, SEND_STATUS.failed, reason],
        );
        counts.failed++;
        deps.log.warn({ messageId: msg.id, tries: msg.tries }, `message not sent: ${reason}`);
      } else {
        const delay = delays[Math.min(msg.tries, delays.length) - 1] ?? 0;
        await deps.db.query(
          `UPDATE sys_sms SET es_result = $2, next_try_time = LOCALTIMESTAMP(0) + make_interval(secs => $3)
            WHERE id = $1`,
          [msg.id, reason, delay],
        );
        counts.retrying++;
      }
    }
  }
  return counts;
}

export interface RunningSender {
  /** stops the timer and waits for the round under way */
  stop(): Promise<void>;
}

/** Runs a round every `intervalMs` (the next one starts after the last has finished). */
export function startMessageSender(
  deps: SenderDeps,
  intervalMs: number,
  options: SenderOptions = {},
): RunningSender {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let round: Promise<void> = Promise.resolve();
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      round = (options.skipRound?.() ?? Promise.resolve(false))
        .then((skip) => (skip ? undefined : sendDueMessages(deps, options)))
        .then(() => undefined)
        .catch((err: unknown) => deps.log.error({ err }, "message sender round failed"))
        .finally(schedule);
    }, intervalMs);
    timer.unref();
  };
  schedule();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await round;
    },
  };
}
