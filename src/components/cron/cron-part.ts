import { sortedValues } from "./cron-values";

/** The simple pickers' kinds: an hour (0–23) or a minute (0–59). */
export type CronPartKind = "hour" | "minute";

export const PART_BOUNDS: Record<CronPartKind, readonly [number, number]> = {
  hour: [0, 23],
  minute: [0, 59],
};

/**
 * How a simple picker reads its text: every (`*`), a range (`a-b`), a loop (`start/interval`) or specific
 * values (`a,b`), the four it offers; not set (`?`), the work day (`nW`) and last (`L`) it also recognises.
 */
export type CronPartType = "unset" | "every" | "range" | "loop" | "work" | "last" | "specify";

export interface CronPartValue {
  type: CronPartType;
  rangeStart: number;
  rangeEnd: number;
  loopStart: number;
  loopInterval: number;
  specify: number[];
  work: number;
}

export function defaultCronPart(kind: CronPartKind): CronPartValue {
  const [min] = PART_BOUNDS[kind];
  return {
    type: "every",
    rangeStart: min,
    rangeEnd: min + 1,
    loopStart: min,
    loopInterval: 1,
    specify: [],
    work: Math.max(min, 1),
  };
}

/** The text of a picker's value; specific values with none chosen give the first value. */
export function serializeCronPart(kind: CronPartKind, value: CronPartValue): string {
  switch (value.type) {
    case "unset":
      return "?";
    case "range":
      return `${value.rangeStart}-${value.rangeEnd}`;
    case "loop":
      return `${value.loopStart}/${value.loopInterval}`;
    case "work":
      return `${value.work}W`;
    case "last":
      return "L";
    case "specify":
      return sortedValues(value.specify.length ? value.specify : [PART_BOUNDS[kind][0]]).join(",");
    default:
      return "*";
  }
}

const whole = (text: string | undefined): number | undefined =>
  text !== undefined && /^\d+$/.test(text.trim()) ? Number(text) : undefined;

/**
 * A picker's text read in the original's order: empty or `*` every; `?` not set; a `-` range; a `/`
 * loop (a `*` start counting as the minimum); `W` work day; `L` last; a comma or a number specific.
 */
export function parseCronPart(kind: CronPartKind, text: string | undefined): CronPartValue {
  const value = defaultCronPart(kind);
  const t = (text ?? "").trim();
  if (t === "" || t === "*") return value;
  if (t.includes("?")) return { ...value, type: "unset" };
  if (t.includes("-")) {
    const [a, b] = t.split("-");
    return {
      ...value,
      type: "range",
      rangeStart: whole(a) ?? value.rangeStart,
      rangeEnd: whole(b) ?? value.rangeEnd,
    };
  }
  if (t.includes("/")) {
    const [a, b] = t.split("/");
    return {
      ...value,
      type: "loop",
      loopStart: a === "*" ? PART_BOUNDS[kind][0] : (whole(a) ?? value.loopStart),
      loopInterval: whole(b) ?? value.loopInterval,
    };
  }
  if (t.includes("W")) return { ...value, type: "work", work: whole(t.replace("W", "")) ?? value.work };
  if (t.includes("L")) return { ...value, type: "last" };
  const list = t.split(",").map(whole);
  if (list.every((n) => n !== undefined))
    return { ...value, type: "specify", specify: sortedValues(list as number[]) };
  return value;
}
