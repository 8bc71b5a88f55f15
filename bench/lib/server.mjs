// Starting, waiting for and stopping the real server for a benchmark, and signing in as admin.
import { spawn } from "node:child_process";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

export const root = fileURLToPath(new URL("../..", import.meta.url));
export const prefix = "/jeecg-boot";
export const password = "Bench@2026!";
export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** `--name=value` arguments as an object (`--flag` alone is "true"). */
export function parseArgs(argv = process.argv.slice(2)) {
  return Object.fromEntries(
    argv.map((a) => {
      const [k, v = "true"] = a.replace(/^--/, "").split("=");
      return [k, v];
    }),
  );
}

/** `server/src/main.ts` on 127.0.0.1:port with the bench admin password; its own process group. */
export function startServer(env, port) {
  return spawn(process.execPath, ["--import", "tsx", join(root, "server/src/main.ts")], {
    cwd: root,
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: "127.0.0.1",
      ADMIN_PASSWORD: password,
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "ignore", "inherit"],
    detached: true,
  });
}

/**
 * The server on a free port of 127.0.0.1, with `nodeArgs` before the entry (a profiler, say); answers
 * the process and its base URL once it says it listens.
 */
export function startListening(env, nodeArgs = []) {
  const child = spawn(process.execPath, [...nodeArgs, "--import", "tsx", join(root, "server/src/main.ts")], {
    cwd: root,
    env: {
      ...process.env,
      ...env,
      PORT: "0",
      HOST: "127.0.0.1",
      ADMIN_PASSWORD: password,
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  return new Promise((resolve, reject) => {
    let log = "";
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${log}`)), 120_000);
    const onData = (chunk) => {
      log += chunk.toString();
      const m = /listening on (http:\/\/\S+)/.exec(log);
      if (m) {
        clearTimeout(timer);
        resolve({ child, base: m[1].replace(/\/$/, "") });
      }
    };
    child.stdout.on("data", onData);
    child.stderr.on("data", onData);
    child.once("exit", (code) => reject(new Error(`server exited (${code}):\n${log}`)));
  });
}

export async function waitReady(base, child) {
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${base}/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() - started > 300_000) throw new Error("server did not answer within 300 s");
    await sleep(100);
  }
}

export function stopServer(child) {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once("exit", resolve);
    process.kill(-child.pid, "SIGTERM");
  });
}

export async function login(base, username = "admin", pass = password) {
  const res = await fetch(`${base}${prefix}/sys/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username, password: pass }),
  });
  const body = await res.json();
  if (!body.success) throw new Error(`login failed: ${body.message}`);
  return body.result.token;
}

/** The p-th percentile (0–100) of sorted numbers. */
export function percentile(sorted, p) {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}
