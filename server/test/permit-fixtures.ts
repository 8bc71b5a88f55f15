/** Shared pieces of the permit API tests: users with roles, and master data made through the API. */
import { expect } from "vitest";
import { hashPassword } from "../src/core/passwords.ts";
import type { Db } from "../src/db/client.ts";
import { type ApiResponse, api, type Loose, login, type TestApp } from "./helpers.ts";
import { GOOD_PASSWORD, insertUser } from "./user-fixtures.ts";

export type Client = ReturnType<typeof api>;

/** A list answer's result. */
export interface Page {
  total: number;
  records: Loose[];
}

/** A user holding the roles with these codes, logged in (tenant 0 unless given; bound to that tenant). */
export async function userWithRoles(
  t: TestApp,
  username: string,
  roleCodes: readonly string[],
  tenantId = 0,
): Promise<Client> {
  const roles = await t.db.query<{ id: string }>(
    `SELECT id FROM sys_role WHERE role_code IN (${roleCodes.map((_, i) => `$${i + 1}`).join(", ") || "NULL"})`,
    [...roleCodes],
  );
  expect(roles.length).toBe(roleCodes.length);
  await insertUser(
    t.db,
    { username, password: await hashPassword(GOOD_PASSWORD) },
    [],
    roles.map((r) => r.id),
  );
  // A user acting in a tenant other than 0 must belong to it.
  if (tenantId !== 0)
    await t.db.query("UPDATE sys_user SET rel_tenant_ids = $2 WHERE username = $1", [
      username,
      String(tenantId),
    ]);
  const { token } = await login(t.app, username, GOOD_PASSWORD);
  if (!token) throw new Error(`login of ${username} failed`);
  return api(t.app, token, { tenantId });
}

/** Row count and hash of the permit tables: equal fingerprints, nothing changed. */
export async function permitFingerprint(db: Db): Promise<Record<string, string>> {
  const tables = [
    "permit_vehicle",
    "permit_driver",
    "permit_applicant",
    "permit_application",
    "permit_approval",
  ];
  const parts = tables.map(
    (t) =>
      `(SELECT count(*) || ':' || md5(coalesce(string_agg(x::text, '|' ORDER BY x.id), '')) FROM ${t} x) AS ${t}`,
  );
  return (await db.one<Record<string, string>>(`SELECT ${parts.join(", ")}`)) ?? {};
}

export function expectSuccess<T>(res: ApiResponse<T>, message?: string): void {
  expect(res.status, res.text).toBe(200);
  expect(res.body.success, res.text).toBe(true);
  if (message !== undefined) expect(res.body.message).toBe(message);
}

export async function idOf(db: Db, sql: string, params: unknown[]): Promise<string> {
  const row = await db.one<{ id: string }>(sql, params);
  if (!row) throw new Error(`no row for ${sql} ${JSON.stringify(params)}`);
  return row.id;
}

/** Adds a vehicle through the API and returns its id. */
export async function addVehicle(c: Client, db: Db, plateNo: string, tenantId = 0): Promise<string> {
  expectSuccess(
    await c.post("/permit/vehicle/add", { plateNo, vehicleType: "small_car", plateColor: "blue" }),
  );
  return idOf(db, "SELECT id FROM permit_vehicle WHERE plate_no = $1 AND tenant_id = $2", [
    plateNo,
    tenantId,
  ]);
}

export async function addDriver(c: Client, db: Db, name: string, tenantId = 0): Promise<string> {
  expectSuccess(
    await c.post("/permit/driver/add", {
      name,
      idCard: "11010519491231002X",
      mobile: "13800138000",
      licenceClass: "C1",
    }),
  );
  return idOf(db, "SELECT id FROM permit_driver WHERE name = $1 AND tenant_id = $2", [name, tenantId]);
}

export async function addApplicant(
  c: Client,
  db: Db,
  name: string,
  kind = "staff",
  tenantId = 0,
): Promise<string> {
  expectSuccess(
    await c.post("/permit/applicant/add", { name, mobile: "13900139000", company: "测试单位", kind }),
  );
  return idOf(db, "SELECT id FROM permit_applicant WHERE name = $1 AND tenant_id = $2", [name, tenantId]);
}

/** `yyyy-MM-dd` n days from today (UTC calendar; tests only need a window around today). */
export function day(n: number): string {
  return new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
}

/** POSTs rows (the first is the header) as an .xlsx in the multipart field `file`. */
export async function uploadXlsx(c: Client, url: string, rows: readonly (readonly string[])[]) {
  const { default: ExcelJS } = await import("exceljs");
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet("导入");
  for (const row of rows) sheet.addRow([...row]);
  const file = Buffer.from(await book.xlsx.writeBuffer());
  const boundary = "----permit-upload";
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.xlsx"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return c.inject({
    method: "POST",
    url,
    payload,
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  });
}
