import { describe, expect, it } from "vitest";
import {
  convertQuartzWeekToCParser,
  nextFireTime,
  previewCron,
  quartzCronError,
  validateCron,
} from "../../../shared/cron/index.ts";

const TZ = "Asia/Shanghai";
/** 2024-03-01 10:20:00 in Shanghai, a Friday. */
const NOW = new Date("2024-03-01T02:20:00Z");
const at = (local: string) => new Date(`${local.replace(" ", "T")}+08:00`);
const next = (expr: string, after: string) => {
  const date = nextFireTime(expr, at(after), TZ);
  return date && previewCron("* * * * * ? *", new Date(date.getTime() - 1000), 1, TZ)[0];
};

describe("convertQuartzWeekToCParser", () => {
  it.each([
    ["2", "1"],
    ["1", "0"],
    ["0", "1"],
    ["2-6", "1-5"],
    ["1/2", "0/2"],
    ["1,7", "0,6"],
    ["?", "?"],
    ["6#3", "6#3"],
    ["L", "L"],
  ])("%s becomes %s", (quartz, standard) => {
    expect(convertQuartzWeekToCParser(quartz)).toBe(standard);
  });
});

describe("previewCron", () => {
  it("every 15 minutes of 10 o'clock from 10:20", () => {
    expect(previewCron("0 0/15 10 * * ? *", NOW, 10, TZ)).toEqual([
      "2024-03-01 10:30:00",
      "2024-03-01 10:45:00",
      "2024-03-02 10:00:00",
      "2024-03-02 10:15:00",
      "2024-03-02 10:30:00",
      "2024-03-02 10:45:00",
      "2024-03-03 10:00:00",
      "2024-03-03 10:15:00",
      "2024-03-03 10:30:00",
      "2024-03-03 10:45:00",
    ]);
  });

  it("Quartz weekday 2 is Monday: ten Mondays at 09:00 from 2024-03-04 to 2024-05-06", () => {
    const mondays = [
      "03-04",
      "03-11",
      "03-18",
      "03-25",
      "04-01",
      "04-08",
      "04-15",
      "04-22",
      "04-29",
      "05-06",
    ];
    expect(previewCron("0 0 9 ? * 2 *", NOW, 10, TZ)).toEqual(mondays.map((day) => `2024-${day} 09:00:00`));
  });

  it("a fire time equal to now is excluded", () => {
    expect(previewCron("0 0 12 * * ? *", at("2024-03-01 12:00:00"), 2, TZ)).toEqual([
      "2024-03-02 12:00:00",
      "2024-03-03 12:00:00",
    ]);
  });

  it("counts ten by default and honours the year", () => {
    expect(previewCron("0 0 12 1 1 ? 2025-2034", NOW, undefined, TZ)).toHaveLength(10);
    expect(previewCron("0 0 12 1 1 ? 2026", NOW, 10, TZ)).toEqual(["2026-01-01 12:00:00"]);
    expect(previewCron("0 0 12 * * ? 2020", NOW, 10, TZ)).toEqual([]);
  });

  it("previews what the editor lets through but Quartz refuses the original editor's way", () => {
    expect(previewCron("0 0 12 * * * *", NOW, 2, TZ)).toEqual(["2024-03-01 12:00:00", "2024-03-02 12:00:00"]);
    expect(previewCron("nonsense", NOW, 2, TZ)).toEqual([]);
  });
});

describe("validateCron", () => {
  it.each([
    ["0 0 12 * * ? * 1", "Cron表达式最多7项！"],
    ["0 0 12 * * ? abc", "Cron表达式参数[年]错误：abc"],
    ["0 0 12 * * ? 20a4-2030", "Cron表达式参数[年]错误：20a4-2030"],
  ])("%s: %s", (expr, message) => {
    expect(validateCron(expr)).toBe(message);
  });

  it("passes empty values and the editor's expressions", () => {
    for (const expr of [
      undefined,
      "",
      "  ",
      "* * * * * ? *",
      "0 0/15 10 * * ? *",
      "0 0 9 ? * 2 2024-2030",
      "0 0 12 L-3 * ? 2024/2",
    ]) {
      expect(validateCron(expr)).toBeUndefined();
    }
  });

  it("gives Cron表达式错误 with the fault for fields out of range or unreadable", () => {
    expect(validateCron("0 0 24 * * ? *")).toBe("Cron表达式错误：时的值 24 超出范围 0-23");
    expect(validateCron("0 61 * * * ?")).toBe("Cron表达式错误：分的值 61 超出范围 0-59");
    expect(validateCron("0 0 12 * 13 ? *")).toBe("Cron表达式错误：月的值 13 超出范围 1-12");
    expect(validateCron("x 0 12 * * ? *")).toBe("Cron表达式错误：秒的值“x”无法识别");
    expect(validateCron("0 0 12 * *")).toBe("Cron表达式错误：需要 6 项（秒 分 时 日 月 周）");
  });
});

describe("quartzCronError", () => {
  it("refuses both day fields restricted, both unset, weekday 0 and bad years, in Quartz's words", () => {
    for (const expr of [
      "0 0 12 * * * *",
      "0 0 12 ? * ? *",
      "0 0 12 ? * 0 *",
      "0 0 12 * * ? 2100",
      "0 0 12 * * ? * 1",
    ]) {
      expect(quartzCronError(expr)).toBe(`CronExpression '${expr}' is invalid.`);
    }
  });

  it("accepts six or seven fields with the Quartz forms", () => {
    for (const expr of [
      "* * * * * ?",
      "0/50 * * * * ? *",
      "0 0 12 L-3 * ?",
      "0 0 12 LW * ?",
      "0 0 12 15W * ?",
      "0 0 12 ? * 6L",
      "0 0 12 ? * 6#3",
      "0 0 12 ? * MON-FRI",
      "0 0 12 ? JAN,DEC SUN 2030",
    ]) {
      expect(quartzCronError(expr)).toBeUndefined();
    }
  });
});

describe("nextFireTime (Quartz semantics)", () => {
  it("is strictly later than the given instant, to the second", () => {
    expect(nextFireTime("* * * * * ? *", new Date("2024-03-01T04:00:00.500Z"), TZ)).toEqual(
      new Date("2024-03-01T04:00:01.000Z"),
    );
  });

  it.each([
    ["0 0 12 L * ?", "2024-02-10 00:00:00", "2024-02-29 12:00:00"],
    ["0 0 12 L-3 * ?", "2024-04-01 00:00:00", "2024-04-27 12:00:00"],
    ["0 0 12 L-3W * ?", "2024-04-01 00:00:00", "2024-04-26 12:00:00"],
    ["0 0 12 LW * ?", "2024-03-01 00:00:00", "2024-03-29 12:00:00"],
    ["0 0 12 1W * ?", "2024-05-02 00:00:00", "2024-06-03 12:00:00"],
    ["0 0 12 30W * ?", "2024-11-01 00:00:00", "2024-11-29 12:00:00"],
    ["0 0 12 ? * 6L", "2024-03-01 00:00:00", "2024-03-29 12:00:00"],
    ["0 0 12 ? * 6#3", "2024-03-01 00:00:00", "2024-03-15 12:00:00"],
    ["0 0 12 ? * L", "2024-03-01 00:00:00", "2024-03-02 12:00:00"],
    ["0 0 12 ? * 1", "2024-03-01 00:00:00", "2024-03-03 12:00:00"],
    ["0 0 22-2 * * ?", "2024-03-01 23:30:00", "2024-03-02 00:00:00"],
    ["0 0 0 1 1 ? 2030/5", "2024-03-01 00:00:00", "2030-01-01 00:00:00"],
  ])("%s after %s is %s", (expr, after, expected) => {
    expect(next(expr, after)).toBe(expected);
  });

  it("is undefined for an invalid expression and for one whose years are past", () => {
    expect(nextFireTime("0 0 12 * * * *", NOW, TZ)).toBeUndefined();
    expect(nextFireTime("0 0 12 * * ? 2020", NOW, TZ)).toBeUndefined();
  });

  it("reads the wall clock of the given time zone", () => {
    expect(nextFireTime("0 0 9 * * ?", new Date("2024-03-01T00:00:00Z"), "UTC")).toEqual(
      new Date("2024-03-01T09:00:00Z"),
    );
    expect(nextFireTime("0 0 9 * * ?", new Date("2024-03-01T00:00:00Z"), TZ)).toEqual(
      new Date("2024-03-01T01:00:00Z"),
    );
  });
});
