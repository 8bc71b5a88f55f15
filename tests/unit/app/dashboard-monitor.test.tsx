import { cleanup, render, screen } from "@testing-library/react";
import { MemoryRouter, matchRoutes } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { pageRoutes } from "@/app/route-elements";
import { hasView } from "@/app/view-registry";
import { MenuContext } from "@/components/layout/menu-context";
import { toMenuItems } from "@/components/layout/menu-items";
import { PageHeader } from "@/components/layout/page-header";
import { tabKey } from "@/components/layout/tabs/tab-list";
import { HOME_TAB_PATH } from "@/components/shell/fixed-routes";
import { menuToRoutes, searchableMenus } from "@/components/shell/menu";
import type { MenuNode } from "@/components/shell/menu-types";
import { allMenuSeeds } from "../../../server/src/modules/index.ts";

const seeds = allMenuSeeds();
const folder = seeds.find((row) => row.url === "/dashboard");
/** 仪表盘 as the server answers it: the seeded folder and its pages. */
const dashboard: MenuNode = {
  path: "/dashboard",
  name: "dashboard",
  component: folder?.component,
  meta: { title: folder?.name ?? "" },
  children: seeds
    .filter((row) => row.parentId === folder?.id && row.menuType === 1)
    .map((row) => ({
      path: row.url ?? "",
      component: row.component,
      hidden: row.hidden,
      meta: { title: row.name },
    })),
};
const menu = [dashboard];

/** Every key of the side menu's items, sub-menus included. */
function menuKeys(items: ReturnType<typeof toMenuItems>): string[] {
  return items.flatMap((item) => {
    if (!item) return [];
    const children = "children" in item && Array.isArray(item.children) ? item.children : [];
    return [String(item.key), ...menuKeys(children)];
  });
}

afterEach(() => cleanup());

describe("/dashboard/monitor, 仪表盘's hidden child", () => {
  it("is no menu entry of any seed, visible or searchable", () => {
    const isMonitor = (path: string | null | undefined) => path?.toLowerCase() === "/dashboard/monitor";
    expect(folder?.name).toBe("仪表盘");
    expect(seeds.filter((row) => isMonitor(row.url))).toEqual([]);
    expect(menuKeys(toMenuItems(menu))).not.toContain("/dashboard/monitor");
    expect(menuKeys(toMenuItems(menu))).toContain("/dashboard/monitoring");
    expect(searchableMenus(menu).filter((node) => isMonitor(node.path))).toEqual([]);
  });

  it("opens the home page as the one 首页 tab, in any case, and /dashboard leads to 工作台", () => {
    const routes = pageRoutes(menuToRoutes(menu, hasView));
    for (const path of ["/dashboard/monitor", "/dashboard/Monitor", "/DASHBOARD/MONITOR"]) {
      const route = matchRoutes(routes, path)?.at(-1)?.route;
      expect(route?.path).toBe(HOME_TAB_PATH);
      expect(route?.handle.redirect).toBeUndefined();
      expect(tabKey({ pathname: path, search: "", hash: "" })).toBe(HOME_TAB_PATH);
    }
    expect(matchRoutes(routes, "/dashboard")?.at(-1)?.route.handle.redirect).toBe("/dashboard/workplace");
  });

  it("shows the crumb 首页 alone, not 仪表盘 or a second 首页", () => {
    render(
      <MemoryRouter initialEntries={["/dashboard/monitor"]}>
        <MenuContext.Provider value={menu}>
          <PageHeader />
        </MenuContext.Provider>
      </MemoryRouter>,
    );
    expect(screen.getAllByText("首页")).toHaveLength(1);
    expect(screen.queryByText("仪表盘")).toBeNull();
  });
});
