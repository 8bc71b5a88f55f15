/** The seven fields of a Quartz expression in order, with their Chinese names and numeric bounds. */
export interface CronFieldDef {
  key: "second" | "minute" | "hour" | "day" | "month" | "week" | "year";
  label: string;
  min: number;
  max: number;
  names?: readonly string[];
}

const MONTHS = ["JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC"] as const;
const WEEKDAYS = ["SUN", "MON", "TUE", "WED", "THU", "FRI", "SAT"] as const;

export const CRON_FIELDS: readonly CronFieldDef[] = [
  { key: "second", label: "秒", min: 0, max: 59 },
  { key: "minute", label: "分", min: 0, max: 59 },
  { key: "hour", label: "时", min: 0, max: 23 },
  { key: "day", label: "日", min: 1, max: 31 },
  { key: "month", label: "月", min: 1, max: 12, names: MONTHS },
  // Quartz numbers weekdays 1 (Sunday) to 7 (Saturday).
  { key: "week", label: "周", min: 1, max: 7, names: WEEKDAYS },
  // Quartz accepts years 1970 to 2099.
  { key: "year", label: "年", min: 1970, max: 2099 },
];

/** Splits an expression into its fields on any run of whitespace. */
export function splitCron(expr: string): string[] {
  return expr.trim().split(/\s+/).filter(Boolean);
}
