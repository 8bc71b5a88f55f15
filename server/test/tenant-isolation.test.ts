/**
 * Tenant isolation of the business data: a user bound to tenants acts only in one of them (tenant 0 and an
 * empty header are for users without a tenant list), and freezing a tenant ends its users' sessions.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newId } from "../src/core/ids.ts";
import { hashPassword } from "../src/core/passwords.ts";
import { ADMIN, API_PREFIX, type ApiResponse, api, createTestApp, login, type TestApp } from "./helpers.ts";
import {
  addApplicant,
  addDriver,
  addVehicle,
  type Client,
  day,
  expectSuccess,
  idOf,
  type Page,
  permitFingerprint,
} from "./permit-fixtures.ts";
import { ADMIN_ROLE_ID, GOOD_PASSWORD } from "./user-fixtures.ts";

const TENANT_CHANGED = "用户租户信息变更,请重新登陆!";

let t: TestApp;
let admin: Client;
let vehicleId: string;
let applicationId: string;

/** A user holding every code (role admin), bound to these tenants. */
async function tenantUser(username: string, tenants: string): Promise<string> {
  const id = newId();
  await t.db.query(
    `INSERT INTO sys_user (id, username, realname, password, salt, status, del_flag, rel_tenant_ids, create_time)
     VALUES ($1, $2, $2, $3, '', 1, 0, $4, LOCALTIMESTAMP(0))`,
    [id, username, await hashPassword(GOOD_PASSWORD), tenants],
  );
  await t.db.query("INSERT INTO sys_user_role (id, user_id, role_id) VALUES ($1, $2, $3)", [
    newId(),
    id,
    ADMIN_ROLE_ID,
  ]);
  const { token, body } = await login(t.app, username, GOOD_PASSWORD);
  if (!token) throw new Error(`login of ${username} failed: ${JSON.stringify(body)}`);
  return token;
}

/** A call with this token and no tenant-id header at all. */
async function withoutHeader(token: string, url: string): Promise<ApiResponse> {
  const res = await t.app.inject({
    method: "GET",
    url: `${API_PREFIX}${url}`,
    headers: { "x-access-token": token },
  });
  return { status: res.statusCode, headers: res.headers, body: res.json(), text: res.body };
}

function expectTenantRefused(res: ApiResponse): void {
  expect(res.status, res.text).toBe(401);
  expect(res.body).toMatchObject({ success: true, code: 401, message: TENANT_CHANGED, result: null });
}

beforeAll(async () => {
  t = await createTestApp();
  await t.db.query(
    "INSERT INTO sys_tenant (id, name, status) VALUES (2, '隔离租户二', 1), (3, '隔离租户三', 1)",
  );
  admin = api(t.app, (await login(t.app, ADMIN.username, ADMIN.password)).token);
  vehicleId = await addVehicle(admin, t.db, "京AT1234");
  const driverId = await addDriver(admin, t.db, "租户零司机");
  const applicantId = await addApplicant(admin, t.db, "租户零员工");
  expectSuccess(
    await admin.post("/permit/application/add", {
      permitType: "temporary",
      region: "east",
      applicantId,
      vehicleId,
      driverId,
      areas: "A01",
      validFrom: day(0),
      validTo: day(10),
      reason: "租户零的申请",
    }),
  );
  applicationId = await idOf(t.db, "SELECT id FROM permit_application WHERE reason = $1", ["租户零的申请"]);
});
afterAll(async () => {
  await t?.close();
});

describe("a user bound to tenant 2", () => {
  let token: string;
  beforeAll(async () => {
    token = await tenantUser("tenant_two_staff", "2");
  });

  it("cannot read or change tenant 0's data with tenant-id 0", async () => {
    const before = await permitFingerprint(t.db);
    const inZero = api(t.app, token, { tenantId: 0 });
    for (const path of ["vehicle", "driver", "applicant", "application"]) {
      expectTenantRefused(await inZero.get(`/permit/${path}/list`));
      expectTenantRefused(await inZero.get(`/permit/${path}/exportXls`));
    }
    expectTenantRefused(await inZero.get("/permit/vehicle/queryById", { id: vehicleId }));
    expectTenantRefused(await inZero.get("/permit/application/queryById", { id: applicationId }));
    expectTenantRefused(
      await inZero.post("/permit/application/approve", { id: applicationId, fromStatus: 0 }),
    );
    expectTenantRefused(await inZero.put("/permit/vehicle/edit", { id: vehicleId, brand: "改了" }));
    expect(await permitFingerprint(t.db)).toEqual(before);
  });

  it("cannot read tenant 0's data without a tenant-id header", async () => {
    expectTenantRefused(await withoutHeader(token, "/permit/vehicle/list"));
    expectTenantRefused(await withoutHeader(token, `/permit/application/queryById?id=${applicationId}`));
    expectTenantRefused(await withoutHeader(token, "/permit/application/exportXls"));
  });

  it("works in tenant 2 and sees none of tenant 0's rows there", async () => {
    const inTwo = api(t.app, token, { tenantId: 2 });
    const list = await inTwo.get<Page>("/permit/vehicle/list");
    expectSuccess(list);
    expect(list.body.result.records.map((r) => r.id)).not.toContain(vehicleId);
    const byId = await inTwo.get("/permit/application/queryById", { id: applicationId });
    expect(byId.body.success, byId.text).toBe(false);
  });
});

describe("files the browser fetches by itself (session cookie, no headers)", () => {
  it("are served to a tenant-bound user, who acts in their first tenant in force", async () => {
    const token = await tenantUser("tenant_two_avatar", "2");
    const boundary = "----tenantfile";
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.txt"\r\nContent-Type: text/plain\r\n\r\n`,
      ),
      Buffer.from("tenant two file"),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const up = await api(t.app, token, { tenantId: 2 }).inject({
      method: "POST",
      url: "/sys/common/upload",
      payload,
      headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
    });
    expect(up.body.success, up.text).toBe(true);
    const file = await t.app.inject({
      method: "GET",
      url: `${API_PREFIX}/sys/common/static/${up.body.message}`,
      headers: { cookie: `X-Access-Token=${encodeURIComponent(token)}` },
    });
    expect(file.statusCode, file.body).toBe(200);
    expect(file.body).toBe("tenant two file");
    // With a header, the header is the tenant it acts in, and 0 is not one of theirs.
    const zero = await t.app.inject({
      method: "GET",
      url: `${API_PREFIX}/sys/common/static/${up.body.message}`,
      headers: { cookie: `X-Access-Token=${encodeURIComponent(token)}`, "tenant-id": "0" },
    });
    expect(zero.statusCode).toBe(401);
  });
});

describe("a tenant list with entries that name no tenant", () => {
  it("reads the numbers in it, spaces allowed, and nothing else", async () => {
    const token = await tenantUser("messy_tenants", " 2 ,abc,,2x,99999999999");
    expectSuccess(await api(t.app, token, { tenantId: 2 }).get<Page>("/permit/vehicle/list"));
    expectTenantRefused(await api(t.app, token, { tenantId: 0 }).get("/permit/vehicle/list"));
    expectTenantRefused(await withoutHeader(token, "/permit/vehicle/list"));
    // No number at all: no tenant list, so tenant 0 only.
    const none = await tenantUser("no_real_tenant", "abc");
    expectSuccess(await api(t.app, none, { tenantId: 0 }).get<Page>("/permit/vehicle/list"));
    expectTenantRefused(await api(t.app, none, { tenantId: 2 }).get("/permit/vehicle/list"));
  });
});

describe("a user without a tenant list", () => {
  it("acts in tenant 0 with tenant-id 0 or no header, and in no other tenant", async () => {
    const token = (await login(t.app, ADMIN.username, ADMIN.password)).token;
    const list = await api(t.app, token, { tenantId: 0 }).get<Page>("/permit/vehicle/list");
    expect(list.body.result.records.map((r) => r.id)).toContain(vehicleId);
    const bare = await withoutHeader(token, "/permit/vehicle/list");
    expect(bare.body.success, bare.text).toBe(true);
    expectTenantRefused(await api(t.app, token, { tenantId: 2 }).get("/permit/vehicle/list"));
  });
});

describe("freezing a tenant", () => {
  it("ends the live sessions of its users", async () => {
    const only = await tenantUser("frozen_only", "3");
    const both = await tenantUser("frozen_both", "2,3");
    expectSuccess(await api(t.app, only, { tenantId: 3 }).get<Page>("/permit/vehicle/list"));
    expectSuccess(await api(t.app, both, { tenantId: 2 }).get<Page>("/permit/vehicle/list"));

    expectSuccess(await admin.put("/sys/tenant/edit", { id: 3, name: "隔离租户三", status: 0 }));

    for (const [token, tenantId] of [
      [only, 3],
      [both, 2],
    ] as const) {
      const res = await api(t.app, token, { tenantId }).get("/permit/vehicle/list");
      expect(res.status, res.text).toBe(401);
      expect(res.body).toMatchObject({ success: true, code: 401 });
    }
    const left = await t.db.one<{ n: number }>(
      `SELECT count(*)::int AS n FROM sys_user_session s JOIN sys_user u ON u.id = s.user_id
        WHERE u.username IN ('frozen_only', 'frozen_both')`,
    );
    expect(left?.n).toBe(0);

    // Signed in again through the tenant still in force, the frozen one stays out of reach.
    const again = (await login(t.app, "frozen_both", GOOD_PASSWORD)).token;
    expect(again).not.toBe("");
    expectSuccess(await api(t.app, again, { tenantId: 2 }).get<Page>("/permit/vehicle/list"));
    expectTenantRefused(await api(t.app, again, { tenantId: 3 }).get("/permit/vehicle/list"));
  });
});
