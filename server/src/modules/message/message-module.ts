/** /sys/message/sysMessage: 消息管理, resending a failed message, and the sender that delivers the queue. */
import type { FastifyInstance } from "fastify";
import { messageModule as declaration } from "../../../../shared/modules/message.ts";
import { JOB_CLASSES } from "../../../../shared/modules/quartz-job.ts";
import type { Values } from "../../core/crud/index.ts";
import { okMessage } from "../../core/result.ts";
import type { AppContext, ServerModule } from "../../core/server-module.ts";
import type { Db, Row } from "../../db/client.ts";
import { declaredModule } from "../declared-module.ts";
import { buttons } from "../menu-rows.ts";
import { derivedRowId } from "../module-menus.ts";
import { textSenderFromConfig } from "../sms/sender.ts";
import { mailSenderFromConfig } from "./mail.ts";
import { checkReceivers, RESEND_MESSAGES, requeueFailed } from "./queue.ts";
import { startMessageSender } from "./sender.ts";

export const RESEND_CODE = "message:message:resend";

const idSchema = {
  type: "object",
  properties: { id: { type: "string", minLength: 1, maxLength: 32 } },
};

function registerResend(app: FastifyInstance, { db }: AppContext): void {
  app.route({
    method: ["POST", "PUT"],
    url: `${declaration.api}/resend`,
    config: { perm: RESEND_CODE },
    schema: { querystring: idSchema, body: { ...idSchema, type: ["object", "null"] } },
    handler: async (req) => {
      const id = (req.query as { id?: string }).id ?? (req.body as { id?: string } | null)?.id ?? "";
      await requeueFailed(db, id.trim(), req.session?.username);
      return okMessage(RESEND_MESSAGES.done);
    },
  });
}

/** Whether the scheduler's SendMsgJob is scheduled, which then sends the queue in the timer's place. */
async function sendMsgJobScheduled(db: Db): Promise<boolean> {
  const row = await db.one(
    "SELECT 1 AS x FROM sys_quartz_job WHERE job_class_name = $1 AND status = 0 AND del_flag = 0 LIMIT 1",
    [JOB_CLASSES.sendMsg],
  );
  return row !== undefined;
}

/**
 * The sender runs beside the app's routes and stops before the database closes; it stands aside while
 * SendMsgJob (定时任务) is scheduled.
 */
function startSender(app: FastifyInstance, ctx: AppContext): void {
  if (ctx.config.messageSendIntervalMs <= 0) return;
  const mail = mailSenderFromConfig(ctx.config);
  const sender = startMessageSender(
    {
      db: ctx.db,
      push: ctx.push,
      sms: textSenderFromConfig(ctx.config.smsGateway, app.log),
      mail,
      log: app.log,
    },
    ctx.config.messageSendIntervalMs,
    { skipRound: () => sendMsgJobScheduled(ctx.db) },
  );
  app.addHook("onClose", async () => {
    await sender.stop();
    mail.close();
  });
}

const receiverOf = (values: Values, existing: Row = {}) => ({
  type: String(values.esType ?? existing.esType ?? ""),
  receiver: String(values.esReceiver ?? existing.esReceiver ?? ""),
});

const base = declaredModule(declaration, {
  crud: {
    hooks: {
      async beforeInsert(values, _body, { db }) {
        const { type, receiver } = receiverOf(values);
        await checkReceivers(db, type, receiver);
      },
      async beforeUpdate(_id, values, _body, existing, { db }) {
        if (values.esType === undefined && values.esReceiver === undefined) return;
        const { type, receiver } = receiverOf(values, existing);
        await checkReceivers(db, type, receiver);
      },
    },
  },
  routes(app, ctx) {
    registerResend(app, ctx);
    startSender(app, ctx);
  },
});

export const messageModule: ServerModule = {
  ...base,
  menus: [
    ...(base.menus ?? []),
    ...buttons(derivedRowId(declaration.name, "menu"), [
      [derivedRowId(declaration.name, "resend"), "重新发送消息", RESEND_CODE],
    ]).map((row) => ({ ...row, sortNo: 7 })),
  ],
};
