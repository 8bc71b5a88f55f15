import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
// antd's ES build, whose form context the select reads (antd's entry resolves to its CommonJS build here).
import Form from "antd/es/form";
import { describe, expect, it, vi } from "vitest";
import FirstPaintSelect from "@/components/widgets/first-paint-select";
import { LazySelect } from "@/components/widgets/lazy-select";

const OPTIONS = [
  { value: "1", label: "男" },
  { value: "2", label: "女" },
];

/** The stand-in carries its own class; the real select does not. */
const standIn = (container: HTMLElement) => container.querySelector(".first-paint-select");
const realSelect = (container: HTMLElement) =>
  container.querySelector(".ant-select:not(.first-paint-select)");
const openList = () => document.querySelector(".ant-select-dropdown:not(.ant-select-dropdown-hidden)");

describe("first-paint select", () => {
  it("draws the closed select: its combobox keeps id and label, the value shows by its option's label", () => {
    const { container } = render(
      <FirstPaintSelect
        id="sex"
        aria-label="性别"
        value="2"
        options={OPTIONS}
        allowClear
        style={{ width: 200 }}
      />,
    );
    const box = screen.getByRole("combobox", { name: "性别" });
    expect(box).toHaveAttribute("id", "sex");
    expect(box).toHaveAttribute("aria-expanded", "false");
    expect(container.querySelector(".ant-select-selection-item")).toHaveTextContent("女");
    expect(standIn(container)).toHaveStyle({ width: "200px" });
    expect(realSelect(container)).toBeNull();
  });

  it("shows the placeholder without a value", () => {
    render(<FirstPaintSelect aria-label="性别" placeholder="请选择性别" options={OPTIONS} />);
    expect(screen.getByText("请选择性别")).toHaveClass("ant-select-selection-placeholder");
  });

  it("the pointer entering it loads the real select, which shows closed with the same value", async () => {
    const { container } = render(<FirstPaintSelect aria-label="性别" value="1" options={OPTIONS} />);
    await userEvent.hover(container.querySelector(".ant-select") as HTMLElement);
    await waitFor(() => expect(realSelect(container)).not.toBeNull());
    expect(standIn(container)).toBeNull();
    expect(container.querySelector(".ant-select-selection-item")).toHaveTextContent("男");
    expect(screen.getByRole("combobox", { name: "性别" })).toHaveAttribute("aria-expanded", "false");
    expect(openList()).toBeNull();
  });

  it("keyboard focus swaps in the real select focused and closed", async () => {
    const { container } = render(<FirstPaintSelect aria-label="性别" options={OPTIONS} />);
    fireEvent.focus(screen.getByRole("combobox", { name: "性别" }));
    await waitFor(() => expect(realSelect(container)).not.toBeNull());
    expect(screen.getByRole("combobox", { name: "性别" })).toHaveFocus();
    expect(openList()).toBeNull();
  });

  it("a press opens it with its options at once, and choosing one calls onChange with value and option", async () => {
    const onChange = vi.fn();
    const { container } = render(
      <FirstPaintSelect aria-label="性别" options={OPTIONS} onChange={onChange} />,
    );
    fireEvent.mouseDown(container.querySelector(".ant-select-selector") as HTMLElement);
    await waitFor(() => expect(openList()).not.toBeNull());
    expect(screen.getByRole("combobox", { name: "性别" })).toHaveFocus();
    const option = await screen.findByText("女", { selector: ".ant-select-item-option-content" });
    fireEvent.click(option);
    expect(onChange).toHaveBeenCalledWith("2", expect.objectContaining({ value: "2", label: "女" }));
  });

  it("an opening key opens it too", async () => {
    render(<FirstPaintSelect aria-label="性别" options={OPTIONS} />);
    fireEvent.keyDown(screen.getByRole("combobox", { name: "性别" }), { key: "ArrowDown" });
    await waitFor(() => expect(openList()).not.toBeNull());
    expect(
      await screen.findByText("男", { selector: ".ant-select-item-option-content" }),
    ).toBeInTheDocument();
  });

  it("allowClear clears the value, before and after the swap", async () => {
    const onChange = vi.fn();
    const { container, rerender } = render(
      <FirstPaintSelect aria-label="性别" value="1" options={OPTIONS} allowClear onChange={onChange} />,
    );
    fireEvent.mouseDown(container.querySelector(".ant-select-clear") as HTMLElement);
    expect(onChange).toHaveBeenLastCalledWith(undefined, undefined);
    expect(openList()).toBeNull();

    onChange.mockClear();
    await userEvent.hover(container.querySelector(".ant-select") as HTMLElement);
    await waitFor(() => expect(realSelect(container)).not.toBeNull());
    rerender(
      <FirstPaintSelect aria-label="性别" value="1" options={OPTIONS} allowClear onChange={onChange} />,
    );
    fireEvent.mouseDown(container.querySelector(".ant-select-clear") as HTMLElement);
    expect(onChange).toHaveBeenCalledWith(undefined, undefined);
  });

  it("a disabled select never opens nor swaps", async () => {
    const { container } = render(<FirstPaintSelect aria-label="性别" options={OPTIONS} disabled value="1" />);
    const box = screen.getByRole("combobox", { name: "性别" });
    expect(box).toBeDisabled();
    expect(standIn(container)).toHaveClass("ant-select-disabled");
    await userEvent.hover(container.querySelector(".ant-select") as HTMLElement);
    fireEvent.mouseDown(container.querySelector(".ant-select-selector") as HTMLElement);
    fireEvent.keyDown(box, { key: "Enter" });
    // Long enough for the real select's code, which earlier tests loaded, to have come.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(standIn(container)).not.toBeNull();
    expect(openList()).toBeNull();
  });

  it("shows a form field's error and answers to the field's label", async () => {
    const { container } = render(
      <Form>
        <Form.Item label="性别" name="sex" rules={[{ required: true, message: "请选择性别" }]}>
          <FirstPaintSelect options={OPTIONS} />
        </Form.Item>
        <button type="submit">提交</button>
      </Form>,
    );
    expect(screen.getByLabelText("性别")).toHaveAttribute("role", "combobox");
    fireEvent.click(screen.getByRole("button", { name: "提交" }));
    await waitFor(() => expect(standIn(container)).toHaveClass("ant-select-status-error"));
    expect(standIn(container)).toHaveClass("ant-select-in-form-item");
  });

  it("a multiple select shows each value as a tag", () => {
    const { container } = render(
      <FirstPaintSelect aria-label="性别" mode="multiple" value={["1", "2"]} options={OPTIONS} />,
    );
    const tags = [...container.querySelectorAll(".ant-select-selection-item-content")].map(
      (tag) => tag.textContent,
    );
    expect(tags).toEqual(["男", "女"]);
  });
});

describe("lazy select", () => {
  it("holds the closed look while the real select loads, which then mounts with its own props", async () => {
    const { container } = render(
      <LazySelect aria-label="搜索菜单" options={OPTIONS} autoFocus defaultOpen />,
    );
    expect(standIn(container)).not.toBeNull();
    await waitFor(() => expect(realSelect(container)).not.toBeNull());
    expect(screen.getByRole("combobox", { name: "搜索菜单" })).toHaveFocus();
    await waitFor(() => expect(openList()).not.toBeNull());
  });
});
