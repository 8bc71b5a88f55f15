/**
 * Column settings of the lists, per user: read, save (one row per user and list, replaced by the next save),
 * reset, refusals of bad input that change nothing, the per-user limit of lists, and that a user only ever
 * reads and changes their own.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COLUMNS_MAX, LISTS_PER_USER_MAX } from "../../shared/column-settings.ts";
import { ADMIN, type ApiResponse, api, createTestApp, DEMO_USER, login, type TestApp } from "./helpers.ts";
import { ADMIN_ID, expectOk, expectRefused } from "./user-fixtures.ts";

type Client = ReturnType<typeof api>;

const URL = "/sys/user/columnSettings";

interface Saved {
  listKey: string;
  columns: { key: string; visible: boolean }[];
}

let t: TestApp;
let admin: Client;
let demo: Client;

const columns = (...specs: string[]) =>
  specs.map((spec) => ({ key: spec.replace(/^-/, ""), visible: !spec.startsWith("-") }));

/** Every stored row, to prove a refusal changed nothing. */
async function stored(): Promise<string> {
  const rows = await t.db.query<{ user_id: string; list_key: string; columns: unknown }>(
    "SELECT user_id, list_key, columns FROM sys_user_column_setting ORDER BY user_id, list_key",
  );
  return JSON.stringify(rows);
}

/** A success answer of any result type, with this message when given. */
function expectDone<T>(res: ApiResponse<T>, message?: string) {
  expect(res.status, res.text).toBe(200);
  expect(res.body.success, res.text).toBe(true);
  if (message !== undefined) expect(res.body.message).toBe(message);
}

async function readOne(client: Client, listKey: string): Promise<Saved | null> {
  const res = await client.get<Saved | null>(URL, { listKey });
  expectDone(res);
  return res.body.result;
}

beforeAll(async () => {
  t = await createTestApp();
  const [a, d] = await Promise.all([
    login(t.app, ADMIN.username, ADMIN.password),
    login(t.app, DEMO_USER.username, DEMO_USER.password),
  ]);
  if (!a.token || !d.token) throw new Error("logins failed");
  admin = api(t.app, a.token);
  demo = api(t.app, d.token);
});

afterAll(async () => {
  await t?.close();
});

describe("column settings", () => {
  it("a list without settings reads null, and no list is listed", async () => {
    expect(await readOne(admin, "user")).toBeNull();
    const all = await admin.get<Saved[]>(URL);
    expectDone(all);
    expect(all.body.result).toEqual([]);
  });

  it("saves the order and visibility, reads them back, and a second save replaces the first", async () => {
    const first = columns("username", "-realname", "phone", "avatar");
    const res = await admin.post<Saved>(URL, { listKey: "user", columns: first });
    expectDone(res, "保存成功");
    expect(res.body.result).toEqual({ listKey: "user", columns: first });
    expect(await readOne(admin, "user")).toEqual({ listKey: "user", columns: first });

    const second = columns("username", "phone", "-avatar", "realname");
    expectOk(await admin.post(URL, { listKey: "user", columns: second }), "保存成功");
    expect(await readOne(admin, "user")).toEqual({ listKey: "user", columns: second });
    const rows = await t.db.query("SELECT 1 FROM sys_user_column_setting WHERE user_id = $1", [ADMIN_ID]);
    expect(rows).toHaveLength(1);

    expectOk(await admin.post(URL, { listKey: "permit", columns: columns("applyNo", "-plateNo") }));
    const all = await admin.get<Saved[]>(URL);
    expect(all.body.result.map((s) => s.listKey)).toEqual(["permit", "user"]);
    expect(all.body.result[1].columns).toEqual(second);
  });

  it("a user never reads or changes another user's settings", async () => {
    expect(await readOne(demo, "user")).toBeNull();
    expect((await demo.get<Saved[]>(URL)).body.result).toEqual([]);

    const own = columns("-username", "realname");
    expectOk(await demo.post(URL, { listKey: "user", columns: own }), "保存成功");
    expect(await readOne(demo, "user")).toEqual({ listKey: "user", columns: own });
    expect((await readOne(admin, "user"))?.columns).toEqual(
      columns("username", "phone", "-avatar", "realname"),
    );

    // A user id in the request is no way to someone else's settings: the session decides.
    expectOk(await demo.delete(URL, { listKey: "user", userId: ADMIN_ID }), "重置成功");
    expect(await readOne(demo, "user")).toBeNull();
    expect(await readOne(admin, "user")).not.toBeNull();
    expect((await demo.get<Saved[]>(URL, { userId: ADMIN_ID })).body.result).toEqual([]);
  });

  it("reset removes one list's settings and keeps the others; resetting again is no error", async () => {
    expectOk(await admin.delete(URL, { listKey: "user" }), "重置成功");
    expect(await readOne(admin, "user")).toBeNull();
    expect(await readOne(admin, "permit")).not.toBeNull();
    expectOk(await admin.delete(URL, { listKey: "user" }), "重置成功");
  });

  it.each([
    ["no list key", { columns: columns("a") }, "列表标识不能为空"],
    ["a blank list key", { listKey: "  ", columns: columns("a") }, "列表标识不能为空"],
    [
      "a list key of 101 characters",
      { listKey: "k".repeat(101), columns: columns("a") },
      /不能超过100个字符/,
    ],
    ["a list key with spaces", { listKey: "user list", columns: columns("a") }, /列表标识只能包含/],
    ["a list key that is no text", { listKey: 7, columns: columns("a") }, "列表标识不能为空"],
    ["no columns", { listKey: "permit" }, "列设置必须是列的数组"],
    ["columns that are an object", { listKey: "permit", columns: { a: true } }, "列设置必须是列的数组"],
    ["an empty column list", { listKey: "permit", columns: [] }, "列设置不能为空"],
    [
      "too many columns",
      {
        listKey: "permit",
        columns: Array.from({ length: COLUMNS_MAX + 1 }, (_, i) => ({ key: `c${i}`, visible: true })),
      },
      `列设置最多${COLUMNS_MAX}列`,
    ],
    [
      "a column that is text",
      { listKey: "permit", columns: ["applyNo"] },
      "第1列必须是含 key 和 visible 的对象",
    ],
    [
      "a column with another property",
      { listKey: "permit", columns: [{ key: "a", visible: true, width: 90 }] },
      "第1列含有不支持的属性：width",
    ],
    [
      "a column without a key",
      { listKey: "permit", columns: [{ key: "", visible: true }] },
      "第1列的 key 不能为空",
    ],
    [
      "a key of 101 characters",
      {
        listKey: "permit",
        columns: [
          { key: "a", visible: true },
          { key: "k".repeat(101), visible: true },
        ],
      },
      "第2列的 key 长度不能超过100个字符",
    ],
    [
      "a visibility that is text",
      { listKey: "permit", columns: [{ key: "a", visible: "true" }] },
      "第1列的 visible 必须是 true 或 false",
    ],
    ["a column twice", { listKey: "permit", columns: columns("a", "b", "-a") }, "列 a 重复出现"],
  ])("refuses %s and changes nothing", async (_case, body, message) => {
    const before = await stored();
    expectRefused(await admin.post(URL, body), message);
    expect(await stored()).toBe(before);
  });

  it("refuses a body that is no object, and bad list keys on read and reset", async () => {
    const before = await stored();
    expectRefused(
      await admin.inject({
        method: "POST",
        url: URL,
        payload: "[1,2]",
        headers: { "content-type": "application/json" },
      }),
      "请求体必须是含 listKey 和 columns 的对象",
    );
    expectRefused(await admin.get(URL, { listKey: "a b" }), /列表标识只能包含/);
    expectRefused(await admin.delete(URL), "列表标识不能为空");
    expectRefused(await admin.delete(URL, { listKey: "x".repeat(101) }), /不能超过100个字符/);
    expect(await stored()).toBe(before);
  });

  it(`keeps at most ${LISTS_PER_USER_MAX} lists per user; a kept list may still be saved again`, async () => {
    await t.db.query(
      `INSERT INTO sys_user_column_setting (user_id, list_key, columns)
       SELECT $1, 'filler-' || n, '[{"key":"a","visible":true}]'::jsonb
       FROM generate_series(1, $2::int - 1) AS n`,
      [ADMIN_ID, LISTS_PER_USER_MAX],
    );
    const before = await stored();
    expectRefused(
      await admin.post(URL, { listKey: "one-more", columns: columns("a") }),
      `最多保存${LISTS_PER_USER_MAX}个列表的列设置，请先重置不用的列表`,
    );
    expect(await stored()).toBe(before);
    expectOk(
      await admin.post(URL, { listKey: "permit", columns: columns("-applyNo", "plateNo") }),
      "保存成功",
    );
    expect(await readOne(admin, "permit")).toEqual({
      listKey: "permit",
      columns: columns("-applyNo", "plateNo"),
    });
    // The other user's room is their own.
    expectOk(await demo.post(URL, { listKey: "one-more", columns: columns("a") }), "保存成功");
  });

  it("answers 401 to a caller without a session and stores nothing", async () => {
    const before = await stored();
    const anonymous = api(t.app);
    for (const res of [
      await anonymous.get(URL, { listKey: "user" }),
      await anonymous.post(URL, { listKey: "user", columns: columns("a") }),
      await anonymous.delete(URL, { listKey: "user" }),
    ]) {
      expect(res.status, res.text).toBe(401);
    }
    expect(await stored()).toBe(before);
  });
});
