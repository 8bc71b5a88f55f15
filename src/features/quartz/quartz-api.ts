import {
  QUARTZ_CODES,
  QUARTZ_RUNS_PATH,
  QUARTZ_STATUS,
  quartzJobModule,
} from "../../../shared/modules/quartz-job";

/** The refine resources of 定时任务: the jobs, and the runs of one job in its history. */
export const QUARTZ_JOB_RESOURCE = quartzJobModule.resource;
export const QUARTZ_RUN_RESOURCE = "sys-quartz-job-run";

const API = quartzJobModule.api;
export const PAUSE_URL = `${API}/pause`;
export const RESUME_URL = `${API}/resume`;
export const EXECUTE_URL = `${API}/execute`;
export const RUNS_URL = QUARTZ_RUNS_PATH;

/** The run history is part of the list's reading. */
export const LIST_CODE = `${quartzJobModule.permission}:list`;
export { QUARTZ_CODES };

/** A job is scheduled (已启动) with status 0, stopped (已暂停) with -1. */
export const isRunning = (status: unknown) => Number(status) === QUARTZ_STATUS.running;

/** A duration in milliseconds as people read it: 850 ms, 1.2 s, 2 分 5 秒. */
export function durationText(ms: unknown): string {
  if (typeof ms !== "number" || !Number.isFinite(ms)) return "";
  if (ms < 1000) return `${Math.round(ms)} ms`;
  if (ms < 60_000) return `${(ms / 1000).toFixed(1)} s`;
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)} 分 ${seconds % 60} 秒`;
}
