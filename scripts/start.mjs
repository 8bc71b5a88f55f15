// `npm start`: build the web app when the build is missing or older than its sources, bundle the server the
// same way, then run it.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { ensureServerBundle } from "./build-server.mjs";
import { isStale } from "./newest-mtime.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const sources = ["src", "shared", "public", "index.html", "vite.config.ts", "package-lock.json"];

const builtIndex = join(root, "dist", "index.html");
if (isStale(root, builtIndex, sources)) {
  console.log(
    existsSync(builtIndex) ? "web app sources changed: rebuilding…" : "building the web app (first start)…",
  );
  const vite = join(root, "node_modules", "vite", "bin", "vite.js");
  const res = spawnSync(process.execPath, [vite, "build", "--logLevel", "warn"], {
    cwd: root,
    stdio: "inherit",
  });
  if (res.status !== 0) {
    console.error("the web app build failed; see the messages above");
    process.exit(res.status ?? 1);
  }
}

// Stack traces name the TypeScript sources through the bundle's source map.
process.setSourceMapsEnabled(true);
await import(pathToFileURL(await ensureServerBundle()).href);
