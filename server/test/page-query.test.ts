/** One page of a list and its count, in one statement when the page has rows. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pageAndCount } from "../src/core/crud/page-query.ts";
import type { Db } from "../src/db/client.ts";
import { createTestApp, type TestApp } from "./helpers.ts";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await t.db.exec(`CREATE TABLE page_probe (id varchar(8) PRIMARY KEY, grp int NOT NULL, name text);
    INSERT INTO page_probe SELECT 'p' || lpad(g::text, 3, '0'), g % 3, 'n' || g FROM generate_series(1, 25) g;`);
});
afterAll(async () => {
  await t?.close();
});

/** The database, counting the statements sent through it. */
function counting(db: Db): { db: Db; statements: () => number } {
  let n = 0;
  const wrapped: Db = {
    ...db,
    query: (text, params, options) => {
      n++;
      return db.query(text, params, options);
    },
    one: (text, params, options) => {
      n++;
      return db.one(text, params, options);
    },
  };
  return { db: wrapped, statements: () => n };
}

const query = (grp: number, limit: number, offset: number, countCap?: number) => ({
  columns: `id AS "id", name AS "name"`,
  from: "page_probe WHERE grp = $1",
  orderBy: "ORDER BY id DESC",
  values: [grp],
  limit,
  offset,
  countCap,
});

describe("pageAndCount", () => {
  it("answers a page in order and the count of all its matches in one statement", async () => {
    const c = counting(t.db);
    const { records, count } = await pageAndCount(c.db, query(1, 3, 2));
    expect(count).toBe(9);
    expect(records).toEqual([
      { id: "p019", name: "n19" },
      { id: "p016", name: "n16" },
      { id: "p013", name: "n13" },
    ]);
    expect(c.statements()).toBe(1);
  });

  it("counts a page past the end, and a query without matches, on their own", async () => {
    const c = counting(t.db);
    expect(await pageAndCount(c.db, query(1, 3, 30))).toEqual({ records: [], count: 9 });
    expect(await pageAndCount(c.db, query(7, 3, 0))).toEqual({ records: [], count: 0 });
    expect(c.statements()).toBe(4);
  });

  it("reads only the page when the caller knows the count", async () => {
    const c = counting(t.db);
    const { records, count } = await pageAndCount(c.db, { ...query(1, 2, 0), knownCount: 42 });
    expect(count).toBe(42);
    expect(records.map((r) => r.id)).toEqual(["p025", "p022"]);
    expect(c.statements()).toBe(1);
  });

  it("stops counting one past the cap", async () => {
    expect((await pageAndCount(t.db, query(2, 2, 0, 5))).count).toBe(6);
    expect((await pageAndCount(t.db, query(2, 2, 50, 5))).count).toBe(6);
    expect((await pageAndCount(t.db, query(2, 2, 0, 8))).count).toBe(8);
  });
});
