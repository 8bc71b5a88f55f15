import { describe, expect, it, vi } from "vitest";
import { applyLiveRow, liveValues } from "@/components/editable-grid";
import { GridStore } from "@/components/editable-grid/grid-store";
import type { GridColumn } from "@/components/editable-grid/grid-types";

const columns: GridColumn[] = [
  { key: "plateNo", title: "车牌号", type: "input" },
  { key: "driverName", title: "驾驶员", type: "input" },
];

const storeOf = () =>
  new GridStore(
    [
      { id: "a", plateNo: "京A12345", driverName: "张三", tug_status: { dragging: false, over: false } },
      { id: "b", plateNo: "沪AD12345", driverName: "李四" },
    ],
    columns,
  );

describe("live rows", () => {
  it("take every key but id, and merge tug_status key by key", () => {
    expect(
      liveValues(
        { id: "a", plateNo: "京A12345", tug_status: { dragging: false, over: true } },
        { id: "x", plateNo: "京B12345", extra: 1, tug_status: { dragging: true } },
      ),
    ).toEqual({ plateNo: "京B12345", extra: 1, tug_status: { dragging: true, over: true } });
    // Without an object of its own the row takes the sent status as it is.
    expect(liveValues({ id: "a" }, { id: "a", tug_status: { dragging: true } })).toEqual({
      tug_status: { dragging: true },
    });
  });

  it("merge into the row of the same id only, re-rendering that row alone", () => {
    const store = storeOf();
    const a = vi.fn();
    const b = vi.fn();
    store.subscribeRow("a", a);
    store.subscribeRow("b", b);
    const before = store.rowState("b");
    expect(
      applyLiveRow(store, { id: "a", driverName: "王五", tug_status: { over: true } }, "other", "mine"),
    ).toBe(true);
    expect(store.rowState("a")?.row).toEqual({
      id: "a",
      plateNo: "京A12345",
      driverName: "王五",
      tug_status: { dragging: false, over: true },
    });
    expect(a).toHaveBeenCalled();
    expect(b).not.toHaveBeenCalled();
    expect(store.rowState("b")).toBe(before);
  });

  it("ignore the grid's own rows and rows it does not have", () => {
    const store = storeOf();
    expect(applyLiveRow(store, { id: "a", driverName: "自己" }, "mine", "mine")).toBe(false);
    expect(applyLiveRow(store, { id: "zz", driverName: "无" }, "other", "mine")).toBe(false);
    expect(store.getRows().map((r) => r.driverName)).toEqual(["张三", "李四"]);
  });

  it("a committed edit that changed the value tells the row; a cancelled or unchanged one does not", () => {
    const store = storeOf();
    const committed = vi.fn();
    store.subscribeCommit(committed);
    store.beginEdit("a", "plateNo");
    store.endEdit();
    store.beginEdit("a", "plateNo");
    store.setCell("a", "plateNo", "京A11111");
    store.endEdit(true);
    expect(committed).not.toHaveBeenCalled();
    store.beginEdit("a", "plateNo");
    store.setCell("a", "plateNo", "京A11111");
    // Moving to another cell commits the one left.
    store.beginEdit("b", "driverName");
    expect(committed).toHaveBeenCalledWith("a");
  });
});
