/**
 * 系统通告 (`/sys/annountCement/*`) from its shared declaration, plus publishing and revoking, and every
 * signed-in user's own messages (`listByUser`, `/sys/sysAnnouncementSend/*`). Announcements belong to the
 * tenant they were written in; the admin list shows the acting tenant's. Their HTML is sanitised when
 * stored and again whenever it is answered.
 */
import type { FastifyRequest } from "fastify";
import {
  announcementModule as declaration,
  END_BEFORE_START,
  MSG_TYPE,
  SEND_STATUS,
  USERS_REQUIRED,
} from "../../../../shared/modules/announcement.ts";
import type { HookContext, Values } from "../../core/crud/index.ts";
import { distinctIds } from "../../core/crud/split-ids.ts";
import { queryOf, requireSession } from "../../core/require-session.ts";
import { BizError, ok } from "../../core/result.ts";
import type { SqlParams } from "../../core/sql-params.ts";
import type { Db, Row } from "../../db/client.ts";
import { declaredModule } from "../declared-module.ts";
import { NOT_FOUND, publish, revoke } from "./publishing.ts";
import { bellOf, type MyMessagesQuery, markAllRead, markRead, myMessages, noticeFor } from "./receipts.ts";
import { sanitizeAnnouncementHtml } from "./sanitize.ts";
import { existingUsers, storedUserIds, userNames } from "./user-ids.ts";

const API = declaration.api;
const SEND_API = "/sys/sysAnnouncementSend";
const LIST_CODE = "system:announcement:list";
const EDIT_CODE = "system:announcement:edit";

const tenantOf = (req: FastifyRequest): number => req.session?.tenantId ?? 0;

/** The admin list and every single-row read and write: the acting tenant's announcements only. */
function tenantScope({ req }: HookContext, params: SqlParams): string[] {
  return [`"tenant_id" = ${params.add(tenantOf(req))}`];
}

const text = (v: unknown): string | undefined => (typeof v === "string" && v !== "" ? v : undefined);

/**
 * Completes an add or an edit (over the stored row): sanitised content, the receivers of an announcement to
 * listed users (at least one, each a user) stored as `a,b,`, none for one to all, the end not before the start.
 */
async function complete(db: Db, values: Values, existing: Row = {}): Promise<void> {
  if (values.msgContent !== undefined) values.msgContent = sanitizeAnnouncementHtml(text(values.msgContent));
  const msgType = text(values.msgType) ?? text(existing.msgType) ?? MSG_TYPE.all;
  if (msgType === MSG_TYPE.all) values.userIds = null;
  else {
    const ids = distinctIds(values.userIds !== undefined ? values.userIds : existing.userIds);
    if (ids.length === 0) throw new BizError(USERS_REQUIRED);
    const found = await existingUsers(db, ids);
    if (ids.some((id) => !found.has(id))) throw new BizError("指定用户不存在或已删除");
    values.userIds = storedUserIds(ids);
  }
  const start = values.startTime !== undefined ? text(values.startTime) : text(existing.startTime);
  const end = values.endTime !== undefined ? text(values.endTime) : text(existing.endTime);
  // Both are `yyyy-MM-dd HH:mm:ss` once parsed, so text order is time order.
  if (start && end && end < start) throw new BizError(END_BEFORE_START);
}

/** Refuses deleting a published announcement: it is revoked first, so its readers' bells drop it. */
async function refusePublished(db: Db, ids: readonly string[]): Promise<void> {
  const published = await db.one(
    "SELECT 1 AS x FROM sys_announcement WHERE id = ANY($1::varchar[]) AND send_status = $2",
    [ids, SEND_STATUS.published],
  );
  if (published) throw new BizError("已发布的通告不能删除，请先撤销");
}

export const announcementModule = declaredModule(declaration, {
  crud: {
    withoutRoutes: ["queryById"],
    columns: {
      tenantId: { column: "tenant_id", type: "number", hidden: true, insert: false, update: false },
    },
    messages: { edit: "修改成功!", notFound: NOT_FOUND },
    hooks: {
      listScope: tenantScope,
      rowScope: tenantScope,
      async afterList(records) {
        for (const r of records) r.msgContent = sanitizeAnnouncementHtml(text(r.msgContent));
      },
      async beforeInsert(values, _body, { req, db }) {
        values.tenantId = tenantOf(req);
        await complete(db, values);
      },
      async beforeUpdate(_id, values, _body, existing, { db }) {
        if (existing.sendStatus !== SEND_STATUS.draft)
          throw new BizError("只有未发布的通告可以编辑，已发布的请先撤销");
        await complete(db, values, existing);
      },
      beforeDelete: (ids, { db }) => refusePublished(db, ids),
    },
  },
  routes: (app, { db, push }, table) => {
    const idQuery = { querystring: queryOf(["id"], ["id"]) };

    // The admin form reads any announcement of its tenant; anyone else only one that reached them.
    app.get(`${API}/queryById`, { config: { auth: "login" }, schema: idQuery }, async (req) => {
      const { id } = req.query as { id: string };
      const session = requireSession(req);
      const own = session.permissions.has(LIST_CODE) ? await table.findById(db, id, false, req) : undefined;
      if (own) {
        const ids = distinctIds(own.userIds);
        return ok({
          ...own,
          msgContent: sanitizeAnnouncementHtml(text(own.msgContent)),
          userIds_dictText: await userNames(db, ids),
        });
      }
      const notice = await noticeFor(db, session.id, id);
      if (!notice) throw new BizError(NOT_FOUND);
      return ok(notice);
    });

    app.get(`${API}/doReleaseData`, { config: { perm: EDIT_CODE }, schema: idQuery }, async (req) => {
      await publish(table, push, req, (req.query as { id: string }).id);
      return ok(null, "该系统通知发布成功");
    });

    // The original's misspelt path.
    app.get(`${API}/doReovkeData`, { config: { perm: EDIT_CODE }, schema: idQuery }, async (req) => {
      await revoke(table, push, req, (req.query as { id: string }).id);
      return ok(null, "该系统通知撤销成功");
    });

    // The bell answers code 0, as the original's hand-built Result does.
    app.get(`${API}/listByUser`, { config: { auth: "login" } }, async (req) =>
      ok(await bellOf(db, requireSession(req).id), "操作成功！", 0),
    );

    app.route({
      method: ["PUT", "POST"],
      url: `${SEND_API}/editByAnntIdAndUserId`,
      config: { auth: "login" },
      schema: {
        body: {
          type: "object",
          properties: { anntId: { type: "string", minLength: 1, maxLength: 32 } },
          required: ["anntId"],
        },
      },
      handler: async (req) => {
        await markRead(db, requireSession(req).id, (req.body as { anntId: string }).anntId);
        return ok(null);
      },
    });

    app.get(
      `${SEND_API}/getMyAnnouncementSend`,
      {
        config: { auth: "login" },
        schema: {
          querystring: queryOf(["pageNo", "pageSize", "titile", "msgCategory", "readFlag"], [], 100),
        },
      },
      async (req) => ok(await myMessages(db, requireSession(req).id, req.query as MyMessagesQuery)),
    );

    app.route({
      method: ["PUT", "POST"],
      url: `${SEND_API}/readAll`,
      config: { auth: "login" },
      handler: async (req) => {
        await markAllRead(db, requireSession(req).id);
        return ok(null, "全部已读");
      },
    });
  },
});
