import { describe, expect, it } from "vitest";
import { menuToResources } from "@/app/menu-resources";
import { containerTarget } from "@/app/route-elements";
import type { ResourceDecl } from "@/components/crud/types";
import {
  breadcrumbFor,
  documentTitle,
  findMenuChain,
  menuLeaves,
  menuSelection,
  menuToRoutes,
  routeName,
} from "@/components/shell/menu";
import type { MenuNode } from "@/components/shell/menu-types";

/** The server menu's shape, trimmed to what the conversions read. */
const menu: MenuNode[] = [
  {
    id: "home",
    route: "1",
    path: "/dashboard/analysis",
    name: "dashboard-analysis",
    component: "dashboard/Analysis",
    meta: { title: "首页", icon: "home" },
  },
  {
    id: "sys",
    route: "1",
    path: "/isystem",
    name: "isystem",
    component: "layouts/RouteView",
    redirect: null,
    meta: { title: "系统管理", icon: "setting" },
    children: [
      {
        id: "user",
        route: "1",
        path: "/isystem/user",
        name: "isystem-user",
        component: "system/UserList",
        meta: { title: "用户管理" },
      },
      {
        id: "user-detail",
        route: "1",
        path: "/isystem/user/detail/:id",
        name: "isystem-user-detail",
        component: "system/UserDetail",
        hidden: true,
        meta: { title: "用户详情" },
      },
      {
        id: "no-route",
        route: "0",
        path: "/isystem/unrouted",
        name: "isystem-unrouted",
        component: "system/Unrouted",
        meta: { title: "不注册" },
      },
    ],
  },
  {
    id: "always",
    route: "1",
    path: "/always",
    name: "always",
    component: "layouts/RouteView",
    alwaysShow: true,
    meta: { title: "总是显示" },
    children: [
      { id: "x", path: "/always/x", name: "always-x", component: "unknown/View", meta: { title: "X" } },
    ],
  },
];

const known = new Set(["dashboard/Analysis", "system/UserList", "system/UserDetail"]);
const hasView = (key: string) => known.has(key);

describe("menu → routes (generateChildRouters)", () => {
  const routes = menuToRoutes(menu, hasView);
  const system = routes.find((route) => route.path === "/isystem");

  it("does not register route '0' items", () => {
    expect(system?.children.map((route) => route.path)).toEqual([
      "/isystem/user",
      "/isystem/user/detail/:id",
    ]);
  });

  it("takes components containing 'layouts' as containers and the rest from the views", () => {
    expect(system?.kind).toBe("layout");
    expect(system?.children[0].kind).toBe("view");
    expect(routes.find((route) => route.path === "/always")?.children[0].kind).toBe("missing");
  });

  it("redirects alwaysShow items to their own path", () => {
    expect(routes.find((route) => route.path === "/always")?.redirect).toBe("/always");
    expect(system?.redirect).toBeUndefined();
  });

  it("keeps hidden routes registered and marked", () => {
    expect(system?.children[1]).toMatchObject({ hidden: true, title: "用户详情" });
  });

  it("sends a container's own path to its redirect, else its first page", () => {
    expect(containerTarget(system!)).toBe("/isystem/user");
    expect(containerTarget({ ...system!, redirect: "/isystem/user/detail/1" })).toBe(
      "/isystem/user/detail/1",
    );
  });

  it("names unnamed routes as the original does", () => {
    expect(routeName({ path: "/isystem/user", meta: { title: "" } })).toBe("isystem-user");
    expect(routeName({ path: "/a/:id", meta: { title: "" } })).toBe("a-@id");
  });
});

describe("side menu state", () => {
  it("selects the current entry and opens its parent", () => {
    expect(menuSelection(menu, "/isystem/user")).toEqual({
      selectedKeys: ["/isystem/user"],
      openKeys: ["/isystem"],
    });
  });

  it("matches paths case-insensitively and ':' routes on the full path", () => {
    expect(menuSelection(menu, "/ISystem/User").selectedKeys).toEqual(["/isystem/user"]);
    expect(findMenuChain(menu, "/isystem/user/detail/42").at(-1)?.id).toBe("user-detail");
  });

  it("lets a hidden route select its parent", () => {
    expect(menuSelection(menu, "/isystem/user/detail/42")).toEqual({
      selectedKeys: ["/isystem"],
      openKeys: ["/isystem"],
    });
  });

  it("falls back to the deepest entry whose path is a prefix", () => {
    expect(menuSelection(menu, "/isystem/user/anything").selectedKeys).toEqual(["/isystem/user"]);
    expect(menuSelection(menu, "/nowhere")).toEqual({ selectedKeys: [], openKeys: [] });
  });
});

describe("breadcrumbs and titles", () => {
  it("starts with 首页, links the parents that are pages and not the current page", () => {
    expect(breadcrumbFor(menu, "/isystem/user")).toEqual([
      { title: "首页", path: "/dashboard/Monitor" },
      { title: "系统管理", path: undefined },
      { title: "用户管理", path: undefined },
    ]);
    expect(breadcrumbFor(menu, "/dashboard/analysis")).toEqual([{ title: "首页" }]);
    expect(breadcrumbFor(menu, "/dashboard/analysis", "分析页")).toEqual([
      { title: "首页", path: "/dashboard/Monitor" },
      { title: "分析页" },
    ]);
    expect(breadcrumbFor(menu, "/404", "404")).toEqual([
      { title: "首页", path: "/dashboard/Monitor" },
      { title: "404" },
    ]);
  });

  it("titles pages '{title} · {system}' and the home page with the system name alone", () => {
    expect(documentTitle("通行证管理系统", "/isystem/user", "用户管理")).toBe("用户管理 · 通行证管理系统");
    expect(documentTitle("通行证管理系统", "/dashboard/analysis", "首页")).toBe("通行证管理系统");
    expect(documentTitle("通行证管理系统", "/", undefined)).toBe("通行证管理系统");
  });

  it("lists the visible pages for quick links, without containers", () => {
    expect(menuLeaves(menu).map((node) => node.path)).toEqual([
      "/dashboard/analysis",
      "/isystem/user",
      "/isystem/unrouted",
      "/always/x",
    ]);
  });
});

describe("menu → refine resources", () => {
  const decl: ResourceDecl = {
    name: "sys-user",
    component: "system/UserList",
    title: "用户",
    authPrefix: "user:",
    api: { list: "/sys/user/list" },
    fields: [],
  };
  const orphan: ResourceDecl = { ...decl, name: "orphan", component: "system/Orphan", authPrefix: "orphan:" };
  const resources = menuToResources(menu, [decl, orphan], (name) => (name ? `icon:${name}` : null));
  const byId = (id: string) => resources.find((resource) => resource.identifier === id);

  it("turns a declared view into the declared resource with its api and permission prefix", () => {
    expect(byId("sys-user")).toMatchObject({
      name: "sys-user",
      list: "/isystem/user",
      meta: { label: "用户管理", parent: "sys", authPrefix: "user:", api: { list: "/sys/user/list" } },
    });
  });

  it("keeps containers without a list route and carries icons and hidden flags", () => {
    expect(byId("sys")).toMatchObject({ name: "sys", meta: { label: "系统管理", icon: "icon:setting" } });
    expect(byId("sys")?.list).toBeUndefined();
    expect(byId("user-detail")?.meta?.hide).toBe(true);
    expect(byId("no-route")?.list).toBeUndefined();
  });

  it("registers declarations missing from the menu as hidden resources", () => {
    expect(byId("orphan")).toMatchObject({ name: "orphan", meta: { hide: true, authPrefix: "orphan:" } });
  });
});
