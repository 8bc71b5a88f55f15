import { type ChildProcess, spawn } from "node:child_process";
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { join } from "node:path";

export const ROOT = join(import.meta.dirname, "..", "..", "..");
/** Separate template folders let several Playwright runs share one checkout (E2E_TEMPLATE_DIR). */
export const TEMPLATE_DIR = process.env.E2E_TEMPLATE_DIR ?? join(ROOT, ".tmp", "e2e-template");
export const ADMIN = { username: "admin", password: "Admin@2026!" };
/** The demo account, seeded with the demo data and its own password. */
export const DEMO = { username: "jeecg", password: "Demo@2026!" };
export const API_PREFIX = "/jeecg-boot";

export interface RunningServer {
  url: string;
  dataDir: string;
  logs: string[];
  stop(): Promise<void>;
}

/** The server's entry: the product's own, or one that serves the product plus test-only modules. */
export const MAIN_ENTRY = "server/src/main.ts";
/** The product's own entry as `npm start` runs it: one bundled file, built by the global setup. */
const MAIN_BUNDLE = "server/.build/main.mjs";

/** Starts the real server (the product's bundle unless `entry` says) on a free port over `dataDir`. */
export function startServer(
  dataDir: string,
  env: Record<string, string> = {},
  entry = MAIN_ENTRY,
): Promise<RunningServer> {
  const logs: string[] = [];
  // The product's entry runs as shipped; a test-only entry is TypeScript, loaded through tsx.
  const args = entry === MAIN_ENTRY ? [MAIN_BUNDLE] : ["--import", "tsx", entry];
  const child: ChildProcess = spawn(process.execPath, args, {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: "0",
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      ADMIN_PASSWORD: ADMIN.password,
      DEMO_PASSWORD: DEMO.password,
      LOG_LEVEL: "warn",
      // The cost travels in each hash; the production cost would only slow every sign-in of the suite.
      PASSWORD_HASH_COST: "10",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  return new Promise((resolve, reject) => {
    // A busy machine may need longer (E2E_START_TIMEOUT_MS).
    const limit = Number(process.env.E2E_START_TIMEOUT_MS ?? 60_000);
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${logs.join("")}`)), limit);
    const onData = (chunk: Buffer) => {
      const text = chunk.toString();
      logs.push(text);
      const m = /listening on (http:\/\/[^\s]+)/.exec(text);
      if (m) {
        clearTimeout(timer);
        resolve({
          url: m[1].replace("0.0.0.0", "127.0.0.1"),
          dataDir,
          logs,
          stop: () =>
            new Promise<void>((done) => {
              if (child.exitCode !== null) return done();
              child.once("exit", () => done());
              child.kill("SIGTERM");
            }),
        });
      }
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", onData);
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${logs.join("")}`));
    });
  });
}

/** A server over a private copy of the migrated and seeded template folder: one per browser-test file. */
export async function startTestServer(
  env: Record<string, string> = {},
  entry = MAIN_ENTRY,
): Promise<RunningServer> {
  const dataDir = mkdtempSync(join(ROOT, ".tmp", "e2e-"));
  cpSync(TEMPLATE_DIR, dataDir, { recursive: true });
  const server = await startServer(dataDir, env, entry);
  return {
    ...server,
    stop: async () => {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
