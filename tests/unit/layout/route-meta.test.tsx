import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { type Location, MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { MenuContext } from "@/components/layout/menu-context";
import { PageHeader } from "@/components/layout/page-header";
import { openTab, type TabEntry } from "@/components/layout/tabs/tab-list";
import { TabViews } from "@/components/layout/tabs/tab-views";
import type { MenuNode } from "@/components/shell/menu-types";
import type { PageRoute } from "@/components/shell/page-route";
import { hidesHeaderContent, hidesTab, keepsPageState } from "@/components/shell/route-meta";

const menu: MenuNode[] = [
  {
    path: "/isystem",
    name: "isystem",
    component: "layouts/RouteView",
    meta: { title: "系统管理", keepAlive: false },
    children: [
      { path: "/isystem/user", component: "system/UserList", meta: { title: "用户管理", keepAlive: true } },
      { path: "/isystem/role", component: "system/RoleList", meta: { title: "角色管理", keepAlive: false } },
      {
        path: "/isystem/print",
        component: "system/Print",
        meta: { title: "打印预览", keepAlive: true, hideTab: true, hiddenHeaderContent: true },
      },
    ],
  },
  { path: "/dashboard", component: "layouts/RouteView", meta: { title: "仪表盘", keepAlive: false } },
];

const at = (pathname: string): Location => ({ pathname, search: "", hash: "", state: null, key: pathname });

// jsdom has no scrolling; the tab views only move the window's scroll.
beforeEach(() => {
  vi.spyOn(window, "scrollTo").mockImplementation(() => {});
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe("route meta of a page", () => {
  it("keepAlive decides whether its tab keeps the page; pages outside the menu and the home tab keep theirs", () => {
    expect(keepsPageState(menu, "/isystem/user")).toBe(true);
    expect(keepsPageState(menu, "/isystem/role")).toBe(false);
    // A container's flag says nothing about what lies under it.
    expect(keepsPageState(menu, "/isystem/other")).toBe(true);
    expect(keepsPageState(menu, "/dashboard/Monitor")).toBe(true);
    expect(keepsPageState(menu, "/account/center")).toBe(true);
  });

  it("hideTab and hiddenHeaderContent apply to their own page only", () => {
    expect(hidesTab(menu, "/isystem/print")).toBe(true);
    expect(hidesTab(menu, "/isystem/user")).toBe(false);
    expect(hidesHeaderContent(menu, "/isystem/print")).toBe(true);
    expect(hidesHeaderContent(menu, "/isystem/user")).toBe(false);
  });
});

describe("a page without a tab (hideTab)", () => {
  it("has an entry only while it shows", () => {
    const without = (location: Location) => hidesTab(menu, location.pathname);
    const visit = (tabs: TabEntry[], path: string) => openTab(tabs, at(path), true, without);
    const onPrint = visit(visit([], "/isystem/user"), "/isystem/print");
    expect(onPrint.map((tab) => tab.key)).toEqual(["/dashboard/Monitor", "/isystem/user", "/isystem/print"]);
    const after = visit(onPrint, "/isystem/role");
    expect(after.map((tab) => tab.key)).toEqual(["/dashboard/Monitor", "/isystem/user", "/isystem/role"]);
    expect(visit(after, "/isystem/user")).toBe(after);
  });
});

describe("the page header", () => {
  it("is left out on a page whose meta says hiddenHeaderContent", () => {
    const header = (path: string) =>
      render(
        <MemoryRouter initialEntries={[path]}>
          <MenuContext.Provider value={menu}>
            <PageHeader />
          </MenuContext.Provider>
        </MemoryRouter>,
      );
    header("/isystem/user");
    expect(screen.getByRole("heading", { level: 2 })).toHaveTextContent("用户管理");
    cleanup();
    const { container } = header("/isystem/print");
    expect(container).toBeEmptyDOMElement();
  });
});

/** A page with an uncontrolled input: its typed text is the state a kept tab keeps. */
function Probe({ label }: { label: string }) {
  return <input aria-label={label} />;
}

const routes: PageRoute[] = [
  { path: "/isystem/user", element: <Probe label="用户" />, handle: {} },
  { path: "/isystem/role", element: <Probe label="角色" />, handle: {} },
  { path: "/dashboard/Monitor", element: <Probe label="首页" />, handle: {} },
];
const tabs: TabEntry[] = ["/dashboard/Monitor", "/isystem/user", "/isystem/role"].map((key) => ({
  key,
  location: at(key),
  refresh: 0,
  visited: true,
}));

describe("tab pages", () => {
  it("a tab whose route keeps alive keeps its input while another shows; any other opens afresh", () => {
    const keeps = (tab: TabEntry) => keepsPageState(menu, tab.location.pathname);
    const show = (activeKey: string) => (
      <MemoryRouter>
        <TabViews routes={routes} tabs={tabs} activeKey={activeKey} keeps={keeps} />
      </MemoryRouter>
    );
    const { rerender } = render(show("/isystem/user"));
    fireEvent.change(screen.getByLabelText("用户"), { target: { value: "张三" } });
    rerender(show("/isystem/role"));
    fireEvent.change(screen.getByLabelText("角色"), { target: { value: "临时" } });
    rerender(show("/dashboard/Monitor"));
    // The role page is gone while hidden; the user page stays, hidden.
    expect(screen.queryByLabelText("角色")).toBeNull();
    rerender(show("/isystem/user"));
    expect(screen.getByLabelText("用户")).toHaveValue("张三");
    rerender(show("/isystem/role"));
    expect(screen.getByLabelText("角色")).toHaveValue("");
  });
});
