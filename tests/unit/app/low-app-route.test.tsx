import { cleanup, render } from "@testing-library/react";
import { App } from "antd";
import { HttpResponse, http as mock } from "msw";
import { MemoryRouter, matchRoutes } from "react-router";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { pageRoutes } from "@/app/route-elements";
import { hasView } from "@/app/view-registry";
import { MenuContext } from "@/components/layout/menu-context";
import { useRouteEffects } from "@/components/layout/use-route-effects";
import { menuToRoutes, routeInfo, routePath } from "@/components/shell/menu";
import type { MenuNode } from "@/components/shell/menu-types";
import { dataProvider } from "@/providers/data-provider";
import { setRouteInfo } from "@/providers/http/client";
import { API, server, setupMsw } from "../providers/msw";
import { installUi } from "../providers/test-ui";

setupMsw();

const lowApp: MenuNode = {
  id: "low",
  route: "1",
  path: "/low-app/form",
  name: "low-app-form",
  component: "system/UserList",
  meta: { title: "应用表单" },
};
const namedParam: MenuNode = {
  id: "low-named",
  route: "1",
  path: "/low-app/:appId/list",
  name: "low-app-list",
  component: "system/UserList",
  meta: { title: "应用列表" },
};
const plain: MenuNode = {
  id: "user",
  route: "1",
  path: "/isystem/user",
  name: "isystem-user",
  component: "system/UserList",
  meta: { title: "用户管理" },
};
const menu: MenuNode[] = [lowApp, namedParam, plain];

beforeEach(() => {
  localStorage.clear();
  window.__APP_CONFIG__ = undefined;
  installUi();
  setRouteInfo(null);
});

afterEach(() => cleanup());

describe("low-app routes", () => {
  it("get the route parameter appId; other routes and paths that name it keep their path", () => {
    expect(routePath(lowApp)).toBe("/low-app/form/:appId?");
    expect(routePath(namedParam)).toBe("/low-app/:appId/list");
    expect(routePath(plain)).toBe("/isystem/user");
    expect(routeInfo(lowApp, "/low-app/form/app-9")).toEqual({
      name: "low-app-form",
      params: { appId: "app-9" },
    });
    expect(routeInfo(lowApp, "/low-app/form")).toEqual({ name: "low-app-form", params: {} });
    expect(routeInfo(namedParam, "/low-app/app-3/list")).toEqual({
      name: "low-app-list",
      params: { appId: "app-3" },
    });
  });

  it("open their page with an app id and without one (the menu's own link)", () => {
    const routes = pageRoutes(menuToRoutes(menu, hasView));
    for (const path of ["/low-app/form/app-9", "/low-app/form"]) {
      const route = matchRoutes(routes, path)?.at(-1);
      expect(route?.route.path).toBe("/low-app/form/:appId?");
      expect(route?.route.handle.redirect).toBeUndefined();
    }
    expect(matchRoutes(routes, "/low-app/form/app-9")?.at(-1)?.params).toMatchObject({ appId: "app-9" });
    expect(matchRoutes(routes, "/isystem/user/app-9")?.at(-1)?.route.path).toBe("*");
  });
});

function RouteEffectsProbe() {
  useRouteEffects();
  return null;
}

/** The X-Low-App-ID of a list read through the data provider while `path` is shown. */
async function headerOn(path: string): Promise<string | null> {
  const seen: Request[] = [];
  server.use(
    mock.get(`${API}/sys/user/list`, ({ request }) => {
      seen.push(request);
      return HttpResponse.json({ success: true, code: 0, message: "", result: { records: [], total: 0 } });
    }),
  );
  render(
    <MemoryRouter initialEntries={[path]}>
      <App>
        <MenuContext.Provider value={menu}>
          <RouteEffectsProbe />
        </MenuContext.Provider>
      </App>
    </MemoryRouter>,
  );
  await dataProvider.getList({ resource: "sys/user", meta: { api: { list: "/sys/user/list" } } });
  cleanup();
  return seen[0].headers.get("X-Low-App-ID");
}

describe("X-Low-App-ID", () => {
  it("goes with every request made on a low-app route with an app id, and with no other", async () => {
    expect(await headerOn("/low-app/form/app-9")).toBe("app-9");
    expect(await headerOn("/low-app/app-3/list")).toBe("app-3");
    expect(await headerOn("/low-app/form")).toBeNull();
    expect(await headerOn("/isystem/user")).toBeNull();
  });
});
