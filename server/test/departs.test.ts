/** /sys/sysDepart: trees, YouBian codes end to end, delete refusals, users and permissions of a department. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  buttonId,
  type Call,
  expectGuarded,
  expectSuccess,
  type Sessions,
  sessions,
} from "./access-fixtures.ts";
import { createTestApp, type Loose, type TestApp } from "./helpers.ts";
import {
  DEMO_ID,
  expectOk,
  expectRefused,
  insertUser,
  MARKET_DEPART_ID,
  RD_DEPART_ID,
  ROOT_DEPART_ID,
} from "./user-fixtures.ts";

let t: TestApp;
let s: Sessions;

beforeAll(async () => {
  t = await createTestApp();
  s = await sessions(t);
});
afterAll(async () => {
  await t?.close();
});

const byName = (name: string) =>
  t.db.one<{ id: string; org_code: string; org_type: string; parent_id: string }>(
    "SELECT id, org_code, org_type, parent_id FROM sys_depart WHERE depart_name = $1",
    [name],
  );

async function addDepart(name: string, parentId?: string) {
  expectOk(await s.admin.post("/sys/sysDepart/add", { departName: name, parentId }), "添加成功！");
  const row = await byName(name);
  if (!row) throw new Error("not added");
  return row;
}

describe("codes", () => {
  it("roots follow A02 with A03, children get parent code + A01, then the next", async () => {
    const root = await addDepart("新公司");
    expect(root).toMatchObject({ org_code: "A03", org_type: "1", parent_id: "" });
    const c1 = await addDepart("新部门一", root.id);
    expect(c1).toMatchObject({ org_code: "A03A01", org_type: "2" });
    expect((await addDepart("新部门二", root.id)).org_code).toBe("A03A02");
    expect((await addDepart("市场子部", MARKET_DEPART_ID)).org_code).toBe("A01A01A01");
  });

  it("after A99 comes B01, after Z99 comes Z99A01", async () => {
    await t.db.query(
      `INSERT INTO sys_depart (id, parent_id, depart_name, org_code, org_type) VALUES ('d_a99', '', 'A99号', 'A99', '1')`,
    );
    expect((await addDepart("乙公司")).org_code).toBe("B01");
    await t.db.query(
      `INSERT INTO sys_depart (id, parent_id, depart_name, org_code, org_type) VALUES ('d_z99', '', 'Z99号', 'Z99', '1')`,
    );
    expect((await addDepart("末公司")).org_code).toBe("Z99A01");
  });

  it("edit keeps code and parent", async () => {
    const d = await addDepart("改名部", ROOT_DEPART_ID);
    expectOk(
      await s.admin.put("/sys/sysDepart/edit", {
        id: d.id,
        departName: "已改名",
        orgCode: "X99",
        parentId: "",
      }),
      "修改成功!",
    );
    expect(await byName("已改名")).toMatchObject({ org_code: d.org_code, parent_id: ROOT_DEPART_ID });
  });

  it("refuses an unknown parent and a missing name", async () => {
    expectRefused(
      await s.admin.post("/sys/sysDepart/add", { departName: "x", parentId: "nope" }),
      "上级部门不存在",
    );
    expectRefused(await s.admin.post("/sys/sysDepart/add", {}), "请输入机构/部门名称!");
  });
});

describe("delete", () => {
  it("refuses a department with children or users, deletes an empty one", async () => {
    expectRefused(
      await s.admin.delete("/sys/sysDepart/delete", { id: ROOT_DEPART_ID }),
      "该部门下存在子部门，不能删除",
    );
    const lone = await addDepart("空部门", ROOT_DEPART_ID);
    await insertUser(t.db, { username: "dep_user" }, [lone.id]);
    expectRefused(
      await s.admin.delete("/sys/sysDepart/delete", { id: lone.id }),
      "该部门下存在用户，不能删除",
    );
    const empty = await addDepart("可删部门", ROOT_DEPART_ID);
    expectOk(await s.admin.delete("/sys/sysDepart/delete", { id: empty.id }), "删除成功!");
    const b1 = await addDepart("批删一", ROOT_DEPART_ID);
    const b2 = await addDepart("批删二", ROOT_DEPART_ID);
    expectOk(await s.admin.delete("/sys/sysDepart/deleteBatch", { ids: `${b1.id},${b2.id},` }), "删除成功!");
    expect(await byName("批删一")).toBeUndefined();
  });
});

describe("trees", () => {
  it("queryTreeList is the full tree in depart_order", async () => {
    const res = await s.admin.get<Loose[]>("/sys/sysDepart/queryTreeList");
    expectSuccess(res);
    const root = res.body.result[0];
    expect(root).toMatchObject({
      key: ROOT_DEPART_ID,
      value: ROOT_DEPART_ID,
      title: "北京国炬软件",
      orgCode: "A01",
    });
    const kids = (root.children as unknown as { departName: string }[]).map((c) => c.departName);
    // Seeded orders 0, 1, 2; departments added above have order 0 and sort after 市场部 by code.
    expect(kids.filter((n) => ["市场部", "研发部", "财务部"].includes(n))).toEqual([
      "市场部",
      "研发部",
      "财务部",
    ]);
    expect(kids.at(-1)).toBe("财务部");
  });

  it("gives picker fields to users without depart:list", async () => {
    const res = await s.demo.get<Loose[]>("/sys/sysDepart/queryTreeList");
    expectSuccess(res);
    expect(res.body.result[0].createBy).toBeUndefined();
    expect(res.body.result[0].orgCode).toBe("A01");
  });

  it("queryDepartTreeSync loads one level with isLeaf", async () => {
    const roots = await s.demo.get<{ id: string; isLeaf: boolean }[]>("/sys/sysDepart/queryDepartTreeSync");
    expect(roots.body.result.find((r) => r.id === ROOT_DEPART_ID)?.isLeaf).toBe(false);
    const level = await s.demo.get<{ id: string; isLeaf: boolean }[]>("/sys/sysDepart/queryDepartTreeSync", {
      pid: ROOT_DEPART_ID,
    });
    expect(level.body.result.find((r) => r.id === MARKET_DEPART_ID)?.isLeaf).toBe(false);
    expect(level.body.result.find((r) => r.id === RD_DEPART_ID)?.isLeaf).toBe(false);
  });

  it("queryIdTree, searchBy and queryMyDeptTreeList", async () => {
    const ids = await s.demo.get<Loose[]>("/sys/sysDepart/queryIdTree");
    expect(Object.keys(ids.body.result[0]).sort()).toEqual(["children", "key", "title", "value"]);
    const found = await s.demo.get<{ departName: string }[]>("/sys/sysDepart/searchBy", { keyWord: "研发" });
    expect(found.body.result.map((r) => r.departName).sort()).toEqual(["研发一组", "研发部"]);
    const none = await s.demo.get<unknown[]>("/sys/sysDepart/searchBy", { keyWord: "%_" });
    expect(none.body.result).toEqual([]);
    const mine = await s.demo.get<{ id: string; children: { departName: string }[] }[]>(
      "/sys/sysDepart/queryMyDeptTreeList",
    );
    expect(mine.body.result.map((r) => r.id)).toEqual([RD_DEPART_ID]);
    expect(mine.body.result[0].children.map((c) => c.departName)).toEqual(["研发一组"]);
  });
});

describe("department users and permissions", () => {
  it("adds users to a department, lists and removes them", async () => {
    const d = await addDepart("用户部", ROOT_DEPART_ID);
    const u = await insertUser(t.db, { username: "dep_u1" });
    expectOk(
      await s.admin.post("/sys/user/editSysDepartWithUser", { depId: d.id, userIdList: [u, DEMO_ID] }),
      "添加成功!",
    );
    const list = await s.admin.get("/sys/user/departUserList", {
      depId: d.id,
      column: "username",
      order: "asc",
    });
    expect((list.body.result.records as unknown as { username: string }[]).map((r) => r.username)).toEqual([
      "dep_u1",
      "jeecg",
    ]);
    // A user without a current department gets this one.
    expect(
      (await t.db.one<{ org_code: string }>("SELECT org_code FROM sys_user WHERE id = $1", [u]))?.org_code,
    ).toBe(d.org_code);
    expectOk(await s.admin.delete("/sys/user/deleteUserInDepart", { depId: d.id, userId: u }), "删除成功!");
    expect(
      (await t.db.one<{ org_code: string | null }>("SELECT org_code FROM sys_user WHERE id = $1", [u]))
        ?.org_code,
    ).toBeNull();
    expectOk(
      await s.admin.delete("/sys/user/deleteUserInDepartBatch", { depId: d.id, userIds: `${DEMO_ID},` }),
    );
    expect((await s.admin.get("/sys/user/departUserList", { depId: d.id })).body.result.total).toBe(0);
    expectRefused(
      await s.admin.post("/sys/user/editSysDepartWithUser", { depId: "nope", userIdList: [u] }),
      "部门不存在",
    );
  });

  it("saves and reads a department's permissions as a diff", async () => {
    const a = await buttonId(t.db, "depart:list");
    const b = await buttonId(t.db, "depart:add");
    const save = (permissionIds: string, lastpermissionIds: string) =>
      s.admin.post("/sys/permission/saveDepartPermission", {
        departId: RD_DEPART_ID,
        permissionIds,
        lastpermissionIds,
      });
    expectOk(await save(`${a},${b}`, ""), "保存成功！");
    const read = async () =>
      (await s.admin.get<string[]>("/sys/permission/queryDepartPermission", { departId: RD_DEPART_ID })).body
        .result;
    expect(await read()).toEqual([a, b].sort());
    expectOk(await save(a, `${a},${b}`));
    expect(await read()).toEqual([a]);
    expectRefused(await save("missing", ""), "权限不存在：missing");
  });
});

const guarded: [string, Call][] = [
  ["add", (c) => c.post("/sys/sysDepart/add", { departName: "g" })],
  ["edit", (c) => c.put("/sys/sysDepart/edit", { id: ROOT_DEPART_ID, departName: "被改" })],
  ["delete", (c) => c.delete("/sys/sysDepart/delete", { id: MARKET_DEPART_ID })],
  ["deleteBatch", (c) => c.delete("/sys/sysDepart/deleteBatch", { ids: MARKET_DEPART_ID })],
  ["queryById", (c) => c.get("/sys/sysDepart/queryById", { id: ROOT_DEPART_ID })],
  ["departUserList", (c) => c.get("/sys/user/departUserList", { depId: ROOT_DEPART_ID })],
  [
    "editSysDepartWithUser",
    (c) => c.post("/sys/user/editSysDepartWithUser", { depId: ROOT_DEPART_ID, userIdList: [DEMO_ID] }),
  ],
  [
    "deleteUserInDepart",
    (c) => c.delete("/sys/user/deleteUserInDepart", { depId: RD_DEPART_ID, userId: DEMO_ID }),
  ],
  [
    "deleteUserInDepartBatch",
    (c) => c.delete("/sys/user/deleteUserInDepartBatch", { depId: RD_DEPART_ID, userIds: DEMO_ID }),
  ],
  [
    "queryDepartPermission",
    (c) => c.get("/sys/permission/queryDepartPermission", { departId: RD_DEPART_ID }),
  ],
  [
    "saveDepartPermission",
    (c) =>
      c.post("/sys/permission/saveDepartPermission", {
        departId: RD_DEPART_ID,
        permissionIds: "",
        lastpermissionIds: "",
      }),
  ],
];

describe("access", () => {
  it.each(guarded)("%s: anonymous 401, demo 510 with nothing changed", async (_n, call) => {
    await expectGuarded(t.db, s, call);
  });
  it.each([
    "/sys/sysDepart/queryTreeList",
    "/sys/sysDepart/queryDepartTreeSync",
    "/sys/sysDepart/queryIdTree",
    "/sys/sysDepart/searchBy",
    "/sys/sysDepart/queryMyDeptTreeList",
  ])("%s is login-only", async (url) => {
    expect((await s.anonymous.get(url)).status).toBe(401);
    expectOk(await s.demo.get(url));
  });
  it("admin reads a department by id", async () => {
    expect((await s.admin.get("/sys/sysDepart/queryById", { id: ROOT_DEPART_ID })).body.result).toMatchObject(
      { orgCode: "A01" },
    );
  });
});
