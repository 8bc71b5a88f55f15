import { CRON_FIELDS, type CronFieldDef, splitCron } from "./fields.ts";

/**
 * Two readings of an expression:
 * - `quartz`, what the scheduler runs: 6 or 7 fields, weekdays 1 (Sunday) to 7, exactly one of day of month
 *   and day of week is `?`, years 1970 to 2099;
 * - `lenient`, the editor's plausibility check: weekdays 0 to 7 (0 and 7 Sunday) and both day fields may
 *   be restricted (a day matches either), as the original editor's validator reads them.
 */
export type CronDialect = "quartz" | "lenient";

export type DaySpec =
  | { kind: "any" }
  | { kind: "values"; values: number[] }
  /** `L`, `L-n`, `LW`, `L-nW`: the last day of the month less `offset` days, or the weekday nearest to it. */
  | { kind: "last"; offset: number; weekday: boolean }
  /** `nW`: the weekday nearest to day `day` within the same month. */
  | { kind: "nearest"; day: number };

export type WeekSpec =
  | { kind: "any" }
  | { kind: "values"; values: number[] }
  /** `nL`: the last such weekday of the month. */
  | { kind: "last"; weekday: number }
  /** `n#k`: the k-th such weekday of the month. */
  | { kind: "nth"; weekday: number; nth: number };

export interface ParsedCron {
  second: number[] | "*";
  minute: number[] | "*";
  hour: number[] | "*";
  day: DaySpec;
  month: number[] | "*";
  week: WeekSpec;
  year: number[] | "*";
  dayIsQuestion: boolean;
  weekIsQuestion: boolean;
}

export class CronSyntaxError extends Error {}

const fail = (message: string): never => {
  throw new CronSyntaxError(message);
};

/** Largest step Quartz accepts per field; a larger one is refused. */
const QUARTZ_MAX_STEP: Record<CronFieldDef["key"], number> = {
  second: 59,
  minute: 59,
  hour: 23,
  day: 31,
  month: 12,
  week: 7,
  year: Number.POSITIVE_INFINITY,
};

interface Bounds {
  min: number;
  max: number;
}

function boundsOf(def: CronFieldDef, dialect: CronDialect): Bounds {
  if (def.key === "week" && dialect === "lenient") return { min: 0, max: 7 };
  return { min: def.min, max: def.max };
}

function readValue(token: string, def: CronFieldDef, bounds: Bounds): number {
  const upper = token.toUpperCase();
  const named = def.names?.indexOf(upper) ?? -1;
  // Names count from the field's first number: JAN is 1; SUN is 1 in Quartz's weekdays, 0 in the standard ones.
  if (named >= 0) return named + bounds.min;
  if (!/^\d+$/.test(token)) fail(`${def.label}的值“${token}”无法识别`);
  const value = Number(token);
  if (value < bounds.min || value > bounds.max)
    fail(`${def.label}的值 ${value} 超出范围 ${bounds.min}-${bounds.max}`);
  return value;
}

function readStep(token: string, def: CronFieldDef, dialect: CronDialect): number {
  if (!/^\d+$/.test(token)) fail(`${def.label}的间隔“${token}”不是数字`);
  const step = Number(token);
  if (step < 1) fail(`${def.label}的间隔必须大于 0`);
  if (dialect === "quartz" && step > QUARTZ_MAX_STEP[def.key]) fail(`${def.label}的间隔 ${step} 过大`);
  return step;
}

/** Values from `from` to `to` (wrapping past the maximum when `to` < `from`), every `step`. */
function walk(from: number, to: number, step: number, bounds: Bounds): number[] {
  const span = bounds.max - bounds.min + 1;
  const length = to >= from ? to - from : to - from + span;
  const out: number[] = [];
  for (let i = 0; i <= length; i += step) {
    const raw = from + i;
    out.push(raw > bounds.max ? raw - span : raw);
  }
  return out;
}

function readItem(item: string, def: CronFieldDef, dialect: CronDialect, bounds: Bounds): number[] {
  const [range, stepText, extra] = item.split("/");
  if (extra !== undefined) fail(`${def.label}的“${item}”格式错误`);
  const step = stepText === undefined ? 1 : readStep(stepText, def, dialect);
  if (range === "*" || (range === "" && stepText !== undefined))
    return walk(bounds.min, bounds.max, step, bounds);
  const ends = range.split("-");
  if (ends.length > 2 || ends.some((end) => end === "")) fail(`${def.label}的“${item}”格式错误`);
  const from = readValue(ends[0], def, bounds);
  if (ends.length === 1) return stepText === undefined ? [from] : walk(from, bounds.max, step, bounds);
  const to = readValue(ends[1], def, bounds);
  if (dialect === "lenient" && to < from) fail(`${def.label}的范围“${range}”起始值大于结束值`);
  return walk(from, to, step, bounds);
}

function readList(text: string, def: CronFieldDef, dialect: CronDialect): number[] | "*" {
  if (text === "*" || (text === "?" && dialect === "lenient")) return "*";
  const bounds = boundsOf(def, dialect);
  const values = new Set<number>();
  for (const item of text.split(",")) {
    if (item === "") fail(`${def.label}的“${text}”格式错误`);
    for (const value of readItem(item, def, dialect, bounds)) values.add(value);
  }
  return [...values].sort((a, b) => a - b);
}

function readDay(text: string, dialect: CronDialect): DaySpec {
  const def = CRON_FIELDS[3];
  if (text === "*" || text === "?") return { kind: "any" };
  const upper = text.toUpperCase();
  const last = /^L(?:-(\d+))?(W?)$/.exec(upper);
  if (last) {
    const offset = last[1] === undefined ? 0 : Number(last[1]);
    if (offset > 30) fail(`日的“${text}”偏移量不能大于 30`);
    return { kind: "last", offset, weekday: last[2] === "W" };
  }
  const nearest = /^(\d+)W$/.exec(upper);
  if (nearest) return { kind: "nearest", day: readValue(nearest[1], def, boundsOf(def, dialect)) };
  if (/[LW]/.test(upper)) fail(`日的“${text}”格式错误：L 和 W 不能与其他值组合`);
  const values = readList(text, def, dialect);
  return values === "*" ? { kind: "any" } : { kind: "values", values };
}

function readWeek(text: string, dialect: CronDialect): WeekSpec {
  const def = CRON_FIELDS[5];
  const bounds = boundsOf(def, dialect);
  if (text === "*" || text === "?") return { kind: "any" };
  const upper = text.toUpperCase();
  // `L` alone is the last day of the week, Saturday.
  if (upper === "L") return { kind: "values", values: [bounds.min === 0 ? 6 : 7] };
  const last = /^([A-Z]{3}|\d+)L$/.exec(upper);
  if (last) return { kind: "last", weekday: readValue(last[1], def, bounds) };
  const nth = /^([A-Z]{3}|\d+)#(\d+)$/.exec(upper);
  if (nth) {
    const k = Number(nth[2]);
    if (k < 1 || k > 5) fail(`周的“${text}”中第几个必须在 1-5 之间`);
    return { kind: "nth", weekday: readValue(nth[1], def, bounds), nth: k };
  }
  if (/[L#]/.test(upper)) fail(`周的“${text}”格式错误：L 和 # 不能与其他值组合`);
  const values = readList(text, def, dialect);
  return values === "*" ? { kind: "any" } : { kind: "values", values };
}

/**
 * Reads an expression's fields. `quartz` takes 6 or 7 fields; `lenient` takes 6 (the editor's validator
 * checks the year apart). Throws CronSyntaxError with a Chinese description of the first fault.
 */
export function parseCronFields(expr: string, dialect: CronDialect): ParsedCron {
  const parts = splitCron(expr);
  const counts = dialect === "quartz" ? [6, 7] : [6];
  if (!counts.includes(parts.length)) {
    fail(
      dialect === "quartz" ? "需要 6 或 7 项（秒 分 时 日 月 周 [年]）" : "需要 6 项（秒 分 时 日 月 周）",
    );
  }
  const [second, minute, hour, day, month, week, year] = parts;
  const questionOnlyInDays = (text: string, def: CronFieldDef) => {
    if (dialect === "quartz" && text.includes("?")) fail(`${def.label}不能使用“?”`);
  };
  parts.forEach((text, index) => {
    if (index !== 3 && index !== 5) questionOnlyInDays(text, CRON_FIELDS[index]);
  });
  const parsed: ParsedCron = {
    second: readList(second, CRON_FIELDS[0], dialect),
    minute: readList(minute, CRON_FIELDS[1], dialect),
    hour: readList(hour, CRON_FIELDS[2], dialect),
    day: readDay(day, dialect),
    month: readList(month, CRON_FIELDS[4], dialect),
    week: readWeek(week, dialect),
    year: year === undefined ? "*" : readList(year, CRON_FIELDS[6], dialect),
    dayIsQuestion: day === "?",
    weekIsQuestion: week === "?",
  };
  if (dialect === "quartz" && parsed.dayIsQuestion === parsed.weekIsQuestion) {
    fail("日和周必须有且只有一个为“?”");
  }
  return parsed;
}
