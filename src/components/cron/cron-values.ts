/** Reading and writing the value lists and numbers inside one cron field. */

const MONTH_NAMES = ["JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC"];
/** Quartz numbers weekdays from Sunday = 1 to Saturday = 7. */
const WEEK_NAMES = ["SUN", "MON", "TUE", "WED", "THU", "FRI", "SAT"];

/** Which names a field may use in place of numbers. */
export type NameSet = "month" | "week" | undefined;

/** One number of a field, a Quartz month or weekday name counting as its number; undefined when neither. */
export function fieldNumber(text: string, names?: NameSet): number | undefined {
  const t = text.trim().toUpperCase();
  if (/^\d+$/.test(t)) return Number(t);
  const list = names === "month" ? MONTH_NAMES : names === "week" ? WEEK_NAMES : [];
  const index = list.indexOf(t);
  return index >= 0 ? index + 1 : undefined;
}

/** The numbers of a comma list, in numeric order without repeats; undefined when one is no number. */
export function numberList(text: string, names?: NameSet): number[] | undefined {
  const values = text.split(",").map((part) => fieldNumber(part, names));
  if (values.some((v) => v === undefined)) return undefined;
  return sortedValues(values as number[]);
}

/** Values in numeric order (never text order, where 10 would come before 2), each once. */
export function sortedValues(values: readonly number[]): number[] {
  return [...new Set(values)].sort((a, b) => a - b);
}

/** `a-b` as its two numbers, or undefined. */
export function rangeOf(text: string, names?: NameSet): [number, number] | undefined {
  const parts = text.split("-");
  if (parts.length !== 2) return undefined;
  const a = fieldNumber(parts[0], names);
  const b = fieldNumber(parts[1], names);
  return a === undefined || b === undefined ? undefined : [a, b];
}

/** `start/step` as its two numbers, a `*` start counting as the field's minimum; or undefined. */
export function stepOf(text: string, min: number, names?: NameSet): [number, number] | undefined {
  const parts = text.split("/");
  if (parts.length !== 2) return undefined;
  const start = parts[0] === "*" || parts[0] === "" ? min : fieldNumber(parts[0], names);
  const step = fieldNumber(parts[1]);
  return start === undefined || step === undefined ? undefined : [start, step];
}
