import {
  compileDay,
  compileWeek,
  type DayField,
  defaultWeekField,
  parseDay,
  parseWeek,
  type WeekField,
} from "./cron-day";
import { compileSimple, parseSimple, type SimpleField } from "./cron-field";
import { compileYear, parseYear, type YearField } from "./cron-year";

/** The editor's state: the modes of all seven fields. */
export interface CronState {
  second: SimpleField;
  minute: SimpleField;
  hour: SimpleField;
  day: DayField;
  month: SimpleField;
  week: WeekField;
  year: YearField;
}

export type CronFieldKey = keyof CronState;

/** The fields in expression order. */
export const CRON_FIELDS: readonly CronFieldKey[] = [
  "second",
  "minute",
  "hour",
  "day",
  "month",
  "week",
  "year",
];

/** One field's text; empty when a specific list has nothing chosen. */
export function compileField(state: CronState, key: CronFieldKey): string {
  switch (key) {
    case "day":
      return compileDay(state.day);
    case "week":
      return compileWeek(state.week);
    case "year":
      return compileYear(state.year);
    default:
      return compileSimple(state[key]);
  }
}

/** The seven fields joined by spaces; an empty field is `*`, an empty weekday `?`. */
export function compileCron(state: CronState): string {
  return CRON_FIELDS.map((key) => compileField(state, key) || (key === "week" ? "?" : "*")).join(" ");
}

/**
 * An expression read back into the editor's modes. Missing fields count as their defaults (a six-field
 * expression has every year); the day and weekday never both stay set, the weekday giving way.
 */
export function parseCron(expression: string | undefined, now: Date = new Date()): CronState {
  const parts = (expression ?? "").trim().split(/\s+/).filter(Boolean);
  const at = (i: number) => parts[i] ?? "";
  const state: CronState = {
    second: parseSimple("second", at(0)),
    minute: parseSimple("minute", at(1)),
    hour: parseSimple("hour", at(2)),
    day: parseDay(at(3)),
    month: parseSimple("month", at(4)),
    week: parseWeek(at(5)),
    year: parseYear(at(6), now),
  };
  if (state.day.mode !== "unset" && state.week.mode !== "unset") state.week = defaultWeekField();
  if (state.day.mode === "unset" && state.week.mode === "unset") state.day = parseDay("*");
  return state;
}

const zeroOf = (field: SimpleField): SimpleField => ({ ...field, mode: "specific", specific: [0] });
const oneOf = <F extends { mode: string; specific: number[] }>(field: F): F => ({
  ...field,
  mode: "specific",
  specific: [1],
});

/**
 * The state after the user changes one field, with what follows from it:
 * - the day and weekday exclude each other: a day set makes the weekday `?`, a weekday set makes the day
 *   `?`, and a weekday cleared while the day is `?` makes it every day;
 * - a minute change turns a second of `*` into 0, an hour change a minute of `*` into 0;
 * - a day or weekday set to anything but `?` turns an hour of `*` into 0;
 * - a month change turns the weekday `*` into 1 while the day is `?`, or the day `*` into 1 while the
 *   weekday is `?`;
 * - a year change turns a month of `*` into 1.
 * Each adjustment is a change itself and brings its own.
 */
export function changeField<K extends CronFieldKey>(
  state: CronState,
  key: K,
  value: CronState[K],
): CronState {
  const before = compileField(state, key);
  let next: CronState = { ...state, [key]: value };
  const after = compileField(next, key);
  if (after === before) return next;
  const text = (k: CronFieldKey) => compileField(next, k) || "*";

  if (key === "day" && next.day.mode !== "unset" && next.week.mode !== "unset")
    next = { ...next, week: { ...next.week, mode: "unset" } };
  if (key === "week") {
    if (next.week.mode !== "unset" && next.day.mode !== "unset")
      next = { ...next, day: { ...next.day, mode: "unset" } };
    else if (next.week.mode === "unset" && next.day.mode === "unset")
      next = { ...next, day: { ...next.day, mode: "every" } };
  }

  switch (key) {
    case "minute":
      if (text("second") === "*") next = changeField(next, "second", zeroOf(next.second));
      break;
    case "hour":
      if (text("minute") === "*") next = changeField(next, "minute", zeroOf(next.minute));
      break;
    case "day":
    case "week":
      if (after !== "?" && text("hour") === "*") next = changeField(next, "hour", zeroOf(next.hour));
      break;
    case "month":
      if (text("day") === "?" && text("week") === "*") next = changeField(next, "week", oneOf(next.week));
      else if (compileWeek(next.week) === "?" && text("day") === "*")
        next = changeField(next, "day", oneOf(next.day));
      break;
    case "year":
      if (text("month") === "*") next = changeField(next, "month", oneOf(next.month));
      break;
  }
  return next;
}
