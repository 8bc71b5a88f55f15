// biome-ignore-all lint/suspicious/noTemplateCurlyInString: messages and placeholders hold the original's ${title}, ${key} and ${defaultValue}
import { afterEach, describe, expect, it } from "vitest";
import {
  ADD_SETTINGS_KEY,
  normalizeAddSettings,
  readAddSettings,
  writeAddSettings,
} from "@/components/editable-grid/add-settings";
import { columnWidths, optionsText, placeholderOf } from "@/components/editable-grid/grid-columns";
import { filterNumberInput, filterTags, numberOnBlur } from "@/components/editable-grid/grid-filters";
import { deleteConfirmText, TOO_FAST } from "@/components/editable-grid/grid-messages";
import {
  columnSums,
  insertRows,
  moveRow,
  newRow,
  outputRows,
  renumber,
  tempId,
} from "@/components/editable-grid/grid-rows";
import { toolbarButtons } from "@/components/editable-grid/grid-toolbar-rules";
import type { GridColumn, GridRow } from "@/components/editable-grid/grid-types";
import { createInsertGuard } from "@/components/editable-grid/insert-guard";
import { excludedToolbarCodes } from "@/providers/access-control";

describe("number and tag filters", () => {
  it("keeps digits with one leading minus and one point; reverts anything else", () => {
    expect(filterNumberInput("12", "1")).toBe("12");
    expect(filterNumberInput("-", "")).toBe("-");
    expect(filterNumberInput("-1.5", "-1.")).toBe("-1.5");
    expect(filterNumberInput("1.5.", "1.5")).toBe("1.5");
    expect(filterNumberInput("1-", "1")).toBe("1");
    expect(filterNumberInput("--1", "-1")).toBe("-1");
    expect(filterNumberInput("1a", "1")).toBe("1");
    expect(filterNumberInput("", "1")).toBe("");
  });

  it("on blur the text becomes a float or empty", () => {
    expect(numberOnBlur("1.50")).toBe(1.5);
    expect(numberOnBlur("-")).toBe("");
    expect(numberOnBlur("")).toBe("");
    expect(numberOnBlur("-0.25")).toBe(-0.25);
    expect(numberOnBlur(3)).toBe(3);
  });

  it("tags: semicolons removed, one inserted after every two characters", () => {
    expect(filterTags("abcde")).toBe("ab;cd;e");
    expect(filterTags("ab;c;d")).toBe("ab;cd");
    expect(filterTags("京A")).toBe("京A");
    expect(filterTags("京A沪B")).toBe("京A;沪B");
    expect(filterTags("")).toBe("");
  });
});

const columns: GridColumn[] = [
  { key: "name", title: "名称", type: "input", defaultValue: "新" },
  { key: "ok", title: "有效", type: "checkbox", customValue: ["Y", "N"], defaultChecked: true },
  { key: "qty", title: "数量", type: "inputNumber", statistics: true },
];

describe("rows", () => {
  it("new rows take the defaults; output drops temporary ids and keeps stored ones", () => {
    const prefix = "jetx_";
    const added = newRow(tempId(prefix, 1), columns);
    expect(added).toEqual({ id: "jetx_1_temp", name: "新", ok: "Y" });
    const out = outputRows([{ id: "db-1", name: "旧" }, added], prefix);
    expect(out).toEqual([
      { id: "db-1", name: "旧" },
      { name: "新", ok: "Y" },
    ]);
    expect(JSON.stringify(out)).not.toContain("_temp");
  });

  it("adds at the bottom with addIndex 0 or beyond, before the n-th row otherwise", () => {
    const rows: GridRow[] = [{ id: "a" }, { id: "b" }, { id: "c" }];
    const add = [{ id: "n" }];
    expect(insertRows(rows, add, 0).map((r) => r.id)).toEqual(["a", "b", "c", "n"]);
    expect(insertRows(rows, add, 9).map((r) => r.id)).toEqual(["a", "b", "c", "n"]);
    expect(insertRows(rows, add, 1).map((r) => r.id)).toEqual(["n", "a", "b", "c"]);
    expect(insertRows(rows, add, 3).map((r) => r.id)).toEqual(["a", "b", "n", "c"]);
  });

  it("drag renumbers orderNum from 1", () => {
    const rows: GridRow[] = [
      { id: "a", orderNum: 5 },
      { id: "b", orderNum: 6 },
      { id: "c", orderNum: 9 },
    ];
    const moved = moveRow(rows, 2, 0);
    expect(moved.map((r) => [r.id, r.orderNum])).toEqual([
      ["c", 1],
      ["a", 2],
      ["b", 3],
    ]);
    expect(moveRow(rows, 0, 2, "sort").map((r) => [r.id, r.sort])).toEqual([
      ["b", 1],
      ["c", 2],
      ["a", 3],
    ]);
    const same = renumber(moved);
    expect(same[0]).toBe(moved[0]);
  });

  it("the statistics row sums integers", () => {
    const rows: GridRow[] = [
      { id: "1", qty: "2" },
      { id: "2", qty: 3.9 },
      { id: "3", qty: "x" },
    ];
    expect(columnSums(rows, columns)).toEqual({ qty: 5 });
  });
});

describe("toolbar by authPre and excluded codes", () => {
  const entry = (action: string) => ({ action, type: "1", status: "1" }) as const;
  const all = [entry("grid:add"), entry("grid:batch_delete"), entry("grid:edit")];

  it("hides 新增 when add is excluded and 删除 when batch_delete is", () => {
    const none = excludedToolbarCodes("grid", { auth: [], allAuth: all });
    expect(toolbarButtons(none)).toEqual({ add: false, remove: false, clearSelection: true });
    const addOnly = excludedToolbarCodes("grid:", { auth: [entry("grid:add")], allAuth: all });
    expect(toolbarButtons(addOnly)).toEqual({ add: true, remove: false, clearSelection: true });
    const both = excludedToolbarCodes("grid", { auth: all, allAuth: all });
    expect(toolbarButtons(both)).toEqual({ add: true, remove: true, clearSelection: true });
    expect(toolbarButtons(["remove", "clearSelection"])).toEqual({
      add: true,
      remove: false,
      clearSelection: false,
    });
  });
});

describe("add-row settings", () => {
  afterEach(() => localStorage.clear());

  it("are remembered in pro__jet-add-btn-settings with their bounds", () => {
    expect(readAddSettings()).toEqual({ addRowNum: 1, addIndex: 0, addScrollToBottom: false });
    writeAddSettings({ addRowNum: 3, addIndex: 2, addScrollToBottom: true });
    expect(JSON.parse(localStorage.getItem(`pro__${ADD_SETTINGS_KEY}`) ?? "{}").value).toEqual({
      addRowNum: 3,
      addIndex: 2,
      addScrollToBottom: true,
    });
    expect(readAddSettings()).toEqual({ addRowNum: 3, addIndex: 2, addScrollToBottom: true });
    expect(normalizeAddSettings({ addRowNum: 0, addIndex: -2 })).toEqual({
      addRowNum: 1,
      addIndex: 0,
      addScrollToBottom: false,
    });
  });
});

describe("insert guard and texts", () => {
  it("refuses a second insert within 1500 ms", () => {
    let t = 10_000;
    const guard = createInsertGuard(undefined, () => t);
    expect(guard.tryInsert()).toBe(true);
    t += 1499;
    expect(guard.tryInsert()).toBe(false);
    t += 1;
    expect(guard.tryInsert()).toBe(true);
    expect(TOO_FAST).toBe("你点击的太快了，请慢点点击!");
    expect(deleteConfirmText(3)).toBe("确定要删除这 3 项吗?");
  });
});

describe("columns", () => {
  it("widths: given, by type with the original's minimums, else a share of what is left, at least 120 px", () => {
    const cols: GridColumn[] = [
      { key: "a", title: "A", type: "input", width: 80 },
      { key: "b", title: "B", type: "datetime" },
      { key: "c", title: "C", type: "sel_user" },
      { key: "d", title: "D", type: "sel_depart" },
      { key: "e", title: "E", type: "date", width: 100 },
      { key: "f", title: "F", type: "input" },
    ];
    expect(columnWidths(cols, 0)).toEqual([80, 200, 220, 190, 135, 120]);
    // 80 + 200 + 220 + 190 + 135 = 825 px sized: the one sharing column takes the other 375.
    expect(columnWidths(cols, 1200)[5]).toBe(375);
    expect(columnWidths(cols, 900)[5]).toBe(120);
  });

  it("columns without a width fill the grid to its edge, the rounding's pixels going to the last of them", () => {
    const cols: GridColumn[] = [
      { key: "a", title: "A", type: "input", width: 100 },
      { key: "b", title: "B", type: "input" },
      { key: "c", title: "C", type: "date" },
      { key: "d", title: "D", type: "input" },
    ];
    expect(columnWidths(cols, 1000)).toEqual([100, 300, 300, 300]);
    expect(columnWidths(cols, 1001)).toEqual([100, 300, 300, 301]);
    // Too narrow to share: each keeps its minimum (the date its 135 px) and the grid scrolls sideways.
    expect(columnWidths(cols, 400)).toEqual([100, 120, 135, 120]);
  });

  it("placeholders and option texts", () => {
    expect(placeholderOf({ key: "k", title: "车牌", type: "input" })).toBe("请输入车牌");
    expect(placeholderOf({ key: "k", title: "类型", type: "select" })).toBe("请选择类型");
    expect(placeholderOf({ key: "k", title: "T", type: "input", placeholder: "${title}/${key}" })).toBe(
      "T/k",
    );
    const opts = [
      { value: "1", text: "一" },
      { value: 2, title: "二" },
    ];
    expect(optionsText(opts, "1,2,3")).toBe("一,二,3");
  });
});
