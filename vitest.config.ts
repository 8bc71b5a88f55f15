import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const alias = { "@": fileURLToPath(new URL("./src", import.meta.url)) };

const apiProject = (name: string, db: "pglite" | "pg") => ({
  resolve: { alias },
  test: {
    name,
    environment: "node",
    include: ["server/test/**/*.test.ts"],
    // The data-folder tests (lock, restart, backup of the embedded database) concern PGlite only.
    exclude: db === "pg" ? ["server/test/data-dir.test.ts"] : [],
    globalSetup: ["server/test/global-setup.ts"],
    env: { TEST_DB: db },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    // Vitest's default on a 2-core machine is one worker; the API tests wait on the database and on
    // scrypt's thread pool often enough that two files at a time finish far sooner.
    maxWorkers: 2,
    projects: [
      {
        resolve: { alias },
        test: {
          name: "unit",
          environment: "jsdom",
          include: ["tests/unit/**/*.test.{ts,tsx}"],
          setupFiles: ["tests/unit/setup.ts"],
          testTimeout: 20_000,
        },
      },
      apiProject("api", "pglite"),
      ...(process.env.TEST_DATABASE_URL ? [apiProject("api-pg", "pg")] : []),
    ],
  },
});
