import { LOG_TYPE_LOGIN } from "../../core/login-log.ts";
import { ok } from "../../core/result.ts";
import type { ServerModule } from "../../core/server-module.ts";
import type { Db } from "../../db/client.ts";
import { dashboardMenus, MONITOR_MENU_ID, MONITOR_MENU_URL, OLD_MONITOR_MENU_URL } from "./menu.ts";

/** Days /sys/visitInfo covers, today included. */
export const VISIT_DAYS = 7;

/**
 * Visits are login-log rows (sys_log log_type 1), as the original counts them; "today" is the
 * calendar day in the server's time zone, which is the database session's zone.
 */
async function loginInfo(db: Db) {
  const row = await db.one<{ total: number; today: number; today_ip: number }>(
    `SELECT count(*)::integer AS total,
       count(*) FILTER (WHERE create_time >= date_trunc('day', LOCALTIMESTAMP(0)))::integer AS today,
       count(DISTINCT ip) FILTER (WHERE create_time >= date_trunc('day', LOCALTIMESTAMP(0)))::integer AS today_ip
     FROM sys_log WHERE log_type = $1`,
    [LOG_TYPE_LOGIN],
  );
  return {
    totalVisitCount: Number(row?.total ?? 0),
    todayVisitCount: Number(row?.today ?? 0),
    todayIp: Number(row?.today_ip ?? 0),
  };
}

/**
 * One entry per day, oldest first, days without visits included. Field names follow the original's
 * mapper: `tian` is the date (yyyy-MM-dd), `type` the chart label (MM-dd).
 */
async function visitInfo(db: Db) {
  const rows = await db.query<{ tian: string; type: string; visit: number; ip: number }>(
    `SELECT to_char(d.day, 'YYYY-MM-DD') AS tian, to_char(d.day, 'MM-DD') AS type,
       count(l.id)::integer AS visit, count(DISTINCT l.ip)::integer AS ip
     FROM generate_series(date_trunc('day', LOCALTIMESTAMP(0)) - make_interval(days => $2 - 1),
       date_trunc('day', LOCALTIMESTAMP(0)), interval '1 day') AS d(day)
     LEFT JOIN sys_log l ON l.log_type = $1 AND l.create_time >= d.day AND l.create_time < d.day + interval '1 day'
     GROUP BY d.day ORDER BY d.day`,
    [LOG_TYPE_LOGIN, VISIT_DAYS],
  );
  return rows.map((r) => ({ tian: r.tian, type: r.type, visit: Number(r.visit), ip: Number(r.ip) }));
}

/** GET /sys/loginfo and GET /sys/visitInfo: the analysis dashboard's visit figures (login-only). */
export const visitsModule: ServerModule = {
  name: "visits",
  menus: dashboardMenus,
  // A database seeded before 监控页 moved keeps the row at the home tab's path; the row moves only while it
  // still holds the seeded path, so an administrator's own change stays.
  async seed(db) {
    await db.query("UPDATE sys_permission SET url = $2 WHERE id = $1 AND url = $3", [
      MONITOR_MENU_ID,
      MONITOR_MENU_URL,
      OLD_MONITOR_MENU_URL,
    ]);
  },
  async register(app, { db }) {
    app.get("/sys/loginfo", { config: { auth: "login" } }, async () => ok(await loginInfo(db)));
    app.get("/sys/visitInfo", { config: { auth: "login" } }, async () => ok(await visitInfo(db)));
  },
};
