/** Positions, data sources, gateway routes, the popup-report API and the user-by-department lookups. */
import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN, api, createTestApp, DEMO_USER, type Loose, login, type TestApp } from "./helpers.ts";
import { NO_PERMISSION, RD_DEPART_ID } from "./user-fixtures.ts";

let t: TestApp;
let admin: ReturnType<typeof api>;
let demo: ReturnType<typeof api>;
const pgUrl = process.env.TEST_DATABASE_URL;

beforeAll(async () => {
  t = await createTestApp({ env: { DATA_SOURCE_HOSTS: "127.0.0.1,localhost" } });
  admin = api(t.app, (await login(t.app, ADMIN.username, ADMIN.password)).token);
  demo = api(t.app, (await login(t.app, DEMO_USER.username, DEMO_USER.password)).token);
});
afterAll(async () => {
  await t?.close();
});

const records = (body: { result: Loose }) => body.result.records as unknown as Record<string, unknown>[];

describe("positions", () => {
  it("adds, lists with the rank text, refuses a second code, edits and deletes", async () => {
    const add = await admin.post("/sys/position/add", { code: "driver_lead", name: "车队长", postRank: "3" });
    expect(add.body).toMatchObject({ success: true });
    const again = await admin.post("/sys/position/add", { code: "driver_lead", name: "重复", postRank: "1" });
    expect(again.body).toMatchObject({ success: false, message: "职务编码已存在" });
    const list = await admin.get("/sys/position/list", { name: "*车队*" });
    const row = records(list.body)[0];
    expect(row).toMatchObject({
      code: "driver_lead",
      name: "车队长",
      postRank: "3",
      postRank_dictText: "中级",
    });
    const edit = await admin.put("/sys/position/edit", { id: row.id, name: "车队队长", postRank: "4" });
    expect(edit.body.success).toBe(true);
    const byId = await admin.get("/sys/position/queryById", { id: String(row.id) });
    expect(byId.body.result).toMatchObject({ name: "车队队长", postRank: "4" });
    expect((await admin.delete("/sys/position/delete", { id: String(row.id) })).body.success).toBe(true);
    expect(records((await admin.get("/sys/position/list", { code: "driver_lead" })).body)).toHaveLength(0);
  });

  it("requires code, name and rank", async () => {
    const res = await admin.post("/sys/position/add", { name: "无编码", postRank: "1" });
    expect(res.body).toMatchObject({ success: false, message: "请输入职务编码!" });
  });

  it("answers the picker fields only to a caller without position:list, and refuses its writes", async () => {
    const list = await demo.get("/sys/position/list");
    expect(list.body.success).toBe(true);
    const rows = records(list.body);
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) {
      expect(
        Object.keys(r)
          .filter((k) => !k.endsWith("_dictText"))
          .sort(),
      ).toEqual(["code", "id", "name", "postRank"]);
    }
    expect(records((await admin.get("/sys/position/list")).body)[0]).toHaveProperty("createTime");
    const add = await demo.post("/sys/position/add", { code: "x1", name: "x", postRank: "1" });
    expect(add.body).toMatchObject({ success: false, code: 510, message: NO_PERMISSION });
    const anonymous = await api(t.app).get("/sys/position/list");
    expect(anonymous.status).toBe(401);
  });
});

const source = {
  code: "report_db",
  name: "报表库",
  dbType: "6",
  dbDriver: "org.postgresql.Driver",
  dbUrl: "jdbc:postgresql://127.0.0.1:5432/report",
  dbName: "report",
  dbUsername: "reporter",
  dbPassword: "S3cret-Value!",
};

describe("data sources", () => {
  it("stores the password but never sends it back; an empty password on edit keeps it", async () => {
    expect((await admin.post("/sys/dataSource/add", source)).body).toMatchObject({ success: true });
    const list = await admin.get("/sys/dataSource/list");
    expect(list.text).not.toContain("S3cret-Value!");
    const row = records(list.body).find((r) => r.code === "report_db");
    expect(row).toMatchObject({ name: "报表库", dbType: "6", dbType_dictText: "postgresql" });
    expect(row).not.toHaveProperty("dbPassword");
    const byId = await admin.get("/sys/dataSource/queryById", { id: String(row?.id) });
    expect(byId.text).not.toContain("S3cret-Value!");
    const edit = await admin.put("/sys/dataSource/edit", { id: row?.id, name: "报表库2", dbPassword: "" });
    expect(edit.body.success).toBe(true);
    const stored = await t.db.one<{ db_password: string; name: string }>(
      "SELECT db_password, name FROM sys_data_source WHERE code = 'report_db'",
    );
    expect(stored).toEqual({ db_password: "S3cret-Value!", name: "报表库2" });
  });

  it("refuses a duplicate or badly formed code and a missing password", async () => {
    const dup = await admin.post("/sys/dataSource/add", source);
    expect(dup.body).toMatchObject({ success: false, message: "数据源编码已存在" });
    const bad = await admin.post("/sys/dataSource/add", { ...source, code: "1abc" });
    expect(bad.body).toMatchObject({
      success: false,
      message: "编码必须以字母开头，可包含数字、下划线、横杠",
    });
    const noPassword = await admin.post("/sys/dataSource/add", { ...source, code: "other", dbPassword: "" });
    expect(noPassword.body).toMatchObject({ success: false, message: "请输入密码!" });
  });

  it("is reserved to holders of the data source codes", async () => {
    expect((await demo.get("/sys/dataSource/list")).body).toMatchObject({ success: false, code: 510 });
    const test = await demo.post("/online/cgreport/api/testConnection", source);
    expect(test.body).toMatchObject({ success: false, code: 510 });
  });

  it("refuses a connection test to a host off the allow-list, or of another database type", async () => {
    const off = await admin.post("/online/cgreport/api/testConnection", {
      ...source,
      dbUrl: "jdbc:postgresql://10.1.2.3:5432/report",
    });
    expect(off.body).toMatchObject({
      success: false,
      message: "数据库连接失败：主机 10.1.2.3 不在允许测试连接的主机列表中（DATA_SOURCE_HOSTS）",
    });
    const mysql = await admin.post("/online/cgreport/api/testConnection", { ...source, dbType: "1" });
    expect(mysql.body).toMatchObject({ success: false, message: "只支持测试PostgreSQL数据源的连接" });
    const garbage = await admin.post("/online/cgreport/api/testConnection", {
      ...source,
      dbUrl: "not a url",
    });
    expect(garbage.body.success).toBe(false);
    expect(garbage.body.message).toContain("数据源地址格式不正确");
  });

  it("reports a refused connection to an allowed host clearly", async () => {
    const port = await freePort();
    const res = await admin.post("/online/cgreport/api/testConnection", {
      ...source,
      dbUrl: `jdbc:postgresql://127.0.0.1:${port}/report`,
    });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(false);
    expect(res.body.message).toMatch(/^数据库连接失败：/);
  });

  it.runIf(Boolean(pgUrl))("connects to the test PostgreSQL server, with the stored password", async () => {
    const url = new URL(pgUrl ?? "");
    const body = {
      ...source,
      code: "live_pg",
      dbUrl: `jdbc:postgresql://127.0.0.1:${url.port || 5432}${url.pathname}`,
      dbUsername: decodeURIComponent(url.username),
      dbPassword: decodeURIComponent(url.password),
    };
    const res = await admin.post("/online/cgreport/api/testConnection", body);
    expect(res.body).toMatchObject({ success: true, message: "数据库连接成功" });
    await admin.post("/sys/dataSource/add", body);
    const id = (await t.db.one<{ id: string }>("SELECT id FROM sys_data_source WHERE code = 'live_pg'"))?.id;
    const stored = await admin.post("/online/cgreport/api/testConnection", { ...body, id, dbPassword: "" });
    expect(stored.body).toMatchObject({ success: true });
  });
});

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe("gateway routes", () => {
  it("saves, lists with parsed predicates, updates, deletes", async () => {
    const route = {
      routerId: "jeecg-system",
      name: "系统服务",
      uri: "lb://jeecg-system",
      predicates: [{ name: "Path", args: ["/sys/**"] }],
      filters: [],
      status: 1,
    };
    expect((await admin.post("/sys/gatewayRoute/updateAll", route)).body).toMatchObject({
      success: true,
      message: "操作成功！",
    });
    const list = await admin.get("/sys/gatewayRoute/list");
    const saved = (list.body.result as unknown as Record<string, unknown>[])[0];
    expect(saved).toMatchObject({ routerId: "jeecg-system", predicates: route.predicates, status: 1 });
    const dup = await admin.post("/sys/gatewayRoute/updateAll", { ...route, name: "重复" });
    expect(dup.body).toMatchObject({ success: false, message: "路由ID已存在" });
    await admin.post("/sys/gatewayRoute/updateAll", { ...route, id: saved.id, name: "系统服务2", status: 0 });
    const after = (await admin.get("/sys/gatewayRoute/list")).body.result as unknown as Record<
      string,
      unknown
    >[];
    expect(after[0]).toMatchObject({ name: "系统服务2", status: 0 });
    const bad = await admin.post("/sys/gatewayRoute/updateAll", {
      ...route,
      routerId: "x",
      predicates: "{bad",
    });
    expect(bad.body).toMatchObject({ success: false, message: "路由条件必须是JSON数组" });
    expect((await admin.get("/sys/gatewayRoute/clearRedis")).body.message).toBe("清除成功！");
    const del = await admin.delete("/sys/gatewayRoute/delete", { id: String(saved.id) });
    expect(del.body).toMatchObject({ success: true, message: "删除路由成功" });
    expect((await demo.get("/sys/gatewayRoute/list")).body.code).toBe(510);
  });
});

describe("popup reports", () => {
  it("answers columns, query items and paged data of the user report, safe columns only", async () => {
    const cols = await demo.get("/online/cgreport/api/getRpColumns/report_user");
    expect(cols.body.success).toBe(true);
    const id = String(cols.body.result.cgRpConfigId);
    const columns = cols.body.result.columns as unknown as { dataIndex: string; customRender?: string }[];
    expect(columns.map((c) => c.dataIndex)).toEqual(["username", "realname", "sex", "phone", "orgCode"]);
    expect(columns.find((c) => c.dataIndex === "sex")?.customRender).toBe("sex");
    expect(cols.body.result.dictOptions.sex).toBeDefined();
    const info = await demo.get(`/online/cgreport/api/getQueryInfo/${id}`);
    expect(info.body.result).toEqual([
      expect.objectContaining({ field: "username", mode: "single" }),
      expect.objectContaining({ field: "realname", mode: "single" }),
      expect.objectContaining({ field: "sex", hidden: "1", dictCode: "sex" }),
    ]);
    const data = await demo.get(`/online/cgreport/api/getData/${id}`, {
      username: "*adm*",
      pageNo: 1,
      pageSize: 10,
      self_x: "ignored",
    });
    expect(data.body.result.total).toBe(1);
    const row = records(data.body)[0];
    expect(row).toMatchObject({ username: "admin" });
    expect(data.text).not.toMatch(/password|salt/);
    const sorted = await demo.get(`/online/cgreport/api/getData/${id}`, {
      column: "username",
      order: "desc",
    });
    const names = records(sorted.body).map((r) => String(r.username));
    expect(names).toEqual([...names].sort().reverse());
  });

  it("answers the department report and refuses unknown reports and fields", async () => {
    const cols = await admin.get("/online/cgreport/api/getRpColumns/report_depart");
    const id = String(cols.body.result.cgRpConfigId);
    const data = await admin.get(`/online/cgreport/api/getData/${id}`, { pageSize: 5 });
    expect(Number(data.body.result.total)).toBeGreaterThan(0);
    expect(records(data.body)[0]).toHaveProperty("departName");
    const unknown = await admin.get("/online/cgreport/api/getRpColumns/no_such");
    expect(unknown.body).toMatchObject({ success: false, message: "实体不存在" });
    // A field off the report is ignored, never read.
    const off = await admin.get(`/online/cgreport/api/getData/${id}`, { del_flag: "1", pageSize: 5 });
    expect(off.body.result.total).toBe(data.body.result.total);
    expect((await api(t.app).get(`/online/cgreport/api/getData/${id}`)).status).toBe(401);
  });

  it("binds the report's own self_* parameters as values and ignores the rest", async () => {
    const cols = await admin.get("/online/cgreport/api/getRpColumns/report_depart");
    const id = String(cols.body.result.cgRpConfigId);
    const all = records((await admin.get(`/online/cgreport/api/getData/${id}`, { pageSize: 100 })).body);
    const codes = (prefix: string) =>
      all
        .map((r) => String(r.orgCode))
        .filter((c) => c.startsWith(prefix))
        .sort();
    const subtree = await admin.get(`/online/cgreport/api/getData/${id}`, {
      self_orgCode: "A01A",
      pageSize: 100,
    });
    const got = records(subtree.body).map((r) => String(r.orgCode));
    expect(got.length).toBeGreaterThan(0);
    expect(got.sort()).toEqual(codes("A01A"));
    // A value is a value: quotes and LIKE wildcards match themselves, and match nothing here.
    for (const value of ["A01%", "' OR '1'='1", "A01_"]) {
      const res = await admin.get(`/online/cgreport/api/getData/${id}`, { self_orgCode: value });
      expect(res.body).toMatchObject({ success: true, result: { total: 0 } });
    }
    const undeclared = await admin.get(`/online/cgreport/api/getData/${id}`, {
      self_del_flag: "1",
      pageSize: 100,
    });
    expect(undeclared.body.result.total).toBe(all.length);
    const category = await admin.get(`/online/cgreport/api/getData/${id}`, {
      self_orgCategory: "1",
      pageSize: 100,
    });
    expect(records(category.body).every((r) => r.orgCategory === "1")).toBe(true);
    expect(records(category.body).length).toBeLessThan(all.length);
  });
});

describe("user-by-department lookups", () => {
  it("queryUserComponentData lists a department's users with the picker fields", async () => {
    await t.db.query("INSERT INTO sys_user_depart (id, user_id, dep_id) VALUES ('ud-pk-1', $1, $2)", [
      (await t.db.one<{ id: string }>("SELECT id FROM sys_user WHERE username = 'admin'"))?.id,
      RD_DEPART_ID,
    ]);
    const res = await demo.get("/sys/user/queryUserComponentData", { departId: RD_DEPART_ID, pageSize: 10 });
    expect(res.body.success).toBe(true);
    const rows = records(res.body);
    expect(rows.map((r) => r.username)).toContain("admin");
    expect(Object.keys(rows[0]).sort()).toEqual(
      ["createTime", "id", "orgCodeTxt", "phone", "realname", "sex", "username"].sort(),
    );
    const search = await demo.get("/sys/user/queryUserComponentData", { username: "jeec" });
    expect(records(search.body).map((r) => r.username)).toEqual(["jeecg"]);
  });

  it("getMultiUser answers a bare array of the named users", async () => {
    const res = await demo.get("/sys/user/getMultiUser", { username: "admin,jeecg," });
    const users = JSON.parse(res.text) as { username: string; password?: string }[];
    expect(users.map((u) => u.username)).toEqual(["admin", "jeecg"]);
    expect(res.text).not.toMatch(/password|salt/);
  });
});
