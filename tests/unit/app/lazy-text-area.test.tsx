import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import type { TextAreaRef } from "antd/es/input/TextArea";
import { createRef } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import LazyTextArea from "@/app/lazy-text-area";

afterEach(cleanup);

describe("Input.TextArea's stand-in", () => {
  it("keeps the text area's place while it loads, then passes value, changes and the ref on", async () => {
    const onChange = vi.fn();
    const ref = createRef<TextAreaRef>();
    const { container } = render(
      <LazyTextArea ref={ref} rows={3} aria-label="备注" value="钥匙" onChange={onChange} />,
    );
    // Three 22 px lines, the padding and the border of antd's default theme.
    expect(container.querySelector<HTMLElement>("[aria-busy]")?.style.height).toBe("76px");
    const area = await screen.findByLabelText("备注", {}, { timeout: 10_000 });
    expect(area.tagName).toBe("TEXTAREA");
    expect(area).toHaveValue("钥匙");
    fireEvent.change(area, { target: { value: "钥匙两把" } });
    expect(onChange).toHaveBeenCalledTimes(1);
    act(() => ref.current?.focus());
    expect(document.activeElement).toBe(area);
  }, 30_000);
});
