import { defineModule } from "./module-types.ts";

/** What became of one run of a job. */
export type QuartzRunStatus = "running" | "success" | "failed" | "timeout";

/** What started a run: its cron fire time, or 立即执行. */
export type QuartzRunTrigger = "cron" | "manual";

/**
 * One run of a job, as `GET /sys/quartzJob/runs?jobId=<id>&pageNo=&pageSize=` answers it (code `quartzJob:list`),
 * newest fire time first, in the page shape of every list: `{records: QuartzJobRun[], total, size, current,
 * pages}`. Times are `yyyy-MM-dd HH:mm:ss` in the server's time zone; `durationMs` is set once the run ended.
 */
export interface QuartzJobRun {
  id: string;
  jobId: string;
  trigger: QuartzRunTrigger;
  /** the fire time the run belongs to (for 立即执行, when it was asked for) */
  fireTime: string;
  startTime: string | null;
  endTime: string | null;
  durationMs: number | null;
  status: QuartzRunStatus;
  status_dictText?: string;
  /** the error of a failed or timed-out run, or a handler's short report of a successful one */
  message: string | null;
  /** the server instance that ran it: host, process id and a random suffix */
  instanceId: string;
}

export const QUARTZ_RUNS_PATH = "/sys/quartzJob/runs";

/** Job status values (dictionary quartz_status): 0 正常 (scheduled), -1 停止. */
export const QUARTZ_STATUS = { running: 0, stopped: -1 } as const;

/** Button codes beyond the list's six. */
export const QUARTZ_CODES = {
  pause: "quartzJob:pause",
  resume: "quartzJob:resume",
  execute: "quartzJob:execute",
} as const;

/** The answers of /sys/quartzJob/*, as the original words them. */
export const QUARTZ_MESSAGES = {
  add: "创建定时任务成功",
  edit: "更新定时任务成功!",
  editFailed: "更新定时任务失败!",
  delete: "删除成功!",
  deleteBatch: "删除定时任务成功!",
  notFound: "未找到对应实体",
  pause: "暂停定时任务成功",
  resume: "恢复定时任务成功",
  missing: "定时任务不存在！",
  execute: "执行成功!",
  executeFailed: "执行失败!",
} as const;

/** The class names of the shipped job handlers (the original's Java names, and this product's in its style). */
export const JOB_CLASSES = {
  sample: "org.jeecg.modules.quartz.job.SampleJob",
  sampleParam: "org.jeecg.modules.quartz.job.SampleParamJob",
  sendMsg: "org.jeecg.modules.message.job.SendMsgJob",
  permitExpire: "org.jeecg.modules.permit.job.PermitExpireJob",
  logClean: "org.jeecg.modules.system.job.LogCleanJob",
  sessionPurge: "org.jeecg.modules.system.job.SessionPurgeJob",
  databaseBackup: "org.jeecg.modules.system.job.DatabaseBackupJob",
  runHistoryClean: "org.jeecg.modules.quartz.job.RunHistoryCleanJob",
} as const;

/** The refusal of a class name that no handler answers to. */
export const unknownJobClass = (className: string) => `后台找不到该类名：${className}`;

/** 定时任务: a handler (by class name) run at the fire times of a Quartz cron expression. */
export const quartzJobModule = defineModule({
  name: "quartz-job",
  resource: "sys-quartz-job",
  api: "/sys/quartzJob",
  table: "sys_quartz_job",
  title: "定时任务",
  permission: "quartzJob",
  menu: {
    parent: "system",
    name: "定时任务",
    path: "/isystem/QuartzJobList",
    component: "system/QuartzJobList",
    icon: "clock-circle",
    order: 14,
  },
  fields: {
    jobClassName: {
      title: "任务类名",
      maxLength: 255,
      required: "请输入任务类名!",
      search: true,
      placeholder: "如 org.jeecg.modules.quartz.job.SampleJob",
    },
    cronExpression: {
      title: "Cron表达式",
      maxLength: 255,
      required: "请输入cron表达式!",
      default: "* * * * * ? *",
    },
    parameter: { title: "参数", maxLength: 255 },
    description: { title: "描述", maxLength: 255, widget: "textarea", search: true },
    status: {
      title: "状态",
      type: "number",
      integer: true,
      range: [-1, 0],
      dict: "quartz_status",
      default: 0,
      search: "eq",
    },
    nextFireTime: { title: "下次执行时间", type: "datetime", serverOnly: true, excel: false },
    lastRunTime: { title: "最近执行时间", type: "datetime", serverOnly: true, excel: false },
    lastRunStatus: {
      title: "最近执行结果",
      maxLength: 10,
      dict: "quartz_run_status",
      serverOnly: true,
      excel: false,
    },
    createTime: { title: "创建时间", type: "datetime", serverOnly: true, sorter: true, excel: false },
  },
  excelTitle: "定时任务列表",
  defaultSort: { field: "createTime", order: "desc" },
  form: { width: 800 },
});
