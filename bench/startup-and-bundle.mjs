// Prints: the time from `npm start` to the first answer of the login endpoint (first start and restart),
// and the gzipped JavaScript a user downloads on the first screens in a cold browser: the login page; the
// way login → home → 用户管理 opened as soon as home shows its figures; the same way when the home charts
// have loaded first. Each aim is printed with its figure; bench/bundle-modules.mjs tells what each chunk holds.
// Usage: node bench/startup-and-bundle.mjs [--files] [--dist=<folder>]   (builds dist/ first when it is missing;
// --dist serves and measures another build, e.g. one made with `vite build --outDir <folder>`)
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { launchChromium } from "./lib/browser.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const prefix = "/jeecg-boot";
const password = "Bench@2026!";
const port = 18000 + Math.floor(Math.random() * 1000);
const base = `http://127.0.0.1:${port}`;
const showFiles = process.argv.includes("--files");
const distArg = process.argv.find((a) => a.startsWith("--dist="));
const dist = distArg ? resolve(distArg.slice("--dist=".length)) : join(root, "dist");

/** The aims in KB of gzipped JavaScript. */
const AIM = { login: 140, path: 400, pathWithCharts: 450 };

if (!distArg && !existsSync(join(dist, "index.html"))) {
  spawnSync(process.execPath, [join(root, "node_modules/vite/bin/vite.js"), "build", "--logLevel", "warn"], {
    cwd: root,
    stdio: "inherit",
  });
}

async function timeStart(dataDir) {
  const started = performance.now();
  const child = spawn("npm", ["start", "--silent"], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      STATIC_DIR: dist,
      ADMIN_PASSWORD: password,
      LOG_LEVEL: "warn",
    },
    stdio: "ignore",
    detached: true,
  });
  for (;;) {
    try {
      const res = await fetch(`${base}${prefix}/sys/login`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ username: "admin", password }),
      });
      if (res.status > 0) break;
    } catch {
      // not listening yet
    }
    if (performance.now() - started > 120_000) throw new Error("server did not answer within 120 s");
    await new Promise((r) => setTimeout(r, 25));
  }
  return { ms: performance.now() - started, stop: () => stop(child) };
}

function stop(child) {
  return new Promise((resolve) => {
    child.once("exit", resolve);
    process.kill(-child.pid, "SIGTERM");
  });
}

const gz = new Map();
function gzipSizeOf(url) {
  const path = join(dist, new URL(url).pathname);
  if (!existsSync(path)) return 0;
  if (!gz.has(path)) gz.set(path, gzipSync(readFileSync(path), { level: 9 }).length);
  return gz.get(path);
}

const kb = (bytes) => bytes / 1024;

/** The scripts a page fetched from the server. */
function recordScripts(page) {
  const urls = new Set();
  page.on("response", (res) => {
    if (res.request().resourceType() === "script" && res.url().startsWith(base)) urls.add(res.url());
  });
  return urls;
}

/** Prints the total of a set of scripts against its aim, and with --files each script. */
function report(label, scripts, aim) {
  const urls = [...scripts];
  const total = kb(urls.reduce((sum, u) => sum + gzipSizeOf(u), 0));
  const verdict = total <= aim ? "within" : "OVER";
  console.log(
    `${label}: ${total.toFixed(1)} KB gzip in ${urls.length} files (aim at most ${aim} KB: ${verdict})`,
  );
  if (showFiles) {
    const rows = urls.map((u) => [gzipSizeOf(u), new URL(u).pathname]).sort((a, b) => b[0] - a[0]);
    for (const [size, name] of rows) console.log(`  ${kb(size).toFixed(1).padStart(7)} KB  ${name}`);
  }
}

/** Waits until no script or API request has been in flight for a moment. */
async function settle(page) {
  await page.waitForLoadState("networkidle");
  await page.waitForTimeout(300);
}

/**
 * One cold browser on the way a user takes: the login page, sign-in (home), then 用户管理 from the side
 * menu. `chartsFirst` waits for the home page to finish (its charts drawn) before leaving it.
 */
async function walk(browser, chartsFirst) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  const scripts = recordScripts(page);
  await page.goto(`${base}/user/login`);
  await page.getByLabel("用户名").waitFor({ timeout: 60_000 });
  await settle(page);
  const atLogin = new Set(scripts);

  await page.getByLabel("用户名").fill("admin");
  await page.getByLabel("密码", { exact: true }).fill(password);
  await page.getByRole("button", { name: "登录" }).click();
  // Sign-in lands on the dashboard; it shows when its headline figures do.
  await page.getByText("今日有效通行证").first().waitFor({ timeout: 60_000 });
  if (chartsFirst) {
    const chart = page
      .locator("section")
      .filter({ has: page.locator("h3") })
      .locator("svg");
    await chart.first().waitFor({ timeout: 60_000 });
    await settle(page);
  }
  const menu = page.getByRole("navigation", { name: "主菜单" });
  await menu.getByText("系统管理", { exact: true }).click();
  await menu.getByText("用户管理", { exact: true }).click();
  await page.getByRole("cell", { name: "admin", exact: true }).waitFor({ timeout: 60_000 });
  await settle(page);
  await context.close();
  return { atLogin, scripts };
}

const dataDir = mkdtempSync(join(tmpdir(), "permit-bench-"));
try {
  const first = await timeStart(dataDir);
  await first.stop();
  const again = await timeStart(dataDir);
  console.log(
    `npm start -> first login answer: first start ${first.ms.toFixed(0)} ms, restart ${again.ms.toFixed(0)} ms`,
  );

  const browser = await launchChromium();
  try {
    const quick = await walk(browser, false);
    const patient = await walk(browser, true);
    report("login page JavaScript", quick.atLogin, AIM.login);
    report("login -> home -> user list JavaScript", quick.scripts, AIM.path);
    report("login -> home (charts drawn) -> user list JavaScript", patient.scripts, AIM.pathWithCharts);
  } finally {
    await browser.close();
    await again.stop();
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
