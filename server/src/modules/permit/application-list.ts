/**
 * GET /permit/application/list: the kit's list query (whitelist, search, super query, scope, order) with a
 * total that stays cheap at a million permits. Counting every match costs a scan of all of them (hundreds
 * of milliseconds at 1M rows), so the total is exact up to COUNT_CAP matches and, beyond that, the
 * planner's estimate (never below the cap): a list of ten thousand pages needs its order of magnitude,
 * not its last digit. An estimate is answered rounded to two significant digits and flagged
 * `totalEstimated`, so the list says 约 and the same query shows the same figure while the table's
 * statistics drift a little with each ANALYZE.
 */
import type { FastifyInstance } from "fastify";
import { type CrudTable, selectList, whitelistOf } from "../../core/crud/index.ts";
import { attachDictText, dictFields } from "../../core/dict-text.ts";
import { page, type QueryInput } from "../../core/query-builder.ts";
import { ok } from "../../core/result.ts";
import type { Db } from "../../db/client.ts";

export const COUNT_CAP = 10_000;

interface PlanRow {
  "QUERY PLAN": unknown;
}

/** The planner's row estimate of `SELECT 1 FROM table WHERE …` (0 when it cannot be read). */
async function estimate(db: Db, from: string, values: unknown[]): Promise<number> {
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

export interface Matches {
  total: number;
  estimated: boolean;
}

/** Matches of a list query: exact up to the cap, estimated (and rounded) beyond it. */
export async function countMatches(db: Db, from: string, values: unknown[]): Promise<Matches> {
  const row = await db.one<{ n: number }>(
    `SELECT count(*)::int AS n FROM (SELECT 1 FROM ${from} LIMIT ${COUNT_CAP + 1}) capped`,
    values,
  );
  const n = Number(row?.n ?? 0);
  if (n <= COUNT_CAP) return { total: n, estimated: false };
  return { total: Math.max(COUNT_CAP + 1, roundEstimate(await estimate(db, from, values))), estimated: true };
}

export function registerApplicationList(app: FastifyInstance, db: Db, table: CrudTable): void {
  const { decl } = table;
  app.get(`${decl.prefix}/list`, { config: { perm: "permit:application:list" } }, async (req) => {
    const { fields, params, q, where } = await table.listParts(req, req.query as QueryInput);
    const from = `${decl.table} ${where}`;
    const { total, estimated } = await countMatches(db, from, params.values);
    const values = [...params.values, q.limit, q.offset];
    const records = await db.query(
      `SELECT ${selectList(decl.columns, fields)} FROM ${from} ${q.orderBy}
         LIMIT $${values.length - 1} OFFSET $${values.length}`,
      values,
    );
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
