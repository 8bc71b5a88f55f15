import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { Form } from "antd";
import { describe, expect, it, vi } from "vitest";
import { fieldControl } from "@/components/crud/field-control";
import { resourceFromModule } from "@/components/crud/from-module";
import { INPUT_POPUP_SIZE, InputPopup, TimeInput, timeValue } from "@/components/widgets";
import { checkField } from "../../../shared/modules/module-rules";
import { defineModule } from "../../../shared/modules/module-types";

const shift = defineModule({
  name: "duty-shift",
  resource: "duty-shift",
  api: "/test/dutyShift",
  table: "test_duty_shift",
  title: "值班班次",
  permission: "test:dutyShift",
  menu: {
    parent: "system",
    path: "/test/dutyShift",
    component: "declared/duty-shift",
    icon: "car",
    order: 99,
  },
  fields: {
    startAt: { title: "上班时间", type: "time" },
    note: { title: "交接说明", widget: "inputPop" },
  },
});

describe("time fields", () => {
  it("accept HH:mm:ss only, with the field's message", () => {
    const field = shift.fields.startAt;
    expect(checkField(field, "08:30:00")).toBeUndefined();
    expect(checkField(field, "23:59:59")).toBeUndefined();
    for (const bad of ["24:00:00", "8:30:00", "08:30", "08:60:00", "x"]) {
      expect(checkField(field, bad)).toBe("上班时间格式不正确，应为HH:mm:ss");
    }
    expect(timeValue("08:30:05")?.format("HH:mm:ss")).toBe("08:30:05");
    expect(timeValue("8:30")).toBeUndefined();
  });

  it("a declaration's time and input-popup fields become the form's controls", () => {
    const resource = resourceFromModule(shift);
    const types = Object.fromEntries(resource.fields.map((f) => [f.dataIndex, f.type]));
    expect(types).toEqual({ startAt: "time", note: "inputPop" });
  });

  it("the time input shows the text value", async () => {
    render(<TimeInput value="08:30:00" aria-label="上班时间" />);
    const input = await screen.findByLabelText("上班时间", {}, { timeout: 8000 });
    expect(input).toHaveValue("08:30:00");
  }, 60_000);
});

/** A form holding one input-popup field, as the CRUD form renders it. */
function Probe() {
  return (
    <Form initialValues={{ note: "钥匙" }}>
      <Form.Item name="note" label="交接说明">
        {fieldControl({ dataIndex: "note", title: "交接说明", type: "inputPop" }, "form")}
      </Form.Item>
    </Form>
  );
}

describe("input popup", () => {
  it("edits one value in the field and in a 200 × 150 area that pops over it", async () => {
    render(<Probe />);
    // The widget loads when first drawn.
    const expand = await screen.findByRole("button", { name: "展开编辑" }, { timeout: 10_000 });
    const field = screen.getByLabelText("交接说明");
    expect(field).toHaveValue("钥匙");
    await act(async () => fireEvent.click(expand));
    const area = await screen.findByLabelText("交接说明(展开编辑)", {}, { timeout: 10_000 });
    expect(area).toHaveValue("钥匙");
    expect(area).toHaveStyle({
      width: `${INPUT_POPUP_SIZE.width}px`,
      height: `${INPUT_POPUP_SIZE.height}px`,
    });
    fireEvent.change(area, { target: { value: "钥匙在前台，门禁卡两张" } });
    await waitFor(() => expect(field).toHaveValue("钥匙在前台，门禁卡两张"));
  }, 60_000);

  it("is a plain controlled input for the editable grid", () => {
    const onChange = vi.fn();
    render(<InputPopup value="a" onChange={onChange} aria-label="备注" />);
    fireEvent.change(screen.getByLabelText("备注"), { target: { value: "ab" } });
    expect(onChange).toHaveBeenCalledWith("ab");
  });
});
