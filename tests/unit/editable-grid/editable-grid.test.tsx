// biome-ignore-all lint/suspicious/noTemplateCurlyInString: rule messages hold the original's ${title}
import { act, configure, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { App } from "antd";
import { createRef } from "react";
import { describe, expect, it } from "vitest";
import {
  EditableGrid,
  type EditableGridHandle,
  type GridColumn,
  GridValidationError,
  TOO_FAST,
} from "@/components/editable-grid";
import { giveGridBoxASize } from "./grid-box-size";

// Role queries skip the visibility check (a computed style per element), which grows slow once antd's
// popups have added their styles; every element queried here is shown.
configure({ defaultHidden: true });

giveGridBoxASize();

const columns: GridColumn[] = [
  {
    key: "plate",
    title: "车牌号",
    type: "input",
    validateRules: [{ required: true }, { unique: true, message: "${title}不能重复" }],
  },
  { key: "qty", title: "数量", type: "inputNumber", statistics: true },
  {
    key: "kind",
    title: "类型",
    type: "select",
    options: [
      { value: "1", text: "小型车" },
      { value: "2", text: "大型车" },
    ],
  },
  { key: "ok", title: "有效", type: "checkbox", customValue: ["Y", "N"] },
];
const data = [
  { id: "a", plate: "京A10001", qty: 2, kind: "1", ok: "Y" },
  { id: "b", plate: "京A10002", qty: 3, kind: "2", ok: "N" },
];

function setup(props: Partial<Parameters<typeof EditableGrid>[0]> = {}) {
  const ref = createRef<EditableGridHandle>();
  const user = userEvent.setup();
  render(
    <App>
      <EditableGrid ref={ref} columns={columns} dataSource={data} aria-label="随行车辆" {...props} />
    </App>,
  );
  const grid = screen.getByRole("grid", { name: "随行车辆" });
  const cell = (rowId: string, key: string) => {
    const row = grid.querySelector(`[data-row-id="${rowId}"]`);
    const found = row?.querySelector(`[data-key="${key}"]`);
    if (!(found instanceof HTMLElement)) throw new Error(`no cell ${rowId}/${key}`);
    return found;
  };
  return { ref, user, grid, cell };
}

// Each test drives antd popups in jsdom, which on the shared 2-core machine can take longer than the default.
describe("EditableGrid", { timeout: 60_000 }, () => {
  it("shows rows as text with the header, option texts and the statistics row; no editor is mounted", () => {
    const { grid } = setup();
    expect(within(grid).getByText("车牌号").closest('[role="columnheader"]')).toBeInTheDocument();
    expect(within(grid).getByText("京A10001")).toBeInTheDocument();
    expect(within(grid).getByText("大型车")).toBeInTheDocument();
    expect(grid.querySelectorAll("input.ant-input")).toHaveLength(0);
    const stats = within(grid).getByText("合计").closest(".eg-stats");
    expect(stats).toHaveTextContent("5");
  });

  it("a click opens the cell's editor; typing changes the value, Escape puts it back, Tab moves on", async () => {
    const { user, grid, cell } = setup();
    fireEvent.click(cell("a", "plate"));
    const input = within(cell("a", "plate")).getByLabelText("车牌号");
    expect(input).toHaveFocus();
    expect(grid.querySelectorAll("input.ant-input")).toHaveLength(1);
    fireEvent.change(input, { target: { value: "京B1" } });
    expect(within(cell("a", "plate")).getByLabelText("车牌号")).toHaveValue("京B1");
    await user.keyboard("{Escape}");
    expect(grid.querySelectorAll("input.ant-input")).toHaveLength(0);
    expect(cell("a", "plate")).toHaveTextContent("京A10001");

    fireEvent.click(cell("a", "plate"));
    await user.keyboard("{Tab}");
    const qty = within(cell("a", "qty")).getByLabelText("数量");
    expect(qty).toHaveFocus();
    // Number cells take digits, one leading minus and one point only.
    for (const typed of ["-", "-1", "-1a", "-1.", "-1.5", "-1.5."])
      fireEvent.change(qty, { target: { value: typed } });
    expect(qty).toHaveValue("-1.5");
    expect(within(grid).getByText("合计").closest(".eg-stats")).toHaveTextContent("合计2");
  });

  it("adds rows with temporary ids that never leave the grid, and guards a second click within 1500 ms", async () => {
    const { ref, grid } = setup();
    const add = screen.getByText("新增").closest("button") as HTMLElement;
    fireEvent.click(add);
    fireEvent.click(add);
    expect(await screen.findByText(TOO_FAST)).toBeInTheDocument();
    expect(grid.querySelectorAll(".eg-row")).toHaveLength(3);
    const values = ref.current?.getValuesSync();
    expect(values?.values).toHaveLength(3);
    expect(values?.values[2]).not.toHaveProperty("id");
    expect(values?.values[2]).toMatchObject({ ok: "N" });
    expect(values?.error).toBe(1);
  });

  it("deletes the selected rows after 确定要删除这 N 项吗?, and reports the stored ids deleted", async () => {
    const { ref, grid } = setup();
    fireEvent.click(within(grid).getByLabelText("全选"));
    expect(screen.getByText("已选择 2 项")).toBeInTheDocument();
    fireEvent.click(within(grid).getByLabelText("选择第1行"));
    const all = within(grid).getByLabelText("全选") as HTMLInputElement;
    expect(all.indeterminate).toBe(true);
    fireEvent.click(screen.getByText(/删\s*除/).closest("button") as HTMLElement);
    expect(await screen.findByText("确定要删除这 1 项吗?")).toBeInTheDocument();
    fireEvent.click(screen.getByText(/^确\s*定$/).closest("button") as HTMLElement);
    await waitFor(() => expect(grid.querySelectorAll(".eg-row")).toHaveLength(1));
    expect(ref.current?.getDeleteIds()).toEqual(["b"]);
    await expect(ref.current?.getValues()).resolves.toEqual([data[0]]);
  });

  it("hides 新增 and 删除 by the excluded codes, and locks disabled rows", async () => {
    const { grid, cell } = setup({
      excludeCodes: ["add", "batch_delete"],
      disabledRows: { plate: "京A10002" },
    });
    expect(screen.queryByText("新增")).not.toBeInTheDocument();
    expect(within(grid).getByLabelText("选择第2行")).toBeDisabled();
    fireEvent.click(within(grid).getByLabelText("全选"));
    expect(screen.getByText("已选择 1 项")).toBeInTheDocument();
    expect(screen.queryByText(/删\s*除/)).not.toBeInTheDocument();
    fireEvent.click(cell("b", "plate"));
    expect(cell("b", "plate").querySelector("input")).toBeNull();
  });

  it("a checkbox cell toggles between its custom values; drag sort renumbers orderNum", async () => {
    const { ref, grid, cell } = setup({ dragSort: true });
    fireEvent.click(within(cell("b", "ok")).getByLabelText("有效"));
    const handles = within(grid).getAllByLabelText(/^拖动/);
    const rows = grid.querySelectorAll(".eg-row");
    act(() => {
      fireEvent.dragStart(handles[1], { dataTransfer: { setData: () => undefined } });
      fireEvent.drop(rows[0]);
    });
    const values = await ref.current?.getValues();
    expect(values?.map((v) => [v.id, v.orderNum, v.ok])).toEqual([
      ["b", 1, "Y"],
      ["a", 2, "Y"],
    ]);
  });
  it("a failed cell is marked with a tooltip, and reading the values rejects", async () => {
    const { ref, cell } = setup();
    fireEvent.click(cell("b", "plate"));
    const input = within(cell("b", "plate")).getByLabelText("车牌号");
    fireEvent.change(input, { target: { value: "京A10001" } });
    expect(cell("a", "plate")).toHaveAttribute("aria-invalid", "true");
    expect(cell("b", "plate")).toHaveAttribute("aria-invalid", "true");
    expect(await screen.findByText("车牌号不能重复")).toBeInTheDocument();
    fireEvent.mouseDown(document.body);
    const failure = await ref.current?.getValues().catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(GridValidationError);
    expect(failure).toMatchObject({ rowIndex: 0, key: "plate", message: "车牌号不能重复" });
    fireEvent.mouseEnter(cell("a", "plate"));
    expect((await screen.findAllByText("车牌号不能重复")).length).toBeGreaterThan(0);
  });
});
