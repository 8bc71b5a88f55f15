import type { Db } from "../db/client.ts";
import { readThrough } from "./cache/read-through.ts";
import { cacheOf } from "./cache/watch-writes.ts";
import { codesOf, grantedPermsSql, loadPermissionCodes } from "./permissions.ts";
import { findSession, type SessionRow } from "./sessions.ts";
import { hashToken } from "./tokens.ts";

/** What the auth hook decides by: the session with its user, the user's tenants in force, the codes. */
export interface AuthFacts {
  row: SessionRow;
  /** which of these tenants are in force (not frozen, inside their dates), ascending */
  tenantsInForce(ids: readonly number[]): Promise<number[]>;
  permissions(): Promise<ReadonlySet<string>>;
  /** codes of the user's own roles */
  roleCodes: readonly string[];
}

/** A cached session lives this long at most, so its idle expiry still slides with use. */
const SESSION_ENTRY_MS = 60_000;

/**
 * The facts of a raw token, or undefined for no live session. Without Redis each is read from the database
 * as it is needed; with Redis one cached entry per token holds all of them, so a request that finds it
 * needs no database round trip, and any write to the tables behind it makes every instance read again.
 */
export async function lookupAuth(db: Db, token: string, maxHours: number): Promise<AuthFacts | undefined> {
  if (!cacheOf(db)) {
    // One statement answers everything the hook asks: each round trip to the database costs more than
    // the reads themselves.
    const found = await findSession<{ perms: (string | null)[]; in_force: number[]; role_codes: string[] }>(
      db,
      token,
      maxHours,
      `ARRAY(${grantedPermsSql("u.id")}) AS perms, ARRAY(${TENANTS_IN_FORCE_OF_USER}) AS in_force,
       ARRAY(${roleCodesSql("u.id")}) AS role_codes`,
    );
    if (!found) return undefined;
    const { perms, in_force, role_codes, ...row } = found;
    const inForce = new Set(in_force.map(Number));
    const permissions = codesOf(perms);
    return {
      row,
      tenantsInForce: async (ids) => [...new Set(ids)].filter((id) => inForce.has(id)).sort((a, b) => a - b),
      permissions: async () => permissions,
      roleCodes: role_codes,
    };
  }
  if (!token || token.length > 200) return undefined;
  const snapshot = await readThrough(db, "auth", `session:${hashToken(token)}`, async (raw) => {
    const row = await findSession(raw, token, maxHours);
    if (!row) return { value: null, ttlMs: 0 };
    return loadSnapshot(raw, row, maxHours);
  });
  if (!snapshot) return undefined;
  const inForce = new Set(snapshot.inForce);
  const permissions = new Set(snapshot.permissions);
  return {
    row: snapshot.row,
    tenantsInForce: async (ids) => [...new Set(ids)].filter((id) => inForce.has(id)).sort((a, b) => a - b),
    permissions: async () => permissions,
    roleCodes: snapshot.roleCodes,
  };
}

interface Snapshot {
  row: SessionRow;
  /** the user's own tenants that are in force */
  inForce: number[];
  permissions: string[];
  roleCodes: string[];
}

/** Everything the hook needs, and how long it stays true without a write: the session's end, a tenant's date. */
async function loadSnapshot(
  db: Db,
  row: SessionRow,
  maxHours: number,
): Promise<{ value: Snapshot; ttlMs: number }> {
  const left = await db.one<{ left: number }>(
    `SELECT EXTRACT(EPOCH FROM LEAST(expires_at, created_at + make_interval(hours => $2)) - LOCALTIMESTAMP(0))
       AS left FROM sys_user_session WHERE id = $1`,
    [row.session_id, maxHours],
  );
  const tenants = await db.query<{
    id: number;
    in_force: boolean;
    to_begin: number | null;
    to_end: number | null;
  }>(
    `SELECT id, status = 1 AND (begin_date IS NULL OR begin_date <= LOCALTIMESTAMP(0))
         AND (end_date IS NULL OR end_date >= LOCALTIMESTAMP(0)) AS in_force,
       EXTRACT(EPOCH FROM begin_date - LOCALTIMESTAMP(0)) AS to_begin,
       EXTRACT(EPOCH FROM end_date - LOCALTIMESTAMP(0)) AS to_end
     FROM sys_tenant WHERE id = ANY($1::integer[]) ORDER BY id`,
    [userTenants(row.rel_tenant_ids)],
  );
  const permissions = await loadPermissionCodes(db, row.user_id);
  const roles = await db.query<{ code: string }>(roleCodesSql("$1"), [row.user_id]);
  // A tenant's begin or end date passing changes the answer without any write.
  const boundaries = tenants
    .flatMap((t) => [t.to_begin, t.to_end === null ? null : t.to_end + 1])
    .filter((s): s is number => s !== null && Number(s) > 0)
    .map(Number);
  const seconds = Math.min(SESSION_ENTRY_MS / 1000, Number(left?.left ?? 0), ...boundaries);
  return {
    value: {
      row: { ...row, stale: false },
      inForce: tenants.filter((t) => t.in_force).map((t) => Number(t.id)),
      permissions: [...permissions],
      roleCodes: roles.map((r) => r.code),
    },
    ttlMs: Math.floor(seconds * 1000),
  };
}

/** Codes of the user `userId`'s (an SQL expression) own roles. */
const roleCodesSql = (userId: string) => `SELECT r.role_code AS code FROM sys_user_role ur
     JOIN sys_role r ON r.id = ur.role_id WHERE ur.user_id = ${userId}`;

/**
 * The user `u`'s own tenants in force (not frozen, inside their dates), read from the tenant list as
 * `userTenants` reads it: an entry that is not a number of up to 9 digits names no tenant.
 */
const TENANTS_IN_FORCE_OF_USER = `SELECT t.id FROM sys_tenant t,
       unnest(string_to_array(coalesce(u.rel_tenant_ids, ''), ',')) AS entry
     WHERE t.id = CASE WHEN btrim(entry) ~ '^[0-9]{1,9}$' THEN btrim(entry)::integer END
       AND t.status = 1 AND (t.begin_date IS NULL OR t.begin_date <= LOCALTIMESTAMP(0))
       AND (t.end_date IS NULL OR t.end_date >= LOCALTIMESTAMP(0))`;

export function userTenants(relTenantIds: string | null | undefined): number[] {
  return (relTenantIds ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter((s) => /^\d{1,9}$/.test(s))
    .map(Number);
}
