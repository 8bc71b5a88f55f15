/**
 * What a request keeps in memory between requests (a user's permission and role codes, data rules,
 * dictionary texts) never outlives a change: with every cache warm, a permission removed, a session
 * ended, a dictionary item renamed and a row changed are each seen by the very next request, also by a
 * second instance on the same database, which keeps its own memory.
 */
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../src/app.ts";
import { VersionedMemo } from "../src/core/change-versions.ts";
import { hashToken } from "../src/core/tokens.ts";
import type { Db } from "../src/db/client.ts";
import { openDatabase } from "../src/db/open.ts";
import { buttonId } from "./access-fixtures.ts";
import { ADMIN, api, createTestApp, DEMO_USER, login, type TestApp } from "./helpers.ts";
import { ADMIN_ID, expectOk, NO_PERMISSION, TEST_ROLE_ID } from "./user-fixtures.ts";

let t: TestApp;
/** a second instance: its own database handle (its own pool on PostgreSQL), so its own memory */
let other: FastifyInstance;
let otherDb: Db;

beforeAll(async () => {
  t = await createTestApp();
  // One PGlite folder admits one handle; a copy of the handle still keys its own memory.
  otherDb = t.db.kind === "pg" ? await openDatabase(t.config, { migrate: false, seed: false }) : { ...t.db };
  other = await buildApp({ db: otherDb, config: t.config });
}, 60_000);

afterAll(async () => {
  await other?.close();
  if (otherDb && otherDb !== t.db && t.db.kind === "pg") await otherDb.close();
  await t?.close();
});

const CODE = "role:list";
/** A route the code gates, read for the demo user's own role. */
const ROUTE = "/sys/role/queryById";
const QUERY = { id: TEST_ROLE_ID };

/** Sets whether the demo user's role holds `code`, through the authorisation screen's call. */
async function grantToDemo(admin: ReturnType<typeof api>, code: string, on: boolean): Promise<void> {
  const id = await buttonId(t.db, code);
  const current = (await admin.get<string[]>("/sys/permission/queryRolePermission", { roleId: TEST_ROLE_ID }))
    .body.result;
  const next = on ? [...new Set([...current, id])] : current.filter((p) => p !== id);
  expectOk(
    await admin.post("/sys/permission/saveRolePermission", {
      roleId: TEST_ROLE_ID,
      permissionIds: next.join(","),
      lastpermissionIds: current.join(","),
    }),
  );
}

const refused = { success: false, code: 510, message: NO_PERMISSION };
/** A 401 answer says `success: true` too, so an answer is checked by its code. */
const answered = { success: true, code: 200 };

describe("kept between requests, never past a change", () => {
  it("a permission removed from a role is refused at the next request, on this instance and the other", async () => {
    const adminToken = (await login(t.app, ADMIN.username, ADMIN.password)).token;
    const admin = api(t.app, adminToken);
    const adminThere = api(other, adminToken);
    const { token } = await login(t.app, DEMO_USER.username, DEMO_USER.password);
    const here = api(t.app, token);
    const there = api(other, token);
    expect((await here.get(ROUTE, QUERY)).body).toMatchObject(refused);

    await grantToDemo(admin, CODE, true);
    for (let i = 0; i < 3; i++) {
      expect((await here.get(ROUTE, QUERY)).body).toMatchObject(answered);
      expect((await there.get(ROUTE, QUERY)).body).toMatchObject(answered);
    }
    await grantToDemo(admin, CODE, false);
    expect((await here.get(ROUTE, QUERY)).body).toMatchObject(refused);
    expect((await there.get(ROUTE, QUERY)).body).toMatchObject(refused);

    // A change written by the other instance counts here too.
    await grantToDemo(adminThere, CODE, true);
    expect((await here.get(ROUTE, QUERY)).body).toMatchObject(answered);
    await grantToDemo(adminThere, CODE, false);
    expect((await here.get(ROUTE, QUERY)).body).toMatchObject(refused);

    // Any writer counts, not only the server's routes.
    await grantToDemo(admin, CODE, true);
    expect((await there.get(ROUTE, QUERY)).body).toMatchObject(answered);
    await t.db.query(
      "DELETE FROM sys_role_permission WHERE role_id = $1 AND permission_id = (SELECT id FROM sys_permission WHERE perms = $2)",
      [TEST_ROLE_ID, CODE],
    );
    expect((await there.get(ROUTE, QUERY)).body).toMatchObject(refused);
    expect((await here.get(ROUTE, QUERY)).body).toMatchObject(refused);
  });

  it("a session ended by logout or by a kick is refused at the next request", async () => {
    const admin = api(t.app, (await login(t.app, ADMIN.username, ADMIN.password)).token);
    const myToken = (await login(t.app, ADMIN.username, ADMIN.password)).token;
    const mine = api(t.app, myToken);
    const mineThere = api(other, myToken);
    for (let i = 0; i < 3; i++) expect((await mineThere.get("/sys/user/list")).body).toMatchObject(answered);
    expectOk(await mine.post("/sys/logout"));
    expect((await mineThere.get("/sys/user/list")).status).toBe(401);
    expect((await mine.get("/sys/user/list")).status).toBe(401);

    const { token } = await login(t.app, DEMO_USER.username, DEMO_USER.password);
    const demo = api(t.app, token);
    const demoThere = api(other, token);
    for (let i = 0; i < 3; i++)
      expect((await demoThere.get("/sys/user/getCurrentUserDeparts")).body).toMatchObject(answered);
    const session = await t.db.one<{ id: string }>("SELECT id FROM sys_user_session WHERE token_hash = $1", [
      hashToken(token),
    ]);
    expectOk(await admin.post("/sys/online/forceLogout", { token: session?.id }), "退出登录成功！");
    expect((await demoThere.get("/sys/user/getCurrentUserDeparts")).status).toBe(401);
    expect((await demo.get("/sys/user/getCurrentUserDeparts")).status).toBe(401);
  });

  it("a dictionary item renamed and a row changed show in the next list answer", async () => {
    const { token } = await login(t.app, ADMIN.username, ADMIN.password);
    const admin = api(t.app, token);
    const there = api(other, token);
    const adminRow = async (c: ReturnType<typeof api>) => {
      const res = await c.get<{ records: Record<string, unknown>[] }>("/sys/user/list", {
        username: "admin",
      });
      expect(res.body, res.text).toMatchObject(answered);
      return res.body.result.records.find((r) => r.id === ADMIN_ID);
    };
    for (let i = 0; i < 3; i++) {
      expect((await adminRow(admin))?.sex_dictText).toBe("男");
      expect((await adminRow(there))?.sex_dictText).toBe("男");
    }
    const item = await t.db.one<{ id: string }>(
      `SELECT i.id FROM sys_dict_item i JOIN sys_dict d ON d.id = i.dict_id
        WHERE d.dict_code = 'sex' AND i.item_value = '1'`,
    );
    expectOk(await admin.put("/sys/dictItem/edit", { id: item?.id, itemText: "男性", itemValue: "1" }));
    expect((await adminRow(admin))?.sex_dictText).toBe("男性");
    expect((await adminRow(there))?.sex_dictText).toBe("男性");

    await t.db.query("UPDATE sys_user SET realname = $1, sex = 2 WHERE id = $2", ["管理员甲", ADMIN_ID]);
    expect(await adminRow(there)).toMatchObject({ realname: "管理员甲", sex_dictText: "女" });
    expect(await adminRow(admin)).toMatchObject({ realname: "管理员甲", sex_dictText: "女" });
  });
});

describe("the permit list's kept count", () => {
  it("a permit added or removed changes the next list's total, on this instance and the other", async () => {
    const { token } = await login(t.app, ADMIN.username, ADMIN.password);
    const here = api(t.app, token);
    const there = api(other, token);
    const total = async (c: ReturnType<typeof api>) => {
      const res = await c.get<{ total: number }>("/permit/application/list", { region: "east" });
      expect(res.body, res.text).toMatchObject(answered);
      return res.body.result.total;
    };
    const start = await total(here);
    for (let i = 0; i < 3; i++) {
      expect(await total(here)).toBe(start);
      expect(await total(there)).toBe(start);
    }
    await t.db.query(
      `INSERT INTO permit_application (id, tenant_id, application_no, permit_type, region, valid_from, valid_to,
         status, pass_token, create_by)
       VALUES ('kept-count-1', 0, 'TXK0000001', 'temporary', 'east', date '2026-01-01', date '2026-01-10', 0,
         'kept-count-token-1', 'test')`,
    );
    expect(await total(there)).toBe(start + 1);
    expect(await total(here)).toBe(start + 1);
    await t.db.query("DELETE FROM permit_application WHERE id = 'kept-count-1'");
    expect(await total(here)).toBe(start);
    expect(await total(there)).toBe(start);
  });
});

describe("dictionary checks on writes", () => {
  it("a dictionary item added or removed counts for the next add, on this instance and the other", async () => {
    const { token } = await login(t.app, ADMIN.username, ADMIN.password);
    const admin = api(t.app, token);
    const there = api(other, token);
    const refusal = "车辆类型的值“cache_type”不在字典中";
    const vehicle = (plateNo: string) => ({ plateNo, vehicleType: "cache_type" });
    // Both instances keep the vehicle types while they refuse the unknown value.
    for (const [i, c] of [admin, there, admin, there].entries()) {
      expect((await c.post("/permit/vehicle/add", vehicle(`京C8000${i}`))).body.message).toBe(refusal);
    }
    const dict = await t.db.one<{ id: string }>("SELECT id FROM sys_dict WHERE dict_code = 'vehicle_type'");
    expectOk(
      await admin.post("/sys/dictItem/add", {
        dictId: dict?.id,
        itemText: "缓存车型",
        itemValue: "cache_type",
        sortOrder: 99,
        status: 1,
      }),
    );
    expectOk(await there.post("/permit/vehicle/add", vehicle("京C80011")));
    expectOk(await admin.post("/permit/vehicle/add", vehicle("京C80012")));
    await t.db.query("DELETE FROM permit_vehicle WHERE vehicle_type = 'cache_type'");
    await t.db.query("DELETE FROM sys_dict_item WHERE item_value = 'cache_type'");
    expect((await admin.post("/permit/vehicle/add", vehicle("京C80013"))).body.message).toBe(refusal);
    expect((await there.post("/permit/vehicle/add", vehicle("京C80014"))).body.message).toBe(refusal);
  });
});

describe("change versions", () => {
  const version = async (name: string) =>
    (
      await t.db.one<{ v: string }>("SELECT version::text AS v FROM sys_change_version WHERE name = $1", [
        name,
      ])
    )?.v;

  it("every table behind kept data bumps its version with any write, even one that changes no row", async () => {
    const tables: [string, string][] = [
      ["sys_permission", "grants"],
      ["sys_permission_data_rule", "grants"],
      ["sys_role", "grants"],
      ["sys_role_permission", "grants"],
      ["sys_user_role", "grants"],
      ["sys_depart_role", "grants"],
      ["sys_depart_role_permission", "grants"],
      ["sys_depart_role_user", "grants"],
      ["sys_dict", "dict"],
      ["sys_dict_item", "dict"],
      ["permit_application", "permits"],
    ];
    for (const [table, name] of tables) {
      const before = Number(await version(name));
      await t.db.query(`UPDATE ${table} SET id = id WHERE false`);
      expect(Number(await version(name)), table).toBe(before + 1);
    }
    // A rolled back change bumps nothing.
    const before = await version("grants");
    await expect(
      t.db.tx(async (tx) => {
        await tx.query("UPDATE sys_role SET id = id WHERE false");
        throw new Error("rolled back");
      }),
    ).rejects.toThrow("rolled back");
    expect(await version("grants")).toBe(before);
  });

  it("a kept value serves only under its own version, and the oldest goes past the limit", () => {
    const memo = new VersionedMemo<string>(2);
    memo.set("a", "1", "A");
    expect(memo.get("a", "1")).toBe("A");
    expect(memo.get("a", "2")).toBeUndefined();
    memo.set("b", "1", "B");
    memo.set("c", "1", "C");
    expect(memo.size).toBe(2);
    expect(memo.has("a")).toBe(false);
    expect(memo.get("c", "1")).toBe("C");
  });
});
