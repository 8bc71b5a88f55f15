import { mkdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import { buildServerBundle } from "../../../server/test/server-process.ts";
import { ROOT, startServer, TEMPLATE_DIR } from "./server.ts";

/** Creates, migrates and seeds one embedded database that every browser-test file copies. */
export default async function globalSetup() {
  mkdirSync(join(ROOT, ".tmp"), { recursive: true });
  buildServerBundle();
  rmSync(TEMPLATE_DIR, { recursive: true, force: true });
  const server = await startServer(TEMPLATE_DIR);
  await server.stop();
}
