import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { loadResource } from "@/app/resources";
import { hasView } from "@/app/view-registry";
import type { CrudRecord } from "@/components/crud/types";
import { announcementResource } from "@/features/announcement/announcement-resource";
import { ls, ss, USER_AUTH } from "@/providers/storage";
import { renderList } from "../system/render-list";

// refine loads react-router's CommonJS build under vitest; share that one instance (one Router context).
vi.mock("react-router", async () =>
  (await import("node:module")).createRequire(import.meta.url)("react-router"),
);

afterEach(() => {
  cleanup();
  ls.clear();
  sessionStorage.clear();
});

const CODES = ["list", "add", "edit", "delete", "export"].map((a) => ({
  action: `system:announcement:${a}`,
  type: "1",
}));

const row = (id: string, titile: string, sendStatus: string, msgContent = "<p>正文</p>"): CrudRecord => ({
  id,
  titile,
  sendStatus,
  msgCategory: "1",
  msgType: "ALL",
  priority: "L",
  sender: sendStatus === "0" ? null : "admin",
  sendTime: sendStatus === "0" ? null : "2026-11-26 08:00:00",
  msgContent,
});

/** The action links of the row showing this title. */
async function actionsOf(title: string): Promise<string[]> {
  const cell = (await screen.findByText(title)).closest("tr") as HTMLElement;
  const actions = cell.querySelector("td:last-child") as HTMLElement;
  return within(actions)
    .getAllByRole("button")
    .map((b) => b.textContent ?? "");
}

// A full list page renders per test: slow on a busy machine.
describe("系统通告 list", { timeout: 60_000 }, () => {
  it("is registered with a view for its menu key", async () => {
    expect(await loadResource(announcementResource.name)).toBe(announcementResource);
    expect(announcementResource.component).toBe("system/SysAnnouncementList");
    expect(hasView(announcementResource.component)).toBe(true);
  });

  it("offers 发布 and 编辑 for unpublished, only 撤销 for published, 删除 again once revoked", async () => {
    ss.setJson(USER_AUTH, CODES);
    renderList(announcementResource, [
      row("a", "草稿通告", "0"),
      row("b", "已发通告", "1"),
      row("c", "撤回通告", "2"),
    ]);
    expect(await screen.findByText("1-3 共3条")).toBeInTheDocument();
    expect(await actionsOf("草稿通告")).toEqual(["查看", "发布", "编辑", "删除"]);
    expect(await actionsOf("已发通告")).toEqual(["查看", "撤销"]);
    expect(await actionsOf("撤回通告")).toEqual(["查看", "删除"]);
  });

  it("hides 发布 and 撤销 from a user without the edit code", async () => {
    ss.setJson(
      USER_AUTH,
      CODES.filter((c) => !c.action.endsWith(":edit")),
    );
    renderList(announcementResource, [row("a", "草稿通告", "0"), row("b", "已发通告", "1")]);
    expect(await actionsOf("草稿通告")).toEqual(["查看", "删除"]);
    expect(await actionsOf("已发通告")).toEqual(["查看"]);
  });

  it("查看 shows the content without scripts or event handlers", async () => {
    ss.setJson(USER_AUTH, CODES);
    const html = '<p>通告正文</p><img src="x" onerror="window.__bad=1"><script>window.__bad=2</script>';
    renderList(announcementResource, [row("a", "带脚本通告", "1", html)]);
    const cell = (await screen.findByText("带脚本通告")).closest("tr") as HTMLElement;
    fireEvent.click(within(cell).getByText("查看"));
    const content = await screen.findByRole("region", { name: "通告内容" });
    expect(content).toHaveTextContent("通告正文");
    expect(content.innerHTML).not.toMatch(/onerror|<script/i);
    expect(within(screen.getByRole("dialog")).getByText("admin")).toBeInTheDocument();
  });
});
