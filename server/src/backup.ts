import { existsSync } from "node:fs";
import { mkdir, readdir, readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { type AppConfig, ConfigError, loadConfig } from "./config.ts";
import { acquireDataDirLock, DataDirLockedError } from "./data-dir-lock.ts";
import { pgliteExtensions } from "./db/client.ts";
import { pgliteDir } from "./db/open.ts";

/**
 * `npm run backup` writes DATA_DIR/backups/pgdata-<time>.tar.gz (PGlite's dumpDataDir);
 * `npm run backup -- --restore <file>` loads one into DATA_DIR/pgdata, keeping the old folder aside.
 *
 * Safety: both take the data-folder lock, so they refuse while the server runs (a second process
 * opening the folder would corrupt it). Stop the server, back up, start it again; the dump itself
 * takes seconds. With DATABASE_URL the database is a PostgreSQL server: use pg_dump there.
 */
export async function runBackup(config: AppConfig): Promise<string> {
  refuseExternal(config);
  const lock = await acquireDataDirLock(config.dataDir);
  try {
    const { PGlite } = await import("@electric-sql/pglite");
    const pgl = await PGlite.create(pgliteDir(config.dataDir), { extensions: await pgliteExtensions() });
    try {
      await pgl.exec("CHECKPOINT");
      const dump = await pgl.dumpDataDir("gzip");
      const dir = path.join(config.dataDir, "backups");
      await mkdir(dir, { recursive: true });
      const file = path.join(dir, `pgdata-${stamp()}.tar.gz`);
      await writeFile(file, Buffer.from(await dump.arrayBuffer()), { mode: 0o600 });
      return file;
    } finally {
      await pgl.close();
    }
  } finally {
    await lock.release();
  }
}

export async function runRestore(config: AppConfig, file: string): Promise<string | undefined> {
  refuseExternal(config);
  const lock = await acquireDataDirLock(config.dataDir);
  try {
    const target = pgliteDir(config.dataDir);
    let keptAside: string | undefined;
    if (existsSync(target) && (await readdir(target)).length > 0) {
      keptAside = `${target}.before-restore-${stamp()}`;
      await rename(target, keptAside);
    }
    const { PGlite } = await import("@electric-sql/pglite");
    const data = await readFile(file);
    const pgl = await PGlite.create(target, {
      loadDataDir: new Blob([data]),
      extensions: await pgliteExtensions(),
    });
    try {
      await pgl.query("SELECT 1");
      await pgl.exec("CHECKPOINT");
    } finally {
      await pgl.close();
    }
    return keptAside;
  } finally {
    await lock.release();
  }
}

function refuseExternal(config: AppConfig): void {
  if (config.databaseUrl) {
    throw new BackupError(
      "DATABASE_URL is set: the data lives in that PostgreSQL server; back it up with pg_dump.",
    );
  }
}

class BackupError extends Error {}

function stamp(): string {
  return new Date().toISOString().replace(/[-:]/g, "").replace("T", "-").slice(0, 15);
}

async function cli(): Promise<void> {
  const config = loadConfig(process.env);
  const args = process.argv.slice(2);
  const restoreAt = args.indexOf("--restore");
  if (restoreAt >= 0) {
    const file = args[restoreAt + 1];
    if (!file) throw new BackupError("usage: npm run backup -- --restore <file.tar.gz>");
    const aside = await runRestore(config, path.resolve(file));
    console.log(`restored ${file} into ${pgliteDir(config.dataDir)}`);
    if (aside) console.log(`the previous data folder was kept at ${aside}`);
    return;
  }
  console.log(`backup written to ${await runBackup(config)}`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  cli().catch((err: unknown) => {
    if (err instanceof DataDirLockedError) {
      console.error(
        `${err.message}\nThe backup needs the server stopped (it would otherwise open the folder twice).`,
      );
    } else if (err instanceof ConfigError || err instanceof BackupError) {
      console.error(err.message);
    } else {
      console.error("backup failed:", err);
    }
    process.exit(1);
  });
}
