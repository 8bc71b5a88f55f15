/**
 * Publishing and revoking an announcement. Publishing stamps the time and the sender and gives each
 * listed user a receipt (an announcement to all gets its receipts when each user's bell reads); both
 * push to the browsers concerned so their bells reload.
 */
import type { FastifyRequest } from "fastify";
import { MSG_TYPE, SEND_STATUS } from "../../../../shared/modules/announcement.ts";
import type { CrudTable } from "../../core/crud/index.ts";
import { distinctIds } from "../../core/crud/split-ids.ts";
import { requireSession } from "../../core/require-session.ts";
import { BizError } from "../../core/result.ts";
import type { Db } from "../../db/client.ts";
import type { Pusher } from "../../realtime/push.ts";

export const NOT_FOUND = "未找到对应实体";

interface Announcement {
  id: string;
  titile: string;
  msgType: string;
  userIds: string | null;
  sendStatus: string;
}

async function load(table: CrudTable, req: FastifyRequest, id: string): Promise<Announcement> {
  const row = await table.findById(table.db, id, false, req);
  if (!row) throw new BizError(NOT_FOUND);
  return row as unknown as Announcement;
}

/** Tells the browsers concerned that their messages changed. */
async function notify(push: Pusher, a: Announcement): Promise<void> {
  const frame = { msgId: a.id, msgTxt: a.titile };
  if (a.msgType === MSG_TYPE.all) await push.toAll({ cmd: "topic", ...frame });
  else await push.toUsers(distinctIds(a.userIds), { cmd: "user", ...frame });
}

/** Sets the status only if it is still the one read, so two admins cannot publish one twice. */
async function setStatus(
  db: Db,
  id: string,
  from: string,
  to: string,
  extra: string,
  params: unknown[],
): Promise<boolean> {
  const rows = await db.query(
    `UPDATE sys_announcement SET send_status = $2, ${extra}, update_time = LOCALTIMESTAMP(0)
      WHERE id = $1 AND send_status = $3 RETURNING id`,
    [id, to, from, ...params],
  );
  return rows.length > 0;
}

export async function publish(
  table: CrudTable,
  push: Pusher,
  req: FastifyRequest,
  id: string,
): Promise<void> {
  const session = requireSession(req);
  const a = await load(table, req, id);
  if (a.sendStatus === SEND_STATUS.published) throw new BizError("该通告已发布，请勿重复发布");
  if (a.sendStatus === SEND_STATUS.revoked) throw new BizError("该通告已撤销，不能再次发布");
  const receivers = a.msgType === MSG_TYPE.all ? [] : distinctIds(a.userIds);
  if (a.msgType !== MSG_TYPE.all && receivers.length === 0) throw new BizError("请选择指定用户!");
  await table.db.tx(async (t) => {
    const done = await setStatus(
      t,
      id,
      SEND_STATUS.draft,
      SEND_STATUS.published,
      "send_time = LOCALTIMESTAMP(0), sender = $4, update_by = $4",
      [session.username],
    );
    if (!done) throw new BizError("该通告已发布，请勿重复发布");
    await t.query(
      `INSERT INTO sys_announcement_send (id, annt_id, user_id, read_flag, create_time)
       SELECT replace(gen_random_uuid()::text, '-', ''), $1, u.id, '0', LOCALTIMESTAMP(0)
         FROM sys_user u WHERE u.id = ANY($2::varchar[])
       ON CONFLICT (annt_id, user_id) DO NOTHING`,
      [id, receivers],
    );
  });
  await notify(push, a);
}

export async function revoke(table: CrudTable, push: Pusher, req: FastifyRequest, id: string): Promise<void> {
  const session = requireSession(req);
  const a = await load(table, req, id);
  if (a.sendStatus === SEND_STATUS.draft) throw new BizError("该通告尚未发布，无需撤销");
  if (a.sendStatus === SEND_STATUS.revoked) throw new BizError("该通告已撤销，请勿重复撤销");
  const done = await setStatus(
    table.db,
    id,
    SEND_STATUS.published,
    SEND_STATUS.revoked,
    "cancel_time = LOCALTIMESTAMP(0), update_by = $4",
    [session.username],
  );
  if (!done) throw new BizError("该通告已撤销，请勿重复撤销");
  await notify(push, a);
}
