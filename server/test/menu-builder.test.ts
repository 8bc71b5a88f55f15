import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  buildAllAuth,
  buildAuth,
  buildMenuTree,
  type PermissionRow,
  routeNameFromUrl,
  toRoute,
} from "../src/modules/permission/menu-builder.ts";

const row = (over: Partial<PermissionRow> & { id: string }): PermissionRow => ({
  parent_id: null,
  name: over.id,
  url: `/${over.id}`,
  component: null,
  component_name: null,
  redirect: null,
  menu_type: 1,
  perms: null,
  perms_type: "0",
  is_route: true,
  is_leaf: true,
  keep_alive: null,
  hidden: false,
  hide_tab: false,
  always_show: false,
  icon: null,
  internal_or_external: false,
  status: "1",
  ...over,
});

describe("menu JSON", () => {
  it("builds the 用户管理 route exactly", () => {
    const r = toRoute(
      row({
        id: "u",
        parent_id: "sys",
        name: "用户管理",
        url: "/isystem/user",
        component: "system/UserList",
        component_name: null,
        menu_type: 1,
        is_route: true,
        keep_alive: null,
      }),
    );
    expect(r).toEqual({
      id: "u",
      route: "1",
      path: "/isystem/user",
      name: "isystem-user",
      component: "system/UserList",
      meta: { keepAlive: false, internalOrExternal: false, title: "用户管理", componentName: "UserList" },
    });
  });

  it("derives names from urls, and prefers component_name", () => {
    expect(routeNameFromUrl("/online/cgformList/:code")).toBe("online-cgformList-@code");
    expect(toRoute(row({ id: "x", url: "/a/b", component_name: "MyName" })).name).toBe("MyName");
    expect(
      toRoute(row({ id: "x", url: "/a/b", component: "x/Y", component_name: "Own" })).meta.componentName,
    ).toBe("Own");
  });

  it("hashes external urls into the path and keeps them in meta.url", () => {
    const md5 = createHash("md5").update("http://x.com").digest("hex");
    const r = toRoute(row({ id: "ext", url: "http://x.com", internal_or_external: true }));
    expect(r.path).toBe(md5);
    expect(r.meta.url).toBe("http://x.com");
    expect(r.meta.internalOrExternal).toBe(true);
    const tpl = toRoute(row({ id: "tpl", url: "{{ window._CONFIG['domianURL'] }}/druid/" }));
    expect(tpl.path).toMatch(/^[0-9a-f]{32}$/);
    expect(tpl.meta.url).toBe("{{ window._CONFIG['domianURL'] }}/druid/");
  });

  it("sets optional keys only when they apply", () => {
    const plain = toRoute(row({ id: "p", parent_id: "root" }));
    expect(plain).not.toHaveProperty("hidden");
    expect(plain).not.toHaveProperty("alwaysShow");
    expect(plain).not.toHaveProperty("redirect");
    expect(plain).not.toHaveProperty("children");
    expect(plain.meta).not.toHaveProperty("icon");
    expect(plain.meta).not.toHaveProperty("hideTab");

    const full = toRoute(
      row({
        id: "f",
        hidden: true,
        always_show: true,
        icon: "user",
        hide_tab: true,
        is_route: false,
        keep_alive: true,
      }),
    );
    expect(full).toMatchObject({ hidden: true, alwaysShow: true, route: "0", redirect: null });
    expect(full.meta).toMatchObject({ hideMenu: true, icon: "user", hideTab: true, keepAlive: true });
  });

  it("puts redirect on first-level rows only", () => {
    const tree = buildMenuTree([
      row({ id: "root", menu_type: 0, is_leaf: false, redirect: "/root/a" }),
      row({ id: "a", parent_id: "root", redirect: "/ignored" }),
    ]);
    expect(tree[0].redirect).toBe("/root/a");
    expect(tree[0].children?.[0]).not.toHaveProperty("redirect");
  });

  it("nests children, skips buttons, and descends only into non-leaf rows", () => {
    const tree = buildMenuTree([
      row({ id: "root", menu_type: 0, is_leaf: false }),
      row({ id: "child", parent_id: "root", is_leaf: false }),
      row({ id: "grand", parent_id: "child" }),
      row({ id: "btn", parent_id: "child", menu_type: 2, perms: "x:add" }),
      row({ id: "leafRoot", menu_type: 0, is_leaf: true }),
      row({ id: "underLeaf", parent_id: "leafRoot" }),
      row({ id: "orphan", parent_id: "missing" }),
    ]);
    expect(tree.map((r) => r.id)).toEqual(["root", "leafRoot"]);
    expect(tree[0].children?.map((c) => c.id)).toEqual(["child"]);
    expect(tree[0].children?.[0].children?.map((c) => c.id)).toEqual(["grand"]);
    expect(tree[1]).not.toHaveProperty("children");
    expect(tree[0].children?.[0].meta).not.toHaveProperty("permissionList");
  });

  it("hides a first-level menu whose children are all hidden", () => {
    const tree = buildMenuTree([
      row({ id: "r1", menu_type: 0, is_leaf: false }),
      row({ id: "a", parent_id: "r1", hidden: true }),
      row({ id: "b", parent_id: "r1", hidden: true }),
      row({ id: "r2", menu_type: 0, is_leaf: false }),
      row({ id: "c", parent_id: "r2", hidden: true }),
      row({ id: "d", parent_id: "r2" }),
    ]);
    expect(tree[0]).toMatchObject({ hidden: true, meta: { hideMenu: true } });
    expect(tree[1]).not.toHaveProperty("hidden");
  });

  it("survives a cycle in parent ids", () => {
    const tree = buildMenuTree([
      row({ id: "r", menu_type: 0, is_leaf: false }),
      row({ id: "a", parent_id: "r", is_leaf: false }),
      row({ id: "b", parent_id: "a", is_leaf: false }),
      row({ id: "a2", parent_id: "b", is_leaf: false }),
    ]);
    expect(tree).toHaveLength(1);
  });

  it("lists buttons in auth (valid ones) and allAuth (all)", () => {
    const rows = [
      row({ id: "b1", menu_type: 2, perms: "user:add", perms_type: "1", name: "添加用户", status: "1" }),
      row({ id: "b2", menu_type: 2, perms: "user:form:phone", perms_type: "2", name: "手机", status: "0" }),
      row({ id: "m", menu_type: 1 }),
    ];
    expect(buildAuth(rows)).toEqual([{ action: "user:add", type: "1", describe: "添加用户" }]);
    expect(buildAllAuth(rows)).toEqual([
      { action: "user:add", status: "1", type: "1", describe: "添加用户" },
      { action: "user:form:phone", status: "0", type: "2", describe: "手机" },
    ]);
  });
});
