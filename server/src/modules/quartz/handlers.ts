/** The handlers this product ships: the original's samples and message sender, and the housekeeping jobs. */
import { mkdir, readdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { JOB_CLASSES } from "../../../../shared/modules/quartz-job.ts";
import { newId } from "../../core/ids.ts";
import { pruneExpiredSessions } from "../../core/sessions.ts";
import { mailSenderFromConfig } from "../message/mail.ts";
import { sendDueMessages } from "../message/sender.ts";
import { applicantNotifier } from "../permit/applicant-messages.ts";
import { STATUS } from "../permit/dictionaries.ts";
import { textSenderFromConfig } from "../sms/sender.ts";
import { type JobContext, registerJobHandler } from "./registry.ts";

/** A whole number of at least 1 from a job parameter, or the default when the parameter is blank. */
export function countParameter(parameter: string | null, fallback: number, what: string): number {
  const text = (parameter ?? "").trim();
  if (text === "") return fallback;
  if (!/^\d{1,6}$/.test(text) || Number(text) < 1)
    throw new Error(`参数必须是大于0的整数（${what}）：${text}`);
  return Number(text);
}

async function sendMessages(ctx: JobContext): Promise<string> {
  const mail = mailSenderFromConfig(ctx.config);
  try {
    const counts = await sendDueMessages({
      db: ctx.db,
      push: ctx.push,
      sms: textSenderFromConfig(ctx.config.smsGateway, ctx.log),
      mail,
      log: ctx.log,
    });
    return `发送成功 ${counts.sent} 条，待重试 ${counts.retrying} 条，失败 ${counts.failed} 条`;
  } finally {
    mail.close();
  }
}

/**
 * Approved permits whose valid-to date has passed become 已过期, each with its history row, and their
 * applicants are told once the change has committed.
 */
export async function expirePermits(ctx: Pick<JobContext, "db" | "push" | "log">): Promise<string> {
  const expired = await ctx.db.tx(async (t) => {
    const rows = await t.query<{ id: string; tenant: number }>(
      `UPDATE permit_application SET status = $1, update_by = 'system', update_time = LOCALTIMESTAMP(0)
        WHERE status = $2 AND valid_to < CURRENT_DATE
        RETURNING id, tenant_id AS tenant`,
      [STATUS.expired, STATUS.approved],
    );
    for (const row of rows) {
      await t.query(
        `INSERT INTO permit_approval (id, tenant_id, application_id, action, from_status, to_status, opinion,
           operator, operator_name)
         VALUES ($1, $2, $3, 'expire', $4, $5, '有效期已过', 'system', '定时任务')`,
        [newId(), row.tenant, row.id, STATUS.approved, STATUS.expired],
      );
    }
    return rows;
  });
  const notify = applicantNotifier(ctx, ctx.log);
  for (const row of expired) {
    await notify({ id: row.id, to: STATUS.expired, opinion: null, operator: undefined });
  }
  return `已过期 ${expired.length} 张`;
}

async function cleanLogs(ctx: JobContext): Promise<string> {
  const days = countParameter(ctx.parameter, 180, "保留天数");
  const rows = await ctx.db.query(
    `DELETE FROM sys_log WHERE log_type IN (1, 2) AND create_time < LOCALTIMESTAMP(0) - make_interval(days => $1)
     RETURNING id`,
    [days],
  );
  return `删除 ${days} 天前的日志 ${rows.length} 条`;
}

async function purgeSessions(ctx: JobContext): Promise<string> {
  await pruneExpiredSessions(ctx.db);
  return "已清除过期会话";
}

const BACKUP_FILE = /^pgdata-\d{8}-\d{6}\.tar\.gz$/;

/** Writes DATA_DIR/backups/pgdata-<time>.tar.gz of the running embedded database and keeps the newest N. */
export async function backupDatabase(ctx: Pick<JobContext, "db" | "config" | "parameter">): Promise<string> {
  const keep = countParameter(ctx.parameter, 7, "保留份数");
  if (ctx.config.databaseUrl || !ctx.db.dumpDataDir) return "使用外部 PostgreSQL，未备份（请用 pg_dump）";
  const dump = await ctx.db.dumpDataDir();
  const dir = path.join(ctx.config.dataDir, "backups");
  await mkdir(dir, { recursive: true });
  const stamp = new Date().toISOString().replace(/[-:]/g, "").replace("T", "-").slice(0, 15);
  const name = `pgdata-${stamp}.tar.gz`;
  await writeFile(path.join(dir, name), Buffer.from(await dump.arrayBuffer()), { mode: 0o600 });
  const old = (await readdir(dir))
    .filter((f) => BACKUP_FILE.test(f))
    .sort()
    .slice(0, -keep);
  for (const file of old) await rm(path.join(dir, file), { force: true });
  return `已备份 ${name}，删除旧备份 ${old.length} 份`;
}

async function cleanRunHistory(ctx: JobContext): Promise<string> {
  const days = countParameter(ctx.parameter, 30, "保留天数");
  const rows = await ctx.db.query(
    `DELETE FROM sys_quartz_job_run WHERE fire_time < now() - make_interval(days => $1) AND status <> 'running'
     RETURNING id`,
    [days],
  );
  return `删除 ${days} 天前的执行记录 ${rows.length} 条`;
}

let registered = false;

/** Registers the shipped handlers once. */
export function registerBuiltInJobs(): void {
  if (registered) return;
  registered = true;
  registerJobHandler(JOB_CLASSES.sample, {
    timeoutMs: 60_000,
    handler: async (ctx) => {
      ctx.log.info(`普通定时任务 SampleJob 执行，时间：${ctx.fireTime.toISOString()}`);
      return "SampleJob 执行完成";
    },
  });
  registerJobHandler(JOB_CLASSES.sampleParam, {
    timeoutMs: 60_000,
    handler: async (ctx) => {
      ctx.log.info(`带参定时任务 SampleParamJob 执行，参数：${ctx.parameter ?? ""}`);
      return `Hello ${ctx.parameter ?? ""}`;
    },
  });
  registerJobHandler(JOB_CLASSES.sendMsg, { handler: sendMessages });
  registerJobHandler(JOB_CLASSES.permitExpire, { handler: expirePermits });
  registerJobHandler(JOB_CLASSES.logClean, { handler: cleanLogs });
  registerJobHandler(JOB_CLASSES.sessionPurge, { handler: purgeSessions });
  registerJobHandler(JOB_CLASSES.databaseBackup, { handler: backupDatabase });
  registerJobHandler(JOB_CLASSES.runHistoryClean, { handler: cleanRunHistory });
}
