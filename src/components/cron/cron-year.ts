import { numberList, rangeOf, sortedValues, stepOf } from "./cron-values";

export type YearMode = "every" | "range" | "loop" | "specific";

/** The optional seventh field. */
export interface YearField {
  mode: YearMode;
  rangeStart: number;
  rangeEnd: number;
  loopStart: number;
  loopInterval: number;
  specific: number[];
}

/** Every year; a range is offered from this year to a hundred years on, a loop from this year yearly. */
export function defaultYearField(now: Date = new Date()): YearField {
  const year = now.getFullYear();
  return {
    mode: "every",
    rangeStart: year,
    rangeEnd: year + 100,
    loopStart: year,
    loopInterval: 1,
    specific: [],
  };
}

export function compileYear(field: YearField): string {
  switch (field.mode) {
    case "range":
      return `${field.rangeStart}-${field.rangeEnd}`;
    case "loop":
      return `${field.loopStart}/${field.loopInterval}`;
    case "specific":
      return sortedValues(field.specific).join(",");
    default:
      return "*";
  }
}

/** The modes of a year text; an absent year or one the editor cannot show is read as every year. */
export function parseYear(text: string | undefined, now: Date = new Date()): YearField {
  const field = defaultYearField(now);
  const t = (text ?? "").trim();
  if (t === "" || t === "*" || t === "?") return field;
  if (t.includes("/")) {
    const step = stepOf(t, now.getFullYear());
    return step ? { ...field, mode: "loop", loopStart: step[0], loopInterval: step[1] } : field;
  }
  if (t.includes("-")) {
    const range = rangeOf(t);
    return range ? { ...field, mode: "range", rangeStart: range[0], rangeEnd: range[1] } : field;
  }
  const list = numberList(t);
  return list ? { ...field, mode: "specific", specific: list } : field;
}
