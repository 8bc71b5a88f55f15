// `npm test`: lint and format check, type check, unit and API tests, production build, browser tests.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { stripVTControlCharacters } from "node:util";

const root = fileURLToPath(new URL("..", import.meta.url));
const tmp = join(root, ".tmp");
mkdirSync(tmp, { recursive: true });
const bin = (name) => join(root, "node_modules", ".bin", name);
const counts = { passed: 0, failed: 0 };

function reportStep(title, started, ok) {
  console.log(`== ${title}: ${ok ? "ok" : "FAILED"} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return ok;
}

function step(title, cmd, args, env = {}) {
  console.log(`\n== ${title}`);
  const started = Date.now();
  const res = spawnSync(cmd, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...env } });
  return reportStep(title, started, res.status === 0);
}

function finish(ok) {
  console.log(`\n${counts.passed} passed, ${counts.failed} failed`);
  process.exit(ok && counts.failed === 0 ? 0 : 1);
}

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, "utf8"));
  } catch {
    return undefined;
  }
}

/** Installs a Debian package when its program is missing and this runs as root with apt; else says how. */
function ensureDebianProgram(program, pkg, why) {
  if (existsSync(program)) return true;
  const isRoot = process.getuid?.() === 0;
  const hasApt = spawnSync("sh", ["-c", "command -v apt-get"]).status === 0;
  if (isRoot && hasApt) {
    console.log(`installing Debian's ${pkg} ${why}…`);
    const ok =
      spawnSync("apt-get", ["update", "-qq"], { stdio: "inherit" }).status === 0 &&
      spawnSync("apt-get", ["install", "-y", "-qq", pkg], {
        stdio: "inherit",
        env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
      }).status === 0;
    if (ok) return true;
  }
  console.error(`The tests need ${program} ${why}: run \`sudo apt-get install ${pkg}\`.`);
  return false;
}

const ensureChromium = () => ensureDebianProgram("/usr/bin/chromium", "chromium", "for the browser tests");

if (!step("lint and format (biome)", bin("biome"), ["check", "."])) finish(false);
if (!step("type check (web)", bin("tsc"), ["-p", "tsconfig.json", "--noEmit"])) finish(false);
if (!step("type check (server)", bin("tsc"), ["-p", "tsconfig.server.json", "--noEmit"])) finish(false);

/**
 * Runs a step while keeping its output, so errors printed mid-run (Vitest's unhandled errors) can be
 * repeated next to the final summary, where a truncated CI log still shows them.
 */
async function stepKeepingOutput(title, cmd, args) {
  console.log(`\n== ${title}`);
  const started = Date.now();
  const child = spawn(cmd, args, { cwd: root, stdio: ["ignore", "pipe", "pipe"], env: process.env });
  let output = "";
  const keep = (sink) => (chunk) => {
    sink.write(chunk);
    output += chunk.toString();
  };
  child.stdout.on("data", keep(process.stdout));
  child.stderr.on("data", keep(process.stderr));
  const status = await new Promise((resolve) => child.on("close", resolve));
  return { ok: reportStep(title, started, status === 0), output };
}

function unhandledErrors(output) {
  const plain = stripVTControlCharacters(output);
  const start = plain.indexOf("Unhandled Error");
  if (start < 0) return "";
  const end = plain.indexOf(" Test Files ", start);
  return plain.slice(start, end < 0 ? start + 1500 : end).slice(0, 1500);
}

if (!ensureDebianProgram("/usr/bin/redis-server", "redis-server", "for the Redis tests")) finish(false);
const vitestJson = join(tmp, "vitest.json");
rmSync(vitestJson, { force: true });
const { ok: unitOk, output: vitestOutput } = await stepKeepingOutput(
  "unit and API tests (vitest)",
  bin("vitest"),
  ["run", "--reporter=default", "--reporter=json", `--outputFile.json=${vitestJson}`],
);
const unhandled = unitOk ? "" : unhandledErrors(vitestOutput);
if (unhandled) console.log(`\n== unhandled errors, again:\n${unhandled}`);
const vitest = readJson(vitestJson);
if (vitest) {
  counts.passed += vitest.numPassedTests ?? 0;
  counts.failed += (vitest.numFailedTests ?? 0) + (vitest.numFailedTestSuites ?? 0);
}
if (!unitOk) finish(false);

if (!step("production build (vite)", bin("vite"), ["build", "--logLevel", "warn"])) finish(false);
if (!ensureChromium()) finish(false);

/** The titles of the tests Playwright's JSON report marks flaky. */
function flakyTitles(suites) {
  return suites.flatMap((suite) => [
    ...(suite.specs ?? []).flatMap((spec) =>
      (spec.tests ?? []).some((t) => t.status === "flaky") ? [`${spec.file}: ${spec.title}`] : [],
    ),
    ...flakyTitles(suite.suites ?? []),
  ]);
}

const pwJson = join(tmp, "playwright.json");
rmSync(pwJson, { force: true });
const e2eOk = step("browser tests (playwright, chromium)", bin("playwright"), ["test"], {
  PLAYWRIGHT_JSON_OUTPUT_FILE: pwJson,
});
const pw = readJson(pwJson);
if (pw?.stats) {
  counts.passed += (pw.stats.expected ?? 0) + (pw.stats.flaky ?? 0);
  counts.failed += pw.stats.unexpected ?? 0;
  const flaky = flakyTitles(pw.suites ?? []);
  if (flaky.length > 0) console.log(`\nflaky (failed, then passed on the retry):\n  ${flaky.join("\n  ")}`);
}
finish(e2eOk);
