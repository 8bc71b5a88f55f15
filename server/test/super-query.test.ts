/**
 * Saved super queries on the server: each user's own per list, shared with a role read-only, with nested
 * groups kept as sent; another user's private query is neither listed, read, changed nor deleted, a shared
 * one changes only by its owner, sharing needs a role the owner holds (or an administrator), and a refused
 * call stores nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SavedSuperQuery } from "../../shared/saved-super-query.ts";
import { newId } from "../src/core/ids.ts";
import { hashPassword } from "../src/core/passwords.ts";
import { ADMIN, type ApiResponse, api, createTestApp, login, type TestApp } from "./helpers.ts";
import { ADMIN_ROLE_ID, expectOk, expectRefused, GOOD_PASSWORD, insertUser } from "./user-fixtures.ts";

type Client = ReturnType<typeof api>;

const URL = "/sys/superQuery";
const LIST = "/permit/vehicle";
const NOT_FOUND = "未找到对应数据";

let t: TestApp;
let admin: Client;
/** owner of the queries; holds the team role */
let alice: Client;
/** holds the team role too */
let bob: Client;
/** holds no role */
let carol: Client;
let teamRoleId: string;

const NESTED = [
  { rule: "right_like", field: "plateNo", type: "string", val: "京Q" },
  {
    matchType: "or",
    children: [
      { rule: "eq", field: "vehicleType", type: "list", dictCode: "vehicle_type", val: "truck" },
      { rule: "in", field: "status", type: "list", val: ["1", "0"] },
    ],
  },
];

/** A success answer of any result type, with this message when given. */
function expectDone<T>(res: ApiResponse<T>, message?: string) {
  expect(res.status, res.text).toBe(200);
  expect(res.body.success, res.text).toBe(true);
  if (message !== undefined) expect(res.body.message).toBe(message);
}

async function signedIn(username: string, roles: string[]): Promise<Client> {
  await insertUser(t.db, { username, password: await hashPassword(GOOD_PASSWORD) }, [], roles);
  const { token, body } = await login(t.app, username, GOOD_PASSWORD);
  if (!token) throw new Error(`login of ${username} failed: ${JSON.stringify(body)}`);
  return api(t.app, token);
}

/** Every stored row, to prove a refused call changed nothing. */
const stored = () =>
  t.db.query(
    "SELECT id, owner_id, title, match_type, conditions::text, role_id FROM sys_super_query ORDER BY id",
  );

async function save(c: Client, title: string, records: unknown = NESTED, listKey = LIST) {
  const res = await c.post<SavedSuperQuery>(`${URL}/add`, { listKey, title, matchType: "and", records });
  expectDone(res, "保存成功");
  return res.body.result;
}

const list = async (c: Client, listKey = LIST) => {
  const res = await c.get<SavedSuperQuery[]>(`${URL}/list`, { listKey });
  expectDone(res);
  return res.body.result;
};

beforeAll(async () => {
  t = await createTestApp();
  teamRoleId = newId();
  await t.db.query("INSERT INTO sys_role (id, role_name, role_code) VALUES ($1, '查询小组', 'sq_team')", [
    teamRoleId,
  ]);
  admin = api(t.app, (await login(t.app, ADMIN.username, ADMIN.password)).token);
  alice = await signedIn("sq_alice", [teamRoleId]);
  bob = await signedIn("sq_bob", [teamRoleId]);
  carol = await signedIn("sq_carol", []);
});

afterAll(async () => {
  await t?.close();
});

describe("saved super queries", () => {
  it("saves a query with a nested group for its owner only, per list", async () => {
    const saved = await save(alice, "京Q货车或正常");
    expect(saved).toMatchObject({
      listKey: LIST,
      title: "京Q货车或正常",
      matchType: "and",
      records: NESTED,
      mine: true,
      ownerName: "sq_alice",
      roleId: null,
      roleName: null,
    });
    expect((await list(alice)).map((q) => q.title)).toEqual(["京Q货车或正常"]);
    expect(await list(alice, "/permit/driver")).toEqual([]);
    expect(await list(bob)).toEqual([]);
    expect(await list(carol)).toEqual([]);
  });

  it("another user's private query is neither readable, changeable, shareable nor deletable", async () => {
    const [mine] = await list(alice);
    const before = await stored();
    for (const c of [bob, carol, admin]) {
      expectRefused(await c.get(`${URL}/queryById`, { id: mine.id }), NOT_FOUND);
      expectRefused(await c.put(`${URL}/edit`, { id: mine.id, title: "改名" }), NOT_FOUND);
      expectRefused(await c.put(`${URL}/share`, { id: mine.id, roleId: teamRoleId }), NOT_FOUND);
      expectRefused(await c.delete(`${URL}/delete`, { id: mine.id }), NOT_FOUND);
    }
    expect(await stored()).toEqual(before);
    expectOk(await alice.get(`${URL}/queryById`, { id: mine.id }));
  });

  it("refuses a bad save with its message and stores nothing", async () => {
    const before = await stored();
    const bad = async (body: Record<string, unknown>, message: string) =>
      expectRefused(
        await alice.post(`${URL}/add`, { listKey: LIST, title: "坏", records: NESTED, ...body }),
        message,
      );
    await bad({ title: " " }, "保存名称不能为空");
    await bad({ title: "长".repeat(51) }, "保存名称不能超过50个字符");
    await bad({ listKey: "" }, "列表标识不能为空");
    await bad({ matchType: "xor" }, "匹配方式必须是 and 或 or");
    await bad({ records: "x" }, "查询条件必须是条件的数组");
    await bad({ records: [{ rule: "eq" }] }, "空条件不能保存");
    await bad({ records: [{ rule: "regex", field: "plateNo", val: "x" }] }, "第1项的匹配规则不正确");
    await bad(
      { records: [{ matchType: "or", children: [{ matchType: "and", children: [] }] }] },
      "条件组不能再包含条件组",
    );
    await bad({ records: [{ matchType: "xor", children: [] }] }, "第1项的匹配方式必须是 and 或 or");
    await bad({ records: [{ rule: "eq", field: "plateNo", val: { a: 1 } }] }, "第1项的查询值不正确");
    await bad({ title: "京Q货车或正常" }, "京Q货车或正常 已存在");
    expectRefused(await alice.post(`${URL}/add`, [1]), "请求体必须是含 listKey、title 和 records 的对象");
    expect(await stored()).toEqual(before);
  });

  it("a query shared with a role is listed for its holders, read-only to them", async () => {
    const [mine] = await list(alice);
    const shared = await alice.put<SavedSuperQuery>(`${URL}/share`, { id: mine.id, roleId: teamRoleId });
    expectDone(shared, "共享成功");
    expect(shared.body.result).toMatchObject({ roleId: teamRoleId, roleName: "查询小组" });

    const seen = await list(bob);
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ id: mine.id, mine: false, ownerName: "sq_alice", roleName: "查询小组" });
    expect(seen[0].records).toEqual(NESTED);
    const read = await bob.get<SavedSuperQuery>(`${URL}/queryById`, { id: mine.id });
    expectDone(read);
    expect(read.body.result.mine).toBe(false);
    expect(await list(carol)).toEqual([]);
    expectRefused(await carol.get(`${URL}/queryById`, { id: mine.id }), NOT_FOUND);

    const before = await stored();
    expectRefused(
      await bob.put(`${URL}/edit`, { id: mine.id, title: "改名" }),
      "共享给您的查询只能由保存人修改",
    );
    expectRefused(await bob.put(`${URL}/share`, { id: mine.id, roleId: "" }), "只有保存人可以共享该查询");
    expectRefused(await bob.delete(`${URL}/delete`, { id: mine.id }), "共享给您的查询只能由保存人删除");
    expect(await stored()).toEqual(before);

    // bob's own query of the same name sits beside the shared one; his own comes first.
    await save(bob, "京Q货车或正常");
    expect((await list(bob)).map((q) => [q.title, q.mine])).toEqual([
      ["京Q货车或正常", true],
      ["京Q货车或正常", false],
    ]);
  });

  it("shares only with an existing role the owner holds, unless the owner is an administrator", async () => {
    const [mine] = (await list(alice)).filter((q) => q.mine);
    const before = await stored();
    expectRefused(
      await alice.put(`${URL}/share`, { id: mine.id, roleId: ADMIN_ROLE_ID }),
      "只能共享给您所属的角色",
    );
    expectRefused(await alice.put(`${URL}/share`, { id: mine.id, roleId: "no_such_role" }), "角色不存在");
    expect(await stored()).toEqual(before);

    const roles = await alice.get<{ id: string }[]>(`${URL}/shareRoles`);
    expect(roles.body.result.map((r) => r.id)).toEqual([teamRoleId]);
    const all = await admin.get<{ id: string }[]>(`${URL}/shareRoles`);
    expect(all.body.result.map((r) => r.id)).toEqual(expect.arrayContaining([teamRoleId, ADMIN_ROLE_ID]));

    const adminsOwn = await save(admin, "管理员的查询");
    expectOk(await admin.put(`${URL}/share`, { id: adminsOwn.id, roleId: teamRoleId }), "共享成功");
    expect((await list(carol)).map((q) => q.title)).toEqual([]);
    expect((await list(alice)).map((q) => q.title)).toContain("管理员的查询");
  });

  it("the owner renames, changes, stops sharing and deletes", async () => {
    const [mine] = (await list(alice)).filter((q) => q.mine);
    const renamed = await alice.put<SavedSuperQuery>(`${URL}/edit`, {
      id: mine.id,
      title: "京Q货车",
      matchType: "or",
      records: [{ rule: "eq", field: "plateNo", val: "京Q1" }],
    });
    expectDone(renamed, "保存成功");
    expect(renamed.body.result).toMatchObject({ title: "京Q货车", matchType: "or", roleName: "查询小组" });
    expect(renamed.body.result.records).toEqual([{ rule: "eq", field: "plateNo", val: "京Q1" }]);
    expect((await list(bob)).map((q) => q.title)).toContain("京Q货车");

    expectOk(await alice.put(`${URL}/share`, { id: mine.id, roleId: null }), "已取消共享");
    expect((await list(bob)).map((q) => q.title)).not.toContain("京Q货车");

    expectOk(await alice.delete(`${URL}/delete`, { id: mine.id }), "删除成功!");
    expect((await list(alice)).filter((q) => q.mine)).toEqual([]);
    expectRefused(await alice.get(`${URL}/queryById`, { id: mine.id }), NOT_FOUND);
  });

  it("needs a session", async () => {
    const anonymous = api(t.app);
    expect((await anonymous.get(`${URL}/list`, { listKey: LIST })).status).toBe(401);
    expect((await anonymous.post(`${URL}/add`, { listKey: LIST, title: "x", records: NESTED })).status).toBe(
      401,
    );
  });
});
