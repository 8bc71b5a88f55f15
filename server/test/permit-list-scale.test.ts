/** The application list at scale: the total is exact up to the cap and the planner's estimate beyond it. */
import { afterAll, beforeAll, expect, it } from "vitest";
import { whitelistOf } from "../src/core/crud/index.ts";
import { buildListQuery } from "../src/core/query-builder.ts";
import { applicationCrud } from "../src/modules/permit/application-crud.ts";
import { COUNT_CAP, roundEstimate } from "../src/modules/permit/application-list.ts";
import { ADMIN, api, createTestApp, login, type TestApp } from "./helpers.ts";
import { type Client, expectSuccess, type Page } from "./permit-fixtures.ts";

let t: TestApp;
let admin: Client;
const EXTRA = COUNT_CAP + 2_000;

beforeAll(async () => {
  t = await createTestApp();
  admin = api(t.app, (await login(t.app, ADMIN.username, ADMIN.password)).token);
  await t.db.query(
    `INSERT INTO permit_application (id, tenant_id, application_no, permit_type, region, plate_no,
       valid_from, valid_to, status, pass_token, create_by, create_time)
     SELECT md5('scale' || g), 0, 'TXS' || lpad(g::text, 8, '0'), 'temporary',
            CASE WHEN g % 2 = 0 THEN 'east' ELSE 'west' END, '京A' || lpad(g::text, 5, '0'),
            date '2026-01-01', date '2026-01-10', 1, substr(md5('t' || g) || md5('u' || g), 1, 32), 'scale',
            timestamp '2025-01-01' + g * interval '1 minute'
       FROM generate_series(1, $1::int) g`,
    [EXTRA],
  );
  await t.db.query("ANALYZE permit_application");
}, 120_000);
afterAll(async () => {
  await t?.close();
});

it("estimates a total past the cap and still answers one page in order", async () => {
  const exact = Number(
    (await t.db.one<{ n: number }>("SELECT count(*)::int AS n FROM permit_application WHERE tenant_id = 0"))
      ?.n,
  );
  const res = await admin.get<Page>("/permit/application/list", { pageNo: 2, pageSize: 10 });
  expectSuccess(res);
  const { total, records } = res.body.result;
  expect(records).toHaveLength(10);
  expect(total).toBeGreaterThan(COUNT_CAP);
  // The planner's estimate after ANALYZE is close to the truth, flagged, and rounded to two digits.
  expect(Math.abs(total - exact) / exact).toBeLessThan(0.2);
  expect(res.body.result).toMatchObject({ totalEstimated: true, pages: Math.ceil(total / 10) });
  expect(total % 100).toBe(0);
  // The same query shows the same figure after the statistics are gathered again.
  await t.db.query("ANALYZE permit_application");
  const again = await admin.get<Page>("/permit/application/list", { pageNo: 2, pageSize: 10 });
  expect(again.body.result.total).toBe(total);
  expect(records.map((r) => String(r.createTime))).toEqual(
    records.map((r) => String(r.createTime)).sort((a, b) => b.localeCompare(a)),
  );
});

it("serves the plate search from the trigram index, on the embedded database too", async () => {
  const plan = await t.db.tx(async (tx) => {
    // Only whether the index can serve the search is asked, not whether the planner prefers it today.
    await tx.query("SET LOCAL enable_seqscan = off");
    return tx.query<Record<string, string>>(
      "EXPLAIN SELECT id FROM permit_application WHERE plate_no ILIKE $1",
      ["%A0004%"],
    );
  });
  expect(plan.flatMap((row) => Object.values(row)).join("\n")).toContain("idx_permit_application_plate_trgm");
  const found = await admin.get<Page>("/permit/application/list", { plateNo: "*A0004*", pageSize: 20 });
  expectSuccess(found);
  expect(found.body.result.records.map((r) => String(r.plateNo)).sort()).toEqual(
    Array.from({ length: 10 }, (_, i) => `京A0004${i}`),
  );
});

it("rounds an estimate to two significant digits", () => {
  expect([497_167, 502_800, 12_345, 10_001, 99_951, 0].map(roundEstimate)).toEqual([
    500_000, 500_000, 12_000, 10_000, 100_000, 0,
  ]);
});

it("counts exactly below the cap (a search, a region super query)", async () => {
  const one = await admin.get<Page>("/permit/application/list", { applicationNo: "TXS00000042" });
  expect(one.body.result.total).toBe(1);
  expect(one.body.result).not.toHaveProperty("totalEstimated");
  const plates = await admin.get<Page>("/permit/application/list", { plateNo: "*A0001*" });
  expect(plates.body.result.total).toBe(10);
  expect(plates.body.result.records.every((r) => String(r.plateNo).includes("A0001"))).toBe(true);
  const query = encodeURI(
    JSON.stringify([
      { field: "applicationNo", rule: "right_like", val: "TXS0000010" },
      { field: "region", rule: "eq", val: "east" },
    ]),
  );
  const superQuery = await admin.get<Page>("/permit/application/list", {
    superQueryParams: query,
    superQueryMatchType: "and",
  });
  expectSuccess(superQuery);
  expect(superQuery.body.result.total).toBe(5);
});

const statusQuery = (rule: string, val: string) => ({
  superQueryParams: encodeURI(JSON.stringify([{ field: "status", rule, val, type: "int" }])),
  superQueryMatchType: "and",
});

it("compares a whole number with an integer column through its index, with the same matches", async () => {
  const { where, params } = buildListQuery(whitelistOf(applicationCrud.columns), statusQuery("eq", "1"));
  const plan = await t.db.tx(async (tx) => {
    await tx.query("SET LOCAL enable_seqscan = off");
    return tx.query<Record<string, string>>(`EXPLAIN SELECT 1 FROM permit_application ${where}`, params);
  });
  // status = 1 as numeric would convert the column row by row: a filter, not an index condition.
  const conds = plan.flatMap((row) => Object.values(row)).filter((line) => line.includes("Index Cond"));
  expect(conds.join("\n")).toMatch(/status = /);
  const count = async (rule: string, val: string) => {
    const res = await admin.get<Page>("/permit/application/list", statusQuery(rule, val));
    expectSuccess(res);
    return res.body.result.total;
  };
  const twos = Number(
    (
      await t.db.one<{ n: number }>(
        "SELECT count(*)::int AS n FROM permit_application WHERE status = 2 AND tenant_id = 0",
      )
    )?.n,
  );
  expect(twos).toBeGreaterThan(0);
  expect(await count("eq", "2")).toBe(twos);
  expect(await count("eq", "2.5")).toBe(0);
  expect(await count("gt", "1.5")).toBe(await count("ge", "2"));
  expect(await count("lt", "0.5")).toBe(await count("le", "0"));
});
