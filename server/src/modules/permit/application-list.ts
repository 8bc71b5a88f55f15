/**
 * GET /permit/application/list: the kit's list query (whitelist, search, super query, scope, order) with a
 * total that stays cheap at a million permits. Counting every match costs a scan of all of them (hundreds
 * of milliseconds at 1M rows), so the total is exact up to COUNT_CAP matches and, beyond that, the
 * planner's estimate (never below the cap): a list of ten thousand pages needs its order of magnitude,
 * not its last digit. An estimate is answered rounded to two significant digits and flagged
 * `totalEstimated`, so the list says 约 and the same query shows the same figure while the table's
 * statistics drift a little with each ANALYZE.
 *
 * Counting is most of a list's work in the database, so a query's count and total are kept under the
 * `permits` change version its request read: any write to the permits, on any instance, makes the next
 * request count again. Paging through a list or asking again reads only the page.
 */
import type { FastifyInstance } from "fastify";
import { memoOf } from "../../core/change-versions.ts";
import { type CrudTable, listColumns, whitelistOf } from "../../core/crud/index.ts";
import { pageAndCount } from "../../core/crud/page-query.ts";
import { attachDictText, dictFields } from "../../core/dict-text.ts";
import { page, type QueryInput } from "../../core/query-builder.ts";
import { ok } from "../../core/result.ts";
import type { Db } from "../../db/client.ts";

export const COUNT_CAP = 10_000;

interface PlanRow {
  "QUERY PLAN": unknown;
}

/** The planner's row estimate of `SELECT 1 FROM table WHERE …` (0 when it cannot be read). */
async function estimate(db: Db, from: string, values: readonly unknown[]): Promise<number> {
  const row = await db.one<PlanRow>(`EXPLAIN (FORMAT JSON) SELECT 1 FROM ${from}`, values);
  const raw = row?.["QUERY PLAN"];
  const plan = (typeof raw === "string" ? JSON.parse(raw) : raw) as [{ Plan?: { "Plan Rows"?: number } }];
  return Math.round(Number(plan?.[0]?.Plan?.["Plan Rows"] ?? 0));
}

/** `n` rounded to two significant digits: 497,167 and 502,800 both read 500,000. */
export function roundEstimate(n: number): number {
  if (n <= 0) return 0;
  const unit = 10 ** Math.max(0, Math.floor(Math.log10(n)) - 1);
  return Math.round(n / unit) * unit;
}

/** Totals of queries kept at most, each under the `permits` version it was read under. */
const TOTALS_KEPT = 1000;

/** A query's count of matches (capped) and the total the list shows (the count, or the estimate past the cap). */
interface KeptTotal {
  count: number;
  total: number;
}

export function registerApplicationList(app: FastifyInstance, db: Db, table: CrudTable): void {
  const { decl } = table;
  app.get(`${decl.prefix}/list`, { config: { perm: "permit:application:list" } }, async (req) => {
    const { fields, params, q, where } = await table.listParts(req, req.query as QueryInput);
    const from = `${decl.table} ${where}`;
    const key = `${from}\u0000${JSON.stringify(params.values)}`;
    const version = req.session?.versions?.permits;
    const totals = memoOf<KeptTotal>(db, "permit-totals", TOTALS_KEPT);
    const kept = version === undefined ? undefined : totals.get(key, version);
    const { records, count } = await pageAndCount(db, {
      columns: listColumns(decl, fields),
      from,
      orderBy: q.orderBy,
      values: params.values,
      limit: q.limit,
      offset: q.offset,
      countCap: COUNT_CAP,
      knownCount: kept?.count,
    });
    const estimated = count > COUNT_CAP;
    const total =
      kept?.total ??
      (estimated ? Math.max(COUNT_CAP + 1, roundEstimate(await estimate(db, from, params.values))) : count);
    if (version !== undefined && !kept) totals.set(key, version, { count, total });
    await attachDictText(
      db,
      records,
      dictFields(whitelistOf(decl.columns, fields)),
      req.session?.versions?.dict,
    );
    await decl.hooks?.afterList?.(records, { req, db });
    return ok(estimated ? { ...page(records, total, q), totalEstimated: true } : page(records, total, q));
  });
}
