import { describe, expect, it } from "vitest";
import { changeField, compileCron, parseCron } from "@/components/cron/cron-state";

const NOW = new Date(2024, 2, 1, 10, 20, 0);
const round = (expr: string) => compileCron(parseCron(expr, NOW));

describe("the whole expression", () => {
  it("reads an expression back and compiles it unchanged", () => {
    for (const expr of [
      "* * * * * ? *",
      "0/5 * * * * ? *",
      "0 0/15 10 * * ? *",
      "0 0 9 ? * 2 *",
      "0 0 12 L * ? *",
      "0 0 12 LW * ? *",
      "0 0 12 L-3 * ? *",
      "0 0 12 15W * ? *",
      "0 0 12 ? * 6L *",
      "0 0 12 ? * 2#3 *",
      "0 0 12 ? * 2/2 *",
      "0 0 12 1,15 1-6 ? 2025-2030",
      "0 0 12 3/5 * ? 2024/2",
      "10-20 1,2,3 0/2 * * ? *",
    ])
      expect(round(expr)).toBe(expr);
  });

  it("compiles empty fields to * and an empty weekday to ?", () => {
    const state = parseCron("", NOW);
    expect(compileCron(state)).toBe("* * * * * ? *");
    const emptySecond = { ...state, second: { ...state.second, mode: "specific" as const, specific: [] } };
    expect(compileCron(emptySecond)).toBe("* * * * * ? *");
  });

  it("reads a six-field expression with every year, and never keeps both day and weekday set", () => {
    expect(round("0 0 12 * * ?")).toBe("0 0 12 * * ? *");
    expect(round("0 0 12 * * * *")).toBe("0 0 12 * * ? *");
    expect(round("0 0 12 ? * ? *")).toBe("0 0 12 * * ? *");
  });
});

describe("changes and what follows from them", () => {
  const base = parseCron("* * * * * ? *", NOW);

  it("changes only the seconds when the second is set", () => {
    const next = changeField(base, "second", {
      ...base.second,
      mode: "increment",
      incrementStart: 0,
      incrementIncrement: 5,
    });
    expect(compileCron(next)).toBe("0/5 * * * * ? *");
  });

  it("a minute change turns a second of * into 0", () => {
    const next = changeField(base, "minute", { ...base.minute, mode: "specific", specific: [30] });
    expect(compileCron(next)).toBe("0 30 * * * ? *");
    const kept = changeField(parseCron("5 * * * * ? *", NOW), "minute", {
      ...base.minute,
      mode: "specific",
      specific: [1],
    });
    expect(compileCron(kept)).toBe("5 1 * * * ? *");
  });

  it("an hour change turns a minute of * into 0, which turns a second of * into 0", () => {
    const next = changeField(base, "hour", { ...base.hour, mode: "specific", specific: [8] });
    expect(compileCron(next)).toBe("0 0 8 * * ? *");
  });

  it("a day set makes the weekday ?, and an hour of * becomes 0", () => {
    const weekly = parseCron("0 0 9 ? * 2 *", NOW);
    const next = changeField(weekly, "day", { ...weekly.day, mode: "last" });
    expect(compileCron(next)).toBe("0 0 9 L * ? *");
    const fromEvery = changeField(base, "day", { ...base.day, mode: "specific", specific: [15] });
    expect(compileCron(fromEvery)).toBe("0 0 0 15 * ? *");
  });

  it("a weekday set makes the day ?, and clearing it again makes every day", () => {
    const next = changeField(base, "week", { ...base.week, mode: "nth", nthDay: 2, nthNth: 1 });
    expect(compileCron(next)).toBe("0 0 0 ? * 2#1 *");
    const cleared = changeField(next, "week", { ...next.week, mode: "unset" });
    expect(compileCron(cleared)).toBe("0 0 0 * * ? *");
  });

  it("a month change fixes a * day to 1 while the weekday is ?, or a * weekday to 1 while the day is ?", () => {
    const byDay = changeField(base, "month", { ...base.month, mode: "specific", specific: [3] });
    expect(compileCron(byDay)).toBe("0 0 0 1 3 ? *");
    const weekly = parseCron("0 0 9 ? * * *", NOW);
    const byWeek = changeField(weekly, "month", {
      ...weekly.month,
      mode: "range",
      rangeStart: 1,
      rangeEnd: 6,
    });
    expect(compileCron(byWeek)).toBe("0 0 9 ? 1-6 1 *");
  });

  it("a year change turns a month of * into 1", () => {
    const next = changeField(parseCron("0 0 9 15 * ? *", NOW), "year", {
      ...base.year,
      mode: "specific",
      specific: [2030],
    });
    expect(compileCron(next)).toBe("0 0 9 15 1 ? 2030");
  });

  it("a change that leaves the field's text as it was adjusts nothing", () => {
    const next = changeField(base, "minute", { ...base.minute, rangeStart: 7 });
    expect(compileCron(next)).toBe("* * * * * ? *");
  });
});
