import type { ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { cp, mkdir, readdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { runBackup, runRestore } from "../src/backup.ts";
import { loadConfig } from "../src/config.ts";
import { acquireDataDirLock, DataDirLockedError, lockPath } from "../src/data-dir-lock.ts";
import { openDatabase, pgliteDir } from "../src/db/open.ts";
import { modules } from "../src/modules/index.ts";
import { type ServerProcess, startServerProcess } from "./server-process.ts";
import { TEST_BASE_ENV, TMP_ROOT } from "./test-env.ts";

const tmpl = inject("testTemplates");
const root = path.join(TMP_ROOT, `run-${tmpl.runId}`, `datadir-${process.pid}-${Date.now()}`);
const quiet = { log: () => undefined };

/** A DATA_DIR holding a copy of the seeded template. */
async function dataDir(name: string): Promise<string> {
  const dir = path.join(root, name);
  await mkdir(dir, { recursive: true });
  await cp(pgliteDir(tmpl.seeded), pgliteDir(dir), { recursive: true });
  return dir;
}

const configFor = (dir: string) => loadConfig({ ...TEST_BASE_ENV, DATA_DIR: dir });

beforeAll(async () => {
  await mkdir(root, { recursive: true });
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

// These concern the embedded database's folder; with TEST_DB=pg there is none.
describe("the PGlite data folder", () => {
  it("refuses a second open while the first holds the lock, and frees it on close", async () => {
    const dir = await dataDir("lock");
    const db = await openDatabase(configFor(dir), { migrate: false, seed: false, ...quiet });
    try {
      expect(existsSync(lockPath(dir))).toBe(true);
      await expect(
        openDatabase(configFor(dir), { migrate: false, seed: false, ...quiet }),
      ).rejects.toBeInstanceOf(DataDirLockedError);
    } finally {
      await db.close();
    }
    expect(existsSync(lockPath(dir))).toBe(false);
  });

  it("takes over a stale lock whose process is gone", async () => {
    const dir = path.join(root, "stale");
    await mkdir(dir, { recursive: true });
    const { hostname } = await import("node:os");
    await writeFile(lockPath(dir), JSON.stringify({ pid: 2_147_483_000, host: hostname(), startedAt: "x" }));
    const lock = await acquireDataDirLock(dir);
    await lock.release();
    expect(existsSync(lockPath(dir))).toBe(false);
  });

  it("keeps data across a restart", async () => {
    const dir = await dataDir("restart");
    const first = await openDatabase(configFor(dir), { ...quiet, modules });
    await first.query("INSERT INTO sys_position (id, code, name) VALUES ('keep1', 'keep1', '保留')");
    await first.close();
    const second = await openDatabase(configFor(dir), { ...quiet, modules });
    try {
      expect(await second.one("SELECT name FROM sys_position WHERE id = 'keep1'")).toEqual({ name: "保留" });
    } finally {
      await second.close();
    }
  });

  it("backs up only while no one holds the folder, and restores the dump", async () => {
    const dir = await dataDir("backup");
    const config = configFor(dir);
    const db = await openDatabase(config, { migrate: false, seed: false, ...quiet });
    await db.query("INSERT INTO sys_position (id, code, name) VALUES ('bk1', 'bk1', '备份')");
    await expect(runBackup(config)).rejects.toBeInstanceOf(DataDirLockedError);
    await db.close();

    const file = await runBackup(config);
    expect(path.dirname(file)).toBe(path.join(dir, "backups"));
    expect(file).toMatch(/pgdata-\d{8}-\d{6}\.tar\.gz$/);

    const target = path.join(root, "restored");
    await mkdir(target, { recursive: true });
    await runRestore(configFor(target), file);
    const restored = await openDatabase(configFor(target), { migrate: false, seed: false, ...quiet });
    try {
      expect(await restored.one("SELECT name FROM sys_position WHERE id = 'bk1'")).toEqual({ name: "备份" });
    } finally {
      await restored.close();
    }
  });
});

describe("the server process", () => {
  let server: ServerProcess | undefined;
  let child: ChildProcess | undefined;
  afterAll(() => {
    if (child && child.exitCode === null) child.kill("SIGKILL");
  });

  // A first start on a new folder migrates and seeds it before it listens: more than the default limit.
  it("listens, refuses a second process on the folder, and stops cleanly on SIGTERM", async () => {
    const dir = await dataDir("process");
    server = startServerProcess({ DATA_DIR: dir });
    child = server.child;
    const base = await server.listening;
    expect(base).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const health = await fetch(`${base}/health`);
    expect(health.status).toBe(200);

    const second = startServerProcess({ DATA_DIR: dir });
    expect(await second.exited).toBe(1);
    expect(second.output().err).toContain("is in use by process");
    expect(second.output().err).not.toMatch(/\n\s+at /);

    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);
    expect(existsSync(lockPath(dir))).toBe(false);
    expect((await readdir(dir)).sort()).toEqual(["pgdata"]);
  }, 90_000);

  it("refuses a bad setting with a clear message and no stack trace", async () => {
    const bad = startServerProcess({
      DATA_DIR: path.join(root, "bad"),
      PORT: "eighty",
      LOGIN_CAPTCHA: "sometimes",
    });
    expect(await bad.exited).toBe(1);
    const { err } = bad.output();
    expect(err).toContain("Invalid configuration");
    expect(err).toContain('PORT="eighty"');
    expect(err).toContain("LOGIN_CAPTCHA");
    expect(err).not.toMatch(/\n\s+at /);
  });
});
