import type { Db } from "../db/client.ts";
import { readThrough } from "./cache/read-through.ts";
import { cacheOf } from "./cache/watch-writes.ts";
import { CHANGE_VERSION_COLUMNS, type ChangeVersions, memoOf } from "./change-versions.ts";
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
  /** the change versions read with the session (not read through the Redis cache) */
  versions?: ChangeVersions;
}

/** A cached session lives this long at most, so its idle expiry still slides with use. */
const SESSION_ENTRY_MS = 60_000;

/**
 * The facts of a raw token, or undefined for no live session. Without Redis they come from the database in
 * one statement, the user's codes from memory while no grant changed; with Redis one cached entry per token holds all of them, so a request that finds it
 * needs no database round trip, and any write to the tables behind it makes every instance read again.
 */
export async function lookupAuth(db: Db, token: string, maxHours: number): Promise<AuthFacts | undefined> {
  if (!cacheOf(db)) return lookupAuthInDatabase(db, token, maxHours);
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

/** A user's grants as one request read them: kept per user between requests under the grants version. */
interface Grants {
  permissions: ReadonlySet<string>;
  roleCodes: readonly string[];
}

/** Users whose grants are kept in memory at most (up to some kilobytes each, for an administrator). */
const USERS_KEPT = 1000;
/** Tokens whose user is known at most. */
const TOKENS_KEPT = 10_000;

interface SessionColumns {
  in_force: number[];
  versions: ChangeVersions;
}

interface GrantColumns {
  perms: (string | null)[];
  role_codes: string[];
}

/**
 * The facts from the database in one statement: the session with its user, the user's tenants in force and
 * the change versions, plus the permission and role codes unless the codes of this token's user are
 * kept. Each round trip costs more than the reads themselves, and reading the codes (planning their
 * subqueries above all) costs more than all the rest. Kept codes serve only when the version read in this
 * very statement is the one they were read under; else they are read again in a second statement, which
 * sees at least every change that version counts.
 */
async function lookupAuthInDatabase(db: Db, token: string, maxHours: number): Promise<AuthFacts | undefined> {
  if (!token || token.length > 200) return undefined;
  const key = hashToken(token);
  const memo = memoOf<Grants>(db, "grants", USERS_KEPT);
  // A token's user never changes, so it is kept whatever the versions.
  const users = memoOf<string>(db, "token-users", TOKENS_KEPT);
  const userId = users.anyVersion(key);
  const known = userId !== undefined && memo.has(userId);
  const columns = `ARRAY(${TENANTS_IN_FORCE_OF_USER}) AS in_force, ${CHANGE_VERSION_COLUMNS}`;
  const found = await findSession<SessionColumns & Partial<GrantColumns>>(
    db,
    token,
    maxHours,
    known ? columns : `${columns}, ${GRANT_COLUMNS}`,
  );
  if (!found) return undefined;
  const { perms, in_force, role_codes, versions, ...row } = found;
  if (userId !== row.user_id) users.set(key, "", row.user_id);
  let grants = memo.get(row.user_id, versions.grants);
  if (!grants) {
    const read =
      perms && role_codes
        ? { perms, role_codes }
        : await db.one<GrantColumns>(`SELECT ${GRANT_COLUMNS} FROM sys_user u WHERE u.id = $1`, [
            row.user_id,
          ]);
    grants = { permissions: codesOf(read?.perms ?? []), roleCodes: read?.role_codes ?? [] };
    memo.set(row.user_id, versions.grants, grants);
  }
  const inForce = new Set(in_force.map(Number));
  const { permissions, roleCodes } = grants;
  return {
    row,
    tenantsInForce: async (ids) => [...new Set(ids)].filter((id) => inForce.has(id)).sort((a, b) => a - b),
    permissions: async () => permissions,
    roleCodes,
    versions,
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

/** Permission and role codes of the user `u`. */
const GRANT_COLUMNS = `ARRAY(${grantedPermsSql("u.id")}) AS perms, ARRAY(${roleCodesSql("u.id")}) AS role_codes`;

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
