import type { FastifyInstance } from "fastify";
import { ok } from "../../core/result.ts";
import type { Db } from "../../db/client.ts";
import { REGIONS, STATUS_TEXT } from "./dictionaries.ts";
import { regionLimit, tenantOf } from "./scope.ts";
import { PERMIT_TYPES } from "./validators.ts";

/** Days of new applications the analysis dashboard charts, today included. */
export const STATS_DAYS = 7;

interface Bucket {
  value: string;
  text: string;
  count: number;
}

/** Every known value, in the dictionary's order, with its count (0 when none). */
function buckets(
  texts: readonly (readonly [string, string])[],
  rows: { key: string; n: number }[],
): Bucket[] {
  const counts = new Map(rows.map((r) => [String(r.key), Number(r.n)]));
  return texts.map(([value, text]) => ({ value, text, count: counts.get(value) ?? 0 }));
}

/**
 * GET /permit/application/stats: counts of the caller's applications by status, region and type, valid
 * permits today, and new applications per day. The figures are a summary of the list, so they need the
 * list's code; tenant and region scope as the list has them.
 */
export function registerPermitStats(app: FastifyInstance, db: Db): void {
  app.get("/permit/application/stats", { config: { perm: "permit:application:list" } }, async (req) => {
    const params: unknown[] = [tenantOf(req)];
    const regions = regionLimit(req);
    if (regions) params.push(regions);
    // The caller's tenant, and their regions when they are a regional approver ($1, $2).
    const scopeOf = (alias: string) =>
      `${alias}tenant_id = $1${regions ? ` AND ${alias}region = ANY($2)` : ""}`;
    const scope = scopeOf("");
    const group = (column: "status" | "region" | "permit_type") =>
      db.query<{ key: string; n: number }>(
        `SELECT ${column}::text AS key, count(*)::integer AS n FROM permit_application WHERE ${scope} GROUP BY 1`,
        params,
      );
    const [byStatus, byRegion, byType, totals, recent] = await Promise.all([
      group("status"),
      group("region"),
      group("permit_type"),
      db.one<{ total: number; valid: number }>(
        `SELECT count(*)::integer AS total,
           count(*) FILTER (WHERE status = 1 AND valid_from <= CURRENT_DATE AND valid_to >= CURRENT_DATE)::integer AS valid
         FROM permit_application WHERE ${scope}`,
        params,
      ),
      db.query<{ day: string; n: number }>(
        `SELECT to_char(d.day, 'MM-DD') AS day, count(a.id)::integer AS n
         FROM generate_series(date_trunc('day', LOCALTIMESTAMP(0)) - make_interval(days => ${STATS_DAYS - 1}),
           date_trunc('day', LOCALTIMESTAMP(0)), interval '1 day') AS d(day)
         LEFT JOIN permit_application a ON ${scopeOf("a.")}
           AND a.create_time >= d.day AND a.create_time < d.day + interval '1 day'
         GROUP BY d.day ORDER BY d.day`,
        params,
      ),
    ]);
    // Pairs, not an object: numeric keys would lose the dictionary's order (待审核, 审核中, 已通过, ...).
    const statusTexts = [0, 2, 1, 3, 4, 5].map((s) => [String(s), STATUS_TEXT[s]] as const);
    const typeTexts = Object.entries(PERMIT_TYPES).map(([k, t]) => [k, t.text] as const);
    return ok({
      total: Number(totals?.total ?? 0),
      validToday: Number(totals?.valid ?? 0),
      byStatus: buckets(statusTexts, byStatus),
      byRegion: buckets(Object.entries(REGIONS), byRegion),
      byType: buckets(typeTexts, byType),
      recent: recent.map((r) => ({ day: r.day, count: Number(r.n) })),
    });
  });
}
