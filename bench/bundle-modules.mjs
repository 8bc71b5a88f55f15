// Prints what each chunk of the production build holds: its gzipped size and its biggest modules (their
// share of the chunk's gzip estimated by their rendered length), and every module that two chunks both
// include, which a user on the way through both would download twice.
// Usage: node bench/bundle-modules.mjs [--top=8] [--chunk=<part of a chunk name>]
import { relative } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { build } from "vite";
import { parseArgs } from "./lib/server.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const args = parseArgs();
const top = Number(args.top ?? 8);

const result = await build({ root, logLevel: "warn", build: { write: false } });
const outputs = (Array.isArray(result) ? result : [result]).flatMap((r) => r.output);
const chunks = outputs.filter((o) => o.type === "chunk");

/**
 * A module id as a short path: packages from the project's node_modules (a nested copy of another version
 * keeps its parent, `rc-util/node_modules/react-is/...`), the app's files from the root.
 */
function shortId(id) {
  const clean = id.replace(/^\0/, "").replace(/\?.*$/, "");
  const at = clean.indexOf("node_modules/");
  return at >= 0 ? clean.slice(at + "node_modules/".length) : relative(root, clean);
}

const owners = new Map();
const rows = chunks.map((chunk) => {
  const gzip = gzipSync(chunk.code, { level: 9 }).length;
  const modules = Object.entries(chunk.modules)
    .map(([id, info]) => ({ id: shortId(id), length: info.renderedLength }))
    .filter((m) => m.length > 0);
  const rendered = modules.reduce((sum, m) => sum + m.length, 0) || 1;
  for (const m of modules) owners.set(m.id, [...(owners.get(m.id) ?? []), chunk.fileName]);
  return {
    name: chunk.fileName,
    gzip,
    modules,
    rendered,
    entry: chunk.isEntry,
    dynamic: chunk.isDynamicEntry,
  };
});

const kb = (bytes) => (bytes / 1024).toFixed(1).padStart(7);
for (const row of rows.sort((a, b) => b.gzip - a.gzip)) {
  if (args.chunk && !row.name.includes(args.chunk)) continue;
  const kind = row.entry ? " (entry)" : row.dynamic ? " (lazy)" : "";
  console.log(`${kb(row.gzip)} KB  ${row.name}${kind}, ${row.modules.length} modules`);
  for (const m of row.modules.sort((a, b) => b.length - a.length).slice(0, top)) {
    console.log(`         ~${kb((row.gzip * m.length) / row.rendered)} KB  ${m.id}`);
  }
}

const twice = [...owners].filter(([, names]) => names.length > 1);
console.log(`modules in more than one chunk: ${twice.length}`);
for (const [id, names] of twice) console.log(`  ${id}: ${names.join(", ")}`);
