/** Categories: YouBian codes, has_child, tree reads and access. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN, api, createTestApp, DEMO_USER, login, type TestApp } from "./helpers.ts";
import { expectOk, expectRefused, NO_PERMISSION } from "./user-fixtures.ts";

let t: TestApp;
let admin: ReturnType<typeof api>;

beforeAll(async () => {
  t = await createTestApp();
  admin = api(t.app, (await login(t.app, ADMIN.username, ADMIN.password)).token);
});
afterAll(async () => {
  await t?.close();
});

async function add(name: string, pid?: string): Promise<{ id: string; code: string }> {
  expectOk(await admin.post("/sys/category/add", { name, pid }), "添加成功！");
  const row = await t.db.one<{ id: string; code: string }>(
    "SELECT id, code FROM sys_category WHERE name = $1 ORDER BY create_time DESC, code DESC LIMIT 1",
    [name],
  );
  if (!row) throw new Error("not added");
  return row;
}

describe("category codes and tree", () => {
  it("generates A01, A02, A01A01 and maintains has_child", async () => {
    const a = await add("车辆");
    expect(a.code).toBe("A01");
    const b = await add("人员", "0");
    expect(b.code).toBe("A02");
    const child = await add("货车", a.id);
    expect(child.code).toBe("A01A01");
    expect((await add("客车", a.id)).code).toBe("A01A02");
    const parent = await admin.get("/sys/category/queryById", { id: a.id });
    expect(parent.body.result.hasChild).toBe("1");
    expectRefused(await admin.post("/sys/category/add", { name: "x", pid: "nope" }), "父级节点不存在");
  });

  it("after A99 comes B01, after Z99 comes Z99A01", async () => {
    await t.db.query("INSERT INTO sys_category (id, pid, name, code) VALUES ('a99', '0', 'x', 'A99')");
    expect((await add("b")).code).toBe("B01");
    await t.db.query("INSERT INTO sys_category (id, pid, name, code) VALUES ('z99', '0', 'x', 'Z99')");
    expect((await add("z")).code).toBe("Z99A01");
    await t.db.query("DELETE FROM sys_category WHERE id IN ('a99', 'z99') OR name IN ('b', 'z')");
  });

  it("loadTreeRoot (sync with children, async flat, by pcode), loadTreeChildren, loadTreeData", async () => {
    const sync = await admin.get("/sys/category/loadTreeRoot", { async: "false", pcode: "" });
    const root = sync.body.result as unknown as {
      code: string;
      leaf: boolean;
      children?: { code: string }[];
    }[];
    expect(root.map((n) => n.code)).toEqual(["A01", "A02"]);
    expect(root[0].children?.map((c) => c.code)).toEqual(["A01A01", "A01A02"]);
    const byCode = await admin.get("/sys/category/loadTreeRoot", { async: "true", pcode: "A01" });
    expect((byCode.body.result as unknown as { title: string }[]).map((n) => n.title)).toEqual([
      "货车",
      "客车",
    ]);
    expectRefused(
      await admin.get("/sys/category/loadTreeRoot", { async: "true", pcode: "Q77" }),
      "该编码【Q77】不存在，请核实!",
    );
    const a01 = root[0] as unknown as { key: string };
    const kids = await admin.get("/sys/category/loadTreeChildren", { pid: a01.key });
    expect(kids.body.result).toHaveLength(2);
    const data = await admin.get("/sys/category/loadTreeData", {
      pcode: "A01",
      condition: JSON.stringify({ code: "A01A02" }),
    });
    expect((data.body.result as unknown as { title: string }[]).map((n) => n.title)).toEqual(["客车"]);
    expectRefused(await admin.get("/sys/category/loadTreeData", { pid: "0", condition: "code=1" }));
    expectRefused(await admin.get("/sys/category/loadTreeData", { pid: "0", condition: '{"password":"x"}' }));
  });

  it("tree nodes carry id, label and hasChildren beside key, title and leaf", async () => {
    const a01 = await t.db.one<{ id: string }>("SELECT id FROM sys_category WHERE code = 'A01'");
    const roots = await admin.get("/sys/category/loadTreeData", { pid: "0" });
    expect(roots.body.result).toContainEqual(
      expect.objectContaining({ id: a01?.id, key: a01?.id, label: "车辆", title: "车辆", hasChildren: true }),
    );
    const kids = await admin.get("/sys/category/loadTreeData", { pid: String(a01?.id) });
    expect(kids.body.result).toContainEqual(
      expect.objectContaining({ label: "货车", code: "A01A01", hasChildren: false, leaf: true }),
    );
    const lazy = await admin.get("/sys/category/loadTreeChildren", { pid: String(a01?.id) });
    expect((lazy.body.result as unknown as { hasChildren: boolean }[]).every((n) => !n.hasChildren)).toBe(
      true,
    );
  });

  it("loadOne, loadDictItem and checkCode", async () => {
    const one = await admin.get("/sys/category/loadOne", { field: "code", val: "A01" });
    expect(one.body.result.name).toBe("车辆");
    expectRefused(await admin.get("/sys/category/loadOne", { field: "code", val: "Q1" }), "查询无果");
    expectRefused(await admin.get("/sys/category/loadOne", { field: "create_by; --", val: "x" }));
    const ids = await t.db.query<{ id: string }>(
      "SELECT id FROM sys_category WHERE code IN ('A02', 'A01') ORDER BY code DESC",
    );
    const names = await admin.get("/sys/category/loadDictItem", {
      ids: `${ids.map((r) => r.id).join(",")},nope`,
    });
    expect(names.body.result).toEqual(["人员", "车辆"]);
    const a01 = ids[1].id;
    expect((await admin.get("/sys/category/checkCode", { pid: a01, code: "A01A09" })).body.success).toBe(
      true,
    );
    expectRefused(
      await admin.get("/sys/category/checkCode", { pid: a01, code: "B01" }),
      '编码不符合规范,须以"A01"开头!',
    );
    expectRefused(await admin.get("/sys/category/checkCode", { pid: a01 }), "错误,类型编码为空!");
  });

  it("deleting a node removes its subtree and resets the parent's has_child", async () => {
    const a = await t.db.one<{ id: string }>("SELECT id FROM sys_category WHERE code = 'A01'");
    const kid = await t.db.one<{ id: string }>("SELECT id FROM sys_category WHERE code = 'A01A01'");
    const grand = await add("小货车", kid?.id);
    expect(grand.code).toBe("A01A01A01");
    expectOk(await admin.delete("/sys/category/delete", { id: kid?.id }));
    expect(await t.db.one("SELECT 1 AS x FROM sys_category WHERE id = $1", [grand.id])).toBeUndefined();
    const other = await t.db.one<{ id: string }>("SELECT id FROM sys_category WHERE code = 'A01A02'");
    expectOk(await admin.delete("/sys/category/deleteBatch", { ids: String(other?.id) }));
    const parent = await t.db.one<{ has_child: string }>("SELECT has_child FROM sys_category WHERE id = $1", [
      a?.id,
    ]);
    expect(parent?.has_child).toBe("0");
  });

  it("access: anonymous 401, demo user 510 and the table unchanged", async () => {
    expect((await api(t.app).get("/sys/category/loadTreeRoot", { async: "true" })).status).toBe(401);
    const demo = api(t.app, (await login(t.app, DEMO_USER.username, DEMO_USER.password)).token);
    const before = await t.db.query("SELECT * FROM sys_category ORDER BY id");
    for (const res of [
      await demo.post("/sys/category/add", { name: "x" }),
      await demo.get("/sys/category/list"),
      await demo.delete("/sys/category/deleteBatch", { ids: before.map((r) => String(r.id)).join(",") }),
    ]) {
      expect(res.body).toMatchObject({ code: 510, message: NO_PERMISSION });
    }
    expect((await demo.get("/sys/category/loadTreeRoot", { async: "true" })).body.success).toBe(true);
    expect(await t.db.query("SELECT * FROM sys_category ORDER BY id")).toEqual(before);
  });
});
