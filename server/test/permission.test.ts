import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HOME_MENU_ID, SYSTEM_MENU_ID } from "../src/db/seed/base-menus.ts";
import { TEST_ROLE_ID } from "../src/db/seed/core-data.ts";
import { runSeed } from "../src/db/seed/index.ts";
import { modules } from "../src/modules/index.ts";
import type { MenuRoute } from "../src/modules/permission/menu-builder.ts";
import { ADMIN, api, createTestApp, DEMO_USER, login, type TestApp } from "./helpers.ts";

interface PermissionAnswer {
  menu: MenuRoute[];
  auth: { action: string; type: string; describe: string }[];
  allAuth: { action: string; status: string; type: string; describe: string }[];
  sysSafeMode: boolean;
}

const URL = "/sys/permission/getUserPermissionByToken";

let t: TestApp;
let adminToken: string;
let demoToken: string;
beforeAll(async () => {
  t = await createTestApp();
  adminToken = (await login(t.app, ADMIN.username, ADMIN.password)).token;
  demoToken = (await login(t.app, DEMO_USER.username, DEMO_USER.password)).token;
});
afterAll(async () => {
  await t?.close();
});

const fetchFor = async (token: string) => {
  const res = await api(t.app, token).get<PermissionAnswer>(URL);
  expect(res.status).toBe(200);
  return res.body;
};

describe("GET /sys/permission/getUserPermissionByToken", () => {
  it("answers code 0, an empty message and the four keys", async () => {
    const body = await fetchFor(adminToken);
    expect(body).toMatchObject({ success: true, code: 0, message: "" });
    expect(Object.keys(body.result).sort()).toEqual(["allAuth", "auth", "menu", "sysSafeMode"]);
    expect(body.result.sysSafeMode).toBe(false);
  });

  it("gives admin the home page first and 系统管理 with its children", async () => {
    const { menu, auth, allAuth } = (await fetchFor(adminToken)).result;
    expect(menu[0]).toMatchObject({
      id: HOME_MENU_ID,
      path: "/dashboard/analysis",
      name: "dashboard-analysis",
      component: "dashboard/Analysis",
      route: "1",
      redirect: null,
      meta: {
        title: "首页",
        icon: "home",
        componentName: "Analysis",
        keepAlive: false,
        internalOrExternal: false,
      },
    });
    const system = menu.find((m) => m.id === SYSTEM_MENU_ID);
    expect(system).toMatchObject({
      path: "/isystem",
      name: "isystem",
      component: "layouts/RouteView",
      redirect: null,
      meta: { title: "系统管理", componentName: "RouteView", icon: "setting" },
    });
    const user = system?.children?.find((c) => c.path === "/isystem/user");
    expect(user).toMatchObject({
      name: "isystem-user",
      component: "system/UserList",
      meta: { componentName: "UserList" },
    });
    expect(user).not.toHaveProperty("redirect");
    // Buttons never become routes.
    const allRoutes = JSON.stringify(menu);
    expect(allRoutes).not.toContain("user:add");

    expect(auth).toContainEqual({ action: "user:add", type: "1", describe: expect.any(String) });
    expect(allAuth.every((a) => typeof a.status === "string")).toBe(true);
    expect(allAuth.map((a) => a.action)).toEqual(expect.arrayContaining(auth.map((a) => a.action)));
  });

  it("gives the demo user the user list without the buttons, but every button in allAuth", async () => {
    const { menu, auth, allAuth } = (await fetchFor(demoToken)).result;
    const system = menu.find((m) => m.id === SYSTEM_MENU_ID);
    expect(system?.children?.map((c) => c.path)).toContain("/isystem/user");
    expect(auth.map((a) => a.action)).not.toContain("user:add");
    expect(auth.map((a) => a.action)).not.toContain("user:edit");
    expect(auth.map((a) => a.action)).not.toContain("user:delete");
    expect(allAuth.map((a) => a.action)).toEqual(
      expect.arrayContaining(["user:add", "user:edit", "user:delete"]),
    );
  });

  it("marks the seeded pages keepAlive, so their tabs keep their state", async () => {
    const { menu } = (await fetchFor(adminToken)).result;
    const system = menu.find((m) => m.id === SYSTEM_MENU_ID);
    const pages = system?.children ?? [];
    expect(pages.length).toBeGreaterThan(0);
    expect(pages.filter((page) => page.meta.keepAlive !== true).map((page) => page.path)).toEqual([]);
  });

  it("turns keepAlive on again for a seeded page of an older database, unless an administrator edited it", async () => {
    const [kept, edited] = ["/isystem/user", "/isystem/roleUserList"];
    await t.db.query("UPDATE sys_permission SET keep_alive = false WHERE url = ANY($1)", [[kept, edited]]);
    await t.db.query("UPDATE sys_permission SET update_time = LOCALTIMESTAMP(0) WHERE url = $1", [edited]);
    await runSeed(t.db, { config: t.config, modules, log: () => undefined });
    const rows = await t.db.query<{ url: string; keep_alive: boolean }>(
      "SELECT url, keep_alive FROM sys_permission WHERE url = ANY($1) ORDER BY url",
      [[kept, edited]],
    );
    expect(rows).toEqual([
      { url: edited, keep_alive: false },
      { url: kept, keep_alive: true },
    ]);
  });

  it("puts 首页 first even when the user's roles do not grant it", async () => {
    await t.db.query("DELETE FROM sys_role_permission WHERE role_id = $1 AND permission_id = $2", [
      TEST_ROLE_ID,
      HOME_MENU_ID,
    ]);
    const { menu } = (await fetchFor(demoToken)).result;
    expect(menu[0].id).toBe(HOME_MENU_ID);
    expect(menu.filter((m) => m.id === HOME_MENU_ID)).toHaveLength(1);
  });

  it("hides a first-level menu whose granted children are all hidden", async () => {
    await t.db.query("UPDATE sys_permission SET hidden = true WHERE parent_id = $1 AND menu_type <> 2", [
      SYSTEM_MENU_ID,
    ]);
    const { menu } = (await fetchFor(demoToken)).result;
    const system = menu.find((m) => m.id === SYSTEM_MENU_ID);
    expect(system).toMatchObject({ hidden: true, meta: { hideMenu: true } });
    expect(system?.children?.every((c) => c.hidden === true && c.meta.hideMenu === true)).toBe(true);
    await t.db.query("UPDATE sys_permission SET hidden = false WHERE parent_id = $1", [SYSTEM_MENU_ID]);
  });

  it("leaves out deleted rows", async () => {
    await t.db.query("UPDATE sys_permission SET del_flag = 1 WHERE url = '/isystem/user'");
    const { menu } = (await fetchFor(adminToken)).result;
    expect(JSON.stringify(menu)).not.toContain("/isystem/user");
    await t.db.query("UPDATE sys_permission SET del_flag = 0 WHERE url = '/isystem/user'");
  });

  it("needs a session", async () => {
    const res = await api(t.app).get(URL);
    expect(res.status).toBe(401);
  });
});

describe("seeded menus", () => {
  it("grants every sys_permission row to role admin", async () => {
    const missing = await t.db.one<{ n: number }>(
      `SELECT count(*)::integer AS n FROM sys_permission p WHERE NOT EXISTS (
         SELECT 1 FROM sys_role_permission rp JOIN sys_role r ON r.id = rp.role_id
         WHERE r.role_code = 'admin' AND rp.permission_id = p.id)`,
    );
    expect(missing?.n).toBe(0);
  });

  it("matches allMenuSeeds(), with parents marked non-leaf", async () => {
    const { allMenuSeeds } = await import("../src/modules/index.ts");
    const seeds = allMenuSeeds();
    const rows = await t.db.query<{ id: string; is_leaf: boolean }>("SELECT id, is_leaf FROM sys_permission");
    const byId = new Map(rows.map((r) => [r.id, r]));
    for (const s of seeds) expect(byId.has(s.id)).toBe(true);
    const parents = new Set(seeds.map((s) => s.parentId).filter(Boolean));
    for (const p of parents) expect(byId.get(String(p))?.is_leaf).toBe(false);
  });
});
