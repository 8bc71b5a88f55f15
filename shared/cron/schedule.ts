import { Cron } from "croner";
import { splitCron } from "./fields.ts";
import { type DaySpec, type ParsedCron, parseCronFields, type WeekSpec } from "./parse.ts";
import { convertQuartzWeekToCParser } from "./week.ts";
import { daysInMonth, formatCronDate, wallClock } from "./zoned.ts";

/** A compiled expression: the next fire time strictly after an instant, or undefined when none is left. */
export interface CronSchedule {
  next(after: Date): Date | undefined;
}

type WeekNumbering = "quartz" | "standard";

const list = (values: number[] | "*"): string => (values === "*" ? "*" : values.join(","));

/** The weekday nearest to `day` that stays within the month (Quartz's `W`). */
function nearestWeekday(year: number, month: number, day: number): number {
  const last = daysInMonth(year, month);
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  if (weekday === 6) return day === 1 ? 3 : day - 1;
  if (weekday === 0) return day === last ? day - 2 : day + 1;
  return day;
}

interface DayPart {
  pattern: string;
  /** Extra test for forms the library lacks (`L-n`): a candidate day passes it or is skipped whole. */
  accepts?: (year: number, month: number, day: number) => boolean;
}

function dayPart(spec: DaySpec): DayPart {
  switch (spec.kind) {
    case "any":
      return { pattern: "*" };
    case "values":
      return { pattern: spec.values.join(",") };
    case "nearest":
      return { pattern: `${spec.day}W` };
    case "last": {
      if (spec.offset === 0) return { pattern: spec.weekday ? "LW" : "L" };
      const { offset, weekday } = spec;
      // The target is between day 28-offset and 31-offset; its nearest weekday may move it two days either way.
      const slack = weekday ? 2 : 0;
      const from = Math.max(1, 28 - offset - slack);
      const to = Math.max(from, Math.min(31, 31 - offset + slack));
      return {
        pattern: `${from}-${to}`,
        accepts: (year, month, day) => {
          const target = Math.max(1, daysInMonth(year, month) - offset);
          return day === (weekday ? nearestWeekday(year, month, target) : target);
        },
      };
    }
  }
}

function weekPart(spec: WeekSpec, numbering: WeekNumbering): string {
  // The library counts weekdays 0 (Sunday) to 6; Quartz counts 1 (Sunday) to 7.
  const toStandard = (weekday: number) => (numbering === "quartz" ? weekday - 1 : weekday % 7);
  switch (spec.kind) {
    case "any":
      return "*";
    case "values":
      return [...new Set(spec.values.map(toStandard))].sort((a, b) => a - b).join(",");
    case "last":
      return `${toStandard(spec.weekday)}#L`;
    case "nth":
      return `${toStandard(spec.weekday)}#${spec.nth}`;
  }
}

function compileParsed(
  parsed: ParsedCron,
  numbering: WeekNumbering,
  timeZone: string | undefined,
): CronSchedule {
  const day = dayPart(parsed.day);
  const pattern = [
    list(parsed.second),
    list(parsed.minute),
    list(parsed.hour),
    day.pattern,
    list(parsed.month),
    weekPart(parsed.week, numbering),
    list(parsed.year),
  ].join(" ");
  const cron = new Cron(pattern, { timezone: timeZone, mode: "7-part", paused: true });
  return {
    next(after) {
      let from = after;
      for (let guard = 0; guard < 5000; guard += 1) {
        const candidate = cron.nextRun(from);
        if (!candidate) return undefined;
        if (!day.accepts) return candidate;
        const clock = wallClock(candidate, timeZone);
        if (day.accepts(clock.year, clock.month, clock.day)) return candidate;
        // Skip the rest of that day: its last second.
        const secondsLeft = 86_399 - (clock.hour * 3600 + clock.minute * 60 + clock.second);
        from = new Date(candidate.getTime() + secondsLeft * 1000);
      }
      return undefined;
    },
  };
}

/**
 * Compiles a Quartz expression (6 or 7 fields, in a time zone, the runtime's own by default). Throws
 * CronSyntaxError when it is not one Quartz accepts.
 */
export function compileQuartzCron(expr: string, timeZone?: string): CronSchedule {
  return compileParsed(parseCronFields(expr, "quartz"), "quartz", timeZone);
}

/** The next time a Quartz expression fires strictly after `after`; undefined when invalid or none is left. */
export function nextFireTime(expr: string, after: Date, timeZone?: string): Date | undefined {
  try {
    return compileQuartzCron(expr, timeZone).next(after);
  } catch {
    return undefined;
  }
}

/**
 * The original editor's reading, for expressions Quartz refuses but the editor lets through (both day
 * fields restricted, weekday 0): weekdays converted to the standard numbering, the year dropped, and a day
 * matches either day field.
 */
function compileEditorReading(expr: string, timeZone: string | undefined): CronSchedule {
  const parts = splitCron(expr).slice(0, 6);
  if (parts.length === 6) parts[5] = convertQuartzWeekToCParser(parts[5]);
  return compileParsed(parseCronFields(parts.join(" "), "lenient"), "standard", timeZone);
}

/**
 * The next `count` fire times after `now` as `yyyy-MM-dd HH:mm:ss`, for the editor's preview. A valid Quartz
 * expression is previewed exactly as the scheduler will run it (year included); anything else the editor's
 * validator lets through is previewed the original editor's way. An unreadable expression gives [].
 */
export function previewCron(expr: string, now: Date, count = 10, timeZone?: string): string[] {
  let schedule: CronSchedule;
  try {
    schedule = compileQuartzCron(expr, timeZone);
  } catch {
    try {
      schedule = compileEditorReading(expr, timeZone);
    } catch {
      return [];
    }
  }
  const out: string[] = [];
  let from = now;
  while (out.length < count) {
    const next = schedule.next(from);
    if (!next) break;
    out.push(formatCronDate(next, timeZone));
    from = next;
  }
  return out;
}
