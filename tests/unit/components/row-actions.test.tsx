import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
// The lazily loaded Popconfirm is antd's ES build; under vitest the "antd" barrel is its CommonJS build,
// whose locale context the ES one does not read, so the texts come through the ES ConfigProvider.
import ConfigProvider from "antd/es/config-provider";
import zhCN from "antd/es/locale/zh_CN";
import { afterEach, describe, expect, it, vi } from "vitest";
import { TEXT } from "@/components/crud/notices";
import { type RowActionHandlers, RowActions } from "@/components/crud/row-actions";
import type { ResourcePermissions } from "@/components/crud/use-resource-permissions";

const everything = { edit: true, delete: true, code: () => true } as unknown as ResourcePermissions;
const record = { id: "r1", name: "记录1" };

function renderActions(inline: number) {
  const handlers: RowActionHandlers = { edit: vi.fn(), details: vi.fn(), delete: vi.fn(), custom: vi.fn() };
  render(
    <ConfigProvider locale={zhCN}>
      <RowActions
        record={record}
        actions={["edit", "delete"]}
        permissions={everything}
        handlers={handlers}
        inline={inline}
      />
    </ConfigProvider>,
  );
  return handlers;
}

/** The question's OK button (antd spaces two-character labels: 确 定). */
const okButton = async () =>
  (
    await screen.findByText(
      /确\s?定/,
      { selector: ".ant-popconfirm-buttons button span" },
      { timeout: 10_000 },
    )
  ).parentElement as HTMLElement;

afterEach(cleanup);

describe("row actions", () => {
  it("asks before 删除 with the Popconfirm that loads on the first click, then deletes the row", async () => {
    const handlers = renderActions(2);
    // The question is not drawn before the click.
    expect(screen.queryByText(TEXT.deleteOneConfirm)).toBeNull();
    await act(async () => fireEvent.click(screen.getByText("删除")));
    expect(await screen.findByText(TEXT.deleteOneConfirm, {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(handlers.delete).not.toHaveBeenCalled();
    await act(async () => fireEvent.click(await okButton()));
    expect(handlers.delete).toHaveBeenCalledWith(record);
  }, 30_000);

  it("deletes nothing when the question is cancelled, and asks again on the next click", async () => {
    const handlers = renderActions(2);
    await act(async () => fireEvent.click(screen.getByText("删除")));
    const cancel = await screen.findByText(
      /取\s?消/,
      { selector: ".ant-popconfirm-buttons button span" },
      { timeout: 10_000 },
    );
    await act(async () => fireEvent.click(cancel));
    expect(handlers.delete).not.toHaveBeenCalled();
    await waitFor(() => expect(document.querySelector(".ant-popover:not(.ant-popover-hidden)")).toBeNull());
    await act(async () => fireEvent.click(screen.getByText("删除")));
    await act(async () => fireEvent.click(await okButton()));
    expect(handlers.delete).toHaveBeenCalledTimes(1);
  }, 30_000);

  it("asks beside 更多 for a 删除 chosen from the menu", async () => {
    const handlers = renderActions(0);
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "更多" })));
    fireEvent.click(await screen.findByText("删除", { selector: ".ant-dropdown-menu-title-content" }));
    expect(await screen.findByText(TEXT.deleteOneConfirm, {}, { timeout: 10_000 })).toBeInTheDocument();
    await act(async () => fireEvent.click(await okButton()));
    expect(handlers.delete).toHaveBeenCalledWith(record);
  }, 30_000);

  it("separates the links with a bar that is only decoration", () => {
    renderActions(2);
    const bar = screen.getByText("编辑").nextElementSibling as HTMLElement;
    expect(bar).toHaveAttribute("aria-hidden", "true");
    expect(bar.style.borderInlineStart).toMatch(/^1px solid/);
  });
});
