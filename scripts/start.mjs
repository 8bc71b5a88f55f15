// `npm start`: build the web app when the build is missing or older than its sources, then run the server.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const sources = ["src", "shared", "public", "index.html", "vite.config.ts", "package-lock.json"];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = st.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

const builtIndex = join(root, "dist", "index.html");
const builtAt = existsSync(builtIndex) ? statSync(builtIndex).mtimeMs : 0;
const sourcesAt = Math.max(...sources.map((s) => newestMtime(join(root, s))));
if (builtAt < sourcesAt) {
  console.log(builtAt ? "web app sources changed: rebuilding…" : "building the web app (first start)…");
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

const { register } = await import("tsx/esm/api");
register();
await import("../server/src/main.ts");
