import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { App } from "antd";
import type { ReactNode } from "react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { MenuContext } from "@/components/layout/menu-context";
import { accordionOpenKeys, rootSubmenuKeys, toMenuItems } from "@/components/layout/menu-items";
import { PageHeader } from "@/components/layout/page-header";
import { SideMenu } from "@/components/layout/side-menu";
import { useRouteEffects } from "@/components/layout/use-route-effects";
import { UserMenu } from "@/components/layout/user-menu";
import type { MenuNode } from "@/components/shell/menu-types";
import { markWelcome } from "@/components/shell/welcome";
import { session } from "@/providers/session";

const auth = vi.hoisted(() => ({ logout: vi.fn(async () => ({ success: true })) }));
vi.mock("@/providers/auth-provider", () => ({ authProvider: { logout: auth.logout } }));
const navigation = vi.hoisted(() => ({ assign: vi.fn(), replace: vi.fn() }));
vi.mock("@/components/shell/full-navigation", () => ({ fullNavigation: navigation }));
const http = vi.hoisted(() => ({ setRouteInfo: vi.fn() }));
vi.mock("@/providers/http/client", async (original) => ({
  ...(await original<typeof import("@/providers/http/client")>()),
  setRouteInfo: http.setRouteInfo,
}));

const menu: MenuNode[] = [
  {
    path: "/dashboard/analysis",
    name: "dashboard-analysis",
    component: "dashboard/Analysis",
    meta: { title: "首页", icon: "home" },
  },
  {
    path: "/isystem",
    name: "isystem",
    component: "layouts/RouteView",
    meta: { title: "系统管理", icon: "setting" },
    children: [
      {
        path: "/isystem/user",
        name: "isystem-user",
        component: "system/UserList",
        meta: { title: "用户管理" },
      },
      {
        path: "/isystem/role",
        name: "isystem-role",
        component: "system/RoleList",
        meta: { title: "角色管理" },
      },
      {
        path: "/isystem/user/:id",
        name: "isystem-user-detail",
        component: "system/UserDetail",
        hidden: true,
        meta: { title: "用户详情" },
      },
    ],
  },
  {
    path: "/monitor",
    name: "monitor",
    component: "layouts/RouteView",
    meta: { title: "系统监控", icon: "dashboard" },
    children: [
      { path: "/monitor/online", name: "low-app-online", component: "x/Online", meta: { title: "在线用户" } },
    ],
  },
  {
    path: "/abc123",
    name: "docs",
    component: "layouts/IframePageView",
    meta: { title: "外部文档", url: "https://example.com/docs", internalOrExternal: true },
  },
];

function wrap(path: string, children: ReactNode) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <App>
        <MenuContext.Provider value={menu}>{children}</MenuContext.Provider>
      </App>
    </MemoryRouter>,
  );
}

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  sessionStorage.clear();
});

describe("side menu", () => {
  it("highlights the current page and opens its parent", () => {
    wrap("/isystem/user", <SideMenu collapsed={false} />);
    expect(document.querySelector(".ant-menu-item-selected")).toHaveTextContent("用户管理");
    expect(document.querySelector(".ant-menu-submenu-open")).toHaveTextContent("系统管理");
  });

  it("selects the parent of a hidden page", () => {
    wrap("/isystem/user/42", <SideMenu collapsed={false} />);
    expect(document.querySelector(".ant-menu-submenu-selected")).toHaveTextContent("系统管理");
    expect(screen.queryByText("用户详情")).not.toBeInTheDocument();
  });

  it("links pages, opens external entries in a new tab, and keeps one root sub-menu open", () => {
    wrap("/isystem/user", <SideMenu collapsed={false} />);
    expect(screen.getByText("用户管理").closest("a")).toHaveAttribute("href", "/isystem/user");
    expect(screen.getByText("外部文档").closest("a")).toHaveAttribute("target", "_blank");
    fireEvent.click(screen.getByText("系统监控"));
    const open = [...document.querySelectorAll(".ant-menu-submenu-open")].map((node) => node.textContent);
    expect(open.join()).toContain("系统监控");
    expect(open.join()).not.toContain("系统管理");
  });

  it("builds antd items without hidden entries", () => {
    const items = toMenuItems(menu);
    expect(items.map((item) => item?.key)).toEqual([
      "/dashboard/analysis",
      "/isystem",
      "/monitor",
      "/abc123",
    ]);
    expect(rootSubmenuKeys(menu)).toEqual(["/isystem", "/monitor"]);
    expect(accordionOpenKeys(["/isystem"], ["/isystem", "/monitor"], ["/isystem", "/monitor"])).toEqual([
      "/monitor",
    ]);
    expect(accordionOpenKeys(["/isystem"], ["/isystem", "/isystem/x"], ["/isystem", "/monitor"])).toEqual([
      "/isystem",
      "/isystem/x",
    ]);
  });
});

describe("page header", () => {
  it("shows 首页 / parents / current page, the current one not a link, and the title", () => {
    wrap("/isystem/user", <PageHeader />);
    expect(screen.getByText("首页").closest("a")).toHaveAttribute("href", "/dashboard/Monitor");
    expect(screen.getByText("系统管理").closest("a")).toBeNull();
    expect(screen.getAllByText("用户管理")).toHaveLength(2);
    expect(screen.getByRole("heading", { level: 2 })).toHaveTextContent("用户管理");
  });
});

function RouteEffectsProbe() {
  useRouteEffects();
  return null;
}

describe("route effects", () => {
  it("titles the page '{title} · 通行证管理系统' and reports the route to the HTTP client", () => {
    wrap("/monitor/online", <RouteEffectsProbe />);
    expect(document.title).toBe("在线用户 · 通行证管理系统");
    expect(http.setRouteInfo).toHaveBeenCalledWith({ name: "low-app-online", params: {} });
  });

  it("uses the system name alone on the home page and greets after a login", async () => {
    markWelcome();
    wrap("/dashboard/analysis", <RouteEffectsProbe />);
    expect(document.title).toBe("通行证管理系统");
    expect(await screen.findByText("欢迎")).toBeInTheDocument();
    expect(screen.getByText(/，欢迎回来$/)).toBeInTheDocument();
  });
});

describe("user menu and logout", () => {
  it("shows the user's name and asks 提示 / 真的要注销登录吗 ? before logging out", async () => {
    session.set({ realname: "管理员", username: "admin" });
    wrap("/isystem/user", <UserMenu />);
    expect(screen.getByText("管理员")).toBeInTheDocument();
    fireEvent.click(screen.getByLabelText("退出登录"));
    expect(await screen.findByText("真的要注销登录吗 ?")).toBeInTheDocument();
    expect(screen.getAllByText("提示").length).toBeGreaterThan(0);
    await act(async () => {
      fireEvent.click(screen.getByText(/^确\s*定$/));
    });
    await waitFor(() => expect(navigation.assign).toHaveBeenCalledWith("/user/login"));
    expect(auth.logout).toHaveBeenCalled();
  });

  it("offers the header entries in the dropdown", async () => {
    session.set({ realname: "管理员", username: "admin" });
    wrap("/isystem/user", <UserMenu />);
    fireEvent.click(screen.getByText("管理员"));
    const items = await screen.findAllByRole("menuitem");
    expect(items.map((item) => item.textContent)).toEqual([
      "个人中心",
      "账户设置",
      "系统设置",
      "修改密码",
      "部门切换",
      "清除缓存",
      "退出登录",
    ]);
  });
});
