import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { MenuFormDrawer } from "@/features/permission/menu-form-drawer";
import type { MenuRow, MenuValues } from "@/features/permission/permission-api";

afterEach(() => cleanup());

const row: MenuRow = {
  id: "m1",
  key: "m1",
  parentId: "p1",
  name: "打印预览",
  menuType: 1,
  url: "/isystem/print",
  component: "system/Print",
  keepAlive: true,
  hideTab: true,
};

describe("the menu form's route flags", () => {
  it("shows and saves 缓存路由 and 隐藏Tab, which the tab strip reads as keepAlive and hideTab", async () => {
    const onSave = vi.fn(async (_values: MenuValues) => {});
    render(
      <MenuFormDrawer
        row={row}
        parents={[{ value: "p1", title: "系统管理" }]}
        onSave={onSave}
        onClose={() => {}}
      />,
    );
    // getByRole over the whole drawer is slow in jsdom; the labels point at the switches.
    const hideTab = screen.getByLabelText("隐藏Tab");
    expect(hideTab).toBeChecked();
    expect(screen.getByLabelText("缓存路由")).toBeChecked();
    fireEvent.click(screen.getByLabelText("缓存路由"));
    await act(async () => {
      fireEvent.click(screen.getByText(/^确\s*定$/));
    });
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(onSave.mock.calls[0][0]).toMatchObject({ keepAlive: false, hideTab: true });
  });
});
