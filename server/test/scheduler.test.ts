/**
 * The scheduler in real time: a job every second runs 5 ± 1 times in 5 s; pause stops it before the next
 * fire, resume restarts it, 立即执行 runs it once; a throwing or too slow handler is recorded and the next
 * fire still runs; after a restart a missed fire runs once, and stopping lets a running job finish; the
 * permit-expiry job expires an overdue permit. On PostgreSQL, two server processes give exactly one run
 * per fire time.
 */
import { mkdir, mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { JOB_CLASSES } from "../../shared/modules/quartz-job.ts";
import { hashPassword } from "../src/core/passwords.ts";
import { modules } from "../src/modules/index.ts";
import { createQuartzJobModule, quartzJobModule } from "../src/modules/quartz/index.ts";
import { registerJobHandler } from "../src/modules/quartz/registry.ts";
import type { Scheduler } from "../src/modules/quartz/scheduler.ts";
import { ADMIN, api, createTestApp, login, type TestApp } from "./helpers.ts";
import { startServerProcess } from "./server-process.ts";
import { GOOD_PASSWORD, insertUser } from "./user-fixtures.ts";

const URL = "/sys/quartzJob";
const EVERY_SECOND = "* * * * * ? *";
const NEVER = "0 0 12 1 1 ? 2099";
/** the seeded housekeeping jobs */
const PERMIT_EXPIRE_JOB = "0c8e2c4ad2f44fa3a1a6c5c7b8f8a101";
const LOG_CLEAN_JOB = "0c8e2c4ad2f44fa3a1a6c5c7b8f8a102";
const SESSION_PURGE_JOB = "0c8e2c4ad2f44fa3a1a6c5c7b8f8a103";
const BACKUP_JOB = "0c8e2c4ad2f44fa3a1a6c5c7b8f8a104";
const RUN_CLEAN_JOB = "0c8e2c4ad2f44fa3a1a6c5c7b8f8a105";
const SEND_MSG_JOB = "df26ecacfa0b434b9ee4e1f7d0b2b2c5";

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

registerJobHandler("test.CountJob", { handler: async () => "ok" });
registerJobHandler("test.ThrowJob", {
  handler: async () => {
    throw new Error("故意失败");
  },
});
registerJobHandler("test.SlowJob", {
  timeoutMs: 300,
  handler: async ({ signal }) => {
    await new Promise<void>((resolve) => {
      const done = setTimeout(resolve, 1500);
      signal.addEventListener("abort", () => {
        clearTimeout(done);
        resolve();
      });
    });
    return "late";
  },
});
registerJobHandler("test.LongJob", { handler: () => sleep(800).then(() => "finished") });

let t: TestApp;
let admin: ReturnType<typeof api>;
let scheduler: Scheduler;

interface Run {
  trigger: string;
  status: string;
  message: string | null;
  /** the fire time in epoch seconds */
  fire: number;
  instance: string;
}

async function runsOf(jobId: string): Promise<Run[]> {
  return t.db.query<Run>(
    `SELECT trigger_type AS trigger, status, message, extract(epoch FROM fire_time)::int AS fire,
            instance_id AS instance
       FROM sys_quartz_job_run WHERE job_id = $1 ORDER BY fire_time, start_time`,
    [jobId],
  );
}

const cronRuns = async (jobId: string) => (await runsOf(jobId)).filter((r) => r.trigger === "cron");

/** Polls until `check` holds or `ms` pass; answers the last value read. */
async function until<T>(read: () => Promise<T>, check: (v: T) => boolean, ms = 4000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (check(value) || Date.now() > end) return value;
    await sleep(50);
  }
}

async function addJob(className: string, cron: string, description: string, status = 0): Promise<string> {
  const res = await admin.post(`${URL}/add`, {
    jobClassName: className,
    cronExpression: cron,
    description,
    status,
  });
  expect(res.body, res.text).toMatchObject({ success: true });
  const row = await t.db.one<{ id: string }>("SELECT id FROM sys_quartz_job WHERE description = $1", [
    description,
  ]);
  if (!row) throw new Error(`job ${description} not stored`);
  return row.id;
}

const call = async (action: "pause" | "resume" | "execute", id: string) => {
  const res = await admin.get(`${URL}/${action}`, { id });
  expect(res.body, res.text).toMatchObject({ success: true });
};

beforeAll(async () => {
  const module = createQuartzJobModule({
    scheduler: { stopTimeoutMs: 3000 },
    onScheduler: (s) => {
      scheduler = s;
    },
  });
  t = await createTestApp({
    modules: modules.map((m) => (m === quartzJobModule ? module : m)),
    env: { MESSAGE_SEND_INTERVAL_MS: "100" },
  });
  admin = api(t.app, (await login(t.app, ADMIN.username, ADMIN.password)).token);
});

afterAll(async () => {
  await t?.close();
});

describe.concurrent("a running scheduler", () => {
  it("runs a job every second 5 ± 1 times in 5 s; pause, resume and 立即执行", async () => {
    const id = await addJob("test.CountJob", EVERY_SECOND, "每秒一次");
    const added = Date.now();
    await sleep(added + 5300 - Date.now());
    const inFive = (await cronRuns(id)).filter((r) => r.fire * 1000 <= added + 5000);
    expect(inFive.length).toBeGreaterThanOrEqual(4);
    expect(inFive.length).toBeLessThanOrEqual(6);
    expect(inFive.every((r) => r.status === "success" && r.message === "ok")).toBe(true);

    await call("pause", id);
    const pausedAt = Date.now() / 1000;
    // Long enough for the next fire and its claim to have happened had the pause not worked.
    await sleep(1600);
    expect((await cronRuns(id)).filter((r) => r.fire > pausedAt)).toEqual([]);

    await call("resume", id);
    const resumedAt = Date.now() / 1000;
    const resumed = await until(
      () => cronRuns(id),
      (runs) => runs.some((r) => r.fire > resumedAt && r.status === "success"),
    );
    expect(resumed.some((r) => r.fire > resumedAt)).toBe(true);
    await call("pause", id);

    await call("execute", id);
    const manual = await until(
      async () => (await runsOf(id)).filter((r) => r.trigger === "manual"),
      (runs) => runs[0]?.status === "success",
    );
    expect(manual).toHaveLength(1);
    expect(manual[0]).toMatchObject({ status: "success", message: "ok" });
  });

  it("records a throwing handler and still runs the next fire", async () => {
    const id = await addJob("test.ThrowJob", EVERY_SECOND, "抛出异常");
    const runs = await until(
      () => cronRuns(id),
      (r) => r.filter((x) => x.status === "failed").length >= 2,
    );
    await call("pause", id);
    const failed = runs.filter((r) => r.status === "failed");
    expect(failed.length).toBeGreaterThanOrEqual(2);
    expect(failed[0].message).toBe("故意失败");
    expect(failed[1].fire).toBeGreaterThan(failed[0].fire);
  });

  it("records a handler over its time limit as timed out and goes on", async () => {
    const id = await addJob("test.SlowJob", EVERY_SECOND, "超时任务");
    const runs = await until(
      () => cronRuns(id),
      (r) => r.filter((x) => x.status === "timeout").length >= 2,
    );
    await call("pause", id);
    const timedOut = runs.filter((r) => r.status === "timeout");
    expect(timedOut.length).toBeGreaterThanOrEqual(2);
    expect(timedOut[0].message).toBe("执行超过 1 秒，已超时");
  });
});

describe("stopping and starting again", () => {
  it("lets a running job finish on stop, and runs a fire missed while stopped once", async () => {
    const id = await addJob("test.CountJob", EVERY_SECOND, "重启");
    await until(
      () => cronRuns(id),
      (runs) => runs.length >= 1,
    );
    const long = await addJob("test.LongJob", NEVER, "长任务", -1);
    await call("execute", long);
    await until(
      () => runsOf(long),
      (runs) => runs.length === 1,
    );
    await scheduler.stop();
    expect((await runsOf(long))[0]).toMatchObject({ status: "success", message: "finished" });

    const last = Math.max(...(await cronRuns(id)).map((r) => r.fire));
    await sleep(3000);
    const restartedAt = Date.now() / 1000;
    expect((await cronRuns(id)).filter((r) => r.fire > last)).toEqual([]);
    await scheduler.start();
    const runs = await until(
      () => cronRuns(id),
      (r) => r.some((x) => x.fire > restartedAt + 1),
    );
    await call("pause", id);
    const missed = runs.filter((r) => r.fire > last && r.fire <= restartedAt);
    expect(missed).toHaveLength(1);
    expect(missed[0].fire).toBe(last + 1);
  });
});

describe("the housekeeping jobs", () => {
  it("marks an approved permit past its valid-to date expired, with its history row and the applicant's message", async () => {
    const userId = await insertUser(t.db, {
      username: "expiry_owner",
      password: await hashPassword(GOOD_PASSWORD),
    });
    const permit = await t.db.one<{ id: string }>(
      "SELECT id FROM permit_application WHERE status = 1 LIMIT 1",
    );
    const current = await t.db.one<{ id: string }>(
      "SELECT id FROM permit_application WHERE status = 1 AND id <> $1 LIMIT 1",
      [permit?.id],
    );
    if (!permit || !current) throw new Error("the demo data has no approved permits");
    await t.db.query(
      "UPDATE permit_application SET valid_to = CURRENT_DATE - 1, create_by = 'expiry_owner' WHERE id = $1",
      [permit.id],
    );
    await t.db.query("UPDATE permit_application SET valid_to = CURRENT_DATE WHERE id = $1", [current.id]);
    await call("execute", PERMIT_EXPIRE_JOB);
    const status = () =>
      t.db.one<{ status: number }>("SELECT status FROM permit_application WHERE id = $1", [permit.id]);
    expect(await until(status, (r) => r?.status === 5)).toEqual({ status: 5 });
    expect(await status()).toEqual({ status: 5 });
    expect(await t.db.one("SELECT status FROM permit_application WHERE id = $1", [current.id])).toEqual({
      status: 1,
    });
    expect(
      await t.db.one(
        "SELECT from_status, to_status, operator FROM permit_approval WHERE application_id = $1 AND action = 'expire'",
        [permit.id],
      ),
    ).toEqual({ from_status: 1, to_status: 5, operator: "system" });
    const told = await until(
      () =>
        t.db.query<{ titile: string }>(
          `SELECT a.titile FROM sys_announcement a JOIN sys_announcement_send s ON s.annt_id = a.id
            WHERE a.bus_id = $1 AND s.user_id = $2`,
          [permit.id, userId],
        ),
      (rows) => rows.length > 0,
    );
    expect(told[0].titile).toMatch(/^通行证已过期：/);
    const runs = await until(
      () => runsOf(PERMIT_EXPIRE_JOB),
      (r) => r[0]?.status === "success",
    );
    expect(runs[0].message).toMatch(/^已过期 \d+ 张$/);
  });

  /** Runs a seeded job through 立即执行 and answers its finished run. */
  async function executed(jobId: string): Promise<Run> {
    const before = (await runsOf(jobId)).length;
    await call("execute", jobId);
    const runs = await until(
      () => runsOf(jobId),
      (r) => r.length > before && r.every((x) => x.status !== "running"),
      15_000,
    );
    return runs[runs.length - 1];
  }

  it("deletes login and operation logs older than the retention in days, and expired sessions and old runs", async () => {
    await t.db.query(
      `INSERT INTO sys_log (id, log_type, log_content, create_time) VALUES
         ('old-login', 1, '旧登录', LOCALTIMESTAMP(0) - interval '181 days'),
         ('old-op', 2, '旧操作', LOCALTIMESTAMP(0) - interval '200 days'),
         ('new-op', 2, '新操作', LOCALTIMESTAMP(0) - interval '179 days')`,
    );
    const user = await t.db.one<{ id: string }>("SELECT id FROM sys_user WHERE username = 'admin'");
    await t.db.query(
      `INSERT INTO sys_user_session (id, user_id, token_hash, expires_at) VALUES
         ('expired-session', $1, 'hash-expired', LOCALTIMESTAMP(0) - interval '1 minute'),
         ('live-session', $1, 'hash-live', LOCALTIMESTAMP(0) + interval '1 hour')`,
      [user?.id],
    );
    await t.db.query(
      `INSERT INTO sys_quartz_job_run (id, job_id, trigger_type, fire_time, status, instance_id) VALUES
         ('old-run', $1, 'cron', now() - interval '31 days', 'success', 'x'),
         ('new-run', $1, 'cron', now() - interval '29 days', 'success', 'x')`,
      [LOG_CLEAN_JOB],
    );
    expect((await executed(LOG_CLEAN_JOB)).message).toMatch(/^删除 180 天前的日志 \d+ 条$/);
    const logs = await t.db.query<{ id: string }>(
      "SELECT id FROM sys_log WHERE id IN ('old-login', 'old-op', 'new-op') ORDER BY id",
    );
    expect(logs.map((r) => r.id)).toEqual(["new-op"]);
    expect((await executed(SESSION_PURGE_JOB)).status).toBe("success");
    const sessions = await t.db.query<{ id: string }>(
      "SELECT id FROM sys_user_session WHERE id IN ('expired-session', 'live-session')",
    );
    expect(sessions.map((r) => r.id)).toEqual(["live-session"]);
    expect((await executed(RUN_CLEAN_JOB)).message).toMatch(/^删除 30 天前的执行记录 \d+ 条$/);
    const runs = await t.db.query<{ id: string }>(
      "SELECT id FROM sys_quartz_job_run WHERE id IN ('old-run', 'new-run')",
    );
    expect(runs.map((r) => r.id)).toEqual(["new-run"]);
  });

  it("SendMsgJob sends the message queue, and the sender's timer stands aside while it is scheduled", async () => {
    const queue = (id: string) =>
      t.db.query(
        `INSERT INTO sys_sms (id, es_title, es_type, es_receiver, es_content, es_send_status)
         VALUES ($1, '定时发送', '4', 'admin', '<p>内容</p>', '0')`,
        [id],
      );
    const sent = async (id: string) =>
      (await t.db.one<{ s: string }>("SELECT es_send_status AS s FROM sys_sms WHERE id = $1", [id]))?.s;
    const started = await admin.put(`${URL}/edit`, { id: SEND_MSG_JOB, cronExpression: NEVER, status: 0 });
    expect(started.body, started.text).toMatchObject({ success: true });
    await queue("job-msg");
    // The timer runs every 100 ms here; with SendMsgJob scheduled it leaves the message to the job.
    await sleep(600);
    expect(await sent("job-msg")).toBe("0");
    expect((await executed(SEND_MSG_JOB)).message).toMatch(/^发送成功 1 条，待重试 0 条，失败 0 条$/);
    expect(await sent("job-msg")).toBe("1");

    await call("pause", SEND_MSG_JOB);
    await queue("timer-msg");
    expect(
      await until(
        () => sent("timer-msg"),
        (v) => v === "1",
      ),
    ).toBe("1");
  });

  it("backs up the embedded database and keeps the newest backups as its parameter says", async () => {
    const edited = await admin.put(`${URL}/edit`, { id: BACKUP_JOB, parameter: "2" });
    expect(edited.body, edited.text).toMatchObject({ success: true });
    const run = await executed(BACKUP_JOB);
    if (t.config.databaseUrl) {
      expect(run).toMatchObject({
        status: "success",
        message: "使用外部 PostgreSQL，未备份（请用 pg_dump）",
      });
      return;
    }
    expect(run.message).toMatch(/^已备份 pgdata-\d{8}-\d{6}\.tar\.gz，删除旧备份 \d+ 份$/);
    // Two runs within one second make one file name, so the first run's file goes with the folder and
    // the second run finds exactly two older backups: it keeps the newer one beside its own.
    const dir = path.join(t.config.dataDir, "backups");
    await rm(dir, { recursive: true, force: true });
    await mkdir(dir, { recursive: true });
    for (const name of ["pgdata-20200101-000000.tar.gz", "pgdata-20200102-000000.tar.gz"]) {
      await writeFile(path.join(dir, name), "old");
    }
    const second = await executed(BACKUP_JOB);
    const made = /^已备份 (pgdata-\d{8}-\d{6}\.tar\.gz)，删除旧备份 1 份$/.exec(second.message ?? "")?.[1];
    expect(made, second.message ?? "").toBeDefined();
    expect((await readdir(dir)).sort()).toEqual(["pgdata-20200102-000000.tar.gz", made]);
  }, 60_000);
});

// Two server processes on one PostgreSQL database: this test process and a second one.
if (process.env.TEST_DB === "pg") {
  describe("two instances on one PostgreSQL", () => {
    it("run a job every second for 10 s exactly once per fire time, without gaps", async () => {
      const dataDir = await mkdtemp(path.join(tmpdir(), "scheduler-second-"));
      const second = startServerProcess({
        DATABASE_URL: t.config.databaseUrl ?? "",
        DATA_DIR: dataDir,
        LOG_LEVEL: "warn",
      });
      try {
        await second.listening;
        const id = await addJob(JOB_CLASSES.sample, EVERY_SECOND, "两个实例");
        // The first fire is the first whole second after the job was scheduled.
        const scheduled = await t.db.one<{ at: number }>(
          "SELECT extract(epoch FROM schedule_from)::float8 AS at FROM sys_quartz_job WHERE id = $1",
          [id],
        );
        const from = Math.floor(Number(scheduled?.at)) + 1;
        await sleep((from + 10) * 1000 + 300 - Date.now());
        await call("pause", id);
        const runs = (await cronRuns(id)).filter((r) => r.fire >= from && r.fire < from + 10);
        expect(runs.map((r) => r.fire)).toEqual(Array.from({ length: 10 }, (_, i) => from + i));
        expect(runs.every((r) => r.status === "success")).toBe(true);
        const instances = new Set((await cronRuns(id)).map((r) => r.instance));
        expect(instances.size).toBeGreaterThanOrEqual(1);
        expect(instances.size).toBeLessThanOrEqual(2);

        // A change made through the other process reaches this one's plan within a second.
        const { token } = await login(t.app, ADMIN.username, ADMIN.password);
        const there = async (action: string) => {
          const res = await fetch(
            `${(await second.listening).replace(/\/$/, "")}/jeecg-boot${URL}/${action}?id=${id}`,
            {
              headers: { "x-access-token": token, "tenant-id": "0" },
            },
          );
          expect(((await res.json()) as { success: boolean }).success).toBe(true);
        };
        await until(
          async () => scheduler.plannedFire(id),
          (next) => next === undefined,
        );
        await there("resume");
        const resumedAt = Date.now();
        await until(
          async () => scheduler.plannedFire(id),
          (next) => next !== undefined,
          1000,
        );
        expect(scheduler.plannedFire(id)).toBeDefined();
        expect(Date.now() - resumedAt).toBeLessThan(1000);
        await there("pause");
        const pausedAt = Date.now();
        await until(
          async () => scheduler.plannedFire(id),
          (next) => next === undefined,
          1000,
        );
        expect(scheduler.plannedFire(id)).toBeUndefined();
        expect(Date.now() - pausedAt).toBeLessThan(1000);
      } finally {
        const exited = second.exited;
        second.child.kill("SIGTERM");
        await exited;
        await rm(dataDir, { recursive: true, force: true });
      }
    }, 60_000);
  });
}
