import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ModalPicker } from "@/components/pickers/modal-picker";
import { renderWithRefine } from "../providers/with-refine";

// One copy of react-router for the router and refine's router provider.
vi.mock("react-router", async () =>
  (await import("node:module")).createRequire(import.meta.url)("react-router"),
);
afterEach(cleanup);

const source = { resource: "sys-user", url: "/sys/user/list", query: () => ({}) };

function picker(defaultOpen?: boolean) {
  return (
    <ModalPicker
      valueKey="id"
      labelKey="realname"
      labelSource={source}
      placeholder="请选择用户"
      defaultOpen={defaultOpen}
      renderDialog={({ onCancel }) => (
        <button type="button" onClick={onCancel}>
          关闭选择框
        </button>
      )}
    />
  );
}

describe("ModalPicker", () => {
  it("opens its dialog from the button and closes it", () => {
    renderWithRefine(picker());
    expect(screen.queryByText("关闭选择框")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "选择" }));
    fireEvent.click(screen.getByText("关闭选择框"));
    expect(screen.queryByText("关闭选择框")).toBeNull();
  });

  it("shows the dialog at once when it was asked for before the picker had loaded", () => {
    renderWithRefine(picker(true));
    expect(screen.getByText("关闭选择框")).toBeTruthy();
  });
});
