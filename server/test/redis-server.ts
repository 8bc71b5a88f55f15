import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

export interface RedisServer {
  url: string;
  port: number;
  stop(): Promise<void>;
}

/** A free loopback port, found by letting the system pick one. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * A private redis-server on a free loopback port with a temporary folder and no persistence, stopped by
 * stop(). Fails with how to install it when Debian's redis-server is missing.
 */
export async function startRedisServer(): Promise<RedisServer> {
  const probe = spawnSync("redis-server", ["--version"], { encoding: "utf8" });
  if (probe.error || probe.status !== 0) {
    throw new Error(
      "redis-server is not installed: run `apt-get install -y redis-server` (.ci/run does it on a clean machine)",
    );
  }
  const dir = await mkdtemp(path.join(tmpdir(), "redis-test-"));
  const port = await freePort();
  const child: ChildProcess = spawn(
    "redis-server",
    ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no", "--dir", dir],
    { stdio: ["ignore", "pipe", "pipe"] },
  );
  let out = "";
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  await new Promise<void>((resolve, reject) => {
    const onData = (b: Buffer) => {
      out += b.toString();
      if (out.includes("Ready to accept connections")) resolve();
    };
    child.stdout?.on("data", onData);
    void exited.then(() => reject(new Error(`redis-server exited before it was ready:\n${out}`)));
  });
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    async stop() {
      if (child.exitCode === null) child.kill("SIGTERM");
      await exited;
      await rm(dir, { recursive: true, force: true });
    },
  };
}
