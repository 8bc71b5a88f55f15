import { cronValidator } from "@/components/cron/cron-rules";
import { DictSelect } from "@/components/crud/dict-select";
import { placeholderOf } from "@/components/crud/field-control";
import { fieldRules, resourceFromModule } from "@/components/crud/from-module";
import { lazyComponent } from "@/components/crud/lazy-component";
import { dialogAction, type ResourceDecl } from "@/components/crud/types";
import { QUARTZ_STATUS, quartzJobModule } from "../../../shared/modules/quartz-job";
import { isRunning, QUARTZ_CODES } from "./quartz-api";
import { JobStatusTag, RunStatusTag } from "./quartz-status";

// The expression input, the status radio, the run history and the action dialogs load when a form, the
// drawer or a dialog first shows, not with the app.
const JobStatusRadio = lazyComponent(async () => ({
  default: (await import("./job-status-radio")).JobStatusRadio,
}));
const CronInput = lazyComponent(async () => ({
  default: (await import("@/components/cron/cron-input")).CronInput,
}));
const RunHistoryDrawer = lazyComponent(async () => ({
  default: (await import("./run-history-drawer")).RunHistoryDrawer,
}));
const PauseDialog = lazyComponent(async () => ({
  default: (await import("./job-action-dialogs")).PauseDialog,
}));
const ResumeDialog = lazyComponent(async () => ({
  default: (await import("./job-action-dialogs")).ResumeDialog,
}));
const ExecuteDialog = lazyComponent(async () => ({
  default: (await import("./job-action-dialogs")).ExecuteDialog,
}));

/** 停止: a scheduled job stops firing (asked first). */
export const pauseAction = dialogAction({
  key: "pause",
  label: "停止",
  permission: QUARTZ_CODES.pause,
  visible: (record) => isRunning(record.status),
  dialog: PauseDialog,
});

/** 启动: a stopped job is scheduled again (asked first). */
export const resumeAction = dialogAction({
  key: "resume",
  label: "启动",
  permission: QUARTZ_CODES.resume,
  visible: (record) => !isRunning(record.status),
  dialog: ResumeDialog,
});

/** 立即执行: one run now, whatever the schedule (asked first). */
export const executeAction = dialogAction({
  key: "execute",
  label: "立即执行",
  permission: QUARTZ_CODES.execute,
  dialog: ExecuteDialog,
});

/** 执行记录: the job's runs. */
export const historyAction = dialogAction({ key: "history", label: "执行记录", dialog: RunHistoryDrawer });

const cronField = quartzJobModule.fields.cronExpression;
const statusField = { dataIndex: "status", title: "状态", type: "dict" as const, dict: "quartz_status" };

const listed = resourceFromModule(quartzJobModule, {
  fields: {
    jobClassName: { width: 290 },
    cronExpression: {
      width: 150,
      control: () => <CronInput />,
      rules: [...fieldRules(cronField), cronValidator],
    },
    parameter: { width: 120 },
    description: { width: 220 },
    status: {
      width: 90,
      render: (value) => <JobStatusTag status={value} />,
      control: (mode) =>
        mode === "form" ? (
          <JobStatusRadio />
        ) : (
          <DictSelect
            dict="quartz_status"
            placeholder={placeholderOf(statusField)}
            style={{ width: "100%" }}
          />
        ),
    },
    lastRunStatus: {
      width: 110,
      render: (value, record) => <RunStatusTag status={value} text={record.lastRunStatus_dictText} />,
    },
  },
  rowActions: [pauseAction, resumeAction, executeAction, historyAction, "edit", "delete"],
  // 停止 or 启动, 立即执行, 执行记录, 编辑 and 删除 on one line.
  actionWidth: 300,
  // 停止 or 启动, 立即执行, 执行记录, 编辑 and 删除 fit in the row.
  inlineActions: 5,
});

/**
 * 定时任务 (system/QuartzJobList): jobs with their expression built in the cron editor, the status as
 * 已启动/已暂停 with 停止 or 启动, 立即执行, the next fire time, the last run with its result and each job's
 * run history. The form saves and schedules at once (保存并安排任务), a new job every second and started.
 */
/** What a reader looks for first comes first: the job, its schedule, whether it runs and how it went. */
const ORDER = [
  "jobClassName",
  "cronExpression",
  "status",
  "nextFireTime",
  "lastRunTime",
  "lastRunStatus",
  "parameter",
  "description",
];
const rank = (name: string) => {
  const at = ORDER.indexOf(name);
  return at < 0 ? ORDER.length : at;
};

export const quartzJobResource: ResourceDecl = {
  ...listed,
  fields: [...listed.fields].sort((a, b) => rank(a.dataIndex) - rank(b.dataIndex)),
  form: {
    ...listed.form,
    okText: "保存并安排任务",
    initialValues: { cronExpression: cronField.default, status: QUARTZ_STATUS.running },
  },
};
