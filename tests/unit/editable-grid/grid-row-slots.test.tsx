import { act, fireEvent, render, screen } from "@testing-library/react";
import { App } from "antd";
import { describe, expect, it } from "vitest";
import { EditableGrid, type GridColumn, ROW_HEIGHT } from "@/components/editable-grid";
import { giveGridBoxASize } from "./grid-box-size";

giveGridBoxASize();

const columns: GridColumn[] = [{ key: "plate", title: "车牌号", type: "input" }];
const data = Array.from({ length: 200 }, (_, i) => ({
  id: `r${i}`,
  plate: `京A${String(i).padStart(5, "0")}`,
}));

/** Scrolls the grid's box to `top` (jsdom keeps no scroll offset of its own) and tells the grid. */
function scrollTo(box: HTMLElement, top: number) {
  Object.defineProperty(box, "scrollTop", { configurable: true, get: () => top });
  act(() => {
    fireEvent.scroll(box);
  });
}

const drawnRows = (grid: HTMLElement) =>
  [...grid.querySelectorAll<HTMLElement>(".eg-row")].map((row) => ({
    id: row.dataset.rowId,
    index: Number(row.getAttribute("aria-rowindex")),
    text: row.querySelector('[data-key="plate"]')?.textContent,
  }));

describe("EditableGrid rows handed on while scrolling", () => {
  it("draws the scrolled-to rows with their own values, in order, and a focused control of a row scrolled away loses the focus", () => {
    render(
      <App>
        <EditableGrid columns={columns} dataSource={data} aria-label="车辆" />
      </App>,
    );
    const grid = screen.getByRole("grid", { name: "车辆" });
    const box = grid.closest(".eg-scroll") ?? grid;
    const first = screen.getByLabelText("选择第1行");
    first.focus();
    expect(document.activeElement).toBe(first);

    scrollTo(box as HTMLElement, ROW_HEIGHT * 100);

    const rows = drawnRows(grid);
    expect(rows.some((row) => row.id === "r0")).toBe(false);
    expect(rows.some((row) => row.id === "r100")).toBe(true);
    // Each drawn row shows its own row's value, and the rows stand in the grid's order.
    for (const row of rows) expect(row.text).toBe(data[row.index - 2].plate);
    expect(rows.map((row) => row.index)).toEqual([...rows.map((row) => row.index)].sort((a, b) => a - b));
    // The checkbox that had the focus now belongs to another row, so it must not keep it.
    const active = document.activeElement;
    expect(active instanceof HTMLElement && grid.contains(active)).toBe(false);
  });
});
