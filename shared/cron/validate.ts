import { splitCron } from "./fields.ts";
import { CronSyntaxError, parseCronFields } from "./parse.ts";

/**
 * The cron editor's validator: empty passes; more than 7 fields, a year that is not numbers joined by
 * `-`, `/` or `,`, or first six fields that do not read as a cron expression give their messages.
 */
export function validateCron(expr: string | null | undefined): string | undefined {
  if (!expr?.trim()) return undefined;
  const parts = splitCron(expr);
  if (parts.length > 7) return "Cron表达式最多7项！";
  if (parts.length === 7) {
    const year = parts[6];
    if (year !== "*" && year !== "?" && !/^\d+([-/,]\d+)*$/.test(year))
      return `Cron表达式参数[年]错误：${year}`;
  }
  try {
    parseCronFields(parts.slice(0, 6).join(" "), "lenient");
    return undefined;
  } catch (error) {
    const detail = error instanceof CronSyntaxError ? error.message : String(error);
    return `Cron表达式错误：${detail}`;
  }
}

/** Why Quartz would refuse an expression, in a sentence; undefined when it accepts it. */
export function quartzCronProblem(expr: string): string | undefined {
  try {
    parseCronFields(expr, "quartz");
    return undefined;
  } catch (error) {
    return error instanceof CronSyntaxError ? error.message : String(error);
  }
}

/** The server's refusal of an expression Quartz does not accept, worded as Quartz words it. */
export function quartzCronError(expr: string): string | undefined {
  return quartzCronProblem(expr) === undefined ? undefined : `CronExpression '${expr}' is invalid.`;
}
