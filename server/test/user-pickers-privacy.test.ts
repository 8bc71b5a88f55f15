/**
 * Personal data through the pickers: a signed-in account without `user:list` reads, of other users, only
 * what a picker shows, only in the tenant it acts in, with phone numbers masked; table dictionaries never
 * read the phone column.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashPassword } from "../src/core/passwords.ts";
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
  expectRefused,
  GOOD_PASSWORD,
  insertUser,
  RD_DEPART_ID,
  signHeaders,
  TEST_ROLE_ID,
} from "./user-fixtures.ts";

let t: TestApp;
let admin: ReturnType<typeof api>;
let demo: ReturnType<typeof api>;
let inTwo: ReturnType<typeof api>;

const records = (body: { result: Loose }) => body.result.records as unknown as Record<string, unknown>[];
const usernames = (rows: Record<string, unknown>[]) => rows.map((r) => String(r.username));

beforeAll(async () => {
  t = await createTestApp();
  await t.db.query("INSERT INTO sys_tenant (id, name, status) VALUES (2, '隐私租户二', 1)");
  await insertUser(
    t.db,
    {
      username: "pk_home",
      realname: "本租户人",
      phone: "13812345678",
      birthday: "1990-01-02",
      email: "h@x.cn",
    },
    [RD_DEPART_ID],
  );
  await insertUser(
    t.db,
    { username: "pk_other", realname: "二号租户人", phone: "13987654321", birthday: "1991-03-04" },
    [RD_DEPART_ID],
  );
  await insertUser(
    t.db,
    { username: "pk_caller", realname: "二号租户员工", password: await hashPassword(GOOD_PASSWORD) },
    [RD_DEPART_ID],
    [TEST_ROLE_ID],
  );
  await t.db.query("UPDATE sys_user SET rel_tenant_ids = '2' WHERE username IN ('pk_other', 'pk_caller')");
  admin = api(t.app, (await login(t.app, ADMIN.username, ADMIN.password)).token);
  demo = api(t.app, (await login(t.app, DEMO_USER.username, DEMO_USER.password)).token);
  inTwo = api(t.app, (await login(t.app, "pk_caller", GOOD_PASSWORD)).token, { tenantId: 2 });
});
afterAll(async () => {
  await t?.close();
});

describe("/sys/user/list for a caller without user:list", () => {
  it("lists the users of the caller's tenant with the picker's fields and a masked phone", async () => {
    const res = await demo.get("/sys/user/list", { pageSize: 100 });
    expect(res.body.success, res.text).toBe(true);
    const rows = records(res.body);
    expect(usernames(rows)).toContain("pk_home");
    expect(usernames(rows)).not.toContain("pk_other");
    const home = rows.find((r) => r.username === "pk_home");
    expect(home).toMatchObject({ realname: "本租户人", phone: "138****5678", birthday: "1990-01-02" });
    for (const key of ["email", "avatar", "orgCode", "orgCodeTxt", "workNo", "telephone", "relTenantIds"])
      expect(home).not.toHaveProperty(key);
    expect(res.text).not.toContain("13812345678");

    const two = await inTwo.get("/sys/user/list", { pageSize: 100 });
    expect(usernames(records(two.body)).sort()).toEqual(["pk_caller", "pk_other"]);
    expect(two.text).not.toContain("13987654321");
  });

  it("cannot search or sort by the phone to learn the hidden digits", async () => {
    const all = await demo.get("/sys/user/list", { pageSize: 100 });
    const byPhone = await demo.get("/sys/user/list", { phone: "13812345678", pageSize: 100 });
    const byPrefix = await demo.get("/sys/user/list", { phone: "1381*", pageSize: 100 });
    for (const res of [byPhone, byPrefix]) {
      if (res.body.success) expect(res.body.result.total).toBe(all.body.result.total);
      else expectRefused(res);
    }
  });

  it("a holder of user:list still reads the full list", async () => {
    const res = await admin.get("/sys/user/list", { username: "pk_home" });
    expect(records(res.body)[0]).toMatchObject({ phone: "13812345678", email: "h@x.cn" });
    const other = await admin.get("/sys/user/list", { username: "pk_other" });
    expect(other.body.result.total).toBe(1);
  });
});

describe("/sys/user/queryByIds", () => {
  it("turns stored ids into the picker's view of the caller's tenant, phones masked", async () => {
    const ids = await t.db.query<{ id: string; username: string }>(
      "SELECT id, username FROM sys_user WHERE username IN ('pk_home', 'pk_other') ORDER BY username",
    );
    const userIds = `${ids.map((r) => r.id).join(",")},`;
    const mine = await demo.get("/sys/user/queryByIds", { userIds });
    expect(mine.body.success, mine.text).toBe(true);
    const rows = mine.body.result as unknown as Record<string, unknown>[];
    expect(usernames(rows)).toEqual(["pk_home"]);
    expect(rows[0]).toMatchObject({ realname: "本租户人", phone: "138****5678" });
    expect(rows[0]).not.toHaveProperty("password");
    expect(rows[0]).not.toHaveProperty("email");
    expect(mine.text).not.toContain("13812345678");

    const all = await admin.get("/sys/user/queryByIds", { userIds });
    expect(usernames(all.body.result as unknown as Record<string, unknown>[])).toEqual([
      "pk_home",
      "pk_other",
    ]);
    expect((await api(t.app).get("/sys/user/queryByIds", { userIds })).status).toBe(401);
  });
});

describe("the user-by-department picker and the lookup of stored users", () => {
  it("queryUserComponentData answers the caller's tenant, the picker's columns and a masked phone", async () => {
    const res = await inTwo.get("/sys/user/queryUserComponentData", { departId: RD_DEPART_ID, pageSize: 50 });
    expect(res.body.success, res.text).toBe(true);
    const rows = records(res.body);
    expect(usernames(rows).sort()).toEqual(["pk_caller", "pk_other"]);
    const other = rows.find((r) => r.username === "pk_other") ?? {};
    expect(Object.keys(other).sort()).toEqual(
      ["createTime", "id", "orgCodeTxt", "phone", "realname", "sex", "username"].sort(),
    );
    expect(other.phone).toBe("139****4321");
    const home = await demo.get("/sys/user/queryUserComponentData", { departId: RD_DEPART_ID, pageSize: 50 });
    expect(usernames(records(home.body))).toContain("pk_home");
    expect(usernames(records(home.body))).not.toContain("pk_other");
  });

  it("getMultiUser answers names of the caller's tenant only, nothing personal", async () => {
    const res = await inTwo.get("/sys/user/getMultiUser", { username: "pk_home,pk_other," });
    const users = JSON.parse(res.text) as Record<string, unknown>[];
    expect(users.map((u) => u.username)).toEqual(["pk_other"]);
    expect(Object.keys(users[0]).sort()).toEqual(["id", "realname", "username"]);
  });

  it("queryUserByDepId answers a picker caller in tenant 0 the users without a tenant list only", async () => {
    const res = await demo.get<Record<string, unknown>[]>("/sys/user/queryUserByDepId", { id: RD_DEPART_ID });
    expect(usernames(res.body.result)).toContain("pk_home");
    expect(usernames(res.body.result)).not.toContain("pk_other");
    expect(res.text).not.toMatch(/13812345678|13987654321/);
  });
});

describe("the popup user report", () => {
  it("answers the caller's tenant with masked phones, and does not search by phone", async () => {
    const cols = await inTwo.get("/online/cgreport/api/getRpColumns/report_user");
    const id = String(cols.body.result.cgRpConfigId);
    const info = await inTwo.get(`/online/cgreport/api/getQueryInfo/${id}`);
    expect((info.body.result as unknown as { field: string }[]).map((q) => q.field)).not.toContain("phone");
    const data = await inTwo.get(`/online/cgreport/api/getData/${id}`, { pageSize: 50 });
    const rows = records(data.body);
    expect(usernames(rows).sort()).toEqual(["pk_caller", "pk_other"]);
    expect(rows.find((r) => r.username === "pk_other")?.phone).toBe("139****4321");
    const byPhone = await inTwo.get(`/online/cgreport/api/getData/${id}`, { phone: "1398*", pageSize: 50 });
    expect(byPhone.body.result.total).toBe(data.body.result.total);
  });
});

describe("table dictionaries", () => {
  it("refuse the phone column of sys_user", async () => {
    for (const code of [
      "sys_user,phone,id",
      "sys_user,realname,phone",
      `sys_user,realname,id,{"phone":"13812345678"}`,
    ]) {
      const path = `/sys/dict/getDictItems/${encodeURIComponent(code)}`;
      const res = await demo.get(path, undefined, {
        ...signHeaders(`${API_PREFIX}${path}`, t.config.signSecret, t.config.timeZone),
      });
      expectRefused(res, /^不支持的表字典：sys_user\.phone/);
    }
  });
});
