import { BOUNDS } from "./cron-bounds";
import { fieldNumber, numberList, rangeOf, sortedValues, stepOf } from "./cron-values";

/**
 * The day of month. With the weekday modes of the week field these are the day's eleven ways: every day
 * (`*`), every n days from a day (`3/5`), specific days (`1,15`), the last day (`L`), the last weekday
 * (`LW`), n days before the month's end (`L-3`) and the weekday nearest a day (`15W`) here; every n weeks
 * from a weekday, specific weekdays, the last given weekday and the nth weekday in the week field. A range
 * of days and "not set" (`?`, while the week decides) complete it.
 */
export type DayMode =
  | "unset"
  | "every"
  | "increment"
  | "range"
  | "specific"
  | "last"
  | "lastWeekday"
  | "beforeEnd"
  | "nearestWeekday";

export interface DayField {
  mode: DayMode;
  incrementStart: number;
  incrementIncrement: number;
  rangeStart: number;
  rangeEnd: number;
  specific: number[];
  /** n of `L-n` */
  beforeEnd: number;
  /** the day of `nW` */
  nearestWeekday: number;
}

/** The weekday (Quartz numbering: 1 Sunday … 7 Saturday); the day of month is `?` whenever it is set. */
export type WeekMode = "unset" | "every" | "increment" | "range" | "specific" | "lastOf" | "nth";

export interface WeekField {
  mode: WeekMode;
  incrementStart: number;
  incrementIncrement: number;
  rangeStart: number;
  rangeEnd: number;
  specific: number[];
  /** the weekday of `nL` (the last such weekday of the month) */
  lastOf: number;
  /** the weekday and the n of `d#n` (the nth such weekday) */
  nthDay: number;
  nthNth: number;
}

export function defaultDayField(): DayField {
  return {
    mode: "every",
    incrementStart: 1,
    incrementIncrement: 1,
    rangeStart: 1,
    rangeEnd: 2,
    specific: [],
    beforeEnd: 1,
    nearestWeekday: 1,
  };
}

export function defaultWeekField(): WeekField {
  return {
    mode: "unset",
    incrementStart: 1,
    incrementIncrement: 1,
    rangeStart: 2,
    rangeEnd: 6,
    specific: [],
    lastOf: 1,
    nthDay: 1,
    nthNth: 1,
  };
}

export function compileDay(field: DayField): string {
  switch (field.mode) {
    case "unset":
      return "?";
    case "increment":
      return `${field.incrementStart}/${field.incrementIncrement}`;
    case "range":
      return `${field.rangeStart}-${field.rangeEnd}`;
    case "specific":
      return sortedValues(field.specific).join(",");
    case "last":
      return "L";
    case "lastWeekday":
      return "LW";
    case "beforeEnd":
      return `L-${field.beforeEnd}`;
    case "nearestWeekday":
      return `${field.nearestWeekday}W`;
    default:
      return "*";
  }
}

export function compileWeek(field: WeekField): string {
  switch (field.mode) {
    case "every":
      return "*";
    case "increment":
      return `${field.incrementStart}/${field.incrementIncrement}`;
    case "range":
      return `${field.rangeStart}-${field.rangeEnd}`;
    case "specific":
      return sortedValues(field.specific).join(",");
    case "lastOf":
      return `${field.lastOf}L`;
    case "nth":
      return `${field.nthDay}#${field.nthNth}`;
    default:
      return "?";
  }
}

/** The modes of a day-of-month text; what the editor cannot show is read as every day. */
export function parseDay(text: string): DayField {
  const field = defaultDayField();
  const t = text.trim().toUpperCase();
  if (t === "?") return { ...field, mode: "unset" };
  if (t === "" || t === "*") return field;
  if (t === "L") return { ...field, mode: "last" };
  if (t === "LW") return { ...field, mode: "lastWeekday" };
  const beforeEnd = /^L-(\d+)$/.exec(t);
  if (beforeEnd) return { ...field, mode: "beforeEnd", beforeEnd: Number(beforeEnd[1]) };
  const nearest = /^(\d+)W$/.exec(t);
  if (nearest) return { ...field, mode: "nearestWeekday", nearestWeekday: Number(nearest[1]) };
  if (t.includes("/")) {
    const step = stepOf(t, BOUNDS.day.value[0]);
    return step
      ? { ...field, mode: "increment", incrementStart: step[0], incrementIncrement: step[1] }
      : field;
  }
  if (t.includes("-")) {
    const range = rangeOf(t);
    return range ? { ...field, mode: "range", rangeStart: range[0], rangeEnd: range[1] } : field;
  }
  const list = numberList(t);
  return list ? { ...field, mode: "specific", specific: list } : field;
}

/** The modes of a weekday text (numbers or SUN…SAT); what the editor cannot show is read as not set. */
export function parseWeek(text: string): WeekField {
  const field = defaultWeekField();
  const t = text.trim().toUpperCase();
  if (t === "" || t === "?") return field;
  if (t === "*") return { ...field, mode: "every" };
  // A lone L in the weekday field is the week's last day, Saturday.
  if (t === "L") return { ...field, mode: "specific", specific: [7] };
  const nth = /^(\w+)#(\d)$/.exec(t);
  if (nth) {
    const day = fieldNumber(nth[1], "week");
    return day === undefined ? field : { ...field, mode: "nth", nthDay: day, nthNth: Number(nth[2]) };
  }
  const last = /^(\w+?)L$/.exec(t);
  if (last) {
    const day = fieldNumber(last[1], "week");
    return day === undefined ? field : { ...field, mode: "lastOf", lastOf: day };
  }
  if (t.includes("/")) {
    const step = stepOf(t, BOUNDS.week.value[0], "week");
    return step
      ? { ...field, mode: "increment", incrementStart: step[0], incrementIncrement: step[1] }
      : field;
  }
  if (t.includes("-")) {
    const range = rangeOf(t, "week");
    return range ? { ...field, mode: "range", rangeStart: range[0], rangeEnd: range[1] } : field;
  }
  const list = numberList(t, "week");
  return list ? { ...field, mode: "specific", specific: list } : field;
}
