import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { REPO_ROOT } from "../repo-root.ts";
import type { Db } from "./client.ts";

const MIGRATIONS_DIR = path.join(REPO_ROOT, "server", "src", "db", "migrations");
const FILE_NAME = /^(\d{4})_[a-z0-9_]+\.sql$/;
/** Serialises migrations of several instances starting at once against one PostgreSQL server. */
const MIGRATION_LOCK = 72_091_311;

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

export async function loadMigrations(dir = MIGRATIONS_DIR): Promise<Migration[]> {
  const files = (await readdir(dir)).filter((f) => f.endsWith(".sql")).sort();
  const out: Migration[] = [];
  for (const name of files) {
    const m = FILE_NAME.exec(name);
    if (!m) throw new Error(`migration file name must look like 0001_name.sql: ${name}`);
    const version = Number(m[1]);
    if (out.some((x) => x.version === version)) throw new Error(`two migrations with version ${version}`);
    out.push({ version, name, sql: await readFile(path.join(dir, name), "utf8") });
  }
  return out;
}

const CREATE_TABLE = `CREATE TABLE IF NOT EXISTS schema_migrations (
  version integer PRIMARY KEY,
  name varchar(255) NOT NULL,
  applied_at timestamp(0) NOT NULL DEFAULT LOCALTIMESTAMP(0)
)`;

/** Versions already applied, or none when the table does not exist yet. */
async function appliedVersions(db: Db): Promise<Set<number>> {
  const table = await db.one<{ t: string | null }>("SELECT to_regclass('schema_migrations')::text AS t");
  if (!table?.t) return new Set();
  const rows = await db.query<{ version: number }>("SELECT version FROM schema_migrations");
  return new Set(rows.map((r) => Number(r.version)));
}

/**
 * Applies each numbered migration once, each in its own transaction; returns the names applied now. A
 * start with nothing to apply reads the applied versions once instead of opening a transaction per
 * migration; a migration not yet applied is checked again under the lock, where another instance may
 * have applied it meanwhile.
 */
export async function migrate(db: Db, migrations?: Migration[]): Promise<string[]> {
  const all = migrations ?? (await loadMigrations());
  const before = await appliedVersions(db);
  const applied: string[] = [];
  for (const mig of all) {
    if (before.has(mig.version)) continue;
    const done = await db.tx(async (t) => {
      await t.query("SELECT pg_advisory_xact_lock($1)", [MIGRATION_LOCK]);
      await t.exec(CREATE_TABLE);
      const seen = await t.one("SELECT 1 AS x FROM schema_migrations WHERE version = $1", [mig.version]);
      if (seen) return false;
      await t.exec(mig.sql);
      await t.query("INSERT INTO schema_migrations (version, name) VALUES ($1, $2)", [mig.version, mig.name]);
      return true;
    });
    if (done) applied.push(mig.name);
  }
  return applied;
}
