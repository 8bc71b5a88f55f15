/**
 * The scheduler: runs each scheduled job's handler at the fire times of its cron expression, once per fire
 * time however many instances share the database. Each instance plans every scheduled job and, at a fire
 * time, claims it in the database (claimFire: the job's advisory lock plus a unique run row); the one whose
 * claim succeeds runs the handler, the others skip it. A change to a job is announced on JOB_CHANNEL, so
 * every instance plans again at once; a full reload every RESYNC_MS covers notifications lost meanwhile.
 */

import { randomBytes } from "node:crypto";
import { hostname } from "node:os";
import type { FastifyBaseLogger } from "fastify";
import { type CronSchedule, compileQuartzCron } from "../../../../shared/cron/index.ts";
import { QUARTZ_STATUS, unknownJobClass } from "../../../../shared/modules/quartz-job.ts";
import type { AppConfig } from "../../config.ts";
import type { Db, Unlisten } from "../../db/client.ts";
import type { Pusher } from "../../realtime/push.ts";
import { DEFAULT_JOB_TIMEOUT_MS, jobDefinition } from "./registry.ts";
import { claimFire, finishRun, JOB_CHANNEL, startManualRun } from "./runs.ts";

export interface SchedulerOptions {
  db: Db;
  config: AppConfig;
  push: Pusher;
  log: FastifyBaseLogger;
  /** names this instance in the run history (default: host, process id and a random suffix) */
  instanceId?: string;
  /** how long stop() waits for running jobs before it records them as cut short (default 8 s) */
  stopTimeoutMs?: number;
}

/** A fire at most this late is on time; a later one is a missed fire. */
const LATE_TOLERANCE_MS = 2000;
const RESYNC_MS = 30_000;
/** Longest sleep between checks, so a clock change is noticed. */
const MAX_SLEEP_MS = 60_000;

interface PlannedJob {
  id: string;
  className: string;
  cron: string;
  parameter: string | null;
  schedule: CronSchedule;
  /** what the plan depends on; a changed key plans the job again */
  key: string;
  next: Date | undefined;
}

interface JobRow {
  id: string;
  className: string;
  cron: string;
  parameter: string | null;
  status: number;
  lastFire: string | null;
  scheduleFrom: string | null;
}

const JOB_COLUMNS = `id, job_class_name AS "className", cron_expression AS cron, parameter, status,
  to_char(last_fire_time, 'YYYY-MM-DD"T"HH24:MI:SSOF') AS "lastFire",
  to_char(schedule_from, 'YYYY-MM-DD"T"HH24:MI:SS.MSOF') AS "scheduleFrom"`;

/** An instant as PostgreSQL's to_char writes it: an offset of whole hours lacks the minutes ISO wants. */
const isoOf = (text: string) => new Date(/[+-]\d\d$/.test(text) ? `${text}:00` : text);

const reasonOf = (err: unknown) => (err instanceof Error ? err.message : String(err)) || "执行失败";

export class Scheduler {
  readonly instanceId: string;
  private readonly jobs = new Map<string, PlannedJob>();
  private readonly running = new Map<string, { done: Promise<void>; abort: AbortController }>();
  /** claims under way, which stop() lets finish */
  private readonly claims = new Set<Promise<void>>();
  private timer: NodeJS.Timeout | undefined;
  private resync: NodeJS.Timeout | undefined;
  private unlisten: Unlisten | undefined;
  private active = false;

  constructor(private readonly opts: SchedulerOptions) {
    this.instanceId =
      opts.instanceId ?? `${hostname()}:${process.pid}:${randomBytes(3).toString("hex")}`.slice(0, 100);
  }

  async start(): Promise<void> {
    if (this.active) return;
    this.active = true;
    this.unlisten = await this.opts.db.listen(
      JOB_CHANNEL,
      (jobId) => void this.reloadJob(jobId).catch((err) => this.failed(err, "reload a job")),
      () => void this.reloadAll().catch((err) => this.failed(err, "reload the jobs")),
    );
    await this.reloadAll();
    this.resync = setInterval(
      () => void this.reloadAll().catch((err) => this.failed(err, "reload the jobs")),
      RESYNC_MS,
    );
    this.resync.unref();
  }

  /** Stops planning; waits for running jobs up to the stop limit, then records the rest as cut short. */
  async stop(): Promise<void> {
    if (!this.active) return;
    this.active = false;
    clearTimeout(this.timer);
    clearInterval(this.resync);
    await this.unlisten?.();
    this.jobs.clear();
    await Promise.all(this.claims);
    const pending = [...this.running.entries()];
    if (pending.length === 0) return;
    let limit: NodeJS.Timeout | undefined;
    await Promise.race([
      Promise.all(pending.map(([, run]) => run.done)),
      new Promise((resolve) => {
        limit = setTimeout(resolve, this.opts.stopTimeoutMs ?? 8000);
      }),
    ]);
    clearTimeout(limit);
    for (const [runId, run] of this.running) {
      run.abort.abort();
      await finishRun(this.opts.db, runId, "failed", "服务停止时任务仍在执行，已中止等待").catch(
        () => undefined,
      );
    }
    this.running.clear();
  }

  /** The next fire this instance has planned for a job; undefined when it does not plan the job. */
  plannedFire(jobId: string): Date | undefined {
    return this.jobs.get(jobId)?.next;
  }

  /** 立即执行: runs a job's handler once on this instance, whatever its status; answers the run's id. */
  async runNow(job: { id: string; className: string; parameter: string | null }): Promise<string> {
    const runId = await startManualRun(this.opts.db, job.id, this.instanceId);
    this.execute(runId, job.className, job.parameter, new Date());
    return runId;
  }

  /** Plans every scheduled job again from the database. */
  async reloadAll(): Promise<void> {
    if (!this.active) return;
    const rows = await this.opts.db.query<JobRow>(
      `SELECT ${JOB_COLUMNS} FROM sys_quartz_job WHERE status = $1 AND del_flag = 0`,
      [QUARTZ_STATUS.running],
    );
    const seen = new Set<string>();
    for (const row of rows) {
      seen.add(row.id);
      this.plan(row);
    }
    for (const id of this.jobs.keys()) if (!seen.has(id)) this.jobs.delete(id);
    this.arm();
  }

  private async reloadJob(jobId: string): Promise<void> {
    if (!this.active) return;
    const row = await this.opts.db.one<JobRow>(
      `SELECT ${JOB_COLUMNS} FROM sys_quartz_job WHERE id = $1 AND del_flag = 0`,
      [jobId],
    );
    if (row && row.status === QUARTZ_STATUS.running) this.plan(row);
    else this.jobs.delete(jobId);
    this.arm();
  }

  /**
   * Plans a job: its next fire after the later of its last claimed fire and the instant it was (re)scheduled,
   * or after now for a seeded job that never fired. A fire missed while no instance ran comes out in the past
   * and runs at once, and only that one.
   */
  private plan(row: JobRow): void {
    const key = [row.className, row.cron, row.parameter, row.scheduleFrom].join("\u0000");
    if (this.jobs.get(row.id)?.key === key) return;
    let schedule: CronSchedule;
    try {
      schedule = compileQuartzCron(row.cron, this.opts.config.timeZone);
    } catch {
      this.opts.log.warn({ jobId: row.id }, `定时任务的Cron表达式无效，未安排：${row.cron}`);
      this.jobs.delete(row.id);
      return;
    }
    const bases = [row.lastFire, row.scheduleFrom].filter((v): v is string => !!v).map(isoOf);
    const base = bases.length > 0 ? new Date(Math.max(...bases.map((d) => d.getTime()))) : new Date();
    this.jobs.set(row.id, {
      id: row.id,
      className: row.className,
      cron: row.cron,
      parameter: row.parameter,
      schedule,
      key,
      next: schedule.next(base),
    });
  }

  private arm(): void {
    clearTimeout(this.timer);
    if (!this.active) return;
    let earliest = Number.POSITIVE_INFINITY;
    for (const job of this.jobs.values()) if (job.next) earliest = Math.min(earliest, job.next.getTime());
    const delay = Math.min(Math.max(earliest - Date.now(), 0), MAX_SLEEP_MS);
    this.timer = setTimeout(() => this.tick(), delay);
    this.timer.unref();
  }

  private tick(): void {
    const now = Date.now();
    for (const job of this.jobs.values()) {
      if (!job.next || job.next.getTime() > now) continue;
      const fireTime = job.next;
      // After a missed fire the schedule goes on from now, so the fires missed meanwhile run once in all.
      const missed = now - fireTime.getTime() > LATE_TOLERANCE_MS;
      job.next = job.schedule.next(missed ? new Date(now) : fireTime);
      const claim = this.fire(job, fireTime).finally(() => this.claims.delete(claim));
      this.claims.add(claim);
    }
    this.arm();
  }

  private async fire(job: PlannedJob, fireTime: Date): Promise<void> {
    try {
      const runId = await claimFire(this.opts.db, {
        jobId: job.id,
        cron: job.cron,
        fireTime,
        next: job.next,
        instanceId: this.instanceId,
      });
      if (runId && this.active) this.execute(runId, job.className, job.parameter, fireTime);
      else if (runId) await finishRun(this.opts.db, runId, "failed", "服务正在停止，未执行");
    } catch (err) {
      this.failed(err, `claim a fire of job ${job.id}`);
    }
  }

  /** Runs a handler within its time limit and records the outcome; never throws. */
  private execute(runId: string, className: string, parameter: string | null, fireTime: Date): void {
    const abort = new AbortController();
    const done = this.runHandler(runId, className, parameter, fireTime, abort)
      .catch((err) => this.failed(err, `record run ${runId}`))
      .finally(() => this.running.delete(runId));
    this.running.set(runId, { done, abort });
  }

  private async runHandler(
    runId: string,
    className: string,
    parameter: string | null,
    fireTime: Date,
    abort: AbortController,
  ): Promise<void> {
    const { db, config, push, log } = this.opts;
    const definition = jobDefinition(className);
    if (!definition) {
      await finishRun(db, runId, "failed", unknownJobClass(className));
      return;
    }
    const timeoutMs = definition.timeoutMs ?? DEFAULT_JOB_TIMEOUT_MS;
    let limit: NodeJS.Timeout | undefined;
    const timedOut = new Promise<"timeout">((resolve) => {
      limit = setTimeout(() => resolve("timeout"), timeoutMs);
    });
    try {
      const outcome = await Promise.race([
        definition
          .handler({
            db,
            config,
            push,
            log,
            parameter: parameter?.trim() || null,
            fireTime,
            signal: abort.signal,
          })
          .then((report) => ({ ok: true as const, report }))
          .catch((err: unknown) => ({ ok: false as const, reason: reasonOf(err) })),
        timedOut,
      ]);
      if (outcome === "timeout") {
        abort.abort();
        await finishRun(db, runId, "timeout", `执行超过 ${Math.ceil(timeoutMs / 1000)} 秒，已超时`);
      } else if (outcome.ok) {
        await finishRun(db, runId, "success", outcome.report);
      } else {
        log.warn({ runId, className }, `定时任务执行失败：${outcome.reason}`);
        await finishRun(db, runId, "failed", outcome.reason);
      }
    } finally {
      clearTimeout(limit);
    }
  }

  private failed(err: unknown, what: string): void {
    this.opts.log.error({ err }, `scheduler could not ${what}`);
  }
}
