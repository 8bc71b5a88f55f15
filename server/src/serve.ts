import type { AddressInfo } from "node:net";
import { buildApp } from "./app.ts";
import { ConfigError, loadConfig } from "./config.ts";
import type { ServerModule } from "./core/server-module.ts";
import { DataDirLockedError } from "./data-dir-lock.ts";
import type { Db } from "./db/client.ts";
import { openDatabase } from "./db/open.ts";

/** config -> database (locked, migrated, seeded) -> app -> listen; SIGTERM/SIGINT drain and close. */
async function start(modules: readonly ServerModule[]): Promise<void> {
  const config = loadConfig(process.env);
  const db: Db = await openDatabase(config, { modules });
  const app = await buildApp({ db, config }, { modules }).catch(async (err: unknown) => {
    await db.close();
    throw err;
  });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal} received: draining requests and closing the database`);
    // A request that never ends must not keep the process alive forever.
    const force = setTimeout(() => {
      console.error("shutdown took over 10 s; exiting");
      process.exit(1);
    }, 10_000);
    force.unref();
    try {
      await app.close();
      await db.close();
      process.exit(0);
    } catch (err) {
      console.error("shutdown failed:", err);
      process.exit(1);
    }
  };
  process.on("SIGTERM", () => void stop("SIGTERM"));
  process.on("SIGINT", () => void stop("SIGINT"));

  await app.listen({ port: config.port, host: config.host });
  const { port } = app.server.address() as AddressInfo;
  console.log(`listening on http://${config.host}:${port}`);
  console.log(
    `API under http://${config.host}:${port}${config.apiPrefix}, database: ${describeDb(config.databaseUrl, config.dataDir)}`,
  );
}

function describeDb(databaseUrl: string | undefined, dataDir: string): string {
  if (!databaseUrl) return `embedded PostgreSQL in ${dataDir}`;
  const url = new URL(databaseUrl);
  return `PostgreSQL at ${url.hostname}:${url.port || 5432}${url.pathname}`;
}

/** Runs the server with these modules until a signal stops it; a failed start exits with one clear line. */
export function serve(modules: readonly ServerModule[]): void {
  start(modules).catch(exitOnStartFailure);
}

function exitOnStartFailure(err: unknown): never {
  // Operator mistakes get one clear line, not a stack trace.
  if (err instanceof ConfigError || err instanceof DataDirLockedError) {
    console.error(err.message);
  } else if (isConnectionError(err)) {
    console.error(`Cannot reach the database: ${(err as Error).message}`);
  } else {
    console.error("Start-up failed:", err);
  }
  process.exit(1);
}

function isConnectionError(err: unknown): boolean {
  const code = (err as { code?: unknown })?.code;
  return (
    typeof code === "string" && ["ECONNREFUSED", "ENOTFOUND", "28P01", "3D000", "ETIMEDOUT"].includes(code)
  );
}
