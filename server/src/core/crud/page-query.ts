/**
 * One page of a list and the number of its matches in one statement: the count rides along as a scalar
 * subquery, which PostgreSQL runs once, before the first row. A list costs one round trip to the database
 * instead of two; on a busy server the round trips, not the queries, take most of a list's time. The page
 * query itself is unchanged, so its plan and order are too. Only an empty page (no match, or a page past
 * the end) asks for its count on its own.
 */
import type { Db, Row } from "../../db/client.ts";

export interface PageQuery {
  /** the select list of the page */
  readonly columns: string;
  /** `table WHERE …`, shared by the page and the count */
  readonly from: string;
  readonly orderBy: string;
  readonly values: readonly unknown[];
  readonly limit: number;
  readonly offset: number;
  /** count at most this many matches plus one (a total past it is not counted) */
  readonly countCap?: number;
  /** the count, when the caller kept it from an earlier request that read the same data: only the page is read */
  readonly knownCount?: number;
}

const COUNT = "__count";

export interface CountedPage {
  readonly records: Row[];
  /** the matches, or countCap + 1 when there are more than countCap */
  readonly count: number;
}

export async function pageAndCount(db: Db, q: PageQuery): Promise<CountedPage> {
  const counted = (as = "") =>
    q.countCap === undefined
      ? `SELECT count(*)${as} FROM ${q.from}`
      : `SELECT count(*)${as} FROM (SELECT 1 FROM ${q.from} LIMIT ${q.countCap + 1}) capped`;
  const values = [...q.values, q.limit, q.offset];
  const page = (extra = "") =>
    db.query(
      `SELECT ${q.columns}${extra} FROM ${q.from} ${q.orderBy} LIMIT $${values.length - 1} OFFSET $${values.length}`,
      values,
    );
  if (q.knownCount !== undefined) return { records: await page(), count: q.knownCount };
  // The count comes last: removing an object's newest property keeps V8's fast layout of the row.
  const rows = await page(`, (${counted()}) AS "${COUNT}"`);
  if (rows.length === 0) {
    const alone = await db.one<{ n: number | string }>(counted(" AS n"), q.values);
    return { records: [], count: Number(alone?.n ?? 0) };
  }
  const count = Number(rows[0][COUNT]);
  for (const r of rows) delete r[COUNT];
  return { records: rows, count };
}
