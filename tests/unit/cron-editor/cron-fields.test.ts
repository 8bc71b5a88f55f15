import { describe, expect, it } from "vitest";
import { BOUNDS, clampToBound, NTH_BOUND, YEAR_BOUNDS } from "@/components/cron/cron-bounds";
import {
  compileDay,
  compileWeek,
  defaultDayField,
  defaultWeekField,
  parseDay,
  parseWeek,
} from "@/components/cron/cron-day";
import {
  compileSimple,
  defaultSimpleField,
  parseSimple,
  type SimpleKind,
} from "@/components/cron/cron-field";
import { compileYear, defaultYearField, parseYear } from "@/components/cron/cron-year";

const NOW = new Date(2024, 2, 1, 10, 20, 0);

describe("second, minute, hour and month", () => {
  const kinds: SimpleKind[] = ["second", "minute", "hour", "month"];
  it.each(kinds)("%s: every, increment, specific and range compile and read back", (kind) => {
    const base = defaultSimpleField(kind);
    const cases = [
      { field: base, text: "*" },
      {
        field: { ...base, mode: "increment" as const, incrementStart: 2, incrementIncrement: 5 },
        text: "2/5",
      },
      { field: { ...base, mode: "specific" as const, specific: [10, 2, 3] }, text: "2,3,10" },
      { field: { ...base, mode: "range" as const, rangeStart: 3, rangeEnd: 9 }, text: "3-9" },
    ];
    for (const { field, text } of cases) {
      expect(compileSimple(field)).toBe(text);
      expect(parseSimple(kind, text)).toEqual({
        ...field,
        specific: [...field.specific].sort((a, b) => a - b),
      });
    }
  });

  it("specific values are kept in numeric order, once each, and nothing chosen gives the empty text", () => {
    expect(parseSimple("minute", "10,2,2,1").specific).toEqual([1, 2, 10]);
    expect(compileSimple({ ...defaultSimpleField("second"), mode: "specific", specific: [] })).toBe("");
  });

  it("reads a * start as the first value, month names as numbers and unknown text as every", () => {
    expect(parseSimple("second", "*/5")).toMatchObject({
      mode: "increment",
      incrementStart: 0,
      incrementIncrement: 5,
    });
    expect(parseSimple("month", "*/2")).toMatchObject({ incrementStart: 1 });
    expect(parseSimple("month", "JAN-MAR")).toMatchObject({ mode: "range", rangeStart: 1, rangeEnd: 3 });
    expect(parseSimple("hour", "x")).toMatchObject({ mode: "every" });
    expect(parseSimple("hour", "?")).toMatchObject({ mode: "every" });
  });
});

describe("day of month and weekday", () => {
  const day = defaultDayField();
  const week = defaultWeekField();

  it("every day-of-month mode compiles and reads back", () => {
    const cases = [
      { field: day, text: "*" },
      { field: { ...day, mode: "unset" as const }, text: "?" },
      {
        field: { ...day, mode: "increment" as const, incrementStart: 3, incrementIncrement: 5 },
        text: "3/5",
      },
      { field: { ...day, mode: "range" as const, rangeStart: 10, rangeEnd: 20 }, text: "10-20" },
      { field: { ...day, mode: "specific" as const, specific: [1, 15, 28] }, text: "1,15,28" },
      { field: { ...day, mode: "last" as const }, text: "L" },
      { field: { ...day, mode: "lastWeekday" as const }, text: "LW" },
      { field: { ...day, mode: "beforeEnd" as const, beforeEnd: 3 }, text: "L-3" },
      { field: { ...day, mode: "nearestWeekday" as const, nearestWeekday: 15 }, text: "15W" },
    ];
    for (const { field, text } of cases) {
      expect(compileDay(field)).toBe(text);
      expect(parseDay(text)).toEqual(field);
    }
  });

  it("every weekday mode compiles and reads back; the last given weekday goes into the weekday field", () => {
    const cases = [
      { field: week, text: "?" },
      { field: { ...week, mode: "every" as const }, text: "*" },
      {
        field: { ...week, mode: "increment" as const, incrementStart: 2, incrementIncrement: 2 },
        text: "2/2",
      },
      { field: { ...week, mode: "range" as const, rangeStart: 2, rangeEnd: 6 }, text: "2-6" },
      { field: { ...week, mode: "specific" as const, specific: [1, 7] }, text: "1,7" },
      { field: { ...week, mode: "lastOf" as const, lastOf: 6 }, text: "6L" },
      { field: { ...week, mode: "nth" as const, nthDay: 2, nthNth: 3 }, text: "2#3" },
    ];
    for (const { field, text } of cases) {
      expect(compileWeek(field)).toBe(text);
      expect(parseWeek(text)).toEqual(field);
    }
  });

  it("reads weekday names, a lone L as Saturday, and a plain weekday as that weekday", () => {
    expect(parseWeek("MON-FRI")).toMatchObject({ mode: "range", rangeStart: 2, rangeEnd: 6 });
    expect(parseWeek("FRI#2")).toMatchObject({ mode: "nth", nthDay: 6, nthNth: 2 });
    expect(parseWeek("L")).toMatchObject({ mode: "specific", specific: [7] });
    expect(parseWeek("2")).toMatchObject({ mode: "specific", specific: [2] });
  });
});

describe("year", () => {
  it("offers a range from this year to a hundred years on and a yearly loop from this year", () => {
    expect(defaultYearField(NOW)).toMatchObject({
      rangeStart: 2024,
      rangeEnd: 2124,
      loopStart: 2024,
      loopInterval: 1,
    });
  });

  it("every year mode compiles and reads back; no year is every year", () => {
    const base = defaultYearField(NOW);
    const cases = [
      { field: base, text: "*" },
      { field: { ...base, mode: "range" as const, rangeStart: 2025, rangeEnd: 2030 }, text: "2025-2030" },
      { field: { ...base, mode: "loop" as const, loopStart: 2024, loopInterval: 2 }, text: "2024/2" },
      { field: { ...base, mode: "specific" as const, specific: [2025, 2027] }, text: "2025,2027" },
    ];
    for (const { field, text } of cases) {
      expect(compileYear(field)).toBe(text);
      expect(parseYear(text, NOW)).toEqual(field);
    }
    expect(parseYear(undefined, NOW)).toEqual(base);
  });
});

describe("bounds", () => {
  it("hold each input to its range", () => {
    expect(BOUNDS.second).toEqual({
      value: [0, 59],
      incrementStart: [0, 59],
      increment: [1, 59],
      rangeStart: [1, 59],
      rangeEnd: [0, 59],
    });
    expect(BOUNDS.minute.increment).toEqual([1, 60]);
    expect(BOUNDS.minute.incrementStart).toEqual([0, 59]);
    expect(BOUNDS.minute.rangeStart).toEqual([0, 59]);
    expect(BOUNDS.hour.value).toEqual([0, 23]);
    expect(BOUNDS.day.value).toEqual([1, 31]);
    expect(BOUNDS.week.increment).toEqual([1, 7]);
    expect(NTH_BOUND).toEqual([1, 5]);
    expect(BOUNDS.month.increment).toEqual([0, 12]);
    expect(BOUNDS.month.rangeStart).toEqual([1, 12]);
    expect(YEAR_BOUNDS.loopInterval).toEqual([1, 99]);
    expect(YEAR_BOUNDS.value).toEqual([2019, 2119]);
    expect(YEAR_BOUNDS.rangeStart[0]).toBe(0);
    expect(YEAR_BOUNDS.rangeEnd[0]).toBe(1);
    expect(YEAR_BOUNDS.loopStart[0]).toBe(0);
  });

  it("clamp typed numbers: whole, not below the minimum, not above the maximum", () => {
    expect(clampToBound(75, BOUNDS.second.increment)).toBe(59);
    expect(clampToBound(0, BOUNDS.second.increment)).toBe(1);
    expect(clampToBound(3.7, BOUNDS.hour.value)).toBe(3);
    expect(clampToBound(null, BOUNDS.day.value)).toBe(1);
    expect(clampToBound(9, NTH_BOUND)).toBe(5);
  });
});
