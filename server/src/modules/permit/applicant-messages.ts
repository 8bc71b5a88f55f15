/**
 * Permit events as messages: when an application is approved (its final step), rejected, revoked or expired,
 * the user who created it gets a system message in their bell that opens the application's details.
 */
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client.ts";
import type { Pusher } from "../../realtime/push.ts";
import { sendSystemMessage } from "../announcement/system-message.ts";
import { escapeHtml } from "../message/render.ts";
import { STATUS } from "./dictionaries.ts";

export const PERMIT_BUS_TYPE = "permit_application";
export const PERMIT_DETAIL_PAGE = "permit/ApplicationDetail";

/** A transition that has committed. */
export interface CommittedTransition {
  id: string;
  to: number;
  opinion: string | null;
  /** username of whoever acted */
  operator: string | undefined;
}

/** What happened, per new status, in the title and the text. */
const OUTCOMES: Readonly<Record<number, { title: string; text: string; priority: "L" | "M" }>> = {
  [STATUS.approved]: { title: "通行证申请已通过", text: "已通过审批", priority: "L" },
  [STATUS.rejected]: { title: "通行证申请已驳回", text: "已被驳回", priority: "M" },
  [STATUS.revoked]: { title: "通行证已作废", text: "已被作废", priority: "M" },
  [STATUS.expired]: { title: "通行证已过期", text: "已过有效期", priority: "L" },
};

/** Tells the application's creator; a failure is logged, since the transition itself has happened. */
export function applicantNotifier(ctx: { db: Db; push: Pusher }, log: Pick<FastifyBaseLogger, "warn">) {
  return async (change: CommittedTransition): Promise<void> => {
    const outcome = OUTCOMES[change.to];
    if (!outcome) return;
    try {
      const app = await ctx.db.one<{
        no: string;
        plate: string | null;
        tenant: number;
        userId: string | null;
      }>(
        `SELECT a.application_no AS no, a.plate_no AS plate, a.tenant_id AS tenant, u.id AS "userId"
           FROM permit_application a LEFT JOIN sys_user u ON u.username = a.create_by AND u.del_flag = 0
          WHERE a.id = $1`,
        [change.id],
      );
      if (!app?.userId) return;
      const subject = app.plate ? `${app.plate}（${app.no}）` : app.no;
      const opinion = change.opinion ? `<p>意见：${escapeHtml(change.opinion)}</p>` : "";
      await sendSystemMessage(ctx, {
        toUserIds: [app.userId],
        title: `${outcome.title}：${subject}`,
        content: `<p>您的通行证申请 ${escapeHtml(subject)} ${outcome.text}。</p>${opinion}`,
        abstract: change.opinion ?? undefined,
        sender: change.operator,
        priority: outcome.priority,
        busType: PERMIT_BUS_TYPE,
        busId: change.id,
        openType: "component",
        openPage: PERMIT_DETAIL_PAGE,
        tenantId: app.tenant,
      });
    } catch (err) {
      log.warn({ err, applicationId: change.id }, "permit message not sent");
    }
  };
}

export type TransitionListener = ReturnType<typeof applicantNotifier>;
