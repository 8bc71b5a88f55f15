import { describe, expect, it } from "vitest";
import { defaultCronPart, parseCronPart, serializeCronPart } from "@/components/cron/cron-part";

describe("the simple hour and minute pickers", () => {
  it("default to every", () => {
    expect(defaultCronPart("hour").type).toBe("every");
    expect(serializeCronPart("hour", defaultCronPart("hour"))).toBe("*");
    expect(parseCronPart("minute", "")).toEqual(defaultCronPart("minute"));
  });

  it("serialise every, range, loop and specific values and read them back", () => {
    const base = defaultCronPart("minute");
    const cases = [
      { value: { ...base, type: "range" as const, rangeStart: 10, rangeEnd: 20 }, text: "10-20" },
      { value: { ...base, type: "loop" as const, loopStart: 5, loopInterval: 15 }, text: "5/15" },
      { value: { ...base, type: "specify" as const, specify: [5, 30, 45] }, text: "5,30,45" },
    ];
    for (const { value, text } of cases) {
      expect(serializeCronPart("minute", value)).toBe(text);
      expect(parseCronPart("minute", text)).toEqual(value);
    }
  });

  it("an empty specific list gives the first value of the field", () => {
    expect(serializeCronPart("hour", { ...defaultCronPart("hour"), type: "specify", specify: [] })).toBe("0");
  });

  it("read not set, the work day and last as well, and a * loop start as the minimum", () => {
    expect(parseCronPart("hour", "?").type).toBe("unset");
    expect(parseCronPart("hour", "15W")).toMatchObject({ type: "work", work: 15 });
    expect(parseCronPart("hour", "L").type).toBe("last");
    expect(parseCronPart("hour", "*/3")).toMatchObject({ type: "loop", loopStart: 0, loopInterval: 3 });
    expect(parseCronPart("minute", "7")).toMatchObject({ type: "specify", specify: [7] });
    expect(serializeCronPart("hour", parseCronPart("hour", "?"))).toBe("?");
    expect(serializeCronPart("hour", parseCronPart("hour", "15W"))).toBe("15W");
    expect(serializeCronPart("hour", parseCronPart("hour", "L"))).toBe("L");
  });
});
