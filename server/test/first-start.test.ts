import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_PASSWORD_FILE, DEMO_PASSWORD_FILE, runSeed } from "../src/db/seed/index.ts";
import { modules } from "../src/modules/index.ts";
import { api, createTestApp, login, type TestApp } from "./helpers.ts";

let t: TestApp;
let generated: string;
beforeAll(async () => {
  t = await createTestApp({ unseeded: true });
  generated = (await readFile(path.join(t.config.dataDir, ADMIN_PASSWORD_FILE), "utf8")).trim();
});
afterAll(async () => {
  await t?.close();
});

describe("first start without ADMIN_PASSWORD", () => {
  it("writes a strong generated password to a file only the owner can read", async () => {
    expect(generated).toMatch(/^[A-Za-z0-9]{20}$/);
    const info = await stat(path.join(t.config.dataDir, ADMIN_PASSWORD_FILE));
    expect(info.mode & 0o777).toBe(0o600);
  });

  it("makes the first login change the password before anything else", async () => {
    const first = await login(t.app, "admin", generated);
    expect(first.body).toMatchObject({ success: true, code: 200, result: { needChangePassword: true } });
    const me = api(t.app, first.token);

    expect((await me.get("/sys/permission/getUserPermissionByToken")).body.success).toBe(true);
    expect((await me.get("/sys/user/getCurrentUserDeparts")).body.success).toBe(true);
    const refused = await me.get("/sys/user/list");
    expect(refused.status).toBe(200);
    expect(refused.body).toMatchObject({ success: false, code: 500, message: "请先修改初始密码" });

    const changed = await me.put("/sys/user/updatePassword", {
      username: "admin",
      oldpassword: generated,
      password: "New#Passw0rd!",
      confirmpassword: "New#Passw0rd!",
    });
    expect(changed.body).toMatchObject({ success: true, message: "密码重置成功!" });
    expect((await me.get("/sys/user/list")).body.success).toBe(true);

    const again = await login(t.app, "admin", "New#Passw0rd!");
    expect(again.body.success).toBe(true);
    expect(again.body.result).not.toHaveProperty("needChangePassword");
    expect((await login(t.app, "admin", generated)).body.message).toBe("用户名或密码错误");
  });

  it("gives the demo user its own generated password, kept in its own file and to be changed", async () => {
    const demoFile = path.join(t.config.dataDir, DEMO_PASSWORD_FILE);
    const demoPassword = (await readFile(demoFile, "utf8")).trim();
    expect(demoPassword).toMatch(/^[A-Za-z0-9]{20}$/);
    expect(demoPassword).not.toBe(generated);
    expect((await stat(demoFile)).mode & 0o777).toBe(0o600);
    expect((await login(t.app, "jeecg", generated)).body.message).toBe("用户名或密码错误");
    const demo = await login(t.app, "jeecg", demoPassword);
    expect(demo.body.result.needChangePassword).toBe(true);
  });

  it("seeds idempotently: a second run changes nothing", async () => {
    const count = async () =>
      t.db.one<{ users: number; perms: number; grants: number; items: number }>(
        `SELECT (SELECT count(*)::integer FROM sys_user) AS users,
           (SELECT count(*)::integer FROM sys_permission) AS perms,
           (SELECT count(*)::integer FROM sys_role_permission) AS grants,
           (SELECT count(*)::integer FROM sys_dict_item) AS items`,
      );
    const before = await count();
    const lines: string[] = [];
    await runSeed(t.db, { config: t.config, modules, log: (l) => lines.push(l) });
    expect(await count()).toEqual(before);
    expect(lines).toEqual([]);
    const file = (await readFile(path.join(t.config.dataDir, ADMIN_PASSWORD_FILE), "utf8")).trim();
    expect(file).toBe(generated);
  });

  it("seeds the reference's roles, departments, tenant and dictionaries", async () => {
    const roles = await t.db.query<{ role_code: string; role_name: string }>(
      "SELECT role_code, role_name FROM sys_role ORDER BY role_code",
    );
    expect(roles).toEqual(
      expect.arrayContaining([
        { role_code: "admin", role_name: "管理员" },
        { role_code: "test", role_name: "临时角色" },
      ]),
    );
    const departs = await t.db.query<{ org_code: string }>(
      "SELECT org_code FROM sys_depart ORDER BY org_code",
    );
    expect(departs.map((d) => d.org_code)).toEqual(expect.arrayContaining(["A01", "A01A01", "A01A02"]));
    expect(await t.db.one("SELECT name FROM sys_tenant WHERE id = 1")).toEqual({ name: "北京租户001" });
    const codes = await t.db.query<{ dict_code: string }>("SELECT dict_code FROM sys_dict");
    expect(codes.map((c) => c.dict_code)).toEqual(
      expect.arrayContaining([
        "sex",
        "priority",
        "valid_status",
        "msg_category",
        "user_status",
        "yn",
        "position_rank",
      ]),
    );
  });
});

describe("first start without the demo data", () => {
  let bare: TestApp;
  beforeAll(async () => {
    bare = await createTestApp({
      unseeded: true,
      env: { SEED_DEMO: "false", DEMO_PASSWORD: "Demo#Pass2024" },
    });
  });
  afterAll(async () => {
    await bare?.close();
  });

  it("seeds no demo account, so no account exists that nobody set a password for", async () => {
    const row = await bare.db.one("SELECT 1 AS x FROM sys_user WHERE username = 'jeecg'");
    expect(row).toBeUndefined();
    expect((await login(bare.app, "jeecg", "Demo#Pass2024")).body.success).toBe(false);
    await expect(stat(path.join(bare.config.dataDir, DEMO_PASSWORD_FILE))).rejects.toThrow();
  });
});
