/**
 * Bad input on every user endpoint: wrong types, missing fields, oversized strings, NUL, SQL
 * metacharacters in every query and body parameter. Each answer is a clear Result (or the value is
 * stored as literal text), never an HTTP 5xx or a stack trace, and a refusal changes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN, API_PREFIX, type ApiResponse, api, createTestApp, login, type TestApp } from "./helpers.ts";
import {
  ADMIN_ID,
  DEMO_ID,
  fingerprint,
  GOOD_PASSWORD,
  insertUser,
  ROOT_DEPART_ID,
  TEST_ROLE_ID,
} from "./user-fixtures.ts";

let t: TestApp;
let admin: ReturnType<typeof api>;
let token: string;
let targetId: string;

beforeAll(async () => {
  t = await createTestApp();
  token = (await login(t.app, ADMIN.username, ADMIN.password)).token;
  admin = api(t.app, token);
  targetId = await insertUser(t.db, { username: "bi_target", realname: "目标", phone: "13300000000" });
});
afterAll(async () => {
  await t?.close();
});

const HOSTILE = [
  "' OR 1=1 --",
  '"; DROP TABLE sys_user; --',
  "x'); DELETE FROM sys_user; --",
  "1; SELECT pg_sleep(2)",
  "\\%_$1",
  "🙂 emoji",
];
const OVERSIZED = "x".repeat(10_000);
const WRONG_TYPES: unknown[] = [{ a: 1 }, [1, 2], true, -1.5, null];
const BODY_VALUES: unknown[] = [...HOSTILE, OVERSIZED, "a\u0000b", ...WRONG_TYPES];
const QUERY_VALUES = [...HOSTILE, OVERSIZED, "a\u0000b", "", "%", "a,b,,", ",", ">=", "*a*b*"];

/** The answer is a well-formed Result; a refusal carries a clear message and no internals. */
function expectSafe(res: ApiResponse, label: string) {
  expect(res.status, `${label}: ${res.text.slice(0, 300)}`).toBe(200);
  expect(typeof res.body?.success, label).toBe("boolean");
  if (!res.body.success) {
    expect(res.body.message.length, label).toBeGreaterThan(0);
    expect(res.text, label).not.toMatch(
      /\bat .+:\d+:\d+|stack|Error:|服务器内部错误|syntax error|relation "/,
    );
  }
}

async function tablesIntact() {
  const rows = await t.db.query<{ n: number }>("SELECT count(*) AS n FROM sys_user WHERE username = 'admin'");
  expect(rows[0].n).toBe(1);
}

/** Runs a request; a refusal must leave every table as it was, a success must keep text literal. */
async function probe(label: string, send: () => Promise<ApiResponse>, literal?: () => Promise<void>) {
  const before = await fingerprint(t.db);
  const res = await send();
  expectSafe(res, label);
  if (res.body.success) {
    await literal?.();
    await tablesIntact();
  } else {
    expect(await fingerprint(t.db), label).toEqual(before);
  }
  return res;
}

const show = (v: unknown) =>
  typeof v === "string" && v.length > 30 ? `${v.slice(0, 10)}…(${v.length})` : JSON.stringify(v);

let seq = 0;
function validAdd(): Record<string, unknown> {
  seq++;
  return {
    username: `bi_user${seq}`,
    realname: "正常",
    password: GOOD_PASSWORD,
    confirmpassword: GOOD_PASSWORD,
    phone: `1360000${String(seq).padStart(4, "0")}`,
    selectedroles: TEST_ROLE_ID,
    selecteddeparts: ROOT_DEPART_ID,
  };
}

const ADD_FIELDS = [
  "username",
  "realname",
  "password",
  "confirmpassword",
  "phone",
  "email",
  "workNo",
  "avatar",
  "birthday",
  "sex",
  "activitiSync",
  "post",
  "telephone",
  "userIdentity",
  "departIds",
  "relTenantIds",
  "selectedroles",
  "selecteddeparts",
];
const TEXT_COLUMNS: Record<string, string> = {
  realname: "realname",
  avatar: "avatar",
  post: "post",
  telephone: "telephone",
  departIds: "depart_ids",
  workNo: "work_no",
  username: "username",
  email: "email",
};

async function storedLiterally(username: string, field: string, value: unknown) {
  const column = TEXT_COLUMNS[field];
  if (!column || typeof value !== "string") return;
  const row = await t.db.one<Record<string, unknown>>(
    `SELECT ${column} AS v FROM sys_user WHERE username = $1`,
    [username],
  );
  expect(row?.v).toBe(value);
}

describe("POST /sys/user/add", () => {
  it.each(ADD_FIELDS)("every bad value of %s", async (field) => {
    for (const value of BODY_VALUES) {
      const body = { ...validAdd(), [field]: value };
      await probe(
        `add ${field}=${show(value)}`,
        () => admin.post("/sys/user/add", body),
        () => storedLiterally(String(field === "username" ? value : body.username), field, value),
      );
    }
  });

  it.each(
    ADD_FIELDS.filter(
      (f) =>
        ![
          "email",
          "workNo",
          "avatar",
          "birthday",
          "sex",
          "activitiSync",
          "post",
          "telephone",
          "userIdentity",
          "departIds",
          "relTenantIds",
          "selectedroles",
          "selecteddeparts",
          "confirmpassword",
        ].includes(f),
    ),
  )("missing required %s is refused", async (field) => {
    const body = validAdd();
    delete body[field];
    const res = await probe(`add without ${field}`, () => admin.post("/sys/user/add", body));
    expect(res.body.success).toBe(false);
  });

  it("fields the server owns are ignored (no mass assignment)", async () => {
    const body: Record<string, unknown> = {
      ...validAdd(),
      id: "chosen_id",
      status: 2,
      delFlag: 1,
      orgCode: "A02",
      createBy: "evil",
      createTime: "2000-01-01 00:00:00",
      salt: "s",
      mustChangePassword: true,
      thirdId: "t",
    };
    const res = await probe("add with owned fields", () => admin.post("/sys/user/add", body));
    expect(res.body.success).toBe(true);
    const row = await t.db.one<Record<string, unknown>>("SELECT * FROM sys_user WHERE username = $1", [
      body.username,
    ]);
    expect(row).toMatchObject({
      status: 1,
      del_flag: 0,
      org_code: "A01",
      create_by: "admin",
      salt: "",
      third_id: null,
    });
    expect(row?.id).not.toBe("chosen_id");
    expect(row?.must_change_password).toBe(false);
  });

  it("a body that is not a JSON object is refused", async () => {
    for (const payload of ["[1,2]", '"text"', "42", "{bad json", "null"]) {
      await probe(`add body ${payload}`, () =>
        admin.inject({
          method: "POST",
          url: "/sys/user/add",
          payload,
          headers: { "content-type": "application/json" },
        }),
      );
    }
    await probe("add text/plain", () =>
      admin.inject({
        method: "POST",
        url: "/sys/user/add",
        payload: "a=1",
        headers: { "content-type": "text/plain" },
      }),
    );
    const empty = await probe("add empty body", () =>
      admin.inject({
        method: "POST",
        url: "/sys/user/add",
        payload: "",
        headers: { "content-type": "application/json" },
      }),
    );
    expect(empty.body.success).toBe(false);
  });
});

describe("PUT/POST /sys/user/edit", () => {
  const EDIT_FIELDS = [
    "id",
    ...ADD_FIELDS.filter((f) => !["password", "confirmpassword", "username"].includes(f)),
  ];
  it.each(EDIT_FIELDS)("every bad value of %s", async (field) => {
    for (const value of BODY_VALUES) {
      const body = { id: targetId, [field]: value };
      await probe(
        `edit ${field}=${show(value)}`,
        () => admin.put("/sys/user/edit", body),
        () => storedLiterally("bi_target", field, value),
      );
    }
  });
  it("edit via POST with hostile ids", async () => {
    for (const id of HOSTILE) {
      const res = await probe(`edit POST id=${id}`, () =>
        admin.post("/sys/user/edit", { id, realname: "x" }),
      );
      expect(res.body.success).toBe(false);
    }
  });
});

/** GET/DELETE with a raw query string (repeated keys and encodings as a client may send them). */
function rawQuery(method: "GET" | "DELETE", path: string, query: string) {
  return admin.inject({ method, url: `${path}?${query}` });
}

const enc = encodeURIComponent;

describe("query-string endpoints", () => {
  const single: [string, "GET" | "DELETE", string, string[]][] = [
    ["/sys/user/queryById", "GET", "id", []],
    ["/sys/user/delete", "DELETE", "id", []],
    ["/sys/user/deleteBatch", "DELETE", "ids", []],
    ["/sys/user/queryUserRole", "GET", "userid", []],
    ["/sys/user/checkOnlyUser", "GET", "username", []],
    ["/sys/user/checkOnlyUser", "GET", "phone", []],
    ["/sys/user/checkOnlyUser", "GET", "email", []],
  ];
  it.each(single)("%s (%s) with every bad %s", async (path, method, param) => {
    for (const value of QUERY_VALUES) {
      const res = await probe(`${path} ${param}=${show(value)}`, () =>
        rawQuery(method, path, `${param}=${enc(value)}`),
      );
      if (path !== "/sys/user/checkOnlyUser") expect(res.body.success).toBe(false);
    }
    await probe(`${path} repeated ${param}`, () => rawQuery(method, path, `${param}=a&${param}=b`));
    await probe(`${path} without ${param}`, () => rawQuery(method, path, ""));
  });

  const LIST_PARAMS = [
    "username",
    "realname",
    "phone",
    "email",
    "sex",
    "status",
    "birthday",
    "createTime",
    "createTime_begin",
    "createTime_end",
    "birthday_begin",
    "sex_MultiString",
    "password",
    "pageNo",
    "pageSize",
    "column",
    "order",
    "field",
    "superQueryMatchType",
    "superQueryParams",
    "_t",
    "'; DROP TABLE sys_user; --",
  ];
  it.each(LIST_PARAMS)("GET /sys/user/list with every bad %s", async (param) => {
    for (const value of QUERY_VALUES) {
      await probe(`list ${param}=${show(value)}`, () =>
        rawQuery("GET", "/sys/user/list", `${enc(param)}=${enc(value)}`),
      );
    }
    await probe(`list repeated ${param}`, () =>
      rawQuery("GET", "/sys/user/list", `${enc(param)}=1&${enc(param)}=2`),
    );
  });

  it("GET /sys/user/list with hostile sort columns and super query conditions", async () => {
    for (const value of HOSTILE) {
      await probe(`list column=${value}`, () =>
        rawQuery("GET", "/sys/user/list", `column=${enc(value)}&order=${enc(value)}`),
      );
      const conditions = [
        [{ field: value, rule: "eq", val: "x" }],
        [{ field: "username", rule: value, val: "x" }],
        [{ field: "username", rule: "eq", val: value }],
        [{ field: "username", rule: "in", val: [value, value] }],
        [{ field: "sex", rule: "eq", val: value }],
        [{ field: "createTime", rule: "datein", val: `${value},${value}` }],
        { field: "username" },
        [[1, 2]],
        [{ field: ["username"], rule: "eq", val: "x" }],
      ];
      for (const c of conditions) {
        await probe(`superQuery ${JSON.stringify(c)}`, () =>
          rawQuery("GET", "/sys/user/list", `superQueryParams=${enc(encodeURI(JSON.stringify(c)))}`),
        );
      }
    }
    const many = Array.from({ length: 60 }, () => ({ field: "username", rule: "eq", val: "x" }));
    await probe("superQuery too many", () =>
      rawQuery("GET", "/sys/user/list", `superQueryParams=${enc(encodeURI(JSON.stringify(many)))}`),
    );
  });
});

describe("JSON endpoints beside the CRUD", () => {
  const cases: [string, "PUT" | "POST", string[], Record<string, unknown>][] = [
    ["/sys/user/frozenBatch", "PUT", ["ids", "status"], { ids: DEMO_ID, status: "1" }],
    [
      "/sys/user/changePassword",
      "PUT",
      ["username", "password", "confirmpassword"],
      { username: "bi_target" },
    ],
    [
      "/sys/user/updatePassword",
      "PUT",
      ["username", "oldpassword", "password", "confirmpassword"],
      { username: "admin", oldpassword: "wrong", password: "x", confirmpassword: "x" },
    ],
    // POST with another user's name: refused before the (slow) password hash, types and sizes still checked.
    [
      "/sys/user/updatePassword",
      "POST",
      ["oldpassword", "password", "confirmpassword"],
      { username: "jeecg", oldpassword: "wrong", password: "x", confirmpassword: "x" },
    ],
    ["/sys/selectDepart", "PUT", ["orgCode", "username"], { orgCode: "A01", username: "admin" }],
    ["/sys/selectDepart", "POST", ["orgCode", "username"], { orgCode: "A01" }],
  ];
  it.each(cases)("%s (%s) with every bad value of %j", async (path, method, fields, base) => {
    for (const field of fields) {
      for (const value of BODY_VALUES) {
        const body = { ...base, [field]: value };
        const send = () => (method === "PUT" ? admin.put(path, body) : admin.post(path, body));
        const res = await probe(`${path} ${field}=${show(value)}`, send);
        // Only harmless successes: selecting the admin's own department again, unfreezing the demo user,
        // or a hostile-looking text that is a valid strong password for the target user.
        if (res.body.success) {
          expect(["/sys/selectDepart", "/sys/user/frozenBatch", "/sys/user/changePassword"]).toContain(path);
        }
      }
      const without = { ...base };
      delete without[field];
      await probe(`${path} without ${field}`, () =>
        method === "PUT" ? admin.put(path, without) : admin.post(path, without),
      );
    }
  });

  it("the admin's password and account survive all of it", async () => {
    expect((await login(t.app, ADMIN.username, ADMIN.password)).token).not.toBe("");
    const row = await t.db.one<{ status: number; del_flag: number }>(
      "SELECT status, del_flag FROM sys_user WHERE id = $1",
      [ADMIN_ID],
    );
    expect(row).toEqual({ status: 1, del_flag: 0 });
  });
});

describe("headers", () => {
  it("a hostile token or tenant header is a 401, not an error", async () => {
    for (const value of ["' OR 1=1 --", OVERSIZED.slice(0, 4000), "a\tb"]) {
      const res = await t.app.inject({
        method: "GET",
        url: `${API_PREFIX}/sys/user/list`,
        headers: { "x-access-token": value },
      });
      expect(res.statusCode).toBe(401);
      const tenant = await t.app.inject({
        method: "GET",
        url: `${API_PREFIX}/sys/user/list`,
        headers: { "x-access-token": token, "tenant-id": value },
      });
      expect(tenant.statusCode).toBe(401);
    }
  });
});
