import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN, api, createTestApp, DEMO_USER, login, type TestApp } from "./helpers.ts";
import { userWithRoles } from "./permit-fixtures.ts";

interface Bucket {
  value: string;
  text: string;
  count: number;
}
interface Stats {
  total: number;
  validToday: number;
  byStatus: Bucket[];
  byRegion: Bucket[];
  byType: Bucket[];
  recent: { day: string; count: number }[];
}

let t: TestApp;
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp();
  adminToken = (await login(t.app, ADMIN.username, ADMIN.password)).token;
});
afterAll(async () => {
  await t?.close();
});

const statsOf = async (client: ReturnType<typeof api>) => {
  const res = await client.get("/permit/application/stats");
  expect(res.body.success).toBe(true);
  return res.body.result as unknown as Stats;
};

const dbCount = async (where: string, params: unknown[] = []) =>
  Number(
    (
      await t.db.one<{ n: number }>(
        `SELECT count(*)::integer AS n FROM permit_application WHERE ${where}`,
        params,
      )
    )?.n ?? 0,
  );

describe("GET /permit/application/stats", () => {
  it("needs a session", async () => {
    const res = await api(t.app).get("/permit/application/stats");
    expect(res.status).toBe(401);
  });

  it("needs the permit list code: a signed-in user without it gets no figures", async () => {
    const demo = api(t.app, (await login(t.app, DEMO_USER.username, DEMO_USER.password)).token);
    const res = await demo.get("/permit/application/stats");
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: false, code: 510, message: "没有权限，请联系管理员授权" });
    expect(res.body.result).toBeNull();
  });

  it("counts the tenant's applications by status, region and type, matching the table", async () => {
    const stats = await statsOf(api(t.app, adminToken));
    const total = await dbCount("tenant_id = 0");
    expect(total).toBeGreaterThan(0);
    expect(stats.total).toBe(total);
    expect(stats.byStatus.map((b) => b.text)).toEqual([
      "待审核",
      "审核中",
      "已通过",
      "已驳回",
      "已作废",
      "已过期",
    ]);
    for (const b of stats.byStatus)
      expect(b.count).toBe(await dbCount("tenant_id = 0 AND status = $1", [Number(b.value)]));
    expect(stats.byStatus.reduce((n, b) => n + b.count, 0)).toBe(total);
    expect(stats.byRegion.map((b) => b.text)).toEqual(["东区", "西区"]);
    expect(stats.byRegion.reduce((n, b) => n + b.count, 0)).toBe(total);
    expect(stats.byType.reduce((n, b) => n + b.count, 0)).toBe(total);
    expect(stats.validToday).toBe(
      await dbCount(
        "tenant_id = 0 AND status = 1 AND valid_from <= CURRENT_DATE AND valid_to >= CURRENT_DATE",
      ),
    );
    expect(stats.recent).toHaveLength(7);
    expect(stats.recent.every((d) => /^\d{2}-\d{2}$/.test(d.day))).toBe(true);
  });

  it("limits a regional approver to their region", async () => {
    const east = await userWithRoles(t, "stats_east", ["permit_approver_east"]);
    const stats = await statsOf(east);
    expect(stats.total).toBe(await dbCount("tenant_id = 0 AND region = 'east'"));
    expect(stats.byRegion.find((b) => b.value === "west")?.count).toBe(0);
  });

  it("counts nothing of another tenant", async () => {
    const other = api(t.app, adminToken, { tenantId: 0 });
    const before = (await statsOf(other)).total;
    await t.db.query(
      `UPDATE permit_application SET tenant_id = 99 WHERE id = (SELECT id FROM permit_application WHERE tenant_id = 0 LIMIT 1)`,
    );
    expect((await statsOf(other)).total).toBe(before - 1);
  });
});
