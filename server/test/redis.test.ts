/**
 * Redis as an optional real part: two app instances on one database and one private redis-server share
 * sessions (a permission check then needs no database round trip), and every write that changes what a
 * session may do counts on the other instance at the very next request. The Redis monitor endpoints
 * answer live numbers, the terminal runs only read-only commands, and without REDIS_URL (or with Redis
 * down) everything still works from the database.
 */
import type { FastifyInstance } from "fastify";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../src/app.ts";
import { generationsWritten } from "../src/core/cache/watch-writes.ts";
import type { Db } from "../src/db/client.ts";
import { REDIS_MESSAGES } from "../src/modules/redis-monitor/routes.ts";
import { splitCommand } from "../src/modules/redis-monitor/terminal.ts";
import { ADMIN, API_PREFIX, api, createTestApp, DEMO_USER, login, type TestApp } from "./helpers.ts";
import { type RedisServer, startRedisServer } from "./redis-server.ts";
import { DEMO_ID, NO_PERMISSION, signHeaders, TEST_ROLE_ID } from "./user-fixtures.ts";

let redisServer: RedisServer;
let t: TestApp;
/** the second instance: same database, same Redis */
let other: FastifyInstance;
/** an instance without REDIS_URL on the same database */
let plain: FastifyInstance;
/** an instance whose Redis does not answer */
let broken: FastifyInstance;
let probe: Redis;
/** database calls the second instance made */
let otherQueries = 0;

/** The database handle, counting the calls made through it. */
function counting(db: Db): Db {
  return {
    ...db,
    kind: db.kind,
    query: (text, params) => {
      otherQueries++;
      return db.query(text, params);
    },
    one: (text, params) => {
      otherQueries++;
      return db.one(text, params);
    },
    tx: (fn) => {
      otherQueries++;
      return db.tx(fn);
    },
  };
}

beforeAll(async () => {
  redisServer = await startRedisServer();
  t = await createTestApp({ env: { REDIS_URL: redisServer.url } });
  other = await buildApp({ db: counting(t.db), config: t.config });
  plain = await buildApp({ db: t.db, config: { ...t.config, redisUrl: undefined } });
  broken = await buildApp({ db: t.db, config: { ...t.config, redisUrl: "redis://127.0.0.1:1" } });
  probe = new Redis(redisServer.url);
}, 60_000);

afterAll(async () => {
  probe?.disconnect();
  await broken?.close();
  await plain?.close();
  await other?.close();
  await t?.close();
  await redisServer?.stop();
});

const sessionKeys = () => probe.keys("permit:auth:session:*");

describe("sessions shared through Redis", () => {
  it("a session opened on one instance is good on the other, which then checks permissions without the database", async () => {
    const { token } = await login(t.app, ADMIN.username, ADMIN.password);
    const there = api(other, token);
    // A request that comes before the instance's Redis connection is open reads the database and keeps
    // nothing; the session is cached by the first request after that.
    await expect
      .poll(
        async () => {
          expect((await there.get("/sys/user/getCurrentUserDeparts")).body.success).toBe(true);
          return (await sessionKeys()).length;
        },
        { timeout: 10_000 },
      )
      .toBeGreaterThan(0);

    // keysSize reads only Redis: with the session cached, the whole call costs no database round trip.
    otherQueries = 0;
    const size = await there.get("/sys/actuator/redis/keysSize");
    expect(size.status).toBe(200);
    expect(typeof (size.body as unknown as { dbSize: number }).dbSize).toBe("number");
    expect(otherQueries).toBe(0);
  });

  it("a logout on one instance ends the session on the other at once", async () => {
    const { token } = await login(t.app, ADMIN.username, ADMIN.password);
    const there = api(other, token);
    expect((await there.get("/sys/user/getCurrentUserDeparts")).body.success).toBe(true);
    expect((await api(t.app, token).post("/sys/logout")).body.success).toBe(true);
    const after = await there.get("/sys/user/getCurrentUserDeparts");
    expect(after.status).toBe(401);
  });

  it("a grant and its revocation on one instance count on the other at the next call", async () => {
    const admin = api(t.app, (await login(t.app, ADMIN.username, ADMIN.password)).token);
    const demo = api(other, (await login(t.app, DEMO_USER.username, DEMO_USER.password)).token);
    expect((await demo.get("/sys/actuator/redis/info")).body).toMatchObject({
      code: 510,
      message: NO_PERMISSION,
    });

    const granted = await t.db.query<{ permission_id: string }>(
      "SELECT permission_id FROM sys_role_permission WHERE role_id = $1",
      [TEST_ROLE_ID],
    );
    const before = granted.map((r) => r.permission_id).join(",");
    const code = await t.db.one<{ id: string }>(
      "SELECT id FROM sys_permission WHERE perms = 'monitor:redis:info'",
    );
    const save = (ids: string, last: string) =>
      admin.post("/sys/permission/saveRolePermission", {
        roleId: TEST_ROLE_ID,
        permissionIds: ids,
        lastpermissionIds: last,
      });
    const withCode = [before, code?.id].filter(Boolean).join(",");
    expect((await save(withCode, before)).body.success).toBe(true);
    expect((await demo.get("/sys/actuator/redis/info")).body.success).toBe(true);

    expect((await save(before, withCode)).body.success).toBe(true);
    expect((await demo.get("/sys/actuator/redis/info")).body).toMatchObject({ code: 510 });
  });

  it("freezing a user on one instance shuts them out on the other at the next call", async () => {
    const admin = api(t.app, (await login(t.app, ADMIN.username, ADMIN.password)).token);
    const demo = api(other, (await login(t.app, DEMO_USER.username, DEMO_USER.password)).token);
    expect((await demo.get("/sys/user/getCurrentUserDeparts")).body.success).toBe(true);
    expect((await admin.put("/sys/user/frozenBatch", { ids: DEMO_ID, status: 2 })).body.success).toBe(true);
    try {
      expect((await demo.get("/sys/user/getCurrentUserDeparts")).status).toBe(401);
    } finally {
      expect((await admin.put("/sys/user/frozenBatch", { ids: DEMO_ID, status: 1 })).body.success).toBe(true);
    }
  });

  it("dictionary texts come from Redis and an edit on one instance shows on the other at once", async () => {
    const admin = api(t.app, (await login(t.app, ADMIN.username, ADMIN.password)).token);
    const there = api(other, (await login(t.app, ADMIN.username, ADMIN.password)).token);
    const url = "/sys/dict/getDictItems/sex";
    const items = async () => {
      const headers = signHeaders(`${API_PREFIX}${url}`, t.config.signSecret, t.config.timeZone);
      const res = await there.get(url, undefined, headers);
      return res.body.result as unknown as { value: string; text: string }[];
    };
    const first = await items();
    expect(first.length).toBeGreaterThan(0);
    expect((await probe.keys("permit:dict:*")).length).toBeGreaterThan(0);

    const item = await t.db.one<{ id: string; dict_id: string; item_text: string }>(
      "SELECT i.id, i.dict_id, i.item_text FROM sys_dict_item i JOIN sys_dict d ON d.id = i.dict_id WHERE d.dict_code = 'sex' ORDER BY i.sort_order LIMIT 1",
    );
    const edit = (text: string) =>
      admin.put("/sys/dictItem/edit", {
        id: item?.id,
        dictId: item?.dict_id,
        itemText: text,
        itemValue: first[0].value,
        status: 1,
        sortOrder: 1,
      });
    expect((await edit("男性")).body.success).toBe(true);
    try {
      expect((await items())[0].text).toBe("男性");
    } finally {
      await edit(item?.item_text ?? "");
    }
  });

  it("an instance whose Redis does not answer serves from the database", async () => {
    const { token } = await login(broken, ADMIN.username, ADMIN.password);
    expect(token).not.toBe("");
    const res = await api(broken, token).get("/sys/user/getCurrentUserDeparts");
    expect(res.body.success).toBe(true);
    expect((await api(broken, token).get("/sys/actuator/redis/info")).body).toMatchObject({
      success: false,
      message: REDIS_MESSAGES.unreachable,
    });
  });
});

describe("Redis monitor endpoints", () => {
  let admin: ReturnType<typeof api>;
  beforeAll(async () => {
    admin = api(other, (await login(t.app, ADMIN.username, ADMIN.password)).token);
  });

  it("info answers INFO's fields with the Chinese descriptions", async () => {
    const res = await admin.get("/sys/actuator/redis/info");
    expect(res.body.success).toBe(true);
    const rows = res.body.result as unknown as { key: string; value: string; description: string }[];
    expect(rows.find((r) => r.key === "redis_version")).toMatchObject({ description: "Redis 服务器版本" });
    expect(rows.find((r) => r.key === "tcp_port")?.value).toBe(String(redisServer.port));
    expect(Number(rows.find((r) => r.key === "used_memory")?.value)).toBeGreaterThan(0);
    const report = await admin.get("/sys/actuator/redis/infoForReport");
    expect((report.body as unknown as { data: unknown[] }).data.length).toBe(rows.length);
  });

  it("keysSize and memoryInfo answer live numbers, bare as the original", async () => {
    const size = async () =>
      (await admin.get("/sys/actuator/redis/keysSize")).body as unknown as {
        dbSize: number;
        create_time: number;
      };
    const before = await size();
    expect(before.dbSize).toBe(await probe.dbsize());
    expect(Math.abs(before.create_time - Date.now())).toBeLessThan(5000);
    await probe.set("redis-test:live", "1");
    expect((await size()).dbSize).toBe(before.dbSize + 1);

    const memory = (await admin.get("/sys/actuator/redis/memoryInfo")).body as unknown as {
      used_memory: number;
      create_time: number;
    };
    expect(memory.used_memory).toBeGreaterThan(100_000);
    const reports = await Promise.all(
      ["keysSizeForReport", "memoryForReport"].map((p) => admin.get(`/sys/actuator/redis/${p}`)),
    );
    for (const r of reports)
      expect(
        (r.body as unknown as { data: { name: string; value: number }[] }).data[0].value,
      ).toBeGreaterThan(0);
  });

  it("the terminal runs read-only commands and refuses writes and unknown commands", async () => {
    await probe.set("redis-test:greeting", "你好 world");
    const run = (command: string) => admin.post("/sys/actuator/redis/terminal", { command });
    const output = async (command: string) => {
      const res = await run(command);
      expect(res.body.success, res.text).toBe(true);
      return String((res.body.result as unknown as { output: string }).output);
    };
    expect(await output("INFO server")).toContain("redis_version:");
    expect(await output("dbsize")).toMatch(/^\(integer\) \d+$/);
    expect(await output('GET "redis-test:greeting"')).toBe('"你好 world"');
    expect(await output("TYPE redis-test:greeting")).toBe('"string"');
    expect(await output("TTL redis-test:greeting")).toBe("(integer) -1");
    expect(await output("KEYS redis-test:*")).toContain("redis-test:greeting");
    expect(await output("GET redis-test:none")).toBe("(nil)");

    for (const command of ["SET redis-test:greeting x", "flushall", "FOOBAR 1", "CONFIG SET save ''"]) {
      const res = await run(command);
      expect(res.body.success).toBe(false);
      expect(res.body.message).toMatch(/^不允许执行命令 \S+：终端只运行只读命令/);
    }
    expect(await probe.get("redis-test:greeting")).toBe("你好 world");
    expect((await run("   ")).body).toMatchObject({ success: false, message: "请输入命令" });
    expect((await run('GET "open')).body).toMatchObject({ success: false, message: "命令中的引号不成对" });
  });

  it("each endpoint refuses a user without its code (510)", async () => {
    const demo = api(other, (await login(t.app, DEMO_USER.username, DEMO_USER.password)).token);
    for (const p of [
      "info",
      "keysSize",
      "memoryInfo",
      "infoForReport",
      "keysSizeForReport",
      "memoryForReport",
    ]) {
      expect((await demo.get(`/sys/actuator/redis/${p}`)).body).toMatchObject({
        code: 510,
        message: NO_PERMISSION,
      });
    }
    expect((await demo.post("/sys/actuator/redis/terminal", { command: "INFO" })).body).toMatchObject({
      code: 510,
    });
    expect((await api(other).get("/sys/actuator/redis/info")).status).toBe(401);
  });

  it("without REDIS_URL sessions work from the database and the pages' endpoints say Redis is not configured", async () => {
    const admin = api(plain, (await login(plain, ADMIN.username, ADMIN.password)).token);
    expect((await admin.get("/sys/user/getCurrentUserDeparts")).body.success).toBe(true);
    for (const p of ["info", "keysSize", "memoryInfo"]) {
      expect((await admin.get(`/sys/actuator/redis/${p}`)).body).toMatchObject({
        success: false,
        message: REDIS_MESSAGES.notConfigured,
      });
    }
    expect((await admin.post("/sys/actuator/redis/terminal", { command: "INFO" })).body).toMatchObject({
      success: false,
      message: REDIS_MESSAGES.notConfigured,
    });
  });
});

describe("pieces", () => {
  it("writes to the tables behind a cache are recognised in any statement form", () => {
    expect([...generationsWritten("DELETE FROM sys_user_session WHERE id = $1")]).toEqual(["auth"]);
    expect([...generationsWritten('INSERT INTO "sys_dict_item" (id) VALUES ($1)')]).toEqual(["dict"]);
    expect([...generationsWritten("update sys_role_permission set x = 1")]).toEqual(["auth"]);
    expect(
      [
        ...generationsWritten("WITH d AS (DELETE FROM sys_user_role RETURNING 1) UPDATE sys_dict SET x = 1"),
      ].sort(),
    ).toEqual(["auth", "dict"]);
    expect(generationsWritten("SELECT * FROM sys_user FOR UPDATE").size).toBe(0);
    expect(generationsWritten("INSERT INTO sys_log (id) VALUES ($1)").size).toBe(0);
    // A login's new session row: no cached entry can be about it.
    expect(generationsWritten("INSERT INTO sys_user_session (id) VALUES ($1)").size).toBe(0);
  });

  it("a command line splits into words with quotes", () => {
    expect(splitCommand(`GET "a b" 'c d' e`)).toEqual(["GET", "a b", "c d", "e"]);
    expect(splitCommand(`GET "say \\"hi\\""`)).toEqual(["GET", 'say "hi"']);
    expect(splitCommand(`GET "a`)).toBeUndefined();
  });
});
