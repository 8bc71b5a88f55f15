/** Putting messages into the sender's queue (sys_sms, status 0 未发送) and back into it after a failure. */

import { receiverList, receiverProblem, SEND_STATUS } from "../../../../shared/modules/message.ts";
import {
  MESSAGE_TYPE_RULE,
  MESSAGE_TYPES,
  type MessageType,
} from "../../../../shared/modules/message-template.ts";
import { newId } from "../../core/ids.ts";
import { BizError } from "../../core/result.ts";
import type { Db } from "../../db/client.ts";
import { resolveAccounts } from "./accounts.ts";

export const isMessageType = (v: string): v is MessageType =>
  (MESSAGE_TYPES as readonly string[]).includes(v);

/** Refuses receivers that do not suit the type, and system-message receivers who are no users. */
export async function checkReceivers(db: Db, type: string, receiver: string): Promise<void> {
  if (!isMessageType(type)) throw new BizError(MESSAGE_TYPE_RULE.message);
  const problem = receiverProblem(type, receiver);
  if (problem) throw new BizError(problem);
  if (type !== "4") return;
  const { unknown } = await resolveAccounts(db, receiverList(receiver));
  if (unknown.length > 0) throw new BizError(`接收人不存在: ${unknown.join(",")}`);
}

export interface QueuedMessage {
  title: string;
  type: MessageType;
  receiver: string;
  content: string;
  /** the values the content was made from, as JSON text */
  param?: string;
  createBy?: string;
}

/** Adds one message for the sender; answers its id. */
export async function queueMessage(db: Db, msg: QueuedMessage): Promise<string> {
  const id = newId();
  await db.query(
    `INSERT INTO sys_sms (id, es_title, es_type, es_receiver, es_param, es_content, es_send_status, es_send_num,
       create_by, create_time)
     VALUES ($1, $2, $3, $4, $5, $6, $7, 0, $8, LOCALTIMESTAMP(0))`,
    [
      id,
      msg.title.slice(0, 100),
      msg.type,
      receiverList(msg.receiver).join(","),
      msg.param ?? null,
      msg.content,
      SEND_STATUS.waiting,
      msg.createBy ?? null,
    ],
  );
  return id;
}

export const RESEND_MESSAGES = {
  done: "已重新加入发送队列！",
  notFailed: "只有发送失败的消息可以重新发送",
  notFound: "未找到对应数据",
} as const;

/** A failed message waits for the sender again, with its tries counted from zero. */
export async function requeueFailed(db: Db, id: string, who: string | undefined): Promise<void> {
  const rows = await db.query(
    `UPDATE sys_sms SET es_send_status = $2, es_send_num = 0, es_result = NULL, next_try_time = NULL,
            update_by = $4, update_time = LOCALTIMESTAMP(0)
      WHERE id = $1 AND es_send_status = $3 RETURNING id`,
    [id, SEND_STATUS.waiting, SEND_STATUS.failed, who ?? null],
  );
  if (rows.length > 0) return;
  const exists = await db.one("SELECT 1 AS x FROM sys_sms WHERE id = $1", [id]);
  throw new BizError(exists ? RESEND_MESSAGES.notFailed : RESEND_MESSAGES.notFound);
}
