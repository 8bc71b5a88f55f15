/**
 * A signed-in user's own messages: the bell (listByUser), 我的消息 (getMyAnnouncementSend), marking one or
 * all read. Every query is bound to the caller's user id, so nobody reads or marks another user's rows.
 */
import { MSG_TYPE, SEND_STATUS } from "../../../../shared/modules/announcement.ts";
import { escapeLike, page } from "../../core/query-builder.ts";
import { BizError } from "../../core/result.ts";
import { SqlParams } from "../../core/sql-params.ts";
import type { Db, Row } from "../../db/client.ts";
import { sanitizeAnnouncementHtml } from "./sanitize.ts";
import { shownNow, TENANT_REACHES } from "./visibility.ts";

/** How many unread messages of each category the bell lists. */
export const BELL_SIZE = 5;
const MAX_PAGE_SIZE = 100;

/**
 * Gives the user a receipt of every published announcement to all that reaches them and did not end
 * before their account was created, in one statement.
 */
export async function backfillReceipts(db: Db, userId: string): Promise<void> {
  await db.query(
    `INSERT INTO sys_announcement_send (id, annt_id, user_id, read_flag, create_time)
     SELECT replace(gen_random_uuid()::text, '-', ''), a.id, u.id, '0', LOCALTIMESTAMP(0)
       FROM sys_announcement a JOIN sys_user u ON u.id = $1
      WHERE a.msg_type = $2 AND a.send_status = $3
        AND (a.end_time IS NULL OR u.create_time IS NULL OR a.end_time >= u.create_time)
        AND ${TENANT_REACHES}
     ON CONFLICT (annt_id, user_id) DO NOTHING`,
    [userId, MSG_TYPE.all, SEND_STATUS.published],
  );
}

/** The announcement's fields as the bell and the notice modal read them. */
const BELL_FIELDS = `a.id, a.titile, a.msg_content AS "msgContent", a.sender, a.priority,
  a.msg_category AS "msgCategory", a.msg_type AS "msgType", a.send_time AS "sendTime",
  a.start_time AS "startTime", a.end_time AS "endTime", a.bus_type AS "busType", a.bus_id AS "busId",
  a.open_type AS "openType", a.open_page AS "openPage", a.msg_abstract AS "msgAbstract",
  a.create_time AS "createTime"`;

function cleanContent(rows: Row[]): Row[] {
  for (const row of rows) {
    row.msgContent = sanitizeAnnouncementHtml(typeof row.msgContent === "string" ? row.msgContent : null);
  }
  return rows;
}

async function unreadOf(db: Db, userId: string, category: string) {
  const params = new SqlParams([userId, category]);
  const where = `s.user_id = $1 AND s.read_flag = '0' AND a.msg_category = $2 AND ${shownNow(params)}`;
  const from = "sys_announcement_send s JOIN sys_announcement a ON a.id = s.annt_id";
  const total = await db.one<{ n: number }>(
    `SELECT count(*)::int AS n FROM ${from} WHERE ${where}`,
    params.values,
  );
  const rows = await db.query(
    `SELECT ${BELL_FIELDS} FROM ${from} WHERE ${where}
      ORDER BY a.send_time DESC NULLS LAST, a.id LIMIT ${BELL_SIZE}`,
    params.values,
  );
  return { list: cleanContent(rows), total: Number(total?.n ?? 0) };
}

/** The bell: the newest unread notices (category 1) and system messages (category 2), with their counts. */
export async function bellOf(db: Db, userId: string) {
  await backfillReceipts(db, userId);
  const [annt, sys] = [await unreadOf(db, userId, "1"), await unreadOf(db, userId, "2")];
  return { anntMsgList: annt.list, anntMsgTotal: annt.total, sysMsgList: sys.list, sysMsgTotal: sys.total };
}

export interface MyMessagesQuery {
  pageNo?: string;
  pageSize?: string;
  titile?: string;
  msgCategory?: string;
  readFlag?: string;
}

function positive(text: string | undefined, fallback: number, max = Number.MAX_SAFE_INTEGER): number {
  const n = Number(text);
  return Number.isInteger(n) && n > 0 ? Math.min(n, max) : fallback;
}

/** The user's received messages (我的消息), newest first: not revoked, filtered by title, category, read flag. */
export async function myMessages(db: Db, userId: string, query: MyMessagesQuery) {
  await backfillReceipts(db, userId);
  const pageNo = positive(query.pageNo, 1);
  const pageSize = positive(query.pageSize, 10, MAX_PAGE_SIZE);
  const params = new SqlParams([userId, SEND_STATUS.published]);
  const where = ["s.user_id = $1", "a.send_status = $2"];
  const title = query.titile?.replace(/^\*|\*$/g, "").trim();
  if (title) where.push(`a.titile ILIKE ${params.add(`%${escapeLike(title)}%`)}`);
  if (query.msgCategory) where.push(`a.msg_category = ${params.add(query.msgCategory)}`);
  if (query.readFlag) where.push(`s.read_flag = ${params.add(query.readFlag)}`);
  const from = "sys_announcement_send s JOIN sys_announcement a ON a.id = s.annt_id";
  const total = await db.one<{ n: number }>(
    `SELECT count(*)::int AS n FROM ${from} WHERE ${where.join(" AND ")}`,
    params.values,
  );
  const rows = await db.query(
    `SELECT s.id, s.annt_id AS "anntId", s.user_id AS "userId", a.titile, a.msg_content AS "msgContent",
            a.sender, a.priority, s.read_flag AS "readFlag", a.send_time AS "sendTime",
            a.msg_category AS "msgCategory", a.bus_id AS "busId", a.bus_type AS "busType",
            a.open_type AS "openType", a.open_page AS "openPage", a.msg_abstract AS "msgAbstract"
       FROM ${from} WHERE ${where.join(" AND ")}
      ORDER BY a.send_time DESC NULLS LAST, s.id
      LIMIT ${pageSize} OFFSET ${(pageNo - 1) * pageSize}`,
    params.values,
  );
  return page(cleanContent(rows), Number(total?.n ?? 0), { pageNo, pageSize });
}

/** Marks the caller's receipt of one announcement read; someone else's receipt is never touched. */
export async function markRead(db: Db, userId: string, anntId: string): Promise<void> {
  const rows = await db.query(
    `UPDATE sys_announcement_send SET read_flag = '1', read_time = coalesce(read_time, LOCALTIMESTAMP(0))
      WHERE annt_id = $1 AND user_id = $2 RETURNING id`,
    [anntId, userId],
  );
  if (rows.length === 0) throw new BizError("未找到对应数据");
}

/** Marks every unread receipt of the caller read. */
export async function markAllRead(db: Db, userId: string): Promise<void> {
  await db.query(
    `UPDATE sys_announcement_send SET read_flag = '1', read_time = LOCALTIMESTAMP(0)
      WHERE user_id = $1 AND read_flag = '0'`,
    [userId],
  );
}

/**
 * An announcement as the notice modal shows it to a user: published, and theirs (a receipt) or one to all
 * that reaches them. Undefined otherwise.
 */
export async function noticeFor(db: Db, userId: string, id: string): Promise<Row | undefined> {
  const params = new SqlParams([id, userId, MSG_TYPE.all]);
  const row = await db.one(
    `SELECT ${BELL_FIELDS} FROM sys_announcement a JOIN sys_user u ON u.id = $2
      WHERE a.id = $1 AND a.send_status = ${params.add(SEND_STATUS.published)}
        AND (EXISTS (SELECT 1 FROM sys_announcement_send s WHERE s.annt_id = a.id AND s.user_id = $2)
             OR (a.msg_type = $3 AND ${TENANT_REACHES}))`,
    params.values,
  );
  return row ? cleanContent([row])[0] : undefined;
}
