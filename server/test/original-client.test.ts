/**
 * Calls the original JeecgBoot Vue 2 client (ant-design-vue-jeecg) makes every day, answered as it
 * expects: the user form's departments and a user edit that keeps them, the dictionary item check, the
 * category screen's lists, the address book, the third-party sync buttons, table dictionaries with the
 * client's condition text, unknown paths as HTTP 404 and unknown websockets as a failed handshake.
 */
import { request } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseTextCondition } from "../src/modules/dict/dict-condition.ts";
import {
  ADMIN,
  API_PREFIX,
  api,
  createTestApp,
  DEMO_USER,
  type Loose,
  login,
  type TestApp,
} from "./helpers.ts";
import {
  ADMIN_ID,
  DEMO_ID,
  expectOk,
  expectRefused,
  GOOD_PASSWORD,
  insertUser,
  MARKET_DEPART_ID,
  NO_PERMISSION,
  RD_DEPART_ID,
  ROOT_DEPART_ID,
  signHeaders,
  TEST_ROLE_ID,
} from "./user-fixtures.ts";

const RD_GROUP_DEPART_ID = "a7d7e77e06c84325a40932163adcdaa6";

let t: TestApp;
let admin: ReturnType<typeof api>;
let demo: ReturnType<typeof api>;
let adminToken: string;

beforeAll(async () => {
  t = await createTestApp();
  adminToken = (await login(t.app, ADMIN.username, ADMIN.password)).token;
  admin = api(t.app, adminToken);
  demo = api(t.app, (await login(t.app, DEMO_USER.username, DEMO_USER.password)).token);
});
afterAll(async () => {
  await t?.close();
});

async function departsOf(userId: string): Promise<string[]> {
  const rows = await t.db.query<{ dep_id: string }>(
    "SELECT dep_id FROM sys_user_depart WHERE user_id = $1 ORDER BY dep_id",
    [userId],
  );
  return rows.map((r) => r.dep_id);
}

async function orgCodeOf(userId: string): Promise<string | null> {
  const row = await t.db.one<{ org_code: string | null }>("SELECT org_code FROM sys_user WHERE id = $1", [
    userId,
  ]);
  return row?.org_code ?? null;
}

let phoneSeq = 0;

/** A user added through the API in the market and R&D departments, acting in R&D (A01A02). */
async function userInTwoDeparts(username: string): Promise<string> {
  phoneSeq++;
  expectOk(
    await admin.post("/sys/user/add", {
      username,
      realname: `原版${username}`,
      password: GOOD_PASSWORD,
      confirmpassword: GOOD_PASSWORD,
      phone: `1380000${String(phoneSeq).padStart(4, "0")}`,
      selectedroles: TEST_ROLE_ID,
      selecteddeparts: `${MARKET_DEPART_ID},${RD_DEPART_ID}`,
    }),
  );
  const row = await t.db.one<{ id: string }>("SELECT id FROM sys_user WHERE username = $1", [username]);
  if (!row) throw new Error("user not added");
  await t.db.query("UPDATE sys_user SET org_code = 'A01A02' WHERE id = $1", [row.id]);
  return row.id;
}

/**
 * The body the original client's UserModal sends on 保存 when 部门分配 could not be loaded: the list
 * record as it was shown, the role ids, `selecteddeparts: ""` and, for a plain user (身份 普通用户),
 * `departIds: ""`.
 */
async function originalEditBody(username: string, extra: Record<string, unknown> = {}) {
  const list = await admin.get("/sys/user/list", { username, pageSize: 10 });
  const record = (list.body.result.records as unknown as Record<string, unknown>[])[0];
  expect(record, "the list shows the user").toBeDefined();
  const roles = await admin.get<string[]>("/sys/user/queryUserRole", { userid: String(record.id) });
  return {
    ...record,
    selectedroles: roles.body.result.join(","),
    selecteddeparts: "",
    userIdentity: 1,
    departIds: "",
    ...extra,
  };
}

describe("user form: userDepartList and an edit that keeps departments", () => {
  it("answers the user's departments as {key, value, title}, and an empty list for none", async () => {
    const id = await userInTwoDeparts("orig_deps");
    const res = await admin.get("/sys/user/userDepartList", { userId: id });
    expectOk(res);
    expect(res.body.result as unknown).toEqual([
      { key: MARKET_DEPART_ID, value: MARKET_DEPART_ID, title: "市场部" },
      { key: RD_DEPART_ID, value: RD_DEPART_ID, title: "研发部" },
    ]);
    await insertUser(t.db, { id: "nodeps0000000000000000000000001a", username: "orig_nodeps" });
    const none = await admin.get("/sys/user/userDepartList", { userId: "nodeps0000000000000000000000001a" });
    expectOk(none);
    expect(none.body.result).toEqual([]);
    expectRefused(await admin.get("/sys/user/userDepartList"), /userId/);
    expectRefused(await demo.get("/sys/user/userDepartList", { userId: id }), NO_PERMISSION);
  });

  it("an edit as the original client sends it, with selecteddeparts empty, keeps departments and orgCode", async () => {
    const id = await userInTwoDeparts("orig_edit");
    const body = await originalEditBody("orig_edit", { realname: "原版改名" });
    expect(body).toMatchObject({ id, selecteddeparts: "", orgCode: "A01A02" });
    expectOk(await admin.put("/sys/user/edit", body), "编辑成功!");
    expect(await departsOf(id)).toEqual([MARKET_DEPART_ID, RD_DEPART_ID].sort());
    expect(await orgCodeOf(id)).toBe("A01A02");
    const row = await t.db.one<{ realname: string }>("SELECT realname FROM sys_user WHERE id = $1", [id]);
    expect(row?.realname).toBe("原版改名");

    // Absent altogether, and sent as an empty array: kept as well.
    expectOk(await admin.put("/sys/user/edit", { id, realname: "再改" }));
    expectOk(await admin.put("/sys/user/edit", { id, selecteddeparts: [], departIds: null }));
    expect(await departsOf(id)).toEqual([MARKET_DEPART_ID, RD_DEPART_ID].sort());
    expect(await orgCodeOf(id)).toBe("A01A02");
  });

  it("falls back to departIds as the original does, and moves orgCode only when it is no longer held", async () => {
    const id = await userInTwoDeparts("orig_fallback");
    expectOk(
      await admin.put("/sys/user/edit", await originalEditBody("orig_fallback", { departIds: RD_DEPART_ID })),
    );
    expect(await departsOf(id)).toEqual([RD_DEPART_ID]);
    expect(await orgCodeOf(id)).toBe("A01A02");

    expectOk(
      await admin.put("/sys/user/edit", { id, selecteddeparts: ROOT_DEPART_ID, departIds: RD_DEPART_ID }),
    );
    expect(await departsOf(id)).toEqual([ROOT_DEPART_ID]);
    expect(await orgCodeOf(id)).toBe("A01");

    expectRefused(await admin.put("/sys/user/edit", { id, departIds: "nope" }), "部门不存在：nope");
    expect(await departsOf(id)).toEqual([ROOT_DEPART_ID]);
  });

  it("generateUserId gives a fresh 32-character id to holders of user:add", async () => {
    const a = await admin.get("/sys/user/generateUserId");
    const b = await admin.get("/sys/user/generateUserId");
    expectOk(a);
    expect(String(a.body.result)).toMatch(/^[0-9a-f]{32}$/);
    expect(b.body.result).not.toBe(a.body.result);
    expectRefused(await demo.get("/sys/user/generateUserId"), NO_PERMISSION);
  });
});

describe("dictItemCheck", () => {
  it("says whether a value is free in one dictionary, ignoring the item being edited", async () => {
    const item = await t.db.one<{ id: string; dict_id: string }>(
      `SELECT i.id, i.dict_id FROM sys_dict_item i JOIN sys_dict d ON d.id = i.dict_id
        WHERE d.dict_code = 'sex' AND i.item_value = '1'`,
    );
    if (!item) throw new Error("seeded sex dictionary missing");
    expectRefused(
      await admin.get("/sys/dictItem/dictItemCheck", { itemValue: "1", dictId: item.dict_id }),
      "该值不可用，系统中已存在！",
    );
    expectOk(
      await admin.get("/sys/dictItem/dictItemCheck", { itemValue: "1", dictId: item.dict_id, id: item.id }),
      "该值可用！",
    );
    expectOk(
      await admin.get("/sys/dictItem/dictItemCheck", { itemValue: "7", dictId: item.dict_id }),
      "该值可用！",
    );
    // The value is free in another dictionary.
    const other = await t.db.one<{ id: string }>("SELECT id FROM sys_dict WHERE dict_code <> 'sex' LIMIT 1");
    expectOk(await admin.get("/sys/dictItem/dictItemCheck", { itemValue: "1", dictId: String(other?.id) }));
    expectRefused(await admin.get("/sys/dictItem/dictItemCheck", { itemValue: "7" }), "请选择字典");
    // Login-only, like every uniqueness check: the demo user's form may ask too.
    expectRefused(
      await demo.get("/sys/dictItem/dictItemCheck", { itemValue: "1", dictId: item.dict_id }),
      "该值不可用，系统中已存在！",
    );

    // The form then adds the item.
    expectOk(
      await admin.post("/sys/dictItem/add", { dictId: item.dict_id, itemText: "其他", itemValue: "7" }),
      "保存成功！",
    );
    expectRefused(
      await admin.get("/sys/dictItem/dictItemCheck", { itemValue: "7", dictId: item.dict_id }),
      "该值不可用，系统中已存在！",
    );
  });
});

describe("category screen lists", () => {
  beforeAll(async () => {
    for (const r of [
      ["oc1", "0", "车辆", "A01", "1"],
      ["oc2", "oc1", "货车", "A01A01", "0"],
      ["oc3", "oc1", "客车", "A01A02", "1"],
      ["oc4", "0", "人员", "A02", "0"],
      ["oc5", "oc3", "大客车", "A01A02A01", "0"],
    ]) {
      await t.db.query(
        "INSERT INTO sys_category (id, pid, name, code, has_child) VALUES ($1, $2, $3, $4, $5)",
        r,
      );
    }
  });

  it("rootList pages the top level with hasChild; pid names another level", async () => {
    const res = await admin.get("/sys/category/rootList", { pageNo: 1, pageSize: 10 });
    expectOk(res);
    const records = res.body.result.records as unknown as Record<string, unknown>[];
    expect(records.map((r) => [r.id, r.name, r.code, r.hasChild])).toEqual([
      ["oc1", "车辆", "A01", "1"],
      ["oc4", "人员", "A02", "0"],
    ]);
    expect(res.body.result).toMatchObject({ total: 2, current: 1, size: 10 });
    const second = await admin.get("/sys/category/rootList", { pageNo: 2, pageSize: 1 });
    expect((second.body.result.records as unknown as { id: string }[]).map((r) => r.id)).toEqual(["oc4"]);
    const under = await admin.get("/sys/category/rootList", { pid: "oc1" });
    expect((under.body.result.records as unknown as { id: string }[]).map((r) => r.id)).toEqual([
      "oc2",
      "oc3",
    ]);
    expectRefused(await admin.get("/sys/category/rootList", { pid: "a'b" }), "父级节点参数格式不正确");
    expectRefused(await demo.get("/sys/category/rootList"), NO_PERMISSION);
  });

  it("childList answers all children of one node; getChildListBatch of several, as a page", async () => {
    const children = await admin.get("/sys/category/childList", { pid: "oc1" });
    expectOk(children);
    const rows = children.body.result as unknown as Record<string, unknown>[];
    expect(rows.map((r) => [r.id, r.pid, r.hasChild])).toEqual([
      ["oc2", "oc1", "0"],
      ["oc3", "oc1", "1"],
    ]);
    expectRefused(await admin.get("/sys/category/childList"), "请指定父级节点(pid)");
    const batch = await admin.get("/sys/category/getChildListBatch", { parentIds: "oc1,oc3" });
    expectOk(batch);
    expect((batch.body.result.records as unknown as { id: string }[]).map((r) => r.id)).toEqual([
      "oc2",
      "oc3",
      "oc5",
    ]);
    expect(batch.body.result.total).toBe(3);
    expectRefused(await admin.get("/sys/category/getChildListBatch", { parentIds: "oc1,x y" }));
    expectRefused(await demo.get("/sys/category/childList", { pid: "oc1" }), NO_PERMISSION);
  });
});

describe("queryByOrgCodeForAddressList", () => {
  beforeAll(async () => {
    await insertUser(t.db, { id: "addr00000000000000000000000000u1", username: "addr_u1", workNo: "AD1" }, [
      MARKET_DEPART_ID,
      RD_DEPART_ID,
    ]);
    await insertUser(t.db, { id: "addr00000000000000000000000000u2", username: "addr_u2", workNo: "AD2" }, [
      RD_GROUP_DEPART_ID,
    ]);
    await t.db.query(
      "UPDATE sys_user SET post = 'devleader', telephone = '010-1' WHERE username = 'addr_u1'",
    );
  });

  type Person = { userId: string; realname: string; departName: string; post: string; post_dictText: string };
  const people = (res: { body: { result: Loose } }) => res.body.result.records as unknown as Person[];

  it("lists the people of a department and everything below it, one row each, with position names", async () => {
    const rd = await admin.get("/sys/user/queryByOrgCodeForAddressList", {
      orgCode: "A01A02",
      workNo: "AD",
      pageNo: 1,
      pageSize: 10,
    });
    expectOk(rd);
    expect(people(rd).map((p) => [p.realname, p.departName])).toEqual([
      ["addr_u1", "研发部"],
      ["addr_u2", "研发一组"],
    ]);
    const all = await admin.get("/sys/user/queryByOrgCodeForAddressList", { orgCode: "A01", workNo: "AD" });
    const u1 = people(all).find((p) => p.userId === "addr00000000000000000000000000u1");
    expect(u1).toMatchObject({
      realname: "addr_u1",
      departName: "市场部 | 研发部",
      post: "devleader",
      post_dictText: "研发部经理",
      telephone: "010-1",
    });
    expect(all.body.result.total).toBe(2);
    expect(u1).not.toHaveProperty("password");
  });

  it("without a code lists everyone in a department; filters by name and pages", async () => {
    const everyone = await admin.get("/sys/user/queryByOrgCodeForAddressList", { pageSize: 100 });
    const ids = people(everyone).map((p) => p.userId);
    expect(ids).toContain(ADMIN_ID);
    expect(ids).toContain("addr00000000000000000000000000u2");
    expect(everyone.body.result.total).toBe(ids.length);
    const one = await admin.get("/sys/user/queryByOrgCodeForAddressList", { realname: "addr_u2" });
    expect(people(one).map((p) => p.userId)).toEqual(["addr00000000000000000000000000u2"]);
    const paged = await admin.get("/sys/user/queryByOrgCodeForAddressList", {
      workNo: "AD",
      pageSize: 1,
      pageNo: 2,
    });
    expect(people(paged)).toHaveLength(1);
    expect(paged.body.result).toMatchObject({ total: 2, current: 2, pages: 2 });
    // A code that is a LIKE pattern matches nothing but itself.
    const pattern = await admin.get("/sys/user/queryByOrgCodeForAddressList", { orgCode: "%" });
    expect(pattern.body.result.total).toBe(0);
    expectRefused(await admin.get("/sys/user/queryByOrgCodeForAddressList", { pageSize: "x" }));
    expectRefused(await demo.get("/sys/user/queryByOrgCodeForAddressList"), NO_PERMISSION);
  });
});

describe("thirdApp/getEnabledType", () => {
  it("answers that no third-party app is configured", async () => {
    const res = await admin.get("/sys/thirdApp/getEnabledType");
    expectOk(res);
    expect(res.body.result).toEqual({ wechatEnterprise: false, dingtalk: false });
    expectOk(await demo.get("/sys/thirdApp/getEnabledType"));
  });
});

describe("table dictionaries with the original client's conditions", () => {
  async function items(code: string) {
    const pathAndQuery = `/sys/dict/getDictItems/${encodeURIComponent(code)}`;
    const res = await t.app.inject({
      method: "GET",
      url: `${API_PREFIX}${pathAndQuery}`,
      headers: {
        "x-access-token": adminToken,
        "tenant-id": "0",
        ...signHeaders(`${API_PREFIX}${pathAndQuery}`, t.config.signSecret, t.config.timeZone),
      },
    });
    return { status: res.statusCode, text: res.body, body: res.json<Loose>() };
  }
  const values = (res: { body: Loose }) =>
    (res.body.result as unknown as { value: string }[]).map((o) => o.value);

  beforeAll(async () => {
    await t.db.query("UPDATE sys_user SET create_time = '2020-01-01 00:00:00' WHERE id = $1", [DEMO_ID]);
    await insertUser(t.db, {
      id: "dictcond000000000000000000000u1",
      username: "dc_early",
      realname: "条件甲",
      createTime: "2019-05-05 00:00:00",
      sex: 2,
    });
    await insertUser(t.db, {
      id: "dictcond000000000000000000000u2",
      username: "dc_late",
      realname: "条件乙",
      createTime: "2030-05-05 00:00:00",
      sex: 1,
    });
  });

  it("accepts the client's own example: username!='admin' order by create_time", async () => {
    const res = await items("sys_user,realname,id,username!='admin' order by create_time");
    expect(res.body).toMatchObject({ success: true });
    const ids = values(res);
    expect(ids).not.toContain(ADMIN_ID);
    expect(ids.indexOf("dictcond000000000000000000000u1")).toBe(0);
    expect(ids.indexOf(DEMO_ID)).toBeLessThan(ids.indexOf("dictcond000000000000000000000u2"));
    expect(ids.at(-1)).toBe("dictcond000000000000000000000u2");
    const desc = values(await items("sys_user,realname,id,username <> 'admin' ORDER BY create_time DESC"));
    expect(desc[0]).toBe("dictcond000000000000000000000u2");
    expect(desc).not.toContain(ADMIN_ID);
  });

  it("accepts =, <>, >, <, like joined with and, each value a parameter", async () => {
    expect(values(await items("sys_user,realname,id,realname like '条件%' and sex = '2'"))).toEqual([
      "dictcond000000000000000000000u1",
    ]);
    expect(values(await items("sys_user,realname,id,realname like '条件%' and sex > 1"))).toEqual([
      "dictcond000000000000000000000u1",
    ]);
    expect(values(await items("sys_user,realname,id,realname like '条件%' and sex < 2"))).toEqual([
      "dictcond000000000000000000000u2",
    ]);
    expect(
      values(await items("sys_user,realname,id,realname like '条件%' and create_time > '2025-01-01'")),
    ).toEqual(["dictcond000000000000000000000u2"]);
    expect(values(await items("sys_user,realname,username,username='it''s'"))).toEqual([]);
    expect(
      values(await items("sys_depart,depart_name,id,org_code like 'A01A02%' order by org_code")),
    ).toEqual([RD_DEPART_ID, RD_GROUP_DEPART_ID]);
  });

  it("refuses raw SQL, columns off the whitelist and values of the wrong type, never with a 5xx", async () => {
    for (const [code, message] of [
      ["sys_user,realname,id,username!='admin' or 1=1", /^字典条件格式不正确/],
      ["sys_user,realname,id,username='a'; drop table sys_user", /^字典条件格式不正确/],
      ["sys_user,realname,id,username='a' union select password from sys_user", /^字典条件格式不正确/],
      ["sys_user,realname,id,username=(select 1)", /^字典条件格式不正确/],
      ["sys_user,realname,id,username='open", /^字典条件格式不正确/],
      ["sys_user,realname,id,username!='admin' order by 1", /^字典条件格式不正确/],
      ["sys_user,realname,id,order by create_time; select 1", /^字典条件格式不正确/],
      ["sys_user,realname,id,password like 'x%'", "不支持的表字典：sys_user.password"],
      ["sys_user,realname,id,username!='admin' order by password", "不支持的表字典：sys_user.password"],
      ["sys_user,realname,id,sex > 'abc'", "参数格式不正确"],
    ] as const) {
      const res = await items(code);
      expect(res.status, code).toBe(200);
      expect(res.body.success, code).toBe(false);
      if (typeof message === "string") expect(res.body.message, code).toBe(message);
      else expect(String(res.body.message), code).toMatch(message);
      expect(res.text).not.toMatch(/stack|服务器内部错误/);
    }
  });

  it("parses the grammar into comparisons and an order", () => {
    expect(parseTextCondition("a = 'x' AND b != 'it''s' and c like '%y' order by d desc")).toEqual({
      comparisons: [
        { column: "a", op: "=", value: "x" },
        { column: "b", op: "<>", value: "it's" },
        { column: "c", op: "like", value: "%y" },
      ],
      order: { column: "d", desc: true },
    });
    expect(parseTextCondition("order by e")).toEqual({
      comparisons: [],
      order: { column: "e", desc: false },
    });
    expect(parseTextCondition("n>=1 and m<=2")).toEqual({
      comparisons: [
        { column: "n", op: ">=", value: "1" },
        { column: "m", op: "<=", value: "2" },
      ],
    });
  });
});

describe("unknown paths and websockets", () => {
  it("an unknown API path answers HTTP 404 with the envelope, signed in or not", async () => {
    for (const client of [admin, api(t.app)]) {
      const res = await client.get("/sys/no/such/path");
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({
        success: false,
        code: 404,
        message: "路径不存在，请检查路径是否正确",
      });
    }
    const post = await admin.post("/sys/annountCement/nothing", {});
    expect(post.status).toBe(404);
  });

  it("a websocket nobody serves fails its handshake with HTTP 404, not 101 or a 200 page", async () => {
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = t.app.server.address() as AddressInfo;
    for (const path of [
      `${API_PREFIX}/vxeSocket/${ADMIN_ID}`,
      `${API_PREFIX}/sys/user/list`,
      `/websocket/${ADMIN_ID}`,
    ]) {
      const status = await new Promise<number>((resolve, reject) => {
        const req = request({
          host: "127.0.0.1",
          port,
          path,
          headers: {
            Connection: "Upgrade",
            Upgrade: "websocket",
            "Sec-WebSocket-Version": "13",
            "Sec-WebSocket-Key": "dGhlIHNhbXBsZSBub25jZQ==",
            "Sec-WebSocket-Protocol": adminToken,
          },
        });
        req.on("upgrade", (_res, socket) => {
          socket.destroy();
          resolve(101);
        });
        req.on("response", (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        });
        req.on("error", reject);
        req.end();
      });
      expect(status, path).toBe(404);
    }
  });
});
