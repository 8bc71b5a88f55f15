import path from "node:path";
import type { AppConfig } from "../config.ts";
import { setPasswordHashCost } from "../core/passwords.ts";
import type { ServerModule } from "../core/server-module.ts";
import { acquireDataDirLock } from "../data-dir-lock.ts";
import { type Db, openPglite, openPostgres } from "./client.ts";
import { migrate } from "./migrate.ts";
import { runSeed } from "./seed/index.ts";

/** Migrations (default on), then the seed of the given modules, or no seed. */
export type OpenOptions = {
  migrate?: boolean;
  log?: (line: string) => void;
} & ({ seed: false } | { seed?: boolean; modules: readonly ServerModule[] });

// Without these PGlite lets its WAL grow to about 1 GB (platform notes).
const PGLITE_CONF = ["max_wal_size = 128MB", "min_wal_size = 32MB"];

export const pgliteDir = (dataDir: string) => path.join(dataDir, "pgdata");

/**
 * The database of this server: PostgreSQL when DATABASE_URL is set, otherwise the embedded PGlite in
 * DATA_DIR/pgdata, locked against a second opener until close(). Then migrations and seed.
 */
export async function openDatabase(config: AppConfig, opts: OpenOptions): Promise<Db> {
  const log = opts.log ?? ((line: string) => console.log(line));
  // Set before the seed, whose passwords are the first hashes this process makes.
  setPasswordHashCost(config.passwordHashCost);
  const db = config.databaseUrl
    ? await openPostgres(config.databaseUrl, config.timeZone)
    : await openLockedPglite(config.dataDir, config.timeZone);
  try {
    if (opts.migrate !== false) {
      const applied = await migrate(db);
      if (applied.length > 0) log(`database migrated: ${applied.join(", ")}`);
    }
    if (opts.seed !== false && "modules" in opts) await runSeed(db, { config, modules: opts.modules, log });
  } catch (err) {
    await db.close().catch(() => undefined);
    throw err;
  }
  return db;
}

async function openLockedPglite(dataDir: string, timeZone: string): Promise<Db> {
  const lock = await acquireDataDirLock(dataDir);
  let db: Db;
  try {
    db = await openPglite(pgliteDir(dataDir), timeZone, { postgresqlconf: PGLITE_CONF });
  } catch (err) {
    await lock.release();
    throw err;
  }
  return {
    ...db,
    async close() {
      try {
        await db.close();
      } finally {
        await lock.release();
      }
    },
  };
}
