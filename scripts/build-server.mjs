// The server as one JavaScript file for `npm start`: loading some three hundred TypeScript modules through
// the on-the-fly compiler took seconds of every start; the bundle is built once, again only when the
// server's sources change. Packages stay outside the bundle and load from node_modules as usual.
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { isStale } from "./newest-mtime.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
export const SERVER_BUNDLE = join(root, "server", ".build", "main.mjs");
const SOURCES = ["server/src", "shared", "package-lock.json", "tsconfig.server.json"];

/** Builds the bundle when it is missing or older than its sources; answers its path. */
export async function ensureServerBundle() {
  if (!isStale(root, SERVER_BUNDLE, SOURCES)) return SERVER_BUNDLE;
  // Loaded only to build: importing esbuild costs every start some 20 ms.
  const { build } = await import("esbuild");
  await build({
    entryPoints: [join(root, "server", "src", "main.ts")],
    outfile: SERVER_BUNDLE,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    sourcemap: "linked",
    logLevel: "warning",
  });
  return SERVER_BUNDLE;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await ensureServerBundle();
