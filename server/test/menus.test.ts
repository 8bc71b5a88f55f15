/** /sys/permission editor: tree list, add/edit normalisation, delete, submenus, data rules. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SYSTEM_MENU_ID } from "../src/db/seed/base-menus.ts";
import { PERMISSION_MENU_ID } from "../src/modules/menu/menu.ts";
import { normaliseComponent, normaliseUrl } from "../src/modules/menu/normalise.ts";
import { ROLE_MENU_ID } from "../src/modules/role/menu.ts";
import { visitsModule } from "../src/modules/visits/index.ts";
import { MONITOR_MENU_ID, MONITOR_MENU_URL, OLD_MONITOR_MENU_URL } from "../src/modules/visits/menu.ts";
import { type Call, expectGuarded, expectSuccess, type Sessions, sessions } from "./access-fixtures.ts";
import { createTestApp, type Loose, type TestApp } from "./helpers.ts";
import { expectOk, expectRefused, TEST_ROLE_ID } from "./user-fixtures.ts";

let t: TestApp;
let s: Sessions;

beforeAll(async () => {
  t = await createTestApp();
  s = await sessions(t);
});
afterAll(async () => {
  await t?.close();
});

interface Perm {
  id: string;
  parent_id: string | null;
  url: string | null;
  component: string | null;
  is_leaf: boolean;
  menu_type: number;
}
const row = (name: string) =>
  t.db.one<Perm>(
    "SELECT id, parent_id, url, component, is_leaf, menu_type FROM sys_permission WHERE name = $1",
    [name],
  );

describe("normalisation rules", () => {
  it.each([
    ["/system/UserList", "system/UserList"],
    ["views/system/UserList.vue", "system/UserList"],
    ["src/views/a/B.vue", "a/B"],
    ["/views/a/B", "a/B"],
  ])("component %s -> %s", (input, out) => expect(normaliseComponent(input)).toBe(out));
  it.each([
    ["isystem/x", "/isystem/x"],
    ["/a/b.vue", "/a/b"],
    ["http://x.com/a", "http://x.com/a"],
    ["{{ window._CONFIG }}/x", "{{ window._CONFIG }}/x"],
  ])("url %s -> %s", (input, out) => expect(normaliseUrl(input)).toBe(out));

  it("a first-level menu drops its parent and gets the route view; children make the parent a branch", async () => {
    expectOk(
      await s.admin.post("/sys/permission/add", {
        name: "顶级测试",
        menuType: 0,
        url: "toptest",
        parentId: SYSTEM_MENU_ID,
        sortNo: 9,
      }),
      "添加成功！",
    );
    const top = await row("顶级测试");
    expect(top).toMatchObject({
      parent_id: null,
      url: "/toptest",
      component: "layouts/RouteView",
      is_leaf: true,
    });
    expectOk(
      await s.admin.post("/sys/permission/add", {
        name: "子菜单测试",
        menuType: 1,
        url: "toptest/child.vue",
        component: "/views/test/ChildList.vue",
        parentId: top?.id,
      }),
    );
    const child = await row("子菜单测试");
    expect(child).toMatchObject({
      parent_id: top?.id,
      url: "/toptest/child",
      component: "test/ChildList",
      is_leaf: true,
    });
    expect((await row("顶级测试"))?.is_leaf).toBe(false);

    expectOk(
      await s.admin.put("/sys/permission/edit", { id: child?.id, component: "src/views/test/Other.vue" }),
      "修改成功！",
    );
    expect((await row("子菜单测试"))?.component).toBe("test/Other");

    // Deleting the last child makes the parent a leaf again; deleting a parent takes its children.
    expectOk(await s.admin.delete("/sys/permission/delete", { id: child?.id }), "删除成功!");
    expect((await row("顶级测试"))?.is_leaf).toBe(true);
    expectOk(
      await s.admin.post("/sys/permission/add", { name: "孙", menuType: 2, perms: "t:x", parentId: top?.id }),
    );
    await t.db.query(
      "INSERT INTO sys_role_permission (id, role_id, permission_id) VALUES ('rp_sun', $1, $2)",
      [TEST_ROLE_ID, (await row("孙"))?.id],
    );
    expectOk(await s.admin.delete("/sys/permission/deleteBatch", { ids: `${top?.id},` }));
    expect(await row("顶级测试")).toBeUndefined();
    expect(await row("孙")).toBeUndefined();
    expect(await t.db.one("SELECT 1 AS x FROM sys_role_permission WHERE id = 'rp_sun'")).toBeUndefined();
  });

  it("refuses a missing name, an unknown parent, a cycle and a bad menu type", async () => {
    expectRefused(await s.admin.post("/sys/permission/add", { menuType: 1 }), "请输入菜单标题!");
    expectRefused(
      await s.admin.post("/sys/permission/add", { name: "x", menuType: 1, parentId: "nope" }),
      "上级菜单不存在",
    );
    expectRefused(await s.admin.post("/sys/permission/add", { name: "x", menuType: 7 }));
    // The form's required fields, for a browser that is bypassed.
    for (const [body, message] of [
      [{ name: "x", menuType: 0 }, "请输入菜单路径!"],
      [{ name: "x", menuType: 1, url: "/x" }, "请选择上级菜单!"],
      [{ name: "x", menuType: 1, url: "/x", parentId: SYSTEM_MENU_ID }, "请输入前端组件!"],
      [{ name: "x", menuType: 2, parentId: SYSTEM_MENU_ID }, "请输入授权标识!"],
    ] as const) {
      expectRefused(await s.admin.post("/sys/permission/add", body), message);
    }
    expect(await t.db.one("SELECT 1 AS x FROM sys_permission WHERE name = 'x'")).toBeUndefined();
    expectRefused(
      await s.admin.put("/sys/permission/edit", { id: ROLE_MENU_ID, url: "" }),
      "请输入菜单路径!",
    );
    expectRefused(
      await s.admin.put("/sys/permission/edit", { id: SYSTEM_MENU_ID, menuType: 1, parentId: ROLE_MENU_ID }),
      "上级菜单不能是自己或自己的下级",
    );
  });

  it("refuses deleting the menu the caller authorises roles through", async () => {
    expectRefused(await s.admin.delete("/sys/permission/delete", { id: ROLE_MENU_ID }));
    expect(await t.db.one("SELECT 1 AS x FROM sys_permission WHERE id = $1", [ROLE_MENU_ID])).toBeDefined();
  });
});

describe("reads", () => {
  it("list is the whole tree with the editor fields", async () => {
    const res = await s.admin.get<Loose[]>("/sys/permission/list");
    expectSuccess(res);
    const system = res.body.result.find((n) => n.id === (SYSTEM_MENU_ID as unknown as Loose));
    expect(system).toMatchObject({ key: SYSTEM_MENU_ID, title: "系统管理", url: "/isystem", menuType: 0 });
    const ids = JSON.stringify(system?.children);
    expect(ids).toContain(PERMISSION_MENU_ID);
    expect(ids).toContain("permission:dataRule");
  });

  it("getSystemMenuList, getSystemSubmenu and getSystemSubmenuBatch", async () => {
    const top = await s.admin.get<{ menuType: number }[]>("/sys/permission/getSystemMenuList");
    expect(top.body.result.every((r) => r.menuType === 0)).toBe(true);
    const sub = await s.admin.get<{ id: string }[]>("/sys/permission/getSystemSubmenu", {
      parentId: SYSTEM_MENU_ID,
    });
    expect(sub.body.result.map((r) => r.id)).toContain(ROLE_MENU_ID);
    const batch = await s.admin.get("/sys/permission/getSystemSubmenuBatch", {
      parentIds: `${SYSTEM_MENU_ID},${ROLE_MENU_ID}`,
    });
    expect(Object.keys(batch.body.result).sort()).toEqual([ROLE_MENU_ID, SYSTEM_MENU_ID].sort());
  });
});

describe("data rules", () => {
  it("adds, lists, queries, edits and deletes a rule; rule_flag follows", async () => {
    const add = await s.admin.post("/sys/permission/addPermissionRule", {
      permissionId: ROLE_MENU_ID,
      ruleName: "本部门",
      ruleColumn: "sys_org_code",
      ruleConditions: "=",
      ruleValue: "#{sys_org_code}",
    });
    expectOk(add, "添加成功！");
    const flag = () =>
      t.db.one<{ rule_flag: number }>("SELECT rule_flag FROM sys_permission WHERE id = $1", [ROLE_MENU_ID]);
    expect((await flag())?.rule_flag).toBe(1);
    const list = await s.admin.get<{ id: string; status: string }[]>(
      "/sys/permission/getPermRuleListByPermId",
      {
        permissionId: ROLE_MENU_ID,
      },
    );
    expect(list.body.result).toHaveLength(1);
    expect(list.body.result[0].status).toBe("1");
    const id = list.body.result[0].id;
    const q = await s.admin.get<unknown[]>("/sys/permission/queryPermissionRule", {
      permissionId: ROLE_MENU_ID,
      ruleName: "*部门*",
    });
    expect(q.body.result).toHaveLength(1);
    expectOk(await s.admin.put("/sys/permission/editPermissionRule", { id, ruleValue: "A01" }), "修改成功！");
    expectOk(await s.admin.delete("/sys/permission/deletePermissionRule", { id }), "删除成功！");
    expect((await flag())?.rule_flag).toBe(0);
  });

  it("refuses SQL rules, bad columns and unknown menus", async () => {
    const base = {
      permissionId: ROLE_MENU_ID,
      ruleName: "x",
      ruleColumn: "a",
      ruleConditions: "=",
      ruleValue: "1",
    };
    expectRefused(
      await s.admin.post("/sys/permission/addPermissionRule", { ...base, ruleConditions: "USE_SQL_RULES" }),
    );
    expectRefused(await s.admin.post("/sys/permission/addPermissionRule", { ...base, ruleColumn: "a;drop" }));
    expectRefused(
      await s.admin.post("/sys/permission/addPermissionRule", { ...base, permissionId: "nope" }),
      "菜单不存在",
    );
    // The form's required fields, with the form's messages.
    for (const [field, message] of [
      ["ruleName", "请输入规则名称!"],
      ["ruleConditions", "请选择条件规则!"],
      ["ruleValue", "请输入规则值!"],
    ] as const) {
      expectRefused(
        await s.admin.post("/sys/permission/addPermissionRule", { ...base, [field]: "" }),
        message,
      );
    }
  });
});

const guarded: [string, Call][] = [
  ["list", (c) => c.get("/sys/permission/list")],
  ["add", (c) => c.post("/sys/permission/add", { name: "g", menuType: 0, url: "/g" })],
  ["edit", (c) => c.put("/sys/permission/edit", { id: ROLE_MENU_ID, name: "被改" })],
  ["delete", (c) => c.delete("/sys/permission/delete", { id: PERMISSION_MENU_ID })],
  ["deleteBatch", (c) => c.delete("/sys/permission/deleteBatch", { ids: PERMISSION_MENU_ID })],
  ["getSystemMenuList", (c) => c.get("/sys/permission/getSystemMenuList")],
  ["getSystemSubmenu", (c) => c.get("/sys/permission/getSystemSubmenu", { parentId: SYSTEM_MENU_ID })],
  [
    "getSystemSubmenuBatch",
    (c) => c.get("/sys/permission/getSystemSubmenuBatch", { parentIds: SYSTEM_MENU_ID }),
  ],
  [
    "getPermRuleListByPermId",
    (c) => c.get("/sys/permission/getPermRuleListByPermId", { permissionId: ROLE_MENU_ID }),
  ],
  [
    "queryPermissionRule",
    (c) => c.get("/sys/permission/queryPermissionRule", { permissionId: ROLE_MENU_ID }),
  ],
  [
    "addPermissionRule",
    (c) =>
      c.post("/sys/permission/addPermissionRule", {
        permissionId: ROLE_MENU_ID,
        ruleName: "x",
        ruleConditions: "=",
        ruleValue: "1",
      }),
  ],
  ["editPermissionRule", (c) => c.put("/sys/permission/editPermissionRule", { id: "x", ruleName: "y" })],
  ["deletePermissionRule", (c) => c.delete("/sys/permission/deletePermissionRule", { id: "x" })],
];

describe("access", () => {
  it.each(guarded)("%s: anonymous 401, demo 510 with nothing changed", async (_n, call) => {
    await expectGuarded(t.db, s, call);
  });
});

describe("监控页's row", () => {
  const url = async () =>
    (await t.db.one<{ url: string }>("SELECT url FROM sys_permission WHERE id = $1", [MONITOR_MENU_ID]))?.url;
  const seed = () => visitsModule.seed?.(t.db, { config: t.config, log: () => {} });

  it("lies beside the home tab's path, and a row still at the old path moves there on seed", async () => {
    expect(await url()).toBe(MONITOR_MENU_URL);
    await t.db.query("UPDATE sys_permission SET url = $2 WHERE id = $1", [
      MONITOR_MENU_ID,
      OLD_MONITOR_MENU_URL,
    ]);
    await seed();
    expect(await url()).toBe(MONITOR_MENU_URL);
  });

  it("keeps a path an administrator chose", async () => {
    await t.db.query("UPDATE sys_permission SET url = '/dashboard/gates' WHERE id = $1", [MONITOR_MENU_ID]);
    await seed();
    expect(await url()).toBe("/dashboard/gates");
    await t.db.query("UPDATE sys_permission SET url = $2 WHERE id = $1", [MONITOR_MENU_ID, MONITOR_MENU_URL]);
  });
});
