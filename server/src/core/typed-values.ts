/**
 * Parsing of client text into values the database accepts without error, so that a bad value
 * becomes a clear message instead of a database exception (HTTP 500).
 */

export type ColumnType = "string" | "number" | "date" | "datetime" | "boolean";

const NUMBER = /^[+-]?(\d{1,30}(\.\d{0,20})?|\.\d{1,20})$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATETIME = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/;

export function isRealDate(y: number, m: number, d: number): boolean {
  if (y < 1 || m < 1 || m > 12 || d < 1) return false;
  const days = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return d <= days;
}

/** `yyyy-MM-dd`, a real calendar day. */
export function parseDate(text: string): string | undefined {
  const m = DATE.exec(text);
  if (m) return isRealDate(+m[1], +m[2], +m[3]) ? text : undefined;
  const dt = parseDateTime(text);
  return dt?.slice(0, 10);
}

/** `yyyy-MM-dd HH:mm[:ss]` (or the ISO `T`), normalised to `yyyy-MM-dd HH:mm:ss`. */
export function parseDateTime(text: string): string | undefined {
  const m = DATETIME.exec(text);
  if (!m) return undefined;
  const [, y, mo, d, h, mi, s = "00"] = m;
  if (!isRealDate(+y, +mo, +d) || +h > 23 || +mi > 59 || +s > 59) return undefined;
  return `${y}-${mo}-${d} ${h}:${mi}:${s}`;
}

export function parseNumber(text: string): string | undefined {
  return NUMBER.test(text) ? text : undefined;
}

export function parseBoolean(text: string): string | undefined {
  const t = text.toLowerCase();
  if (t === "true" || t === "1") return "true";
  if (t === "false" || t === "0") return "false";
  return undefined;
}

const TYPE_NAMES: Record<ColumnType, string> = {
  string: "文本",
  number: "数字",
  date: "日期(yyyy-MM-dd)",
  datetime: "时间(yyyy-MM-dd HH:mm:ss)",
  boolean: "布尔值",
};

export const typeName = (t: ColumnType) => TYPE_NAMES[t];

/** Cast appended to a placeholder so the database compares in the column's type. */
export const CASTS: Record<ColumnType, string> = {
  string: "",
  number: "::numeric",
  date: "::date",
  datetime: "::timestamp",
  boolean: "::boolean",
};

const INTEGER = /^[+-]?\d{1,18}$/;

/**
 * The cast of one value: a whole number compares as bigint, which equals the numeric comparison for
 * every column type and lets PostgreSQL use an index of an integer column (integer = numeric converts the
 * column instead, row by row).
 */
export const castOf = (type: ColumnType, value: string): string =>
  type === "number" && INTEGER.test(value) ? "::bigint" : CASTS[type];

/** Normalised text for a typed comparison, or undefined when the text is not of that type. */
export function parseTyped(type: ColumnType, text: string): string | undefined {
  switch (type) {
    case "string":
      return text;
    case "number":
      return parseNumber(text);
    case "date":
      return parseDate(text);
    case "datetime":
      return DATE.test(text) ? parseDate(text) && `${text} 00:00:00` : parseDateTime(text);
    case "boolean":
      return parseBoolean(text);
  }
}

/** PostgreSQL rejects NUL in text; refuse it up front. */
export const hasNul = (text: string) => text.includes("\u0000");
