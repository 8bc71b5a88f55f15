/** Every JeecgBoot list convention end to end on /sys/user/list, against the real database. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN, api, createTestApp, DEMO_USER, type Loose, login, type TestApp } from "./helpers.ts";
import { expectOk, expectRefused, insertUser, MARKET_DEPART_ID, RD_DEPART_ID } from "./user-fixtures.ts";

let t: TestApp;
let admin: ReturnType<typeof api>;
let demo: ReturnType<typeof api>;

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t;
  await insertUser(
    db,
    {
      username: "lc_alpha",
      realname: "管理测试甲",
      sex: 1,
      status: 1,
      birthday: "1990-05-01",
      createTime: "2021-01-01 00:00:00",
      phone: "13800000001",
      email: "alpha@lc.test",
    },
    [MARKET_DEPART_ID, RD_DEPART_ID],
  );
  await insertUser(db, {
    username: "lc_beta",
    realname: "测试乙",
    sex: 2,
    status: 2,
    birthday: "1985-01-01",
    createTime: "2021-01-31 23:59:59",
    phone: "13800000002",
  });
  await insertUser(db, {
    username: "lc_gamma",
    realname: "丙_50%",
    sex: 1,
    createTime: "2021-02-01 00:00:00",
    phone: "13800000003",
  });
  await insertUser(db, { username: "lc_delta", realname: "丁", createTime: "2020-12-31 23:59:59" });
  await insertUser(db, { username: "lc_deleted", realname: "已删除测试", delFlag: 1 });
  await insertUser(db, { username: "_reserve_user_external", realname: "保留测试" });
  admin = api(t.app, (await login(t.app, ADMIN.username, ADMIN.password)).token);
  demo = api(t.app, (await login(t.app, DEMO_USER.username, DEMO_USER.password)).token);
});
afterAll(async () => {
  await t?.close();
});

type Query = Record<string, string | number>;

async function list(query: Query, client = admin) {
  const res = await client.get("/sys/user/list", query);
  expectOk(res);
  const records = res.body.result.records as unknown as Loose[];
  return {
    res,
    records,
    names: records.map((r) => String(r.username)),
    total: Number(res.body.result.total),
  };
}

const sorted = (a: string[]) => [...a].sort();

describe("value rules", () => {
  it("*x* is LIKE", async () => {
    expect(sorted((await list({ realname: "*测试*" })).names)).toEqual(["lc_alpha", "lc_beta"]);
  });
  it("x* and *x are right and left LIKE", async () => {
    expect((await list({ username: "lc_a*" })).names).toEqual(["lc_alpha"]);
    expect(sorted((await list({ username: "*ta" })).names)).toEqual(["lc_beta", "lc_delta"]);
  });
  it("% and _ in the text are literal", async () => {
    expect((await list({ realname: "*_50%*" })).names).toEqual(["lc_gamma"]);
    expect((await list({ realname: "*_*" })).names).toEqual(["lc_gamma"]);
    expect((await list({ realname: "*%*" })).names).toEqual(["lc_gamma"]);
  });
  it("a,b is IN", async () => {
    expect(sorted((await list({ username: "lc_alpha,lc_beta," })).names)).toEqual(["lc_alpha", "lc_beta"]);
  });
  it("!x is not equal", async () => {
    const { names } = await list({ realname: "!丁", pageSize: 100 });
    expect(names).not.toContain("lc_delta");
    expect(sorted(names)).toEqual(["admin", "jeecg", "lc_alpha", "lc_beta", "lc_gamma"]);
  });
  it(",a,b, is contains-any", async () => {
    expect(sorted((await list({ phone: ",0001,0003," })).names)).toEqual(["lc_alpha", "lc_gamma"]);
  });
  it(">=x and <=x without a space are ge/le", async () => {
    expect(sorted((await list({ username: ">=lc_delta" })).names)).toEqual(["lc_delta", "lc_gamma"]);
    expect(sorted((await list({ username: "<=lc_alpha" })).names)).toEqual(["admin", "jeecg", "lc_alpha"]);
  });
  it("spaced and keyword comparisons", async () => {
    expect(sorted((await list({ username: ">= lc_delta" })).names)).toEqual(["lc_delta", "lc_gamma"]);
    expect(sorted((await list({ username: "> lc_delta" })).names)).toEqual(["lc_gamma"]);
    expect(sorted((await list({ username: "< jeecg" })).names)).toEqual(["admin"]);
    expect((await list({ username: "= lc_beta" })).names).toEqual(["lc_beta"]);
    expect((await list({ username: "eq lc_beta" })).names).toEqual(["lc_beta"]);
    expect(sorted((await list({ username: "in lc_beta,lc_gamma" })).names)).toEqual(["lc_beta", "lc_gamma"]);
  });
  it("numbers and dates compare typed", async () => {
    const women = await list({ sex: "2" });
    expect(women.names).toContain("lc_beta");
    expect(women.records.every((r) => Number(r.sex) === 2)).toBe(true);
    expect(sorted((await list({ birthday: "<= 1990-05-01" })).names)).toEqual(
      sorted(
        (await list({ birthday_end: "1990-05-01", pageSize: 100 })).names.filter(
          (n) => n !== "admin" && n !== "jeecg",
        ),
      ),
    );
    expect(sorted((await list({ birthday: "<= 1990-05-01" })).names)).toEqual(["lc_alpha", "lc_beta"]);
  });
  it("a typed value that does not parse is refused with a message", async () => {
    expectRefused(
      await admin.get("/sys/user/list", { sex: "abc" }),
      "查询条件 性别(sex) 的值「abc」不是有效的数字",
    );
    expectRefused(await admin.get("/sys/user/list", { birthday: "1990-02-30" }), /不是有效的日期/);
  });
});

describe("ranges and multi-values", () => {
  it("createTime_begin/_end cover whole days", async () => {
    const { names } = await list({ createTime_begin: "2021-01-01", createTime_end: "2021-01-31" });
    expect(sorted(names)).toEqual(["lc_alpha", "lc_beta"]);
  });
  it("_begin/_end with full times", async () => {
    const { names } = await list({
      createTime_begin: "2021-01-31 23:59:59",
      createTime_end: "2021-02-01 00:00:00",
    });
    expect(sorted(names)).toEqual(["lc_beta", "lc_gamma"]);
  });
  it("_MultiString is IN with typed values", async () => {
    const { names } = await list({ status_MultiString: "2", username: "lc_*" });
    expect(names).toEqual(["lc_beta"]);
  });
});

describe("paging and sorting", () => {
  it("pages with total, size, current and pages", async () => {
    const p1 = await list({ username: "lc_*", pageSize: 3, column: "username", order: "asc" });
    expect(p1.names).toEqual(["lc_alpha", "lc_beta", "lc_delta"]);
    expect(p1.res.body.result).toMatchObject({ total: 4, size: 3, current: 1, pages: 2 });
    const p2 = await list({ username: "lc_*", pageSize: 3, pageNo: 2, column: "username", order: "asc" });
    expect(p2.names).toEqual(["lc_gamma"]);
    expect(p2.res.body.result).toMatchObject({ total: 4, current: 2 });
    expect(p2.res.body.code).toBe(200);
  });
  it("defaults to createTime desc", async () => {
    expect((await list({ username: "lc_*" })).names).toEqual(["lc_gamma", "lc_beta", "lc_alpha", "lc_delta"]);
  });
  it("column=sex_dictText&order=asc sorts by sex", async () => {
    const { records } = await list({ username: "lc_*", column: "sex_dictText", order: "asc" });
    expect(records.map((r) => r.sex)).toEqual([1, 1, 2, null]);
  });
  it("several columns share the direction", async () => {
    const { names } = await list({ username: "lc_*", column: "sex,username", order: "desc" });
    expect(names).toEqual(["lc_delta", "lc_beta", "lc_gamma", "lc_alpha"]);
  });
  it("an unknown column falls back to the default order", async () => {
    const { names } = await list({ username: "lc_*", column: "nope; drop table sys_user", order: "asc" });
    expect(names).toEqual(["lc_gamma", "lc_beta", "lc_alpha", "lc_delta"]);
  });
  it("pageSize is capped at 1000", async () => {
    const { res } = await list({ pageSize: 5000 });
    expect(res.body.result.size).toBe(1000);
  });
  it("ignores _t, field and unknown parameters", async () => {
    const { names } = await list({ username: "lc_a*", _t: 1, field: "id,,username", nope: "x" });
    expect(names).toEqual(["lc_alpha"]);
  });
});

describe("records", () => {
  it("carry dictionary texts and department names, never secrets, deleted or reserved users", async () => {
    const { records, total } = await list({ pageSize: 100 });
    expect(total).toBe(6);
    const alpha = records.find((r) => String(r.username) === "lc_alpha") as Loose;
    expect(alpha).toMatchObject({
      sex: 1,
      sex_dictText: "男",
      status: 1,
      status_dictText: "正常",
      birthday: "1990-05-01",
      createTime: "2021-01-01 00:00:00",
      orgCodeTxt: "市场部,研发部",
    });
    expect((records.find((r) => String(r.username) === "lc_beta") as Loose).status_dictText).toBe("冻结");
    for (const r of records) {
      expect(r).not.toHaveProperty("password");
      expect(r).not.toHaveProperty("salt");
      expect(r).not.toHaveProperty("mustChangePassword");
    }
    const names = records.map((r) => r.username);
    expect(names).not.toContain("lc_deleted");
    expect(names).not.toContain("_reserve_user_external");
  });

  it("a caller without user:list gets picker fields only and cannot filter by hidden ones", async () => {
    const { records } = await list({ username: "lc_alpha" }, demo);
    expect(records).toHaveLength(1);
    // The fields the user picker shows, with the phone masked.
    expect(Object.keys(records[0]).sort()).toEqual(
      [
        "birthday",
        "id",
        "phone",
        "realname",
        "sex",
        "sex_dictText",
        "status",
        "status_dictText",
        "username",
      ].sort(),
    );
    expect(records[0].phone).toBe("138****0001");
    const byEmail = await list({ email: "alpha@lc.test", pageSize: 100 }, demo);
    expect(byEmail.total).toBe(6);
    const bySort = await list({ username: "lc_*", column: "email", order: "asc" }, demo);
    expect(bySort.names).toEqual(["lc_gamma", "lc_beta", "lc_alpha", "lc_delta"]);
  });
});

describe("super query", () => {
  const sq = (conditions: object[], matchType = "and", extra: Query = {}) =>
    list({
      superQueryParams: encodeURI(JSON.stringify(conditions)),
      superQueryMatchType: matchType,
      ...extra,
    });
  const names = async (conditions: object[], matchType = "and") =>
    sorted((await sq(conditions, matchType, { username: "lc_*" })).names);

  it("eq, ne, in", async () => {
    expect(await names([{ field: "username", rule: "eq", val: "lc_beta", type: "string" }])).toEqual([
      "lc_beta",
    ]);
    expect(await names([{ field: "username", rule: "ne", val: "lc_beta" }])).toEqual([
      "lc_alpha",
      "lc_delta",
      "lc_gamma",
    ]);
    expect(await names([{ field: "username", rule: "in", val: "lc_alpha,lc_delta" }])).toEqual([
      "lc_alpha",
      "lc_delta",
    ]);
  });
  it("like, left_like, right_like", async () => {
    expect(await names([{ field: "realname", rule: "like", val: "测试" }])).toEqual(["lc_alpha", "lc_beta"]);
    expect(await names([{ field: "username", rule: "left_like", val: "ta" }])).toEqual([
      "lc_beta",
      "lc_delta",
    ]);
    expect(await names([{ field: "username", rule: "right_like", val: "lc_g" }])).toEqual(["lc_gamma"]);
  });
  it("gt, ge, lt, le on typed columns", async () => {
    const at = "2021-01-31 23:59:59";
    expect(await names([{ field: "createTime", rule: "gt", val: at, type: "datetime" }])).toEqual([
      "lc_gamma",
    ]);
    expect(await names([{ field: "createTime", rule: "ge", val: at }])).toEqual(["lc_beta", "lc_gamma"]);
    expect(await names([{ field: "createTime", rule: "lt", val: "2021-01-01 00:00:00" }])).toEqual([
      "lc_delta",
    ]);
    expect(await names([{ field: "sex", rule: "le", val: 1, dbType: "int" }])).toEqual([
      "lc_alpha",
      "lc_gamma",
    ]);
  });
  it("ISNULL, datein, numerin", async () => {
    expect(await names([{ field: "birthday", rule: "ISNULL" }])).toEqual(["lc_delta", "lc_gamma"]);
    expect(await names([{ field: "createTime", rule: "datein", val: "2021-01-01,2021-01-31" }])).toEqual([
      "lc_alpha",
      "lc_beta",
    ]);
    expect(await names([{ field: "sex", rule: "numerin", val: "2,5" }])).toEqual(["lc_beta"]);
  });
  it("and / or", async () => {
    const conditions = [
      { field: "sex", rule: "eq", val: "1" },
      { field: "realname", rule: "like", val: "测试" },
    ];
    expect(await names(conditions, "and")).toEqual(["lc_alpha"]);
    expect(await names(conditions, "OR")).toEqual(["lc_alpha", "lc_beta", "lc_gamma"]);
  });
  it("a nested group: AND at the top with an OR group, and OR at the top with an AND group", async () => {
    const orGroup = {
      matchType: "or",
      children: [
        { field: "sex", rule: "eq", val: "2" },
        { field: "birthday", rule: "ISNULL" },
      ],
    };
    expect(await names([{ field: "realname", rule: "like", val: "测试" }, orGroup], "and")).toEqual([
      "lc_beta",
    ]);
    const andGroup = {
      matchType: "and",
      children: [
        { field: "sex", rule: "eq", val: "1" },
        { field: "realname", rule: "like", val: "测试" },
      ],
    };
    expect(await names([{ field: "username", rule: "eq", val: "lc_delta" }, andGroup], "or")).toEqual([
      "lc_alpha",
      "lc_delta",
    ]);
    // The flat original form still works beside it.
    expect(await names([{ field: "username", rule: "eq", val: "lc_delta" }], "or")).toEqual(["lc_delta"]);
    expectRefused(
      await admin.get("/sys/user/list", {
        superQueryParams: encodeURI(
          JSON.stringify([{ children: [{ field: "password", rule: "eq", val: "x" }] }]),
        ),
      }),
      "高级查询不支持的字段：password",
    );
  });
  it("values are literal text", async () => {
    expect(await names([{ field: "realname", rule: "eq", val: "' OR '1'='1" }])).toEqual([]);
  });
  it("a field outside the whitelist or an unknown rule is refused", async () => {
    const bad = async (conditions: object[], message: string) =>
      expectRefused(
        await admin.get("/sys/user/list", { superQueryParams: encodeURI(JSON.stringify(conditions)) }),
        message,
      );
    await bad([{ field: "password", rule: "eq", val: "x" }], "高级查询不支持的字段：password");
    await bad(
      [{ field: "id; drop table sys_user", rule: "eq", val: "x" }],
      "高级查询不支持的字段：id; drop table sys_user",
    );
    await bad([{ field: "username", rule: "between", val: "x" }], "高级查询不支持的规则：between");
    expectRefused(await admin.get("/sys/user/list", { superQueryParams: "[{" }), "高级查询参数格式不正确");
  });
  it("a caller without user:list cannot super-query hidden fields", async () => {
    const res = await demo.get("/sys/user/list", {
      superQueryParams: encodeURI(JSON.stringify([{ field: "email", rule: "eq", val: "alpha@lc.test" }])),
    });
    expectRefused(res, "高级查询不支持的字段：email");
  });
});
