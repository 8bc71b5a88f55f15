import { afterEach, describe, expect, it, vi } from "vitest";
import {
  POPUP_CONFIG_ERROR,
  POPUP_COUNT_ERROR,
  popupConfigProblem,
  popupValues,
  REPORT_CACHE_MS,
  selfParams,
} from "@/components/pickers";
import { filterTree } from "@/components/pickers/depart-tree";
import { cached } from "@/components/pickers/report-api";

afterEach(() => vi.useRealTimers());

describe("popup picker configuration", () => {
  it("needs code, original and destination fields of the same count", () => {
    expect(popupConfigProblem(undefined, "a", "b")).toBe(POPUP_CONFIG_ERROR);
    expect(popupConfigProblem("report_user", "", "b")).toBe(POPUP_CONFIG_ERROR);
    expect(popupConfigProblem("report_user", "a,b", "x")).toBe(POPUP_COUNT_ERROR);
    expect(POPUP_COUNT_ERROR).toBe("popup参数未正确配置,原始值和目标值数量不一致!");
    expect(popupConfigProblem("report_user", "a,b", "x,y")).toBeUndefined();
  });

  it("maps each original field to its destination, several rows joined with ','", () => {
    const rows = [
      { username: "admin", realname: "管理员" },
      { username: "jeecg", realname: "演示" },
    ];
    expect(popupValues(rows, "username,realname", "user,name")).toEqual({
      user: "admin,jeecg",
      name: "管理员,演示",
    });
  });
});

describe("report configuration cache", () => {
  it("answers the same promise for 30 s, then asks again", async () => {
    const load = vi.fn(async () => ({ n: load.mock.calls.length }));
    const t0 = 1_000_000;
    const first = cached("k-cache", load, t0);
    expect(cached("k-cache", load, t0 + REPORT_CACHE_MS - 1)).toBe(first);
    expect(load).toHaveBeenCalledTimes(1);
    cached("k-cache", load, t0 + REPORT_CACHE_MS);
    expect(load).toHaveBeenCalledTimes(2);
    expect(REPORT_CACHE_MS).toBe(30_000);
  });

  it("does not keep a failed answer", async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error("x")).mockResolvedValue(1);
    await expect(cached("k-fail", load, 5)).rejects.toThrow("x");
    expect(await cached("k-fail", load, 6)).toBe(1);
  });
});

describe("department search", () => {
  it("keeps matches with their ancestors", () => {
    const tree = [
      {
        key: "1",
        id: "1",
        title: "总部",
        departName: "总部",
        children: [
          { key: "2", id: "2", title: "研发部", departName: "研发部" },
          { key: "3", id: "3", title: "市场部", departName: "市场部" },
        ],
      },
    ];
    const found = filterTree(tree, "研发");
    expect(found.map((n) => n.title)).toEqual(["总部"]);
    expect(found[0].children?.map((n) => n.title)).toEqual(["研发部"]);
    expect(filterTree(tree, "")).toBe(tree);
  });
});

describe("popup report parameters", () => {
  it("are sent as self_<name>", () => {
    expect(selfParams({ orgCode: "A01A", orgCategory: "1" })).toEqual({
      self_orgCode: "A01A",
      self_orgCategory: "1",
    });
    expect(selfParams(undefined)).toEqual({});
  });
});
