/** Role authorisation: the permission tree, saveRolePermission's diff, the lock-out guard and its effect. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOCKOUT_MESSAGE } from "../src/core/access/lockout.ts";
import { ROLE_MENU_ID } from "../src/modules/role/menu.ts";
import { buttonId, type Call, expectGuarded, type Sessions, sessions } from "./access-fixtures.ts";
import { createTestApp, type Loose, type TestApp } from "./helpers.ts";
import { ADMIN_ROLE_ID, expectOk, expectRefused, TEST_ROLE_ID } from "./user-fixtures.ts";

let t: TestApp;
let s: Sessions;

beforeAll(async () => {
  t = await createTestApp();
  s = await sessions(t);
});
afterAll(async () => {
  await t?.close();
});

const granted = async (roleId: string) =>
  (await s.admin.get<string[]>("/sys/permission/queryRolePermission", { roleId })).body.result;

const demoActions = async () => {
  const res = await s.demo.get("/sys/permission/getUserPermissionByToken");
  return (res.body.result.auth as unknown as { action: string }[]).map((a) => a.action);
};

describe("queryTreeList", () => {
  it("answers every row as TreeModel nodes sorted by sort_no, and all ids", async () => {
    const res = await s.admin.get("/sys/permission/queryTreeList");
    expectOk(res);
    const { treeList, ids } = res.body.result as unknown as { treeList: Loose[]; ids: string[] };
    const rows = await t.db.query<{ id: string }>("SELECT id FROM sys_permission WHERE del_flag = 0");
    expect([...ids].sort()).toEqual(rows.map((r) => r.id).sort());
    const system = treeList.find((n) => String(n.title) === "系统管理");
    expect(system).toMatchObject({ key: expect.any(String), slotTitle: "系统管理", isLeaf: false });
    const role = ((system?.children ?? []) as unknown as Loose[]).find((n) => String(n.key) === ROLE_MENU_ID);
    const buttons = ((role?.children ?? []) as unknown as Loose[]).map((n) => String(n.title));
    expect(buttons).toContain("角色授权");
    const home = treeList[0];
    expect(home.title).toBe("首页");
  });
});

describe("saveRolePermission", () => {
  it("applies the diff: adds the new, removes the unchecked, keeps grants the editor did not see", async () => {
    const list = await buttonId(t.db, "role:list");
    const add = await buttonId(t.db, "role:add");
    const unseen = await buttonId(t.db, "depart:list");
    await t.db.query(
      "INSERT INTO sys_role_permission (id, role_id, permission_id) VALUES ('rp_unseen', $1, $2)",
      [TEST_ROLE_ID, unseen],
    );
    const before = await granted(TEST_ROLE_ID);
    const res = await s.admin.post("/sys/permission/saveRolePermission", {
      roleId: TEST_ROLE_ID,
      permissionIds: [...before.filter((id) => id !== unseen), list, add].join(","),
      lastpermissionIds: before.filter((id) => id !== unseen).join(","),
    });
    expectOk(res, "保存成功！");
    expect(await granted(TEST_ROLE_ID)).toEqual([...before, list, add].sort());

    const after = await s.admin.post("/sys/permission/saveRolePermission", {
      roleId: TEST_ROLE_ID,
      permissionIds: [...before, list].join(","),
      lastpermissionIds: [...before, list, add].join(","),
    });
    expectOk(after);
    expect(await granted(TEST_ROLE_ID)).toEqual([...before, list].sort());
  });

  it("a grant shows in the demo user's next permission load, and a removal takes it away", async () => {
    const code = "depart:add";
    const id = await buttonId(t.db, code);
    expect(await demoActions()).not.toContain(code);
    const current = await granted(TEST_ROLE_ID);
    expectOk(
      await s.admin.post("/sys/permission/saveRolePermission", {
        roleId: TEST_ROLE_ID,
        permissionIds: [...current, id].join(","),
        lastpermissionIds: current.join(","),
      }),
    );
    expect(await demoActions()).toContain(code);
    expectOk(
      await s.admin.post("/sys/permission/saveRolePermission", {
        roleId: TEST_ROLE_ID,
        permissionIds: current.join(","),
        lastpermissionIds: [...current, id].join(","),
      }),
    );
    expect(await demoActions()).not.toContain(code);
  });

  it("refuses removing role:authorize or the 角色管理 menu from the caller's own admin role", async () => {
    const all = await granted(ADMIN_ROLE_ID);
    const authorize = await buttonId(t.db, "role:authorize");
    for (const removed of [authorize, ROLE_MENU_ID]) {
      const res = await s.admin.post("/sys/permission/saveRolePermission", {
        roleId: ADMIN_ROLE_ID,
        permissionIds: all.filter((id) => id !== removed).join(","),
        lastpermissionIds: all.join(","),
      });
      expectRefused(res, LOCKOUT_MESSAGE);
      expect(await granted(ADMIN_ROLE_ID)).toEqual(all);
    }
    // Other rows of the admin role may go.
    const other = await buttonId(t.db, "depart:users");
    expectOk(
      await s.admin.post("/sys/permission/saveRolePermission", {
        roleId: ADMIN_ROLE_ID,
        permissionIds: all.filter((id) => id !== other).join(","),
        lastpermissionIds: all.join(","),
      }),
    );
    expect(await granted(ADMIN_ROLE_ID)).not.toContain(other);
  });

  it("refuses unknown roles, unknown permissions and malformed ids", async () => {
    expectRefused(
      await s.admin.post("/sys/permission/saveRolePermission", { roleId: "nope", permissionIds: "" }),
      "角色不存在",
    );
    expectRefused(
      await s.admin.post("/sys/permission/saveRolePermission", {
        roleId: TEST_ROLE_ID,
        permissionIds: "missing1",
      }),
      "权限不存在：missing1",
    );
    expectRefused(
      await s.admin.post("/sys/permission/saveRolePermission", {
        roleId: TEST_ROLE_ID,
        permissionIds: "a'b",
      }),
    );
    expectRefused(await s.admin.post("/sys/permission/saveRolePermission", { permissionIds: "" }));
  });
});

const guarded: [string, Call][] = [
  ["queryTreeList", (c) => c.get("/sys/permission/queryTreeList")],
  ["queryRolePermission", (c) => c.get("/sys/permission/queryRolePermission", { roleId: TEST_ROLE_ID })],
  [
    "saveRolePermission",
    (c) =>
      c.post("/sys/permission/saveRolePermission", {
        roleId: TEST_ROLE_ID,
        permissionIds: "",
        lastpermissionIds: "",
      }),
  ],
];

describe("access", () => {
  it.each(guarded)("%s: anonymous 401, demo 510 with nothing changed", async (_n, call) => {
    await expectGuarded(t.db, s, call);
  });
  it("admin reads the role's grants", async () => {
    expectOk(await s.admin.get("/sys/permission/queryRolePermission", { roleId: TEST_ROLE_ID }));
  });
});
