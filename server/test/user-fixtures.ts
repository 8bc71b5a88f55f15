/** Shared pieces of the user, dictionary, list and bad-input API tests. */
import { expect } from "vitest";
import { newId } from "../src/core/ids.ts";
import { collectSignParams, computeSign, formatSignTimestamp } from "../src/core/sign.ts";
import type { Db } from "../src/db/client.ts";
import type { ApiResponse } from "./helpers.ts";

export const ADMIN_ID = "e9ca23d68d884d4ebb19d07889727dae";
export const DEMO_ID = "a75d45a015c44384a04449ee80dc3503";
export const ADMIN_ROLE_ID = "f6817f48af4fb3af11b9e8bf182f618b";
export const TEST_ROLE_ID = "ee8626f80f7c2619917b6236f3a7f02b";
export const ROOT_DEPART_ID = "c6d7cb4deeac411cb3384b1b31278596";
export const MARKET_DEPART_ID = "57197590443c44f083d42ae24ef26a2c";
export const RD_DEPART_ID = "63775228b7b041a99825f79760590b7d";
export const NO_PERMISSION = "没有权限，请联系管理员授权";
export const GOOD_PASSWORD = "Abc#12345";

const TABLES = [
  "sys_user",
  "sys_user_role",
  "sys_user_depart",
  "sys_role",
  "sys_depart",
  "sys_dict",
  "sys_dict_item",
  "sys_permission",
  "sys_role_permission",
];

/** Row count and a hash of every row of the tables user actions touch: equal fingerprints, unchanged data. */
export async function fingerprint(db: Db): Promise<Record<string, string>> {
  const parts = TABLES.map(
    (t) =>
      `(SELECT count(*) || ':' || md5(coalesce(string_agg(x::text, '|' ORDER BY x.id), '')) FROM ${t} x) AS ${t}`,
  );
  const row = await db.one<Record<string, string>>(`SELECT ${parts.join(", ")}`);
  return row ?? {};
}

export interface UserRow {
  id?: string;
  username: string;
  realname?: string;
  sex?: number | null;
  status?: number;
  delFlag?: number;
  birthday?: string | null;
  phone?: string | null;
  email?: string | null;
  workNo?: string | null;
  orgCode?: string | null;
  createTime?: string;
  password?: string;
}

/** Inserts a user row directly (fast fixtures; the password hash is not a valid login). */
export async function insertUser(db: Db, u: UserRow, departIds: string[] = [], roleIds: string[] = []) {
  const id = u.id ?? newId();
  await db.query(
    `INSERT INTO sys_user (id, username, realname, password, salt, sex, status, del_flag, birthday, phone, email,
       work_no, org_code, create_by, create_time)
     VALUES ($1, $2, $3, $4, '', $5, $6, $7, $8, $9, $10, $11, $12, 'admin', $13)`,
    [
      id,
      u.username,
      u.realname ?? u.username,
      u.password ?? "x",
      u.sex ?? null,
      u.status ?? 1,
      u.delFlag ?? 0,
      u.birthday ?? null,
      u.phone ?? null,
      u.email ?? null,
      u.workNo ?? null,
      u.orgCode ?? null,
      u.createTime ?? "2022-06-01 12:00:00",
    ],
  );
  for (const dep of departIds) {
    await db.query("INSERT INTO sys_user_depart (id, user_id, dep_id) VALUES ($1, $2, $3)", [
      newId(),
      id,
      dep,
    ]);
  }
  for (const role of roleIds) {
    await db.query("INSERT INTO sys_user_role (id, user_id, role_id) VALUES ($1, $2, $3)", [
      newId(),
      id,
      role,
    ]);
  }
  return id;
}

/** X-Sign and X-TIMESTAMP for a URL (path with its query string) as the web app computes them. */
export function signHeaders(
  url: string,
  secret: string,
  timeZone: string,
  at = Date.now(),
): { "X-Sign": string; "X-TIMESTAMP": string } {
  return {
    "X-Sign": computeSign(collectSignParams({ url, method: "GET" }), secret),
    "X-TIMESTAMP": formatSignTimestamp(at, timeZone),
  };
}

/** A clear business refusal: HTTP 200, success false, a message, no stack trace. */
export function expectRefused(res: ApiResponse, message?: string | RegExp) {
  expect(res.status, res.text).toBe(200);
  expect(res.body.success, res.text).toBe(false);
  expect(typeof res.body.message).toBe("string");
  expect(res.body.message.length).toBeGreaterThan(0);
  expect(res.text).not.toMatch(/\bat .+:\d+:\d+|stack|Error:|服务器内部错误/);
  if (typeof message === "string") expect(res.body.message).toBe(message);
  else if (message) expect(res.body.message).toMatch(message);
}

export function expectOk(res: ApiResponse, message?: string) {
  expect(res.status, res.text).toBe(200);
  expect(res.body.success, res.text).toBe(true);
  if (message !== undefined) expect(res.body.message).toBe(message);
}
