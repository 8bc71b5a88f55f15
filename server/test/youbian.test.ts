/** YouBian codes. */
import { describe, expect, it } from "vitest";
import { isYouBianCode, nextYouBianCode, subYouBianCode } from "../src/core/youbian.ts";

describe("YouBian codes", () => {
  it.each([
    [undefined, "A01"],
    [null, "A01"],
    ["", "A01"],
    ["A01", "A02"],
    ["A09", "A10"],
    ["A99", "B01"],
    ["Y99", "Z01"],
    ["Z99", "Z99A01"],
    ["Z99A01", "Z99A02"],
    ["A01A05", "A01A06"],
    ["A01A99", "A01B01"],
  ])("after %s comes %s", (code, next) => {
    expect(nextYouBianCode(code)).toBe(next);
  });

  it("the first child of A01 is A01A01, later children follow the last", () => {
    expect(subYouBianCode("A01")).toBe("A01A01");
    expect(subYouBianCode("A01", null)).toBe("A01A01");
    expect(subYouBianCode("A01", "A01A03")).toBe("A01A04");
  });

  it("refuses malformed codes", () => {
    expect(isYouBianCode("A1")).toBe(false);
    expect(isYouBianCode("a01")).toBe(false);
    expect(isYouBianCode("A01A0")).toBe(false);
    expect(() => nextYouBianCode("X")).toThrow();
    expect(() => subYouBianCode("bad")).toThrow();
  });
});
