import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import type { HookAPI } from "antd/es/modal/useModal";
import { describe, expect, it } from "vitest";
import useModal from "@/app/lazy-modal-hook";

let api: HookAPI | null = null;

/** A page holding the hook's dialogs where antd's App puts them, its API handed to the test. */
function Page() {
  const [modal, holder] = useModal();
  api = modal;
  return holder;
}

function withModal(): HookAPI {
  api = null;
  render(<Page />);
  if (!api) throw new Error("the page did not render");
  return api;
}

const answered = (instance: ReturnType<HookAPI["confirm"]>) =>
  new Promise<boolean>((resolve, reject) => instance.then(resolve, reject));

describe("App's modal hook loaded on first use", () => {
  it("opens a confirm asked for before its code is there, and answers true on OK", async () => {
    const modal = withModal();
    const answer = answered(modal.confirm({ title: "提示", content: "真的要删除吗?" }));
    expect(await screen.findByText("真的要删除吗?")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "OK" }));
    expect(await answer).toBe(true);
  });

  it("answers false on cancel, and opens the next dialog from the loaded hook", async () => {
    const modal = withModal();
    const first = answered(modal.confirm({ title: "提示", content: "第一个" }));
    fireEvent.click(await screen.findByRole("button", { name: "Cancel" }));
    expect(await first).toBe(false);
    await waitFor(() => expect(screen.queryByText("第一个")).toBeNull());

    const second = answered(modal.confirm({ title: "提示", content: "第二个" }));
    expect(await screen.findByText("第二个")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "OK" }));
    expect(await second).toBe(true);
  });

  it("applies update and destroy called before the dialog could open", async () => {
    const modal = withModal();
    modal.warning({ title: "提示", content: "旧内容" }).update({ content: "新内容" });
    modal.error({ title: "提示", content: "不该留下" }).destroy();
    expect(await screen.findByText("新内容")).toBeInTheDocument();
    expect(screen.queryByText("旧内容")).toBeNull();
    await waitFor(() => expect(screen.queryByText("不该留下")).toBeNull());
  });
});
