/** Shared pieces of the role, menu and department API tests: sessions and the access matrix. */
import { expect } from "vitest";
import type { Db } from "../src/db/client.ts";
import { ADMIN, type ApiResponse, api, DEMO_USER, login, type TestApp } from "./helpers.ts";
import { fingerprint, NO_PERMISSION } from "./user-fixtures.ts";

export type Client = ReturnType<typeof api>;
export type Call = (c: Client) => Promise<ApiResponse>;

export interface Sessions {
  admin: Client;
  demo: Client;
  anonymous: Client;
}

export async function sessions(t: TestApp): Promise<Sessions> {
  const admin = await login(t.app, ADMIN.username, ADMIN.password);
  const demo = await login(t.app, DEMO_USER.username, DEMO_USER.password);
  if (!admin.token || !demo.token) throw new Error("test logins failed");
  return { admin: api(t.app, admin.token), demo: api(t.app, demo.token), anonymous: api(t.app) };
}

const EXTRA = ["sys_depart_permission", "sys_permission_data_rule", "sys_depart_role"];

/** The user fixtures' fingerprint plus the tables only these modules write. */
export async function accessFingerprint(db: Db): Promise<Record<string, string>> {
  const parts = EXTRA.map(
    (t) =>
      `(SELECT count(*) || ':' || md5(coalesce(string_agg(x::text, '|' ORDER BY x.id), '')) FROM ${t} x) AS ${t}`,
  );
  const extra = await db.one<Record<string, string>>(`SELECT ${parts.join(", ")}`);
  return { ...(await fingerprint(db)), ...extra };
}

/** anonymous: HTTP 401; a user without the code: 510 and nothing changed. */
export async function expectGuarded(db: Db, s: Sessions, call: Call): Promise<void> {
  const anon = await call(s.anonymous);
  expect(anon.status, anon.text).toBe(401);
  expect(anon.body).toMatchObject({ code: 401 });
  const before = await accessFingerprint(db);
  const res = await call(s.demo);
  expect(res.status, res.text).toBe(200);
  expect(res.body, res.text).toMatchObject({ success: false, code: 510, message: NO_PERMISSION });
  expect(await accessFingerprint(db)).toEqual(before);
}

/** The seeded button row holding a permission code. */
export async function buttonId(db: Db, code: string): Promise<string> {
  const row = await db.one<{ id: string }>("SELECT id FROM sys_permission WHERE perms = $1", [code]);
  if (!row) throw new Error(`no button ${code}`);
  return row.id;
}

/** Success of an answer of any result type (user-fixtures' expectOk reads the loose type only). */
export function expectSuccess<T>(res: ApiResponse<T>): void {
  expect(res.status, res.text).toBe(200);
  expect(res.body.success, res.text).toBe(true);
}
