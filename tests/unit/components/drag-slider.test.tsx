import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { DragSlider } from "@/components/widgets/drag-slider";

describe("DragSlider", () => {
  it("starts idle and passes when moved to the end with the keyboard", () => {
    const onSuccess = vi.fn();
    render(<DragSlider onSuccess={onSuccess} />);
    const slider = screen.getByRole("slider", { name: "拖动滑块验证" });
    expect(screen.getByText("拖动滑块验证")).toBeInTheDocument();
    expect(slider).toHaveAttribute("aria-valuenow", "0");
    fireEvent.keyDown(slider, { key: "End" });
    expect(onSuccess).toHaveBeenCalledTimes(1);
    expect(screen.getByText("验证通过")).toBeInTheDocument();
    expect(slider).toHaveAttribute("aria-valuetext", "验证通过");
    // Once passed it stays passed and does not fire again.
    fireEvent.keyDown(slider, { key: "Home" });
    expect(onSuccess).toHaveBeenCalledTimes(1);
  });

  it("ignores other keys", () => {
    const onSuccess = vi.fn();
    render(<DragSlider onSuccess={onSuccess} />);
    fireEvent.keyDown(screen.getByRole("slider"), { key: "a" });
    expect(onSuccess).not.toHaveBeenCalled();
    expect(screen.getByText("拖动滑块验证")).toBeInTheDocument();
  });
});
