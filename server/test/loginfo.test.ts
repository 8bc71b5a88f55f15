import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newId } from "../src/core/ids.ts";
import { accountModule } from "../src/modules/account/index.ts";
import { onlineModule } from "../src/modules/online/index.ts";
import { smsModule } from "../src/modules/sms/index.ts";
import { ssoModule } from "../src/modules/sso/index.ts";
import { visitsModule } from "../src/modules/visits/index.ts";
import { ADMIN, api, createTestApp, DEMO_USER, login, noPush, type TestApp } from "./helpers.ts";

interface Visit {
  tian: string;
  type: string;
  visit: number;
  ip: number;
}

let t: TestApp;
let token: string;
let today: string;
beforeAll(async () => {
  t = await createTestApp();
  // This file's database is its own: start the login log empty, then log in once (one visit today).
  await t.db.query("DELETE FROM sys_log");
  token = (await login(t.app, ADMIN.username, ADMIN.password)).token;
  today = (await t.db.one<{ d: string }>("SELECT to_char(LOCALTIMESTAMP(0), 'YYYY-MM-DD') AS d"))?.d ?? "";

  const at = (daysAgo: number, time: string) =>
    `(date_trunc('day', LOCALTIMESTAMP(0)) - make_interval(days => ${daysAgo}) + time '${time}')`;
  const rows: [number, string, number, string][] = [
    // log type, ip, days ago, time of day
    [1, "10.0.0.1", 0, "00:00:00"],
    [1, "10.0.0.2", 0, "00:00:01"],
    [1, "10.0.0.1", 1, "09:00:00"],
    [1, "10.0.0.3", 1, "23:59:59"],
    [1, "10.0.0.3", 6, "12:00:00"],
    [1, "10.0.0.4", 7, "23:59:59"],
    [1, "10.0.0.4", 30, "12:00:00"],
    [2, "10.0.0.5", 0, "00:00:02"],
  ];
  for (const [type, ip, daysAgo, time] of rows) {
    await t.db.query(
      `INSERT INTO sys_log (id, log_type, log_content, userid, ip, create_time) VALUES ($1, $2, 'x', 'someone', $3, ${at(daysAgo, time)})`,
      [newId(), type, ip],
    );
  }
});
afterAll(async () => {
  await t?.close();
});

describe("GET /sys/loginfo", () => {
  it("counts login-log rows: all, today's and today's addresses", async () => {
    const res = await api(t.app, token).get("/sys/loginfo");
    expect(res.body).toMatchObject({ success: true, code: 200 });
    // 1 login of this file + 7 inserted type-1 rows; today: the login (127.0.0.1) + two rows.
    expect(res.body.result).toEqual({ totalVisitCount: 8, todayVisitCount: 3, todayIp: 3 });
  });
});

describe("GET /sys/visitInfo", () => {
  it("answers the last seven days, oldest first, days without visits included", async () => {
    const res = await api(t.app, token).get<Visit[]>("/sys/visitInfo");
    expect(res.body.success).toBe(true);
    const days = res.body.result;
    expect(days).toHaveLength(7);
    expect(days[6]).toEqual({ tian: today, type: today.slice(5), visit: 3, ip: 3 });
    expect(days[5]).toMatchObject({ visit: 2, ip: 2 });
    expect(days[0]).toMatchObject({ visit: 1, ip: 1 });
    for (const d of days.slice(1, 5)) expect(d).toMatchObject({ visit: 0, ip: 0 });
    for (const d of days) {
      expect(d.tian).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(d.type).toBe(d.tian.slice(5));
    }
    const dates = days.map((d) => d.tian);
    expect([...dates].sort()).toEqual(dates);
    expect(new Set(dates).size).toBe(7);
  });
});

describe("access", () => {
  it("needs a session, any user will do", async () => {
    for (const path of ["/sys/loginfo", "/sys/visitInfo"]) {
      expect((await api(t.app).get(path)).status).toBe(401);
    }
    const demo = (await login(t.app, DEMO_USER.username, DEMO_USER.password)).token;
    expect((await api(t.app, demo).get("/sys/loginfo")).body.success).toBe(true);
  });

  it("opens exactly the reference's anonymous session endpoints in the ways-in modules", async () => {
    const seen: { method: string; url: string; auth?: string; perm?: unknown }[] = [];
    // Same schema options as buildApp, without its access check, so every route is seen.
    const probe = Fastify({
      logger: false,
      ajv: { customOptions: { allowUnionTypes: true, keywords: ["errorMessage"] } },
    });
    probe.addHook("onRoute", (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) {
        if (method === "HEAD") continue;
        seen.push({ method, url: route.url, auth: route.config?.auth, perm: route.config?.perm });
      }
    });
    for (const mod of [smsModule, accountModule, ssoModule, onlineModule, visitsModule]) {
      await probe.register(async (scope) =>
        mod.register(scope, { db: t.db, config: t.config, push: noPush }),
      );
    }
    await probe.ready();
    await probe.close();
    const tier = (r: (typeof seen)[number]) => (r.perm ? `perm ${String(r.perm)}` : String(r.auth));
    expect(Object.fromEntries(seen.map((r) => [`${r.method} ${r.url}`, tier(r)]))).toEqual({
      "POST /sys/sms": "anonymous",
      "POST /sys/phoneLogin": "anonymous",
      "POST /sys/user/register": "anonymous",
      "POST /sys/user/phoneVerification": "anonymous",
      "POST /sys/user/passwordChange": "anonymous",
      "GET /sys/user/passwordChange": "anonymous",
      "PUT /sys/user/appEdit": "login",
      "POST /sys/user/appEdit": "login",
      "GET /sys/thirdLogin/getLoginUser/:token/:thirdType": "anonymous",
      "GET /sys/cas/client/validateLogin": "anonymous",
      "GET /sys/online/list": "perm online:list",
      "POST /sys/online/forceLogout": "perm online:forceLogout",
      "GET /sys/loginfo": "login",
      "GET /sys/visitInfo": "login",
    });
  });
});
