/**
 * The server's calendar: the dates and hours the app works out itself (the greeting, 今天是…) are read on
 * the server's clock zone, the zone every date in the data is written in, not the browser's.
 */
import { appConfig } from "@/app-config";

export interface ZonedParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  /** 0 Sunday … 6 Saturday */
  weekday: number;
}

const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const WEEKDAY_NAMES = ["星期日", "星期一", "星期二", "星期三", "星期四", "星期五", "星期六"];

/** The wall-clock parts of `date` in `timeZone` (an IANA zone). */
export function zonedParts(date: Date, timeZone: string): ZonedParts {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "numeric",
    hourCycle: "h23",
    weekday: "short",
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  return {
    year: Number(part("year")),
    month: Number(part("month")),
    day: Number(part("day")),
    hour: Number(part("hour")) % 24,
    weekday: WEEKDAYS.indexOf(part("weekday")),
  };
}

/** The server's time zone, as the server publishes it to the app. */
export function serverTimeZone(): string {
  return appConfig().backendTimeZone;
}

/** `2026年11月26日 星期四`: the day `date` falls on in the server's zone. */
export function serverDateText(date: Date = new Date(), timeZone: string = serverTimeZone()): string {
  const { year, month, day, weekday } = zonedParts(date, timeZone);
  return `${year}年${month}月${day}日 ${WEEKDAY_NAMES[weekday] ?? ""}`.trim();
}

/** `2026-11-26`: the server's date, as the data writes it. */
export function serverDateIso(date: Date = new Date(), timeZone: string = serverTimeZone()): string {
  const { year, month, day } = zonedParts(date, timeZone);
  return `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/** The hour of `date` in the server's zone. */
export function serverHour(date: Date = new Date(), timeZone: string = serverTimeZone()): number {
  return zonedParts(date, timeZone).hour;
}
