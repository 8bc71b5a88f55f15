/** The routes of /sys/quartzJob beyond the kit's: edit, pause, resume, execute and the run history. */
import type { FastifyInstance } from "fastify";
import {
  quartzJobModule as declaration,
  QUARTZ_CODES,
  QUARTZ_MESSAGES,
  QUARTZ_RUNS_PATH,
  QUARTZ_STATUS,
  type QuartzJobRun,
} from "../../../../shared/modules/quartz-job.ts";
import { bodySchema, type CrudTable } from "../../core/crud/index.ts";
import { BizError, ok, okMessage } from "../../core/result.ts";
import type { Db, Row } from "../../db/client.ts";
import { jobDefinition } from "./registry.ts";
import { checkJob, RUN_STATUS_TEXT } from "./rules.ts";
import { announceJob, lockJob } from "./runs.ts";
import type { Scheduler } from "./scheduler.ts";

const API = declaration.api;
const LIST_CODE = "quartzJob:list";

const idQuery = {
  type: "object",
  properties: { id: { type: "string", minLength: 1, maxLength: 64 } },
  required: ["id"],
};

const pageParam = { type: "string", pattern: "^\\s*[0-9]{1,9}\\s*$", errorMessage: "分页参数必须是正整数" };

const runsQuery = {
  type: "object",
  properties: {
    jobId: { type: "string", minLength: 1, maxLength: 64 },
    pageNo: pageParam,
    pageSize: pageParam,
  },
  required: ["jobId"],
};

interface JobRow {
  id: string;
  className: string;
  cron: string;
  parameter: string | null;
  status: number;
}

async function findJob(db: Db, id: string): Promise<JobRow | undefined> {
  return db.one<JobRow>(
    `SELECT id, job_class_name AS "className", cron_expression AS cron, parameter, status
       FROM sys_quartz_job WHERE id = $1 AND del_flag = 0`,
    [id.trim()],
  );
}

/** Sets a job's status under its lock, so a claim under way finishes first and none follows a pause. */
async function setStatus(db: Db, id: string, status: number, username: string | undefined): Promise<void> {
  await db.tx(async (t) => {
    await lockJob(t, id);
    await t.query(
      `UPDATE sys_quartz_job
          SET status = $2, update_by = $3, update_time = LOCALTIMESTAMP(0),
              schedule_from = CASE WHEN $2 = 0 THEN now() ELSE schedule_from END,
              next_fire_time = NULL
        WHERE id = $1`,
      [id, status, username ?? null],
    );
    await announceJob(t, id);
  });
}

export function registerQuartzRoutes(
  app: FastifyInstance,
  db: Db,
  table: CrudTable,
  scheduler: Scheduler,
): void {
  const { columns } = table.decl;

  app.route({
    method: ["PUT", "POST"],
    url: `${API}/edit`,
    config: { perm: "quartzJob:edit" },
    schema: { body: bodySchema(columns, "edit", "id") },
    handler: async (req) => {
      const body = req.body as Row;
      const id = typeof body.id === "string" ? body.id.trim() : "";
      if (!id || !(await findJob(db, id))) throw new BizError(QUARTZ_MESSAGES.editFailed);
      await table.update(req, body);
      return okMessage(QUARTZ_MESSAGES.edit);
    },
  });

  app.get(
    `${API}/pause`,
    { config: { perm: QUARTZ_CODES.pause }, schema: { querystring: idQuery } },
    async (req) => {
      const job = await findJob(db, (req.query as { id: string }).id);
      if (!job) throw new BizError(QUARTZ_MESSAGES.missing);
      await setStatus(db, job.id, QUARTZ_STATUS.stopped, req.session?.username);
      return okMessage(QUARTZ_MESSAGES.pause);
    },
  );

  app.get(
    `${API}/resume`,
    { config: { perm: QUARTZ_CODES.resume }, schema: { querystring: idQuery } },
    async (req) => {
      const job = await findJob(db, (req.query as { id: string }).id);
      if (!job) throw new BizError(QUARTZ_MESSAGES.missing);
      checkJob(job.className, job.cron, QUARTZ_STATUS.running);
      await setStatus(db, job.id, QUARTZ_STATUS.running, req.session?.username);
      return okMessage(QUARTZ_MESSAGES.resume);
    },
  );

  app.get(
    `${API}/execute`,
    { config: { perm: QUARTZ_CODES.execute }, schema: { querystring: idQuery } },
    async (req) => {
      const job = await findJob(db, (req.query as { id: string }).id);
      if (!job) throw new BizError(QUARTZ_MESSAGES.notFound);
      if (!jobDefinition(job.className)) throw new BizError(QUARTZ_MESSAGES.executeFailed);
      await scheduler.runNow(job);
      return okMessage(QUARTZ_MESSAGES.execute);
    },
  );

  app.get(
    QUARTZ_RUNS_PATH,
    { config: { perm: LIST_CODE }, schema: { querystring: runsQuery } },
    async (req) => {
      const q = req.query as { jobId: string; pageNo?: string; pageSize?: string };
      const current = Math.max(1, Number(q.pageNo ?? 1) || 1);
      const size = Math.min(200, Math.max(1, Number(q.pageSize ?? 10) || 10));
      const jobId = q.jobId.trim();
      const count = await db.one<{ n: number }>(
        "SELECT count(*)::int AS n FROM sys_quartz_job_run WHERE job_id = $1",
        [jobId],
      );
      const stamp = (column: string) => `to_char(${column}, 'YYYY-MM-DD HH24:MI:SS')`;
      const rows = await db.query<QuartzJobRun>(
        `SELECT id, job_id AS "jobId", trigger_type AS trigger, ${stamp("fire_time")} AS "fireTime",
              ${stamp("start_time")} AS "startTime", ${stamp("end_time")} AS "endTime",
              CASE WHEN end_time IS NULL THEN NULL
                   ELSE round(extract(epoch FROM end_time - start_time) * 1000)::int END AS "durationMs",
              status, message, instance_id AS "instanceId"
         FROM sys_quartz_job_run WHERE job_id = $1
        ORDER BY fire_time DESC, start_time DESC, id
        LIMIT $2 OFFSET $3`,
        [jobId, size, (current - 1) * size],
      );
      const total = count?.n ?? 0;
      const records = rows.map((r) => ({ ...r, status_dictText: RUN_STATUS_TEXT[r.status] }));
      return ok({ records, total, size, current, pages: Math.ceil(total / size) });
    },
  );
}
