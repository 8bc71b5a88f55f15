import { spawn, spawnSync } from "node:child_process";
import { REPO_ROOT, TEST_BASE_ENV } from "./test-env.ts";

export interface ServerProcess {
  child: ReturnType<typeof spawn>;
  /** the base URL once the server listens; rejects when it exits first */
  listening: Promise<string>;
  /** the exit code (null after a signal) */
  exited: Promise<number | null>;
  output(): { out: string; err: string };
}

/** Builds the bundled server `npm start` runs, when its sources are newer than the bundle. */
export function buildServerBundle() {
  const built = spawnSync(process.execPath, ["scripts/build-server.mjs"], {
    cwd: REPO_ROOT,
    stdio: "inherit",
  });
  if (built.status !== 0) throw new Error("building the server bundle failed");
}

/**
 * Runs the server as `npm start` does (its bundle, which the global setup builds), with TEST_BASE_ENV
 * and the given settings.
 */
export function startServerProcess(env: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, ["server/.build/main.mjs"], {
    cwd: REPO_ROOT,
    env: { PATH: process.env.PATH ?? "", ...TEST_BASE_ENV, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  let err = "";
  child.stdout?.on("data", (b: Buffer) => {
    out += b.toString();
  });
  child.stderr?.on("data", (b: Buffer) => {
    err += b.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  const listening = new Promise<string>((resolve, reject) => {
    child.stdout?.on("data", () => {
      const m = /listening on (http:\/\/\S+)/.exec(out);
      if (m) resolve(m[1]);
    });
    void exited.then((code) => reject(new Error(`exited with ${code}: ${err}`)));
  });
  // Tests that expect an early exit never await `listening`.
  listening.catch(() => undefined);
  return { child, listening, exited, output: () => ({ out, err }) };
}
