import { configure, fireEvent, render, screen, within } from "@testing-library/react";
import { App } from "antd";
import { describe, expect, it } from "vitest";
import { EditableGrid, type GridColumn } from "@/components/editable-grid";
import { giveGridBoxASize } from "./grid-box-size";

configure({ defaultHidden: true });

giveGridBoxASize();

const columns: GridColumn[] = [{ key: "plate", title: "车牌号", type: "input" }];

describe("EditableGrid inside a dialog", { timeout: 60_000 }, () => {
  it("a click elsewhere in the dialog ends the edit; a click in another popup keeps it", () => {
    render(
      <App>
        <div className="ant-modal-root">
          <p>表单字段</p>
          <EditableGrid
            columns={columns}
            dataSource={[{ id: "a", plate: "京A10001" }]}
            aria-label="随行车辆"
          />
        </div>
        <div className="ant-select-dropdown">
          <span>下拉选项</span>
        </div>
      </App>,
    );
    const grid = screen.getByRole("grid", { name: "随行车辆" });
    // The edited cell is drawn anew, so it is looked up each time.
    const cell = () => grid.querySelector('[data-row-id="a"] [data-key="plate"]') as HTMLElement;
    fireEvent.click(cell());
    expect(within(cell()).getByLabelText("车牌号")).toBeInTheDocument();
    fireEvent.mouseDown(screen.getByText("下拉选项"));
    expect(within(cell()).getByLabelText("车牌号")).toBeInTheDocument();
    fireEvent.mouseDown(screen.getByText("表单字段"));
    expect(within(cell()).queryByLabelText("车牌号")).toBeNull();
    expect(cell()).toHaveTextContent("京A10001");
  });
});
