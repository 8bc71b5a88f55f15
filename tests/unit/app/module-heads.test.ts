import { describe, expect, it } from "vitest";
import * as moduleHeads from "@/app/module-heads";

describe("the module heads the build computes", () => {
  it("are plain data, so the build's JSON copy of them is the same lists", () => {
    for (const heads of Object.values(moduleHeads)) {
      expect(heads.length).toBeGreaterThan(0);
      expect(JSON.parse(JSON.stringify(heads))).toEqual(heads);
    }
  });
});
