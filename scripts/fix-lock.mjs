// The npm registry reachable here lacks Biome's non-Linux binaries, so `npm install` leaves them out of
// package-lock.json and a later `npm ci` refuses the lock. This adds the missing optional entries (never
// installed on Linux, so they need no integrity). Run it after `npm install` changes the lock.
import { readFileSync, writeFileSync } from "node:fs";

const path = new URL("../package-lock.json", import.meta.url);
const lock = JSON.parse(readFileSync(path, "utf8"));
const biome = lock.packages["node_modules/@biomejs/biome"];
const out = {};
let added = 0;
for (const [key, entry] of Object.entries(lock.packages)) {
  out[key] = entry;
  if (key !== "node_modules/@biomejs/biome") continue;
  for (const [name, version] of Object.entries(biome.optionalDependencies ?? {})) {
    const depKey = `node_modules/${name}`;
    if (lock.packages[depKey]) continue;
    const m = /cli-(\w+)-(\w+?)(-musl)?$/.exec(name);
    if (!m) continue;
    out[depKey] = {
      version,
      cpu: [m[2]],
      dev: true,
      ...(m[3] ? { libc: ["musl"] } : {}),
      license: biome.license,
      optional: true,
      os: [m[1]],
      engines: biome.engines,
    };
    added++;
  }
}
lock.packages = out;
writeFileSync(path, `${JSON.stringify(lock, null, 2)}\n`);
console.log(
  added ? `added ${added} optional platform entries to package-lock.json` : "package-lock.json is complete",
);
