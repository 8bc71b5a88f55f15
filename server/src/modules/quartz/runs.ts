/** The run table: claiming a cron fire, recording a manual run, and writing a run's outcome. */
import type { QuartzRunStatus } from "../../../../shared/modules/quartz-job.ts";
import { newId } from "../../core/ids.ts";
import type { Db } from "../../db/client.ts";

/** Channel on which a changed job's id is announced to every instance. */
export const JOB_CHANNEL = "quartz_job";

/** Advisory-lock class of job claims and status changes (the second key is the job id's hash). */
const JOB_LOCK_CLASS = 72_091_314;

const MESSAGE_MAX = 2000;

/** Holds the job's lock until the transaction ends: claims and pause/resume of one job take turns. */
export async function lockJob(t: Db, jobId: string): Promise<void> {
  await t.query("SELECT pg_advisory_xact_lock($1, hashtext($2))", [JOB_LOCK_CLASS, jobId]);
}

/** Tells every instance (this one too) that a job changed, when the current transaction commits. */
export async function announceJob(db: Db, jobId: string): Promise<void> {
  await db.notify(JOB_CHANNEL, jobId);
}

export interface ClaimInput {
  jobId: string;
  cron: string;
  fireTime: Date;
  next: Date | undefined;
  instanceId: string;
}

/**
 * Claims one fire time of a job for this instance: under the job's lock, the job must still be scheduled
 * with the same expression, and the (job, fire time) row must not exist yet. Answers the run's id, or
 * undefined when the job was paused or changed, or another instance has the fire.
 */
export async function claimFire(db: Db, input: ClaimInput): Promise<string | undefined> {
  return db.tx(async (t) => {
    await lockJob(t, input.jobId);
    const job = await t.one<{ status: number; cron: string }>(
      "SELECT status, cron_expression AS cron FROM sys_quartz_job WHERE id = $1 AND del_flag = 0",
      [input.jobId],
    );
    if (job?.status !== 0 || job.cron !== input.cron) return undefined;
    const id = newId();
    const inserted = await t.query(
      `INSERT INTO sys_quartz_job_run (id, job_id, trigger_type, fire_time, start_time, status, instance_id)
       SELECT $1::varchar, $2::varchar, 'cron', $3::timestamptz, clock_timestamp(), 'running', $4::varchar
        WHERE $3::timestamptz > COALESCE((SELECT schedule_from FROM sys_quartz_job WHERE id = $2::varchar), '-infinity')
       ON CONFLICT (job_id, fire_time) WHERE trigger_type = 'cron' DO NOTHING
       RETURNING id`,
      [id, input.jobId, input.fireTime.toISOString(), input.instanceId],
    );
    if (inserted.length === 0) return undefined;
    await t.query(
      `UPDATE sys_quartz_job
          SET last_fire_time = GREATEST(COALESCE(last_fire_time, $2::timestamptz), $2::timestamptz),
              next_fire_time = $3::timestamptz::timestamp(0)
        WHERE id = $1`,
      [input.jobId, input.fireTime.toISOString(), input.next?.toISOString() ?? null],
    );
    return id;
  });
}

/** Records a 立即执行 run of a job as started now. */
export async function startManualRun(db: Db, jobId: string, instanceId: string): Promise<string> {
  const id = newId();
  await db.query(
    `INSERT INTO sys_quartz_job_run (id, job_id, trigger_type, fire_time, start_time, status, instance_id)
     VALUES ($1, $2, 'manual', date_trunc('second', now()), clock_timestamp(), 'running', $3)`,
    [id, jobId, instanceId],
  );
  return id;
}

/** Writes how a run ended, and the job's latest run. */
export async function finishRun(
  db: Db,
  runId: string,
  status: Exclude<QuartzRunStatus, "running">,
  message: string | undefined,
): Promise<void> {
  await db.tx(async (t) => {
    const run = await t.one<{ jobId: string }>(
      `UPDATE sys_quartz_job_run SET end_time = clock_timestamp(), status = $2, message = $3
        WHERE id = $1 AND status = 'running'
        RETURNING job_id AS "jobId"`,
      [runId, status, message?.slice(0, MESSAGE_MAX) ?? null],
    );
    if (!run) return;
    await t.query(
      `UPDATE sys_quartz_job j SET last_run_time = r.start_time::timestamp(0), last_run_status = r.status
         FROM sys_quartz_job_run r
        WHERE r.id = $1 AND j.id = r.job_id
          AND (j.last_run_time IS NULL OR j.last_run_time <= r.start_time::timestamp(0))`,
      [runId],
    );
  });
}
