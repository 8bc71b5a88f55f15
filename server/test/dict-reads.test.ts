/** Dictionary reads: table dictionaries over a whitelist, loadDict, loadDictItem, loadTreeData. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN, API_PREFIX, createTestApp, type Loose, login, type TestApp } from "./helpers.ts";
import { ADMIN_ID, expectRefused, signHeaders } from "./user-fixtures.ts";

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  token = (await login(t.app, ADMIN.username, ADMIN.password)).token;
  const rows = [
    ["c1", "0", "车辆", "A01", "1"],
    ["c2", "c1", "货车", "A01A01", "0"],
    ["c3", "c1", "客车", "A01A02", "0"],
    ["c4", "0", "人员", "A02", "0"],
  ];
  for (const r of rows) {
    await t.db.query(
      "INSERT INTO sys_category (id, pid, name, code, has_child) VALUES ($1, $2, $3, $4, $5)",
      r,
    );
  }
});
afterAll(async () => {
  await t?.close();
});

/** A signed GET of a path below the API prefix with its query string (already encoded). */
async function signed(pathAndQuery: string, sign = true) {
  const headers: Record<string, string> = { "x-access-token": token, "tenant-id": "0" };
  if (sign)
    Object.assign(
      headers,
      signHeaders(`${API_PREFIX}${pathAndQuery}`, t.config.signSecret, t.config.timeZone),
    );
  const res = await t.app.inject({ method: "GET", url: `${API_PREFIX}${pathAndQuery}`, headers });
  return { status: res.statusCode, body: res.json<Loose>(), text: res.body, headers: res.headers };
}

const refused = (res: Awaited<ReturnType<typeof signed>>, message?: string | RegExp) =>
  expectRefused({ ...res, body: res.body as never }, message);

describe("getDictItems with table dictionaries", () => {
  it("reads whitelisted columns, with a JSON or simple condition", async () => {
    const res = await signed("/sys/dict/getDictItems/sys_user,realname,username");
    expect(res.body).toMatchObject({ success: true, code: 0 });
    const values = (res.body.result as unknown as { value: string }[]).map((o) => o.value);
    expect(values).toContain("admin");
    const cond = encodeURIComponent(`sys_user,realname,id,{"username":"admin"}`);
    const one = await signed(`/sys/dict/getDictItems/${cond}`);
    expect(one.body.result).toEqual([{ value: ADMIN_ID, text: "管理员", title: "管理员" }]);
    const simple = encodeURIComponent("sys_user,realname,id,username='admin'");
    expect((await signed(`/sys/dict/getDictItems/${simple}`)).body.result).toEqual(one.body.result);
  });

  it("never reads a password or salt column, nor a table outside the whitelist", async () => {
    for (const code of [
      "sys_user,password,username",
      "sys_user,realname,salt",
      "sys_user,realname,username,password='x'",
      `sys_user,realname,username,{"password":"x"}`,
      "sys_user_session,token_hash,id",
      "pg_shadow,passwd,usename",
    ]) {
      refused(await signed(`/sys/dict/getDictItems/${encodeURIComponent(code)}`), /^不支持的表字典：/);
    }
    refused(await signed(`/sys/dict/getDictItems/${encodeURIComponent("sys_user,realname,id,1=1 or 1=1")}`));
    refused(await signed(`/sys/dict/getDictItems/${encodeURIComponent("sys_user,realname,id,{bad")}`));
  });

  it("every dictionary URL checks the signature", async () => {
    for (const p of [
      "/sys/dict/getDictItems/sys_user,realname,username",
      "/sys/dict/loadDict/sex?keyword=%E7%94%B7&pageSize=10",
      "/sys/dict/loadDictItem/sex?key=1,2",
      "/sys/dict/loadTreeData?pid=0&tableName=sys_category&text=name&code=id&pidField=pid&hasChildField=has_child",
    ]) {
      const res = await signed(p, false);
      expect(res.body).toMatchObject({ success: false, code: 500 });
    }
  });
});

describe("loadDict and loadDictItem", () => {
  it("loadDict filters by keyword with a page size (default 10)", async () => {
    const res = await signed("/sys/dict/loadDict/sys_user,realname,username?keyword=%E7%AE%A1&pageSize=5");
    expect(res.body.success).toBe(true);
    expect(res.body.result).toEqual([{ value: "admin", text: "管理员", title: "管理员" }]);
    const plain = await signed(`/sys/dict/loadDict/sex?keyword=${encodeURIComponent("女")}`);
    expect(plain.body.result).toEqual([{ value: "2", text: "女", title: "女" }]);
    const page = await signed("/sys/dict/loadDict/sys_category,name,id");
    expect((page.body.result as unknown as unknown[]).length).toBe(4);
    refused(await signed("/sys/dict/loadDict/sex?pageSize=abc"));
    const wild = await signed(
      `/sys/dict/loadDict/sys_user,realname,username?keyword=${encodeURIComponent("%")}`,
    );
    expect(wild.body.result).toEqual([]);
  });

  it("loadDictItem answers the texts of the given keys in order", async () => {
    expect((await signed("/sys/dict/loadDictItem/sex?key=2,1")).body.result).toEqual(["女", "男"]);
    const res = await signed(`/sys/dict/loadDictItem/sys_category,name,id?key=c3,nope,c1`);
    expect(res.body.result).toEqual(["客车", "车辆"]);
    refused(await signed("/sys/dict/loadDictItem/sys_user,password,id?key=x"), /^不支持的表字典：/);
  });
});

describe("loadTreeData", () => {
  const tree = (q: string) =>
    signed(
      `/sys/dict/loadTreeData?${q}&tableName=sys_category&text=name&code=id&pidField=pid&hasChildField=has_child`,
    );

  it("answers nodes of one level with leaf and hasChildren from the has-child column, and id and label", async () => {
    const res = await tree("pid=0");
    expect(res.body.result).toEqual([
      {
        id: "c4",
        key: "c4",
        title: "人员",
        label: "人员",
        leaf: true,
        hasChildren: false,
        icon: null,
        parentId: "0",
        value: "c4",
        code: "c4",
      },
      {
        id: "c1",
        key: "c1",
        title: "车辆",
        label: "车辆",
        leaf: false,
        hasChildren: true,
        icon: null,
        parentId: "0",
        value: "c1",
        code: "c1",
      },
    ]);
    const kids = await tree("pid=c1");
    expect((kids.body.result as unknown as { title: string }[]).map((n) => n.title)).toEqual([
      "客车",
      "货车",
    ]);
    const cond = encodeURIComponent(JSON.stringify({ code: "A01A01" }));
    expect((await tree(`pid=c1&condition=${cond}`)).body.result).toHaveLength(1);
  });

  it("refuses a condition that is not a JSON object or names a column off the whitelist", async () => {
    refused(
      await tree(`pid=0&condition=${encodeURIComponent("code='A01'")}`),
      "condition参数有误，需要一个json字符串!",
    );
    refused(await tree(`pid=0&condition=${encodeURIComponent("[1]")}`));
    refused(
      await tree(`pid=0&condition=${encodeURIComponent('{"create_by":"admin"}')}`),
      /^不支持的表字典：/,
    );
    refused(
      await signed("/sys/dict/loadTreeData?tableName=sys_user&text=password&code=id&pidField=id"),
      /^不支持的表字典：/,
    );
    const missing = await signed("/sys/dict/loadTreeData?tableName=sys_category");
    expect(missing.status).toBeLessThan(500);
    expect(missing.body.success).toBe(false);
  });
});
