import { describe, expect, it } from "vitest";
import {
  buildListQuery,
  escapeLike,
  page,
  parseSearchValue,
  type Whitelist,
} from "../src/core/query-builder.ts";
import { BizError } from "../src/core/result.ts";
import { SqlParams } from "../src/core/sql-params.ts";

const users: Whitelist = {
  id: { column: "id", type: "string" },
  username: { column: "username", type: "string" },
  realname: { column: "realname", type: "string" },
  sex: { column: "sex", type: "number", dict: "sex" },
  status: { column: "status", type: "number", dict: "user_status" },
  birthday: { column: "birthday", type: "date" },
  createTime: { column: "create_time", type: "datetime" },
  activitiSync: { column: "activiti_sync", type: "boolean" },
  password: { column: "password", type: "string", filter: false, sort: false },
};

const q = (input: Record<string, unknown>) => buildListQuery(users, input);

function bizMessage(fn: () => unknown): string {
  try {
    fn();
  } catch (e) {
    expect(e).toBeInstanceOf(BizError);
    return (e as BizError).message;
  }
  throw new Error("expected a BizError");
}

describe("parseSearchValue", () => {
  it.each([
    ["*管*", { rule: "like", values: ["管"] }],
    ["ad*", { rule: "right_like", values: ["ad"] }],
    ["*in", { rule: "left_like", values: ["in"] }],
    ["admin,jeecg", { rule: "in", values: ["admin", "jeecg"] }],
    ["a,b,", { rule: "in", values: ["a", "b"] }],
    ["!admin", { rule: "ne", values: ["admin"] }],
    [",1,3,", { rule: "like_any", values: ["1", "3"] }],
    [">=a", { rule: "ge", values: ["a"] }],
    ["<=a", { rule: "le", values: ["a"] }],
    [">= 5", { rule: "ge", values: ["5"] }],
    ["<= 5", { rule: "le", values: ["5"] }],
    ["!= 5", { rule: "ne", values: ["5"] }],
    ["> 5", { rule: "gt", values: ["5"] }],
    ["< 5", { rule: "lt", values: ["5"] }],
    ["= 5", { rule: "eq", values: ["5"] }],
    ["ge 5", { rule: "ge", values: ["5"] }],
    ["le 5", { rule: "le", values: ["5"] }],
    ["gt 5", { rule: "gt", values: ["5"] }],
    ["lt 5", { rule: "lt", values: ["5"] }],
    ["eq 5", { rule: "eq", values: ["5"] }],
    ["ne 5", { rule: "ne", values: ["5"] }],
    ["in 1,2", { rule: "in", values: ["1", "2"] }],
    ["a++b", { rule: "eq", values: ["a,b"] }],
    ["plain", { rule: "eq", values: ["plain"] }],
    ["  padded  ", { rule: "eq", values: ["padded"] }],
    ["*", { rule: "eq", values: ["*"] }],
    ["a*b", { rule: "eq", values: ["a*b"] }],
    [">x", { rule: "eq", values: [">x"] }],
  ])("%s", (input, expected) => {
    expect(parseSearchValue(input)).toEqual(expected);
  });

  it("skips empty values", () => {
    expect(parseSearchValue("   ")).toBeUndefined();
    expect(parseSearchValue(">=")).toBeUndefined();
    expect(parseSearchValue(",,")).toBeUndefined();
  });
});

describe("buildListQuery: search conventions", () => {
  it("realname=*管* is a LIKE %管%", () => {
    const r = q({ realname: "*管*" });
    expect(r.conditions).toEqual([`"realname" ILIKE $1`]);
    expect(r.params).toEqual(["%管%"]);
  });
  it("username=!admin is <>", () => {
    const r = q({ username: "!admin" });
    expect(r.conditions).toEqual([`"username" <> $1`]);
    expect(r.params).toEqual(["admin"]);
  });
  it("username=admin,jeecg is IN", () => {
    const r = q({ username: "admin,jeecg" });
    expect(r.conditions).toEqual([`"username" IN ($1, $2)`]);
    expect(r.params).toEqual(["admin", "jeecg"]);
  });
  it("username=ad* is LIKE ad%", () => {
    const r = q({ username: "ad*" });
    expect(r.conditions).toEqual([`"username" ILIKE $1`]);
    expect(r.params).toEqual(["ad%"]);
  });
  it("createTime_begin/_end cover whole days", () => {
    const r = q({ createTime_begin: "2021-01-01", createTime_end: "2021-01-31" });
    expect(r.conditions).toEqual([`("create_time" >= $1::timestamp)`, `("create_time" <= $2::timestamp)`]);
    expect(r.params).toEqual(["2021-01-01 00:00:00", "2021-01-31 23:59:59"]);
  });
  it("column=sex_dictText&order=asc sorts by sex ascending", () => {
    expect(q({ column: "sex_dictText", order: "asc" }).orderBy).toBe(`ORDER BY "sex" ASC, "id" ASC`);
  });
  it("username=>=a (no space) is >=, not EQ on the literal", () => {
    const r = q({ username: ">=a" });
    expect(r.conditions).toEqual([`"username" >= $1`]);
    expect(r.params).toEqual(["a"]);
  });
});

describe("buildListQuery: value rules", () => {
  it("escapes % _ and backslash in LIKE text", () => {
    expect(escapeLike("50%_a\\b")).toBe("50\\%\\_a\\\\b");
    expect(q({ username: "*a%b_*" }).params).toEqual(["%a\\%b\\_%"]);
  });
  it(",1,3, is contains-any", () => {
    const r = q({ realname: ",1,3," });
    expect(r.conditions).toEqual([`("realname" ILIKE $1 OR "realname" ILIKE $2)`]);
    expect(r.params).toEqual(["%1%", "%3%"]);
  });
  it("<=x and <= x on a string column", () => {
    expect(q({ username: "<=m" }).conditions).toEqual([`"username" <= $1`]);
    expect(q({ username: "<= m" }).params).toEqual(["m"]);
  });
  it("> x, < x, = x and keyword forms", () => {
    expect(q({ username: "> m" }).conditions).toEqual([`"username" > $1`]);
    expect(q({ username: "< m" }).conditions).toEqual([`"username" < $1`]);
    expect(q({ username: "= m" }).conditions).toEqual([`"username" = $1`]);
    expect(q({ sex: "ge 1" }).conditions).toEqual([`"sex" >= $1::bigint`]);
    expect(q({ sex: "lt 2" }).conditions).toEqual([`"sex" < $1::bigint`]);
  });
  it("numbers compare typed", () => {
    const r = q({ sex: ">=1", status: "1,2" });
    expect(r.conditions).toEqual([`"sex" >= $1::bigint`, `"status" IN ($2::bigint, $3::bigint)`]);
    expect(r.params).toEqual(["1", "1", "2"]);
  });
  it("dates and datetimes compare typed", () => {
    expect(q({ birthday: "<= 2000-01-01" }).conditions).toEqual([`"birthday" <= $1::date`]);
    const r = q({ createTime: "2021-01-01 10:00:00" });
    expect(r.conditions).toEqual([`"create_time" = $1::timestamp`]);
    expect(r.params).toEqual(["2021-01-01 10:00:00"]);
  });
  it("booleans parse", () => {
    expect(q({ activitiSync: "1" }).params).toEqual(["true"]);
  });
  it("a typed value that does not parse is refused with a clear message", () => {
    expect(bizMessage(() => q({ sex: "abc" }))).toBe("查询条件 sex 的值「abc」不是有效的数字");
    expect(bizMessage(() => q({ birthday: "2021-02-30" }))).toContain("不是有效的日期");
    expect(bizMessage(() => q({ createTime_begin: "yesterday" }))).toContain("不是有效的时间");
    expect(bizMessage(() => q({ status: "1' OR 1=1 --" }))).toContain("不是有效的数字");
    expect(bizMessage(() => q({ activitiSync: "maybe" }))).toContain("不是有效的布尔值");
  });
  it("a star pattern on a typed column compares its text form", () => {
    expect(q({ sex: "*1*" }).conditions).toEqual([`"sex"::text ILIKE $1`]);
  });
  it("_begin/_end on other types", () => {
    const r = q({ birthday_begin: "2000-01-01", sex_end: "2" });
    expect(r.conditions).toEqual([`("birthday" >= $1::date)`, `("sex" <= $2::bigint)`]);
    expect(q({ createTime_end: "2021-01-31 12:00:00" }).params).toEqual(["2021-01-31 12:00:00"]);
  });
  it("_MultiString is IN with per-type parsing", () => {
    const r = q({ sex_MultiString: "1,2" });
    expect(r.conditions).toEqual([`"sex" IN ($1::bigint, $2::bigint)`]);
    expect(bizMessage(() => q({ sex_MultiString: "1,x" }))).toContain("不是有效的数字");
  });
  it("repeated keys are joined with commas like Spring binding", () => {
    expect(q({ username: ["a", "b"] }).conditions).toEqual([`"username" IN ($1, $2)`]);
  });
  it("SQL metacharacters stay parameters", () => {
    const evil = "x'; DROP TABLE sys_user; --";
    const r = q({ username: evil, realname: `*${evil}*` });
    expect(r.where).not.toContain("DROP");
    expect(r.params).toEqual([evil, `%x'; DROP TABLE sys\\_user; --%`]);
  });
  it("ignores reserved, unknown and non-filterable parameters", () => {
    const r = q({
      _t: "1",
      field: "id,,username",
      class: "x",
      ids: "1",
      page: "1",
      rows: "1",
      sort: "x",
      nope: "1",
      "username; drop": "x",
      password: "secret",
      __proto__: "x",
      constructor: "x",
    });
    expect(r.conditions).toEqual([]);
    expect(r.where).toBe("");
    expect(r.params).toEqual([]);
  });
  it("refuses NUL characters and oversized values", () => {
    expect(bizMessage(() => q({ username: "a\u0000b" }))).toContain("非法字符");
    expect(bizMessage(() => q({ username: "x".repeat(3000) }))).toContain("过长");
  });
  it("qualifies columns with an alias and continues parameter numbering", () => {
    const params = new SqlParams(["outer"]);
    const r = buildListQuery(users, { username: "a" }, { alias: "u", params });
    expect(r.conditions).toEqual([`"u"."username" = $2`]);
    expect(r.params).toEqual(["outer", "a"]);
  });
});

describe("buildListQuery: paging and sorting", () => {
  it("defaults to page 1 of 10, createTime desc", () => {
    const r = q({});
    expect([r.pageNo, r.pageSize, r.limit, r.offset]).toEqual([1, 10, 10, 0]);
    expect(r.orderBy).toBe(`ORDER BY "create_time" DESC, "id" ASC`);
  });
  it("pages and caps pageSize", () => {
    const r = q({ pageNo: "3", pageSize: "20" });
    expect([r.pageNo, r.pageSize, r.offset]).toEqual([3, 20, 40]);
    expect(q({ pageSize: "100000" }).pageSize).toBe(1000);
    expect(buildListQuery(users, { pageSize: "5000" }, { maxPageSize: 5000 }).pageSize).toBe(5000);
  });
  it("refuses pageNo/pageSize that are not positive integers", () => {
    expect(bizMessage(() => q({ pageNo: "abc" }))).toBe("参数 pageNo 必须是正整数");
    expect(bizMessage(() => q({ pageSize: "0" }))).toBe("参数 pageSize 必须是正整数");
    expect(bizMessage(() => q({ pageSize: "-1" }))).toBe("参数 pageSize 必须是正整数");
    expect(bizMessage(() => q({ pageNo: "1; DROP TABLE x" }))).toBe("参数 pageNo 必须是正整数");
  });
  it("several columns share the direction", () => {
    expect(q({ column: "username,realname", order: "desc" }).orderBy).toBe(
      `ORDER BY "username" DESC, "realname" DESC, "id" ASC`,
    );
    expect(q({ column: "username", order: "ascend" }).orderBy).toBe(`ORDER BY "username" ASC, "id" ASC`);
  });
  it("an unknown or non-sortable column falls back to the default order", () => {
    const fallback = `ORDER BY "create_time" DESC, "id" ASC`;
    expect(q({ column: "nope", order: "asc" }).orderBy).toBe(fallback);
    expect(q({ column: "password", order: "asc" }).orderBy).toBe(fallback);
    expect(q({ column: "username;drop table x", order: "asc" }).orderBy).toBe(fallback);
    expect(q({ column: "nope,username", order: "asc" }).orderBy).toBe(`ORDER BY "username" ASC, "id" ASC`);
  });
  it("defaults and the tiebreaker may use columns the caller cannot sort by", () => {
    const picker: Whitelist = { username: users.username };
    expect(
      buildListQuery(picker, { column: "createTime", order: "asc" }, { orderColumns: users }).orderBy,
    ).toBe(`ORDER BY "create_time" DESC, "id" ASC`);
    expect(buildListQuery(picker, {}).orderBy).toBe("");
  });
  it("column without order uses the default", () => {
    expect(q({ column: "username" }).orderBy).toBe(`ORDER BY "create_time" DESC, "id" ASC`);
  });
  it("page() builds the MyBatis-Plus page shape", () => {
    expect(page([1, 2], 21, { pageNo: 2, pageSize: 10 })).toMatchObject({
      records: [1, 2],
      total: 21,
      size: 10,
      current: 2,
      pages: 3,
    });
  });
});

describe("buildListQuery: super query", () => {
  const sq = (conditions: unknown, matchType?: string, encode = true) => {
    const json = JSON.stringify(conditions);
    return q({ superQueryParams: encode ? encodeURI(json) : json, superQueryMatchType: matchType });
  };

  it.each([
    ["eq", "admin", `"username" = $1`, ["admin"]],
    ["ne", "admin", `"username" <> $1`, ["admin"]],
    ["gt", "m", `"username" > $1`, ["m"]],
    ["ge", "m", `"username" >= $1`, ["m"]],
    ["lt", "m", `"username" < $1`, ["m"]],
    ["le", "m", `"username" <= $1`, ["m"]],
    ["in", "a,b", `"username" IN ($1, $2)`, ["a", "b"]],
    ["like", "dm", `"username" ILIKE $1`, ["%dm%"]],
    ["left_like", "in", `"username" ILIKE $1`, ["%in"]],
    ["right_like", "ad", `"username" ILIKE $1`, ["ad%"]],
    ["ISNULL", "", `("username" IS NULL OR "username" = '')`, []],
  ])("rule %s", (rule, val, sql, params) => {
    const r = sq([{ field: "username", rule, val, type: "string" }]);
    expect(r.conditions).toEqual([`(${sql})`]);
    expect(r.params).toEqual(params);
  });

  it("datein is an inclusive date range, numerin a number range", () => {
    const r = sq(
      [
        { field: "createTime", rule: "datein", val: "2021-01-01,2021-01-31", type: "date" },
        { field: "sex", rule: "numerin", val: "1,2", type: "number" },
      ],
      "and",
    );
    expect(r.conditions).toEqual([
      `(("create_time" >= $1::timestamp AND "create_time" <= $2::timestamp) AND ("sex" >= $3::bigint AND "sex" <= $4::bigint))`,
    ]);
    expect(r.params).toEqual(["2021-01-01 00:00:00", "2021-01-31 23:59:59", "1", "2"]);
  });

  it("joins with OR when superQueryMatchType is or (any case)", () => {
    const r = sq(
      [
        { field: "username", rule: "eq", val: "admin" },
        { field: "sex", rule: "eq", val: 1, dbType: "int" },
      ],
      "OR",
    );
    expect(r.conditions).toEqual([`("username" = $1 OR "sex" = $2::bigint)`]);
    expect(r.params).toEqual(["admin", "1"]);
  });

  it("accepts a value that arrives already decoded and array values", () => {
    const r = sq([{ field: "username", rule: "in", val: ["a", "b"] }], "and", false);
    expect(r.conditions).toEqual([`("username" IN ($1, $2))`]);
  });

  it("decodes exactly once more (a literal % in a value survives)", () => {
    const r = sq([{ field: "realname", rule: "like", val: "50%" }]);
    expect(r.params).toEqual(["%50\\%%"]);
  });

  it("ignores conditions missing field, rule or val", () => {
    const r = sq([
      { field: "username", rule: "eq" },
      { rule: "eq", val: "x" },
      { field: "username", val: "x" },
    ]);
    expect(r.conditions).toEqual([]);
  });

  it("refuses a field outside the whitelist, an unknown rule, malformed JSON and bad values", () => {
    expect(bizMessage(() => sq([{ field: "password", rule: "eq", val: "x" }]))).toBe(
      "高级查询不支持的字段：password",
    );
    expect(bizMessage(() => sq([{ field: "1=1; --", rule: "eq", val: "x" }]))).toBe(
      "高级查询不支持的字段：1=1; --",
    );
    expect(bizMessage(() => sq([{ field: "username", rule: "regex", val: "x" }]))).toBe(
      "高级查询不支持的规则：regex",
    );
    expect(bizMessage(() => q({ superQueryParams: "%E0%A4%A" }))).toBe("高级查询参数格式不正确");
    expect(bizMessage(() => q({ superQueryParams: "not json" }))).toBe("高级查询参数格式不正确");
    expect(bizMessage(() => sq({ field: "username" }))).toBe("高级查询参数格式不正确");
    expect(bizMessage(() => sq([{ field: "username", rule: "eq", val: { a: 1 } }]))).toBe(
      "高级查询参数格式不正确",
    );
    expect(bizMessage(() => sq([{ field: "sex", rule: "eq", val: "x" }]))).toContain("不是有效的数字");
  });

  it("a condition group joins its own conditions by its own match type, in parentheses", () => {
    const r = sq(
      [
        { field: "username", rule: "right_like", val: "lc_" },
        {
          matchType: "or",
          children: [
            { field: "sex", rule: "eq", val: "2" },
            { field: "realname", rule: "like", val: "测试" },
            { field: "status", rule: "eq" },
          ],
        },
        { matchType: "and", children: [] },
      ],
      "and",
    );
    expect(r.conditions).toEqual([`("username" ILIKE $1 AND ("sex" = $2::bigint OR "realname" ILIKE $3))`]);
    expect(r.params).toEqual(["lc\\_%", "2", "%测试%"]);
    const any = sq(
      [{ children: [{ field: "sex", rule: "eq", val: "1" }] }, { field: "sex", rule: "eq", val: "2" }],
      "or",
    );
    expect(any.conditions).toEqual([`(("sex" = $1::bigint) OR "sex" = $2::bigint)`]);
  });

  it("refuses a group inside a group, a malformed group and a group field outside the whitelist", () => {
    expect(
      bizMessage(() =>
        sq([{ matchType: "or", children: [{ children: [{ field: "sex", rule: "eq", val: "1" }] }] }]),
      ),
    ).toBe("高级查询的条件组不能再包含条件组");
    expect(bizMessage(() => sq([{ matchType: "or", children: "x" }]))).toBe("高级查询参数格式不正确");
    expect(bizMessage(() => sq([{ matchType: 1, children: [] }]))).toBe("高级查询参数格式不正确");
    expect(bizMessage(() => sq([{ children: [{ field: "password", rule: "eq", val: "x" }] }]))).toBe(
      "高级查询不支持的字段：password",
    );
    const many = Array.from({ length: 51 }, () => ({ field: "sex", rule: "eq", val: "1" }));
    expect(bizMessage(() => sq([{ children: many }]))).toBe("高级查询条件过多（最多50个）");
  });

  it("combines with plain conditions", () => {
    const r = q({
      username: "a*",
      superQueryParams: encodeURI(JSON.stringify([{ field: "sex", rule: "eq", val: "1" }])),
    });
    expect(r.where).toBe(`WHERE "username" ILIKE $1 AND ("sex" = $2::bigint)`);
  });
});
