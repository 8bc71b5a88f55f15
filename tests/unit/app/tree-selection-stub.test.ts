import { arrAdd as realAdd, arrDel as realDel } from "rc-tree/es/util";
import { describe, expect, it } from "vitest";
import { arrAdd, arrDel, conductCheck } from "@/app/tree-selection-stub";

describe("antd Table selection's stand-in for rc-tree's helpers", () => {
  it("adds and removes a row key as rc-tree's list helpers do", () => {
    const cases: [string[] | undefined, string][] = [
      [undefined, "a"],
      [[], "a"],
      [["a", "b"], "a"],
      [["a", "b"], "c"],
      [["a", "b", "a"], "a"],
    ];
    for (const [list, key] of cases) {
      expect(arrAdd(list, key)).toEqual(realAdd(list ?? [], key));
      expect(arrDel(list, key)).toEqual(realDel(list ?? [], key));
    }
    const list = ["a"];
    arrAdd(list, "b");
    arrDel(list, "a");
    expect(list).toEqual(["a"]);
  });

  it("refuses rows checked as a tree, which no table sets", () => {
    expect(() => conductCheck()).toThrow(/checked as a tree/);
  });
});
