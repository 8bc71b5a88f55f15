import { randomBytes } from "node:crypto";
import { cp, mkdir, rm } from "node:fs/promises";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { loadConfig } from "../src/config.ts";
import { openDatabase, pgliteDir } from "../src/db/open.ts";
import { modules } from "../src/modules/index.ts";
import { buildServerBundle } from "./server-process.ts";
import { databaseUrlFor, TEST_BASE_ENV, TMP_ROOT } from "./test-env.ts";

/** Where this run's templates are; each test file copies one instead of migrating again. */
export interface TestTemplates {
  kind: "pglite" | "pg";
  runId: string;
  /** pglite: DATA_DIR folders; pg: database names */
  migrated: string;
  seeded: string;
}

declare module "vitest" {
  export interface ProvidedContext {
    testTemplates: TestTemplates;
  }
}

/**
 * Builds two templates once per run: one migrated only (for first-start tests) and one migrated and
 * seeded with the fixed test admin password (for everything else).
 */
export default async function setup(project: TestProject) {
  const kind = (project.config.env?.TEST_DB ?? process.env.TEST_DB) === "pg" ? "pg" : "pglite";
  const runId = `${Date.now().toString(36)}${randomBytes(3).toString("hex")}`;
  const quiet = { log: () => undefined };
  buildServerBundle();

  if (kind === "pglite") {
    const root = path.join(TMP_ROOT, `run-${runId}`);
    const migrated = path.join(root, "tmpl-migrated");
    const seeded = path.join(root, "tmpl-seeded");
    await mkdir(root, { recursive: true });
    const migratedDb = await openDatabase(loadConfig({ ...TEST_BASE_ENV, DATA_DIR: migrated }), {
      seed: false,
      ...quiet,
    });
    await migratedDb.close();
    await cp(pgliteDir(migrated), pgliteDir(seeded), { recursive: true });
    const seededDb = await openDatabase(loadConfig({ ...TEST_BASE_ENV, DATA_DIR: seeded }), {
      ...quiet,
      modules,
    });
    await seededDb.close();
    project.provide("testTemplates", { kind, runId, migrated, seeded });
    return async () => {
      await rm(root, { recursive: true, force: true });
    };
  }

  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error("TEST_DB=pg needs TEST_DATABASE_URL");
  const migrated = `tmpl_m_${runId}`;
  const seeded = `tmpl_s_${runId}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  const dataDir = path.join(TMP_ROOT, `run-${runId}`);
  await admin(`CREATE DATABASE ${migrated}`);
  const migratedDb = await openDatabase(
    loadConfig({ ...TEST_BASE_ENV, DATA_DIR: dataDir, DATABASE_URL: databaseUrlFor(adminUrl, migrated) }),
    { seed: false, ...quiet },
  );
  await migratedDb.close();
  await admin(`CREATE DATABASE ${seeded} TEMPLATE ${migrated}`);
  const seededDb = await openDatabase(
    loadConfig({ ...TEST_BASE_ENV, DATA_DIR: dataDir, DATABASE_URL: databaseUrlFor(adminUrl, seeded) }),
    { ...quiet, modules },
  );
  await seededDb.close();
  project.provide("testTemplates", { kind, runId, migrated, seeded });
  return async () => {
    await admin(`DROP DATABASE IF EXISTS ${seeded} WITH (FORCE)`);
    await admin(`DROP DATABASE IF EXISTS ${migrated} WITH (FORCE)`);
    await rm(dataDir, { recursive: true, force: true });
  };
}
