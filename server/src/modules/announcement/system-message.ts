/**
 * Putting a message into users' bells: a published announcement to the listed users, one receipt row
 * each, and a push telling their browsers to reload. The message centre sends its system messages and
 * the permit events through it.
 */
import { newId } from "../../core/ids.ts";
import type { Db } from "../../db/client.ts";
import type { Pusher } from "../../realtime/push.ts";
import { sanitizeAnnouncementHtml } from "./sanitize.ts";

export interface SystemMessage {
  toUserIds: readonly string[];
  title: string;
  /** HTML, sanitised here */
  content: string;
  /** username, default "system" */
  sender?: string;
  /** "1" 通知公告, default "2" 系统消息 */
  category?: "1" | "2";
  priority?: "L" | "M" | "H";
  abstract?: string;
  busType?: string;
  busId?: string;
  openType?: "url" | "component";
  openPage?: string;
  tenantId?: number;
}

/** What a title fits (the column's length). */
const TITLE_MAX = 100;

/** Stores the message for its receivers (each once) and pushes to them; answers the announcement id. */
export async function sendSystemMessage(ctx: { db: Db; push: Pusher }, msg: SystemMessage): Promise<string> {
  const receivers = [...new Set(msg.toUserIds.filter((id) => id !== ""))];
  const id = newId();
  const sender = msg.sender ?? "system";
  await ctx.db.tx(async (t) => {
    await t.query(
      `INSERT INTO sys_announcement (id, tenant_id, titile, msg_content, sender, priority, msg_category,
         msg_type, send_status, send_time, bus_type, bus_id, open_type, open_page, user_ids, msg_abstract,
         create_by, create_time)
       VALUES ($1, $2, $3, $4, $5, $6, $7, 'USER', '1', LOCALTIMESTAMP(0), $8, $9, $10, $11, $12, $13, $5,
         LOCALTIMESTAMP(0))`,
      [
        id,
        msg.tenantId ?? 0,
        msg.title.slice(0, TITLE_MAX),
        sanitizeAnnouncementHtml(msg.content),
        sender,
        msg.priority ?? "L",
        msg.category ?? "2",
        msg.busType ?? null,
        msg.busId ?? null,
        msg.openType ?? null,
        msg.openPage ?? null,
        receivers.length > 0 ? `${receivers.join(",")},` : "",
        msg.abstract ?? null,
      ],
    );
    await t.query(
      `INSERT INTO sys_announcement_send (id, annt_id, user_id, read_flag, create_time)
       SELECT replace(gen_random_uuid()::text, '-', ''), $1, r.user_id, '0', LOCALTIMESTAMP(0)
         FROM unnest($2::varchar[]) AS r(user_id)
       ON CONFLICT (annt_id, user_id) DO NOTHING`,
      [id, receivers],
    );
  });
  if (receivers.length > 0) await ctx.push.toUsers(receivers, { cmd: "user", msgId: id, msgTxt: msg.title });
  return id;
}
