import path from "node:path";
import { fileURLToPath } from "node:url";

/** The fixed admin password of the seeded test template. */
export const TEST_ADMIN_PASSWORD = "Test#Admin2024";
/** The demo account's own password in the test template. */
export const TEST_DEMO_PASSWORD = "Test#Demo2024";

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
export const TMP_ROOT = path.join(REPO_ROOT, ".tmp", "api-tests");

/**
 * The environment every test app starts from: explicit, so a developer's own DATABASE_URL or PORT
 * never leaks into the tests. STATIC_DIR points at a folder without a build unless a test says otherwise.
 */
export const TEST_BASE_ENV: Readonly<Record<string, string>> = {
  ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
  DEMO_PASSWORD: TEST_DEMO_PASSWORD,
  LOG_LEVEL: "silent",
  TIME_ZONE: "Asia/Shanghai",
  HOST: "127.0.0.1",
  PORT: "0",
  STATIC_DIR: path.join(TMP_ROOT, "no-static"),
  // Hashing at the production cost would spend minutes of the suite on scrypt; the cost is in every hash.
  PASSWORD_HASH_COST: "10",
};

/** The same server and credentials as `base`, another database name. */
export function databaseUrlFor(base: string, database: string): string {
  const url = new URL(base);
  url.pathname = `/${database}`;
  return url.toString();
}
