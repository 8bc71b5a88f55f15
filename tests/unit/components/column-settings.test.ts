import { describe, expect, it } from "vitest";
import { applyColumnSettings, completeSettings, declaredSettings } from "@/components/crud/column-settings";

const columns = ["name", "sex", "age", "code", "createTime"].map((key) => ({ key, title: key }));
const keys = (list: readonly { key?: unknown }[]) => list.map((column) => column.key);
const settings = (...specs: string[]) =>
  specs.map((spec) => ({ key: spec.replace(/^-/, ""), visible: !spec.startsWith("-") }));

describe("applying column settings to a list's columns", () => {
  it("shows the declared columns as they are without settings", () => {
    expect(keys(applyColumnSettings(columns, undefined))).toEqual([
      "name",
      "sex",
      "age",
      "code",
      "createTime",
    ]);
    expect(keys(applyColumnSettings(columns, []))).toEqual(["name", "sex", "age", "code", "createTime"]);
    expect(declaredSettings(columns)).toEqual(settings("name", "sex", "age", "code", "createTime"));
  });

  it("orders the columns as saved and leaves out the hidden ones", () => {
    const saved = settings("name", "createTime", "-sex", "code", "age");
    expect(keys(applyColumnSettings(columns, saved))).toEqual(["name", "createTime", "code", "age"]);
    // The columns keep their own content: only order and presence change.
    expect(applyColumnSettings(columns, saved)[1]).toBe(columns[4]);
  });

  it("drops saved columns the list no longer has", () => {
    const saved = settings("name", "gone", "code", "-removed", "sex", "age", "createTime");
    expect(keys(applyColumnSettings(columns, saved))).toEqual(["name", "code", "sex", "age", "createTime"]);
    expect(keys(completeSettings(columns, saved))).toEqual(["name", "code", "sex", "age", "createTime"]);
  });

  it("shows a column declared after the save at its declared place, after the column declared before it", () => {
    // Saved before `age` and `createTime` existed: `age` follows `sex`, `createTime` follows `code`.
    const saved = settings("name", "code", "-sex");
    expect(completeSettings(columns, saved)).toEqual(settings("name", "code", "createTime", "-sex", "age"));
    expect(keys(applyColumnSettings(columns, saved))).toEqual(["name", "code", "createTime", "age"]);
    // A new column whose declared predecessors were all saved elsewhere follows its nearest one.
    expect(keys(completeSettings(columns, settings("code", "name", "age", "createTime")))).toEqual([
      "name",
      "code",
      "sex",
      "age",
      "createTime",
    ]);
  });

  it("keeps the first column first and shown whatever was saved", () => {
    const saved = settings("sex", "-name", "age", "code", "createTime");
    expect(keys(applyColumnSettings(columns, saved))).toEqual(["name", "sex", "age", "code", "createTime"]);
    expect(completeSettings(columns, saved)[0]).toEqual({ key: "name", visible: true });
  });

  it("shows only the first column when every other column is hidden", () => {
    const saved = settings("name", "-sex", "-age", "-code", "-createTime");
    expect(keys(applyColumnSettings(columns, saved))).toEqual(["name"]);
  });
});
