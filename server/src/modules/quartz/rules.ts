/** What a job must be to be stored scheduled: a known handler, and then a cron expression Quartz accepts. */
import { quartzCronError } from "../../../../shared/cron/index.ts";
import { QUARTZ_STATUS, unknownJobClass } from "../../../../shared/modules/quartz-job.ts";
import { BizError } from "../../core/result.ts";
import { isKnownJobClass } from "./registry.ts";

/** quartz_run_status: the run outcomes as the history shows them. */
export const RUN_STATUS_TEXT: Readonly<Record<string, string>> = {
  running: "执行中",
  success: "成功",
  failed: "失败",
  timeout: "超时",
};

/**
 * Refuses an unknown class, and a scheduled job's invalid expression; a stopped job's expression is not
 * checked until it is started, as the original does.
 */
export function checkJob(className: string, cron: string, status: number): void {
  if (!isKnownJobClass(className)) throw new BizError(unknownJobClass(className));
  if (status !== QUARTZ_STATUS.running) return;
  const refusal = quartzCronError(cron);
  if (refusal) throw new BizError(refusal);
}
