export { CRON_FIELDS, type CronFieldDef, splitCron } from "./fields.ts";
export { CronSyntaxError, type ParsedCron, parseCronFields } from "./parse.ts";
export { type CronSchedule, compileQuartzCron, nextFireTime, previewCron } from "./schedule.ts";
export { quartzCronError, quartzCronProblem, validateCron } from "./validate.ts";
export { convertQuartzWeekToCParser } from "./week.ts";
export { formatCronDate } from "./zoned.ts";
