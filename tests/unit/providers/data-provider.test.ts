import type { CrudFilter, HttpError } from "@refinedev/core";
import { HttpResponse, http as mock } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import { ALL_PAGE_SIZE, apiPaths, dataProvider, listQuery, toHttpError } from "@/providers/data-provider";
import { getSign } from "@/providers/http/sign";
import { API, queryOf, rawQuery, server, setupMsw } from "./msw";
import { installUi } from "./test-ui";

setupMsw();

beforeEach(() => {
  localStorage.clear();
  window.__APP_CONFIG__ = undefined;
  installUi();
});

const userApi = {
  list: "/sys/user/list",
  add: "/sys/user/add",
  edit: "/sys/user/edit",
  delete: "/sys/user/delete",
  deleteBatch: "/sys/user/deleteBatch",
  queryById: "/sys/user/queryById",
};

const page = (records: unknown[], total = records.length) => ({
  success: true,
  code: 0,
  message: "",
  result: { records, total, size: 10, current: 1, pages: 1 },
});

function onList(path = "/sys/user/list", body: unknown = page([])) {
  const seen: Request[] = [];
  server.use(
    mock.get(`${API}${path}`, ({ request }) => {
      seen.push(request);
      return HttpResponse.json(body as Record<string, unknown>);
    }),
  );
  return seen;
}

/** The query a getList with these filters sends, minus `_t`. */
async function queryFor(filters: CrudFilter[], meta: Record<string, unknown> = {}) {
  const seen = onList();
  await dataProvider.getList({ resource: "sys/user", filters, meta: { api: userApi, ...meta } });
  const { _t, ...rest } = queryOf(seen[0]);
  return { query: rest, raw: rawQuery(seen[0]), request: seen[0] };
}

describe("paths", () => {
  it("come from meta.api, else /<resource>/<action>", () => {
    expect(apiPaths("sys/user", { api: userApi })).toEqual(userApi);
    expect(apiPaths("/permit/application/", {})).toEqual({
      list: "/permit/application/list",
      add: "/permit/application/add",
      edit: "/permit/application/edit",
      delete: "/permit/application/delete",
      deleteBatch: "/permit/application/deleteBatch",
      queryById: "/permit/application/queryById",
    });
    expect(apiPaths("car", { api: { list: "/car/page" } }).list).toBe("/car/page");
    expect(apiPaths("car", { api: { list: "/car/page" } }).add).toBe("/car/add");
  });
});

describe("getList", () => {
  it("sends pageNo/pageSize and answers result.records / result.total", async () => {
    const seen = onList("/sys/user/list", page([{ id: "1" }, { id: "2" }], 42));
    const answer = await dataProvider.getList({
      resource: "sys/user",
      pagination: { currentPage: 3, pageSize: 20, mode: "server" },
      meta: { api: userApi },
    });
    expect(answer).toEqual({ data: [{ id: "1" }, { id: "2" }], total: 42 });
    expect(queryOf(seen[0])).toMatchObject({ pageNo: "3", pageSize: "20" });
    expect(queryOf(seen[0])._t).toMatch(/^\d+$/);
  });

  it("passes on a total the server only estimated, and nothing for an exact one", async () => {
    const estimated = { ...page([{ id: "1" }], 500_000) };
    onList("/sys/user/list", { ...estimated, result: { ...estimated.result, totalEstimated: true } });
    const answer = await dataProvider.getList({ resource: "sys/user", meta: { api: userApi } });
    expect(answer).toEqual({ data: [{ id: "1" }], total: 500_000, totalEstimated: true });
  });

  it("is a signed GET", async () => {
    const seen = onList();
    await dataProvider.getList({ resource: "sys/user", meta: { api: userApi } });
    const { _t, ...signed } = queryOf(seen[0]);
    expect(seen[0].headers.get("X-Sign")).toBe(getSign("/sys/user/list", signed));
  });

  it("asks for everything when paging is off or on the client", () => {
    expect(listQuery({ pagination: { mode: "off" } })).toEqual({
      pageNo: "1",
      pageSize: String(ALL_PAGE_SIZE),
    });
    expect(listQuery({ pagination: { mode: "client", currentPage: 4 } })).toMatchObject({ pageNo: "1" });
    expect(listQuery({})).toEqual({ pageNo: "1", pageSize: "10" });
  });

  it("accepts a bare array result", async () => {
    onList("/sys/position/list", { success: true, result: [{ id: "p" }] });
    await expect(dataProvider.getList({ resource: "sys/position" })).resolves.toEqual({
      data: [{ id: "p" }],
      total: 1,
    });
  });

  it("sorts by column/order; several fields share the first order", () => {
    expect(listQuery({ sorters: [{ field: "createTime", order: "desc" }] })).toMatchObject({
      column: "createTime",
      order: "desc",
    });
    expect(
      listQuery({
        sorters: [
          { field: "sex_dictText", order: "asc" },
          { field: "username", order: "desc" },
        ],
      }),
    ).toMatchObject({ column: "sex_dictText,username", order: "asc" });
    expect(listQuery({ sorters: [] })).not.toHaveProperty("column");
  });

  it("maps every supported operator to the value rules", async () => {
    const { query } = await queryFor([
      { field: "username", operator: "eq", value: "admin" },
      { field: "status", operator: "ne", value: 2 },
      { field: "realname", operator: "contains", value: "管" },
      { field: "phone", operator: "startswith", value: "186" },
      { field: "email", operator: "endswith", value: "@qq.com" },
      { field: "sex", operator: "in", value: ["1", 2] },
      { field: "createTime", operator: "gte", value: "2021-01-01" },
      { field: "createTime", operator: "lte", value: "2021-01-31" },
      { field: "birthday", operator: "between", value: ["1990-01-01", "1999-12-31"] },
    ]);
    expect(query).toEqual({
      pageNo: "1",
      pageSize: "10",
      username: "admin",
      status: "!2",
      realname: "*管*",
      phone: "186*",
      email: "*@qq.com",
      sex: "1,2",
      createTime_begin: "2021-01-01",
      createTime_end: "2021-01-31",
      birthday_begin: "1990-01-01",
      birthday_end: "1999-12-31",
    });
  });

  it("keeps the rule characters unencoded where the original's axios keeps them", async () => {
    const { raw } = await queryFor([
      { field: "sex", operator: "in", value: ["1", "2"] },
      { field: "realname", operator: "contains", value: "a" },
    ]);
    expect(raw).toContain("sex=1,2");
    expect(raw).toContain("realname=*a*");
  });

  it("drops empty values, as the original's filterObj does", () => {
    expect(
      listQuery({
        filters: [
          { field: "a", operator: "eq", value: "" },
          { field: "b", operator: "contains", value: null },
          { field: "c", operator: "in", value: [] },
          { field: "d", operator: "between", value: ["", "2"] },
        ],
      }),
    ).toEqual({ pageNo: "1", pageSize: "10", d_end: "2" });
  });

  it("formats Date values as yyyy-MM-dd HH:mm:ss", () => {
    const q = listQuery({
      filters: [{ field: "createTime", operator: "gte", value: new Date(2021, 0, 2, 3, 4, 5) }],
    });
    expect(q.createTime_begin).toBe("2021-01-02 03:04:05");
  });

  it("refuses an unknown operator with a clear error", async () => {
    await expect(
      dataProvider.getList({
        resource: "sys/user",
        filters: [{ field: "x", operator: "nin", value: ["a"] }],
      }),
    ).rejects.toThrow(/Unsupported filter operator "nin" on "x"/);
    expect(() => listQuery({ filters: [{ field: "x", operator: "eq", value: { a: 1 } }] })).toThrow(
      /cannot be sent/,
    );
  });

  it("sends an or/and group as superQueryParams = encodeURI(JSON), encoded once more on the wire", async () => {
    const group: CrudFilter = {
      operator: "or",
      value: [
        { field: "username", operator: "eq", value: "admin" },
        { field: "realname", operator: "contains", value: "管 理" },
        { field: "age", operator: "gte", value: 18 },
        { field: "age", operator: "lt", value: 60 },
        { field: "sex", operator: "in", value: ["1", "2"] },
        { field: "phone", operator: "startswith", value: "186" },
        { field: "email", operator: "endswith", value: ".com" },
        { field: "status", operator: "ne", value: "2" },
        { field: "score", operator: "gt", value: 1 },
        { field: "score", operator: "lte", value: 9 },
        { field: "post", operator: "null", value: true },
      ],
    };
    const { query, raw } = await queryFor([group]);
    const params = [
      { field: "username", rule: "eq", val: "admin" },
      { field: "realname", rule: "like", val: "管 理" },
      { field: "age", rule: "ge", val: "18" },
      { field: "age", rule: "lt", val: "60" },
      { field: "sex", rule: "in", val: "1,2" },
      { field: "phone", rule: "right_like", val: "186" },
      { field: "email", rule: "left_like", val: ".com" },
      { field: "status", rule: "ne", val: "2" },
      { field: "score", rule: "gt", val: "1" },
      { field: "score", rule: "le", val: "9" },
      { field: "post", rule: "ISNULL", val: "" },
    ];
    expect(query.superQueryMatchType).toBe("or");
    expect(query.superQueryParams).toBe(encodeURI(JSON.stringify(params)));
    expect(JSON.parse(decodeURIComponent(query.superQueryParams))).toEqual(params);
    // "[" -> %5B by encodeURI -> %255B by the client: the original's double encoding.
    expect(raw).toContain("superQueryParams=%255B%257B%2522field%2522");
  });

  it("takes meta.superQuery too, and refuses two super queries", async () => {
    const params = [{ field: "username", rule: "eq", val: "a", type: "string", dbType: "string" }];
    const { query } = await queryFor([], { superQuery: { params, matchType: "and" } });
    expect(query).toMatchObject({
      superQueryMatchType: "and",
      superQueryParams: encodeURI(JSON.stringify(params)),
    });
    expect(() =>
      listQuery({
        filters: [{ operator: "and", value: [{ field: "a", operator: "eq", value: "1" }] }],
        meta: { superQuery: { params, matchType: "or" } },
      }),
    ).toThrow(/Only one/);
    expect(() =>
      listQuery({
        filters: [{ operator: "and", value: [{ operator: "or", value: [] }] }],
      }),
    ).toThrow(/Nested/);
    expect(() =>
      listQuery({ filters: [{ operator: "and", value: [{ field: "a", operator: "nnull", value: true }] }] }),
    ).toThrow(/"nnull"/);
  });

  it("never serialises meta wholesale; only meta.query is sent", async () => {
    const { query } = await queryFor([], {
      to: "/isystem/user",
      id: "5",
      queryKey: ["x"],
      label: "用户",
      authPrefix: "user:",
      query: { departId: "d1", hasQuery: true },
    });
    expect(query).toEqual({ pageNo: "1", pageSize: "10", departId: "d1", hasQuery: "true" });
  });

  it("passes meta.signal to the request", async () => {
    onList();
    const controller = new AbortController();
    controller.abort();
    const error = await dataProvider
      .getList({ resource: "sys/user", meta: { api: userApi, signal: controller.signal } })
      .catch((e: HttpError) => e);
    expect(error).toMatchObject({ cancelled: true });
  });

  it("turns success:false into a rejected HttpError", async () => {
    onList("/sys/user/list", {
      success: false,
      code: 500,
      message: "查询失败",
      errors: { username: "不可用" },
    });
    await expect(dataProvider.getList({ resource: "sys/user", meta: { api: userApi } })).rejects.toEqual({
      message: "查询失败",
      statusCode: 500,
      errors: { username: "不可用" },
    });
  });

  it("turns HTTP errors into HttpError with the status", async () => {
    server.use(
      mock.get(`${API}/sys/user/list`, () =>
        HttpResponse.json({ success: true, code: 401, message: "Token失效，请重新登录!" }, { status: 401 }),
      ),
    );
    await expect(
      dataProvider.getList({ resource: "sys/user", meta: { api: userApi } }),
    ).rejects.toMatchObject({
      message: "Token失效，请重新登录!",
      statusCode: 401,
      httpStatus: 401,
    });
  });
});

describe("getOne, getMany", () => {
  it("getOne reads queryById?id=", async () => {
    const seen: Request[] = [];
    server.use(
      mock.get(`${API}/sys/user/queryById`, ({ request }) => {
        seen.push(request);
        return HttpResponse.json({ success: true, code: 200, result: { id: "u1", username: "admin" } });
      }),
    );
    await expect(
      dataProvider.getOne({ resource: "sys/user", id: "u1", meta: { api: userApi } }),
    ).resolves.toEqual({
      data: { id: "u1", username: "admin" },
    });
    expect(queryOf(seen[0]).id).toBe("u1");
  });

  it("getOne rejects 未找到对应数据", async () => {
    server.use(
      mock.get(`${API}/sys/user/queryById`, () =>
        HttpResponse.json({ success: false, code: 500, message: "未找到对应数据" }),
      ),
    );
    await expect(
      dataProvider.getOne({ resource: "sys/user", id: "x", meta: { api: userApi } }),
    ).rejects.toEqual({
      message: "未找到对应数据",
      statusCode: 500,
    });
  });

  it("getMany lists with id=a,b", async () => {
    const seen = onList("/sys/user/list", page([{ id: "a" }, { id: "b" }]));
    const answer = await dataProvider.getMany?.({
      resource: "sys/user",
      ids: ["a", "b"],
      meta: { api: userApi },
    });
    expect(answer).toEqual({ data: [{ id: "a" }, { id: "b" }] });
    expect(queryOf(seen[0])).toMatchObject({ id: "a,b", pageNo: "1", pageSize: "2" });
  });
});

describe("mutations", () => {
  it("create POSTs add with the signed body", async () => {
    const seen: Request[] = [];
    server.use(
      mock.post(`${API}/sys/user/add`, ({ request }) => {
        seen.push(request);
        return HttpResponse.json({ success: true, code: 200, message: "添加成功！", result: "添加成功！" });
      }),
    );
    const answer = await dataProvider.create({
      resource: "sys/user",
      variables: { username: "u1", status: 1 },
      meta: { api: userApi },
    });
    expect(await seen[0].json()).toEqual({ username: "u1", status: "1" });
    expect(seen[0].headers.get("X-Sign")).toBe(getSign("/sys/user/add", { username: "u1", status: "1" }));
    expect(answer.data).toEqual({ username: "u1", status: "1" });
  });

  it("update PUTs edit with the id in the body", async () => {
    const seen: Request[] = [];
    server.use(
      mock.put(`${API}/sys/user/edit`, ({ request }) => {
        seen.push(request);
        return HttpResponse.json({ success: true, code: 200, result: { id: "u1", realname: "新" } });
      }),
    );
    const answer = await dataProvider.update({
      resource: "sys/user",
      id: "u1",
      variables: { realname: "新" },
      meta: { api: userApi },
    });
    expect(await seen[0].json()).toEqual({ realname: "新", id: "u1" });
    expect(answer.data).toEqual({ id: "u1", realname: "新" });
  });

  it("update rejects success:false with the message", async () => {
    server.use(
      mock.put(`${API}/sys/user/edit`, () =>
        HttpResponse.json({ success: false, code: 500, message: "编辑失败" }),
      ),
    );
    await expect(
      dataProvider.update({ resource: "sys/user", id: "u1", variables: {}, meta: { api: userApi } }),
    ).rejects.toEqual({ message: "编辑失败", statusCode: 500 });
  });

  it("deleteOne sends DELETE delete?id=", async () => {
    const seen: Request[] = [];
    server.use(
      mock.delete(`${API}/sys/user/delete`, ({ request }) => {
        seen.push(request);
        return HttpResponse.json({ success: true, code: 200, message: "删除成功!" });
      }),
    );
    await expect(
      dataProvider.deleteOne({ resource: "sys/user", id: "u1", meta: { api: userApi } }),
    ).resolves.toEqual({ data: { id: "u1" } });
    expect(queryOf(seen[0])).toEqual({ id: "u1" });
  });

  it("deleteMany sends DELETE deleteBatch?ids=a,b, with the trailing comma", async () => {
    const seen: Request[] = [];
    server.use(
      mock.delete(`${API}/sys/user/deleteBatch`, ({ request }) => {
        seen.push(request);
        return HttpResponse.json({ success: true, code: 200, message: "批量删除成功!" });
      }),
    );
    const answer = await dataProvider.deleteMany?.({
      resource: "sys/user",
      ids: ["a", "b"],
      meta: { api: userApi },
    });
    expect(rawQuery(seen[0])).toBe("ids=a,b,");
    expect(answer).toEqual({ data: [{ id: "a" }, { id: "b" }] });
  });
});

describe("custom", () => {
  it("GETs signed with query, filters and sorters, answering the whole body", async () => {
    const seen: Request[] = [];
    server.use(
      mock.get(`${API}/sys/user/getMultiUser`, ({ request }) => {
        seen.push(request);
        return HttpResponse.json([{ id: "1" }]);
      }),
    );
    const answer = await dataProvider.custom?.({
      url: "/jeecg-boot/sys/user/getMultiUser",
      method: "get",
      query: { username: "a,b," },
      sorters: [{ field: "createTime", order: "desc" }],
    });
    expect(answer).toEqual({ data: [{ id: "1" }] });
    const { _t, ...query } = queryOf(seen[0]);
    expect(query).toEqual({ username: "a,b,", column: "createTime", order: "desc" });
    expect(seen[0].headers.get("X-Sign")).toBe(getSign("/sys/user/getMultiUser", query));
  });

  it("POSTs a signed payload and rejects success:false", async () => {
    const seen: Request[] = [];
    server.use(
      mock.post(`${API}/sys/user/frozen`, async ({ request }) => {
        seen.push(request);
        return HttpResponse.json({ success: false, code: 500, message: "不能冻结管理员" });
      }),
    );
    await expect(
      dataProvider.custom?.({ url: "/sys/user/frozen", method: "post", payload: { ids: "1", status: 2 } }),
    ).rejects.toEqual({ message: "不能冻结管理员", statusCode: 500 });
    expect(await seen[0].json()).toEqual({ ids: "1", status: "2" });
    expect(seen[0].headers.get("X-Sign")).toBe(getSign("/sys/user/frozen", { ids: "1", status: "2" }));
  });

  it("PUTs the payload as is", async () => {
    const seen: Request[] = [];
    server.use(
      mock.put(`${API}/sys/user/frozenBatch`, async ({ request }) => {
        seen.push(request);
        return HttpResponse.json({ success: true, code: 200, message: "冻结成功!" });
      }),
    );
    const answer = await dataProvider.custom?.({
      url: `${window.location.origin}/jeecg-boot/sys/user/frozenBatch`,
      method: "put",
      payload: { ids: "1,2", status: 2 },
    });
    expect(await seen[0].json()).toEqual({ ids: "1,2", status: 2 });
    expect(answer?.data).toMatchObject({ message: "冻结成功!" });
  });
});

describe("toHttpError", () => {
  it("normalises envelopes, errors and anything else", () => {
    expect(toHttpError({ success: false, code: 0, message: "" })).toEqual({
      message: "操作失败",
      statusCode: 500,
    });
    expect(toHttpError(new Error("boom"))).toEqual({ message: "boom", statusCode: 0 });
    expect(toHttpError("x")).toEqual({ message: "x", statusCode: 0 });
  });

  it("rejects an answer that is not an envelope", async () => {
    onList("/sys/odd/list", "plain text");
    await expect(dataProvider.getList({ resource: "sys/odd" })).rejects.toMatchObject({ statusCode: 500 });
  });
});

describe("getApiUrl", () => {
  it("is the runtime API base", () => {
    expect(dataProvider.getApiUrl()).toBe("/jeecg-boot");
    window.__APP_CONFIG__ = { apiBaseUrl: "https://api.example.test/jb" };
    expect(dataProvider.getApiUrl()).toBe("https://api.example.test/jb");
  });
});
