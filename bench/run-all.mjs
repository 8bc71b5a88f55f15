// Runs every benchmark in bench/ one after another; each prints its own figures.
import { spawnSync } from "node:child_process";
import { readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";

const dir = fileURLToPath(new URL(".", import.meta.url));
for (const file of readdirSync(dir)
  .filter((f) => (f.endsWith(".mjs") || f.endsWith(".ts")) && f !== "run-all.mjs")
  .sort()) {
  console.log(`\n== bench/${file}`);
  // TypeScript benchmarks run through tsx, as the server does.
  const loader = file.endsWith(".ts") ? ["--import", "tsx"] : [];
  const res = spawnSync(process.execPath, [...loader, `${dir}${file}`], { stdio: "inherit" });
  if (res.status !== 0) process.exitCode = 1;
}
