import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Input } from "antd";
import dayjs, { type Dayjs } from "dayjs";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SearchField } from "@/components/crud/search-field";

afterEach(cleanup);

/** A picker-like input: it shows a dayjs value and hands one back, as antd's date pickers do. */
function DayInput({
  id,
  value,
  onChange,
}: {
  id?: string;
  value?: Dayjs;
  onChange?: (value: Dayjs | null) => void;
}) {
  return (
    <>
      <output htmlFor={id}>{value ? value.format("YYYY-MM-DD") : "无"}</output>
      <button id={id} type="button" onClick={() => onChange?.(dayjs("2024-03-05"))}>
        选日期
      </button>
      <button type="button" onClick={() => onChange?.(null)}>
        清除
      </button>
    </>
  );
}

function DateField({ onValue }: { onValue: (value: unknown) => void }) {
  const [value, setValue] = useState<unknown>("2024-01-02");
  return (
    <SearchField
      id="demo-search_day"
      label="日期"
      value={value}
      onChange={(next) => {
        setValue(next);
        onValue(next);
      }}
      getValueProps={(stored) => ({ value: typeof stored === "string" ? dayjs(stored) : undefined })}
      normalize={(picked: Dayjs | null) => (picked ? picked.format("YYYY-MM-DD") : null)}
    >
      <DayInput />
    </SearchField>
  );
}

function Panel({ onSubmit }: { onSubmit: (event: { preventDefault: () => void }) => void }) {
  const [value, setValue] = useState<unknown>("");
  return (
    <form onSubmit={onSubmit}>
      <SearchField id="demo-search_name" label="名称" value={value} onChange={setValue}>
        <Input />
      </SearchField>
      <button type="submit">查询</button>
    </form>
  );
}

describe("SearchField", () => {
  it("names its input by the label and hands a text input's typed value on", () => {
    const onChange = vi.fn();
    render(
      <SearchField id="demo-search_name" label="名称" value="甲" onChange={onChange}>
        <Input />
      </SearchField>,
    );
    const input = screen.getByLabelText("名称");
    expect(input).toHaveAttribute("id", "demo-search_name");
    expect(input).toHaveValue("甲");
    fireEvent.change(input, { target: { value: "乙" } });
    expect(onChange).toHaveBeenCalledWith("乙");
  });

  it("shows a stored value through getValueProps and stores a picked one through normalize", async () => {
    const onValue = vi.fn();
    render(<DateField onValue={onValue} />);
    expect(screen.getByRole("status")).toHaveTextContent("2024-01-02");
    // The label names the picker's own control.
    await userEvent.click(screen.getByRole("button", { name: "日期" }));
    expect(onValue).toHaveBeenLastCalledWith("2024-03-05");
    expect(screen.getByRole("status")).toHaveTextContent("2024-03-05");
    await userEvent.click(screen.getByRole("button", { name: "清除" }));
    expect(onValue).toHaveBeenLastCalledWith(null);
    expect(screen.getByRole("status")).toHaveTextContent("无");
  });

  it("submits its form when Enter is pressed in a text input", async () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(<Panel onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText("名称"), "记录{Enter}");
    expect(screen.getByLabelText("名称")).toHaveValue("记录");
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});
