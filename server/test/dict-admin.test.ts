/** Dictionary administration: CRUD, items, recycle bin, messages and access. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN, api, createTestApp, DEMO_USER, login, type TestApp } from "./helpers.ts";
import { expectOk, expectRefused, fingerprint, NO_PERMISSION } from "./user-fixtures.ts";

let t: TestApp;
let admin: ReturnType<typeof api>;
let demo: ReturnType<typeof api>;

beforeAll(async () => {
  t = await createTestApp();
  admin = api(t.app, (await login(t.app, ADMIN.username, ADMIN.password)).token);
  demo = api(t.app, (await login(t.app, DEMO_USER.username, DEMO_USER.password)).token);
});
afterAll(async () => {
  await t?.close();
});

async function dictId(code: string): Promise<string> {
  const row = await t.db.one<{ id: string }>("SELECT id FROM sys_dict WHERE dict_code = $1", [code]);
  if (!row) throw new Error(`no dict ${code}`);
  return row.id;
}

describe("dictionaries", () => {
  it("adds, lists, edits and refuses a duplicate code with a clear message", async () => {
    expectOk(
      await admin.post("/sys/dict/add", { dictName: "颜色", dictCode: "color", description: "d" }),
      "保存成功！",
    );
    expectRefused(await admin.post("/sys/dict/add", { dictName: "x", dictCode: "color" }), /字典编码已存在/);
    expectRefused(await admin.post("/sys/dict/add", { dictName: "x" }), "请输入字典编码!");
    const list = await admin.get("/sys/dict/list", { dictCode: "color" });
    expectOk(list);
    expect(list.body.result.total).toBe(1);
    const id = String(list.body.result.records[0].id);
    expectOk(await admin.put("/sys/dict/edit", { id, dictName: "颜色2" }), "编辑成功!");
    expect((await admin.get("/sys/dict/queryById", { id })).body.result.dictName).toBe("颜色2");
    expectRefused(await admin.put("/sys/dict/edit", { id, dictCode: "sex" }), /字典编码已存在/);
  });

  it("items: add, list by dictId in sort order, edit status, unique value per dictionary, delete", async () => {
    const id = await dictId("color");
    expectOk(
      await admin.post("/sys/dictItem/add", { dictId: id, itemText: "蓝", itemValue: "b", sortOrder: 2 }),
    );
    expectOk(
      await admin.post("/sys/dictItem/add", { dictId: id, itemText: "红", itemValue: "r", sortOrder: 1 }),
    );
    expectRefused(
      await admin.post("/sys/dictItem/add", { dictId: id, itemText: "红2", itemValue: "r" }),
      "该字典中已存在相同的数据值",
    );
    expectRefused(
      await admin.post("/sys/dictItem/add", { dictId: "nope", itemText: "a", itemValue: "a" }),
      "字典不存在或已删除",
    );
    const list = await admin.get("/sys/dictItem/list", { dictId: id });
    const records = list.body.result.records as unknown as { itemText: string }[];
    expect(records.map((r) => r.itemText)).toEqual(["红", "蓝"]);
    expect(list.body.result.records[0].status).toBe(1);
    expect(list.body.result.records[0].status_dictText).toBe("启用");
    const blue = String(list.body.result.records[1].id);
    expectOk(await admin.put("/sys/dictItem/edit", { id: blue, status: 0 }));
    const all = await admin.get("/sys/dict/queryAllDictItems");
    expect(all.body.result.color).toEqual([{ value: "r", text: "红", title: "红" }]);
    expectOk(await admin.delete("/sys/dictItem/delete", { id: blue }), "删除成功!");
    expect((await admin.get("/sys/dictItem/list", { dictId: id })).body.result.total).toBe(1);
  });

  it("delete moves to the recycle bin; back restores; deletePhysic purges dict and items", async () => {
    const id = await dictId("color");
    expectOk(await admin.delete("/sys/dict/delete", { id }), "删除成功!");
    expect((await admin.get("/sys/dict/list", { dictCode: "color" })).body.result.total).toBe(0);
    const bin = await admin.get<Array<{ id: string; dictCode: string }>>("/sys/dict/deleteList");
    expect(bin.body.result.map((d) => d.dictCode)).toContain("color");
    expectRefused(await admin.post("/sys/dict/add", { dictName: "x", dictCode: "color" }), /回收站/);
    expectOk(await admin.put(`/sys/dict/back/${id}`), "操作成功!");
    expect((await admin.get("/sys/dict/list", { dictCode: "color" })).body.result.total).toBe(1);
    expectRefused(await admin.delete(`/sys/dict/deletePhysic/${id}`), "回收站中没有该字典");
    expectOk(await admin.delete("/sys/dict/deleteBatch", { ids: `${id},` }), "删除成功!");
    expectOk(await admin.delete(`/sys/dict/deletePhysic/${id}`), "删除成功!");
    expect(await t.db.one("SELECT 1 AS x FROM sys_dict WHERE id = $1", [id])).toBeUndefined();
    expect(await t.db.one("SELECT 1 AS x FROM sys_dict_item WHERE dict_id = $1", [id])).toBeUndefined();
    expectRefused(await admin.put("/sys/dict/back/nope"), "回收站中没有该字典");
  });

  it("refleshCache answers success and the dictionaries stay readable", async () => {
    const res = await admin.get("/sys/dict/refleshCache");
    expect(res.body).toMatchObject({ success: true });
  });

  it("bad input is a clear refusal, never 5xx", async () => {
    expectRefused(await admin.post("/sys/dict/add", { dictName: "x".repeat(200), dictCode: "long" }));
    expectRefused(await admin.post("/sys/dict/add", { dictName: "x", dictCode: { a: 1 } }));
    expectRefused(
      await admin.post("/sys/dictItem/add", {
        dictId: await dictId("sex"),
        itemText: "a",
        itemValue: "z",
        sortOrder: "x",
      }),
    );
    expectRefused(await admin.put("/sys/dict/edit", { id: "nope", dictName: "y" }));
    expectRefused(await admin.put("/sys/dict/back/a\u0000b"));
  });
});

describe("access", () => {
  it("anonymous callers get 401", async () => {
    for (const path of ["/sys/dict/list", "/sys/dict/deleteList", "/sys/dictItem/list"]) {
      expect((await api(t.app).get(path)).status).toBe(401);
    }
  });

  it("the demo user gets 510 and nothing changes", async () => {
    const before = await fingerprint(t.db);
    const id = await dictId("sex");
    const calls = [
      demo.get("/sys/dict/list"),
      demo.post("/sys/dict/add", { dictName: "x", dictCode: "x1" }),
      demo.put("/sys/dict/edit", { id, dictName: "x" }),
      demo.delete("/sys/dict/delete", { id }),
      demo.get("/sys/dict/deleteList"),
      demo.put(`/sys/dict/back/${id}`),
      demo.delete(`/sys/dict/deletePhysic/${id}`),
      demo.post("/sys/dictItem/add", { dictId: id, itemText: "x", itemValue: "x" }),
      demo.delete("/sys/dictItem/deleteBatch", { ids: "a,b" }),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.body).toMatchObject({ success: false, code: 510, message: NO_PERMISSION });
    }
    expect(await fingerprint(t.db)).toEqual(before);
  });
});
