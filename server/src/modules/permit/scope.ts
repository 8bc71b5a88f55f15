/** Tenant and region scope of the permit tables, and lookups the hooks share. */
import type { FastifyRequest } from "fastify";
import type { HookContext } from "../../core/crud/index.ts";
import { loadDictTexts } from "../../core/dict-text.ts";
import { BizError } from "../../core/result.ts";
import type { SessionUser } from "../../core/session.ts";
import { SqlParams } from "../../core/sql-params.ts";
import type { Db } from "../../db/client.ts";
import { APPROVER_ROLES, type Region } from "./dictionaries.ts";

/** The tenant a request acts in (the auth hook resolved and checked it). */
export const tenantOf = (req: FastifyRequest): number => req.session?.tenantId ?? 0;

/** listScope and rowScope of every permit table: the caller's tenant only. */
export function tenantScope({ req }: HookContext, params: SqlParams): string[] {
  return [`"tenant_id" = ${params.add(tenantOf(req))}`];
}

/**
 * The regions a caller is limited to: a user holding a regional approver role and not `admin` sees and
 * acts on those regions only; undefined means no limit.
 */
export function regionLimit(req: FastifyRequest): Region[] | undefined {
  return req.session ? sessionRegionLimit(req.session) : undefined;
}

/** regionLimit of a session held outside a request (a socket's). */
export function sessionRegionLimit(session: SessionUser): Region[] | undefined {
  const codes = session.roleCodes;
  if (codes.includes("admin")) return undefined;
  const regions = [
    ...new Set(codes.flatMap((c) => (Object.hasOwn(APPROVER_ROLES, c) ? [APPROVER_ROLES[c]] : []))),
  ];
  return regions.length > 0 ? regions : undefined;
}

/** Tenant plus region scope of applications (list, queryById, edit, delete, transitions). */
export async function applicationScope({ req, db }: HookContext, params: SqlParams): Promise<string[]> {
  const scope = tenantScope({ req, db }, params);
  const regions = regionLimit(req);
  if (regions) scope.push(`"region" IN (${params.list(regions)})`);
  return scope;
}

export const REGION_REFUSED = "您只能处理本区域的通行证";

/**
 * A value must be an item of a dictionary (so the lists translate it); `version` is the dictionary
 * version the request read, so the items come from memory while no dictionary changed.
 */
export async function checkDictValue(
  db: Db,
  dict: string,
  value: unknown,
  title: string,
  version: string | undefined,
): Promise<void> {
  if (value === undefined || value === null || value === "") return;
  const texts = (await loadDictTexts(db, [dict], version)).get(dict);
  for (const piece of String(value).split(",")) {
    if (!texts?.has(piece.trim())) throw new BizError(`${title}的值“${piece.slice(0, 30)}”不在字典中`);
  }
}

/** Tables whose rows applications point at; names come from code only. */
export type RefTable = "permit_vehicle" | "permit_driver" | "permit_applicant";

/** One referenced row to read: its table, the id given and the column wanted. */
export interface RefLookup {
  table: RefTable;
  id: unknown;
  column: "id" | "plate_no" | "kind";
}

/**
 * Several referenced rows of the tenant in one query: per lookup the wanted column's value as text,
 * or undefined when there is no such row (an id that is no text names none).
 */
export async function readRefs(
  db: Db,
  tenantId: number,
  lookups: readonly RefLookup[],
): Promise<(string | null | undefined)[]> {
  const params = new SqlParams([tenantId]);
  const parts = lookups.flatMap((l, i) =>
    typeof l.id === "string" && l.id !== ""
      ? [
          `SELECT ${i} AS n, ${l.column}::text AS v FROM ${l.table} WHERE id = ${params.add(l.id)} AND tenant_id = $1`,
        ]
      : [],
  );
  const rows =
    parts.length > 0
      ? await db.query<{ n: number; v: string | null }>(parts.join(" UNION ALL "), params.values)
      : [];
  const found = new Map(rows.map((r) => [Number(r.n), r.v]));
  return lookups.map((_, i) => (found.has(i) ? (found.get(i) ?? null) : undefined));
}

/** Refuses deleting master data that a live application (pending, in review, approved) still uses. */
export async function refuseIfInUse(
  db: Db,
  column: "vehicle_id" | "driver_id" | "applicant_id",
  ids: readonly string[],
  message: string,
): Promise<void> {
  const placeholders = ids.map((_, i) => `$${i + 1}`).join(", ");
  const other = column === "applicant_id" ? ` OR visitor_id IN (${placeholders})` : "";
  const used = await db.one(
    `SELECT 1 AS x FROM permit_application
      WHERE status IN (0, 1, 2) AND (${column} IN (${placeholders})${other}) LIMIT 1`,
    ids,
  );
  if (used) throw new BizError(message);
}
