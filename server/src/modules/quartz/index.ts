/**
 * /sys/quartzJob: 定时任务 from its shared declaration, on the original's paths and messages, with pause,
 * resume, execute and the run history, and the scheduler that runs the jobs on this instance.
 */

import { formatCronDate, nextFireTime } from "../../../../shared/cron/index.ts";
import {
  quartzJobModule as declaration,
  QUARTZ_CODES,
  QUARTZ_MESSAGES,
  QUARTZ_STATUS,
} from "../../../../shared/modules/quartz-job.ts";
import type { Values } from "../../core/crud/index.ts";
import { seedId } from "../../core/ids.ts";
import type { ServerModule } from "../../core/server-module.ts";
import type { Db, Row } from "../../db/client.ts";
import { declaredModule } from "../declared-module.ts";
import { buttons } from "../menu-rows.ts";
import { derivedRowId } from "../module-menus.ts";
import { registerBuiltInJobs } from "./handlers.ts";
import { registerQuartzRoutes } from "./routes.ts";
import { checkJob, RUN_STATUS_TEXT } from "./rules.ts";
import { announceJob } from "./runs.ts";
import { Scheduler, type SchedulerOptions } from "./scheduler.ts";

const text = (v: unknown) => (v === null || v === undefined ? "" : String(v));

/** Marks a job (re)scheduled from now when it is scheduled, and tells every instance it changed. */
async function rescheduled(db: Db, id: string, restart: boolean): Promise<void> {
  if (restart) {
    await db.query("UPDATE sys_quartz_job SET schedule_from = now(), next_fire_time = NULL WHERE id = $1", [
      id,
    ]);
  }
  await announceJob(db, id);
}

async function seedRunStatusDictionary(db: Db): Promise<void> {
  const dictId = seedId("sys_dict:quartz_run_status");
  const inserted = await db.query(
    `INSERT INTO sys_dict (id, dict_name, dict_code, description, del_flag, type, create_by)
     VALUES ($1, '定时任务执行结果', 'quartz_run_status', '', 0, 0, 'admin') ON CONFLICT DO NOTHING RETURNING id`,
    [dictId],
  );
  if (inserted.length === 0) return;
  for (const [i, [value, label]] of Object.entries(RUN_STATUS_TEXT).entries()) {
    await db.query(
      `INSERT INTO sys_dict_item (id, dict_id, item_text, item_value, sort_order, status, create_by)
       VALUES ($1, $2, $3, $4, $5, 1, 'admin') ON CONFLICT DO NOTHING`,
      [seedId(`sys_dict_item:quartz_run_status:${value}`), dictId, label, value, i + 1],
    );
  }
}

export interface QuartzModuleOptions {
  /** scheduler settings beyond the app's (tests name instances and shorten the stop limit) */
  scheduler?: Partial<Pick<SchedulerOptions, "instanceId" | "stopTimeoutMs">>;
  /** hears of the scheduler this module started */
  onScheduler?: (scheduler: Scheduler) => void;
}

/** The module, with its scheduler started when the app starts and stopped when it closes. */
export function createQuartzJobModule(options: QuartzModuleOptions = {}): ServerModule {
  registerBuiltInJobs();
  const menuId = derivedRowId(declaration.name, "menu");
  const base = declaredModule(declaration, {
    crud: {
      withoutRoutes: ["edit"],
      messages: {
        add: QUARTZ_MESSAGES.add,
        edit: QUARTZ_MESSAGES.edit,
        delete: QUARTZ_MESSAGES.delete,
        deleteBatch: QUARTZ_MESSAGES.deleteBatch,
        notFound: QUARTZ_MESSAGES.notFound,
      },
      hooks: {
        async beforeInsert(values: Values, _body, { batch }) {
          // Imported jobs arrive stopped, as the original imports them.
          if (batch) values.status = QUARTZ_STATUS.stopped;
          const status = Number(values.status ?? QUARTZ_STATUS.running);
          checkJob(text(values.jobClassName), text(values.cronExpression), status);
        },
        async afterInsert(id, values, _body, { db }) {
          await rescheduled(db, id, Number(values.status ?? QUARTZ_STATUS.running) === QUARTZ_STATUS.running);
        },
        async beforeUpdate(_id, values: Values, _body, existing: Row) {
          const status = Number(values.status ?? existing.status);
          checkJob(
            text(values.jobClassName ?? existing.jobClassName),
            text(values.cronExpression ?? existing.cronExpression),
            status,
          );
        },
        async afterUpdate(id, _values, _body, { db }) {
          await rescheduled(db, id, true);
        },
        async afterDelete(ids, { db }) {
          await db.query("DELETE FROM sys_quartz_job_run WHERE job_id = ANY($1::varchar[])", [ids]);
          for (const id of ids) await announceJob(db, id);
        },
        async afterList(records, { req }) {
          const zone = req.server.quartzTimeZone;
          const now = new Date();
          for (const record of records) {
            if (Number(record.status) !== QUARTZ_STATUS.running) {
              record.nextFireTime = null;
              continue;
            }
            const next = nextFireTime(text(record.cronExpression), now, zone);
            record.nextFireTime = next ? formatCronDate(next, zone) : null;
          }
        },
      },
    },
    seed: seedRunStatusDictionary,
    routes: async (app, ctx, table) => {
      const scheduler = new Scheduler({
        db: ctx.db,
        config: ctx.config,
        push: ctx.push,
        log: app.log,
        ...options.scheduler,
      });
      if (!app.hasDecorator("quartzTimeZone")) app.decorate("quartzTimeZone", ctx.config.timeZone);
      registerQuartzRoutes(app, ctx.db, table, scheduler);
      app.addHook("onReady", () => scheduler.start());
      app.addHook("onClose", () => scheduler.stop());
      options.onScheduler?.(scheduler);
    },
  });
  return {
    ...base,
    menus: [
      ...(base.menus ?? []),
      ...buttons(menuId, [
        [derivedRowId(declaration.name, "pause"), "停止定时任务", QUARTZ_CODES.pause],
        [derivedRowId(declaration.name, "resume"), "启动定时任务", QUARTZ_CODES.resume],
        [derivedRowId(declaration.name, "execute"), "立即执行定时任务", QUARTZ_CODES.execute],
      ]).map((row, i) => ({ ...row, sortNo: 7 + i })),
    ],
  };
}

declare module "fastify" {
  interface FastifyInstance {
    /** the zone the job list's next fire times are computed in */
    quartzTimeZone: string;
  }
}

export const quartzJobModule = createQuartzJobModule();
