import { BOUNDS } from "./cron-bounds";
import { type NameSet, numberList, rangeOf, sortedValues, stepOf } from "./cron-values";

/** The fields that count in one plain way: every, every n from a start, specific values, a range. */
export type SimpleKind = "second" | "minute" | "hour" | "month";

export type SimpleMode = "every" | "increment" | "specific" | "range";

/** The editor state of a second, minute, hour or month field. */
export interface SimpleField {
  mode: SimpleMode;
  incrementStart: number;
  incrementIncrement: number;
  rangeStart: number;
  rangeEnd: number;
  specific: number[];
}

const NAMES: Record<SimpleKind, NameSet> = {
  second: undefined,
  minute: undefined,
  hour: undefined,
  month: "month",
};

/** A field left at every, with the offers of its other modes starting at the field's first value. */
export function defaultSimpleField(kind: SimpleKind): SimpleField {
  const b = BOUNDS[kind];
  const start = b.value[0];
  const rangeStart = Math.max(start, b.rangeStart[0]);
  return {
    mode: "every",
    incrementStart: start,
    incrementIncrement: 1,
    rangeStart,
    rangeEnd: rangeStart + 1,
    specific: [],
  };
}

/** The field's text; specific mode with nothing chosen gives the empty text (the expression says `*`). */
export function compileSimple(field: SimpleField): string {
  switch (field.mode) {
    case "increment":
      return `${field.incrementStart}/${field.incrementIncrement}`;
    case "range":
      return `${field.rangeStart}-${field.rangeEnd}`;
    case "specific":
      return sortedValues(field.specific).join(",");
    default:
      return "*";
  }
}

/** The modes of a field's text; text the editor cannot show is read as every. */
export function parseSimple(kind: SimpleKind, text: string): SimpleField {
  const field = defaultSimpleField(kind);
  const t = text.trim();
  if (t === "" || t === "*" || t === "?") return field;
  const names = NAMES[kind];
  if (t.includes("/")) {
    const step = stepOf(t, BOUNDS[kind].value[0], names);
    return step
      ? { ...field, mode: "increment", incrementStart: step[0], incrementIncrement: step[1] }
      : field;
  }
  if (t.includes("-")) {
    const range = rangeOf(t, names);
    return range ? { ...field, mode: "range", rangeStart: range[0], rangeEnd: range[1] } : field;
  }
  const list = numberList(t, names);
  return list ? { ...field, mode: "specific", specific: list } : field;
}
