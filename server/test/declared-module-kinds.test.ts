import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { laneRuleModule } from "../../tests/fixtures/modules/lane-rule.ts";
import { declaredModule } from "../src/modules/declared-module.ts";
import { modules } from "../src/modules/index.ts";
import { ADMIN, type ApiResponse, api, createTestApp, login, type TestApp } from "./helpers.ts";

// Integer keys and JSON fields of declared modules: a module made of its declaration alone (generated
// keys, jsonb columns), tenants (keys chosen on add) and gateway routes (JSON kept in text columns).
let t: TestApp;
let admin: ReturnType<typeof api>;
const LANES = "/test/laneRule";

beforeAll(async () => {
  t = await createTestApp({ modules: [...modules, declaredModule(laneRuleModule)], reseed: true });
  admin = api(t.app, (await login(t.app, ADMIN.username, ADMIN.password)).token);
});

afterAll(async () => {
  await t?.close();
});

/** A refusal: HTTP 200, the envelope's failure and its message, never a server error. */
function expectRefused(res: ApiResponse<unknown>, message: string): void {
  expect(res.status, res.text).toBe(200);
  expect(res.body, res.text).toMatchObject({ success: false, message });
}

async function count(table: string): Promise<number> {
  return (await t.db.one<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))?.n ?? 0;
}

interface Lane {
  id: number;
  laneName: string;
  schedule: unknown;
  plates: unknown;
  extra: unknown;
}

async function lanes(): Promise<Lane[]> {
  return (await admin.get<{ records: Lane[] }>(`${LANES}/list`, { column: "id", order: "asc" })).body.result
    .records;
}

describe("a module with generated integer keys", () => {
  it("makes its table with an identity key and jsonb columns", async () => {
    const columns = await t.db.query<{ column_name: string; data_type: string; is_identity: string }>(
      `SELECT column_name, data_type, is_identity FROM information_schema.columns
        WHERE table_schema = current_schema() AND table_name = 'test_lane_rule'`,
    );
    const byName = Object.fromEntries(columns.map((c) => [c.column_name, c]));
    expect(byName.id).toMatchObject({ data_type: "integer", is_identity: "YES" });
    expect(byName.schedule.data_type).toBe("jsonb");
    expect(byName.plates.data_type).toBe("jsonb");
  });

  it("adds, reads, edits, deletes and batch-deletes by whole-number ids", async () => {
    const added = await admin.post(`${LANES}/add`, {
      laneName: "东门",
      schedule: { from: "08:00", to: "20:00" },
      plates: '["京A12345"]',
    });
    expect(added.body).toMatchObject({ success: true, message: "添加成功！" });
    await admin.post(`${LANES}/add`, { laneName: "西门", extra: "3" });
    await admin.post(`${LANES}/add`, { laneName: "南门" });

    const [east, west, south] = await lanes();
    expect([east.id, west.id, south.id].every(Number.isInteger)).toBe(true);
    expect(west.id).toBeGreaterThan(east.id);
    expect(east).toMatchObject({
      laneName: "东门",
      schedule: { from: "08:00", to: "20:00" },
      plates: ["京A12345"],
      extra: null,
    });
    expect(west.extra).toBe(3);

    const one = await admin.get(`${LANES}/queryById`, { id: String(east.id) });
    expect(one.body.result).toMatchObject({ id: east.id, schedule: { from: "08:00", to: "20:00" } });

    const edited = await admin.put(`${LANES}/edit`, { id: east.id, laneName: "东门一", plates: "[]" });
    expect(edited.body).toMatchObject({ success: true, message: "编辑成功!" });
    const after = (await admin.get(`${LANES}/queryById`, { id: String(east.id) })).body.result;
    expect(after).toMatchObject({ laneName: "东门一", plates: [], schedule: { from: "08:00" } });

    const removed = await admin.delete(`${LANES}/delete`, { id: String(south.id) });
    expect(removed.body).toMatchObject({ success: true, message: "删除成功!" });
    const batch = await admin.delete(`${LANES}/deleteBatch`, { ids: `${east.id},${west.id},` });
    expect(batch.body).toMatchObject({ success: true, message: "批量删除成功!" });
    expect(await count("test_lane_rule")).toBe(0);
    const gone = await admin.get(`${LANES}/queryById`, { id: String(east.id) });
    expectRefused(gone, "未找到对应数据");
  });

  it("refuses an id that is no whole number with a clear message, touching nothing", async () => {
    await admin.post(`${LANES}/add`, { laneName: "北门" });
    const before = await count("test_lane_rule");
    for (const id of ["abc", "1.5", "1e3", "99999999999", "1 OR 1=1"]) {
      expectRefused(await admin.get(`${LANES}/queryById`, { id }), "ID必须是整数");
      expectRefused(await admin.delete(`${LANES}/delete`, { id }), "ID必须是整数");
      expectRefused(await admin.put(`${LANES}/edit`, { id, laneName: "改名" }), "ID必须是整数");
    }
    const [north] = await lanes();
    expectRefused(await admin.delete(`${LANES}/deleteBatch`, { ids: `${north.id},x` }), "ID必须是整数");
    expect(await count("test_lane_rule")).toBe(before);
    expect((await lanes())[0].laneName).toBe("北门");
  });
});

describe("JSON fields", () => {
  it("refuse what is no JSON of their shape with the field's message, and store nothing", async () => {
    const before = await count("test_lane_rule");
    const cases: [Record<string, unknown>, string][] = [
      [
        { laneName: "坏", schedule: "{from: 8}" },
        '开放时段必须是JSON对象，例如 {"from":"08:00","to":"20:00"}',
      ],
      [{ laneName: "坏", schedule: ["08:00"] }, '开放时段必须是JSON对象，例如 {"from":"08:00","to":"20:00"}'],
      [{ laneName: "坏", plates: '{"a":1}' }, "放行车牌必须是JSON数组"],
      [{ laneName: "坏", plates: "[1," }, "放行车牌必须是JSON数组"],
      [{ laneName: "坏", extra: "not json" }, "附加信息必须是有效的JSON"],
      [{ laneName: "坏", plates: Array(10).fill("京A12345") }, "放行车牌长度不能超过60个字符"],
    ];
    for (const [body, message] of cases) expectRefused(await admin.post(`${LANES}/add`, body), message);
    expect(await count("test_lane_rule")).toBe(before);

    const [north] = await lanes();
    expectRefused(
      await admin.put(`${LANES}/edit`, { id: north.id, laneName: "改名", plates: "[bad" }),
      "放行车牌必须是JSON数组",
    );
    expect((await lanes())[0]).toMatchObject({ laneName: "北门", plates: null });
  });

  it("keep gateway predicates and filters as text, answered parsed, and refuse bad ones", async () => {
    const ok = await admin.post("/sys/gatewayRoute/updateAll", {
      routerId: "json-text",
      uri: "lb://json-text",
      predicates: '[{"name":"Path","args":["/json/**"]}]',
      filters: [{ name: "StripPrefix", args: { parts: "1" } }],
    });
    expect(ok.body).toMatchObject({ success: true, message: "操作成功！" });
    const stored = await t.db.one<{ predicates: string; filters: string; status: number }>(
      "SELECT predicates, filters, status FROM sys_gateway_route WHERE router_id = 'json-text'",
    );
    expect(stored).toEqual({
      predicates: '[{"name":"Path","args":["/json/**"]}]',
      filters: '[{"name":"StripPrefix","args":{"parts":"1"}}]',
      status: 1,
    });

    const before = await count("sys_gateway_route");
    expectRefused(
      await admin.post("/sys/gatewayRoute/updateAll", { routerId: "bad-json", uri: "lb://x", filters: "[{" }),
      "过滤器必须是JSON数组",
    );
    expectRefused(
      await admin.post("/sys/gatewayRoute/updateAll", {
        routerId: "bad-json",
        uri: "lb://x",
        predicates: "{}",
      }),
      "路由条件必须是JSON数组",
    );
    expect(await count("sys_gateway_route")).toBe(before);

    // A row written before the checks, holding no JSON array, still lists with empty ones.
    await t.db.query(
      "UPDATE sys_gateway_route SET predicates = 'not json', filters = NULL WHERE router_id = 'json-text'",
    );
    const list = await admin.get<Record<string, unknown>[]>("/sys/gatewayRoute/list");
    expect(list.body.result.find((r) => r.routerId === "json-text")).toMatchObject({
      predicates: [],
      filters: [],
      status: 1,
    });
    const path = "/sys/gatewayRoute/queryById";
    expect((await admin.get(path, { id: "x" })).status).toBe(404);
  });
});

describe("tenants: integer keys chosen on add", () => {
  it("are added, read, edited and batch-deleted by their number", async () => {
    for (const id of [51, 52]) {
      const added = await admin.post("/sys/tenant/add", { id, name: `整数租户${id}`, status: "1" });
      expect(added.body).toMatchObject({ success: true, message: "添加成功！" });
    }
    const one = await admin.get("/sys/tenant/queryById", { id: "51" });
    expect(one.body.result).toMatchObject({ id: 51, name: "整数租户51", status: 1 });
    expect(await admin.put("/sys/tenant/edit", { id: "52", name: "整数租户五二", status: 1 })).toMatchObject({
      body: { success: true, message: "编辑成功!" },
    });
    const batch = await admin.delete("/sys/tenant/deleteBatch", { ids: "51,52" });
    expect(batch.body).toMatchObject({ success: true, message: "删除成功" });
    expect(await t.db.one("SELECT 1 AS x FROM sys_tenant WHERE id IN (51, 52)")).toBeUndefined();
  });

  it("refuse a number that is no whole number with the number's own message", async () => {
    const before = await count("sys_tenant");
    for (const id of ["abc", "1.5", "99999999999"]) {
      expectRefused(await admin.get("/sys/tenant/queryById", { id }), "租户编号只能是正整数");
      expectRefused(await admin.delete("/sys/tenant/delete", { id }), "租户编号只能是正整数");
      expectRefused(
        await admin.delete("/sys/tenant/deleteBatch", { ids: `1,${id}` }),
        "租户编号只能是正整数",
      );
      expectRefused(
        await admin.put("/sys/tenant/edit", { id, name: "x", status: "1" }),
        "租户编号只能是正整数",
      );
      expectRefused(
        await admin.post("/sys/tenant/add", { id, name: "x", status: "1" }),
        "租户编号只能是正整数",
      );
    }
    expect(await count("sys_tenant")).toBe(before);
  });
});

describe("menu rows the original seeded", () => {
  it("keep their ids, paths and views, and the buttons theirs", async () => {
    const rows = await t.db.query<{ id: string; url: string; component: string; name: string }>(
      "SELECT id, url, component, name FROM sys_permission WHERE id = ANY($1::varchar[]) ORDER BY sort_no",
      [["c89be0f66e662b523ac151e1de297a62", "1265162119913824258"]],
    );
    expect(rows).toEqual([
      {
        id: "c89be0f66e662b523ac151e1de297a62",
        url: "/isystem/tenant",
        component: "system/TenantList",
        name: "租户管理",
      },
      {
        id: "1265162119913824258",
        url: "/isystem/gatewayroute",
        component: "system/SysGatewayRouteList",
        name: "路由网关",
      },
    ]);
    const buttons = await t.db.query<{ id: string; name: string; perms: string }>(
      "SELECT id, name, perms FROM sys_permission WHERE parent_id = ANY($1::varchar[]) ORDER BY perms",
      [["c89be0f66e662b523ac151e1de297a62", "1265162119913824258"]],
    );
    expect(buttons.map((b) => [b.id, b.name, b.perms])).toEqual([
      ["c7c2a3d5e4f64b6a9e3b2d9f8a0c1e04", "添加路由", "gatewayRoute:add"],
      ["c7c2a3d5e4f64b6a9e3b2d9f8a0c1e03", "删除路由", "gatewayRoute:delete"],
      ["c7c2a3d5e4f64b6a9e3b2d9f8a0c1e02", "编辑路由", "gatewayRoute:edit"],
      ["c7c2a3d5e4f64b6a9e3b2d9f8a0c1e01", "路由查询", "gatewayRoute:list"],
      ["6c727ac3c7f134e5bf9bee1a036d9815", "添加租户", "tenant:add"],
      ["77f4270dc4be4f2111bfaafcc2137f3c", "删除租户", "tenant:delete"],
      ["097cd2b4b7bb05e5dc8d9b26268e7430", "编辑租户", "tenant:edit"],
      ["87111a3daea77e9dc5d89f0882898668", "查看租户", "tenant:list"],
    ]);
  });
});
