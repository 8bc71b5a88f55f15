import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { listFields } from "@/components/crud/fields";
import type { CustomAction } from "@/components/crud/types";
import { onlineResource } from "@/features/online/online-resource";
import { ls, ss, USER_AUTH } from "@/providers/storage";
import { renderList } from "./render-list";

vi.mock("react-router", async () =>
  (await import("node:module")).createRequire(import.meta.url)("react-router"),
);

const http = vi.hoisted(() => ({ postAction: vi.fn() }));
vi.mock("@/providers/http/client", async (original) => ({
  ...(await original<typeof import("@/providers/http/client")>()),
  postAction: http.postAction,
}));

afterEach(() => {
  cleanup();
  ls.clear();
  sessionStorage.clear();
  vi.clearAllMocks();
});

const HANDLE = "3f2a9c0d1e";
const session = { id: "u1", token: HANDLE, username: "zhangsan", realname: "张三", ip: "10.0.0.8" };

describe("在线用户", () => {
  it("keys rows by the session handle and never shows it (nor any token) as a column", async () => {
    expect(onlineResource.rowKey).toBe("token");
    expect(onlineResource.api).toEqual({ list: "/sys/online/list" });
    expect(listFields(onlineResource).map((field) => field.dataIndex)).not.toContain("token");
    ss.setJson(USER_AUTH, [{ action: "online:forceLogout", type: "1" }]);
    renderList(onlineResource, [session]);
    expect(await screen.findByText("张三")).toBeInTheDocument();
    expect(document.querySelector(`tr[data-row-key="${HANDLE}"]`)).not.toBeNull();
    expect(screen.queryByText(HANDLE)).not.toBeInTheDocument();
    expect(screen.getByRole("table").textContent).not.toContain(HANDLE);
    expect(await screen.findByText("强退")).toBeInTheDocument();
    // No online:add/edit/delete codes exist: no 新增, 编辑 or 删除.
    expect(screen.queryByText("新增")).not.toBeInTheDocument();
    expect(screen.queryByText("编辑")).not.toBeInTheDocument();
  });

  it("强退 asks first, then posts the handle and answers with the original's message", async () => {
    ss.setJson(USER_AUTH, [{ action: "online:forceLogout", type: "1" }]);
    http.postAction.mockResolvedValue({ success: true, code: 200, message: "退出登录成功！", result: null });
    renderList(onlineResource, [session]);
    fireEvent.click(await screen.findByText("强退"));
    fireEvent.click(await screen.findByRole("button", { name: /^(OK|确 ?定)$/ }));
    expect(await screen.findByText("强制退出用户”张三“成功！")).toBeInTheDocument();
    expect(http.postAction).toHaveBeenCalledWith("/sys/online/forceLogout", { token: HANDLE });
  });

  it("passes the server's refusal on", async () => {
    const action = onlineResource.rowActions?.[0] as CustomAction;
    http.postAction.mockResolvedValue({ success: false, code: 500, message: "Token无效!", result: null });
    expect(await action.run([session])).toEqual({ success: false, message: "Token无效!" });
  });
});
