// Prints: the time from `npm start` to the first answer of the login endpoint (first start and restart),
// and the gzipped JavaScript the login page and the first list page load in a cold browser.
// Usage: node bench/startup-and-bundle.mjs [--files]   (builds dist/ first when it is missing)
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { launchChromium } from "./lib/browser.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const prefix = "/jeecg-boot";
const password = "Bench@2026!";
const port = 18000 + Math.floor(Math.random() * 1000);
const base = `http://127.0.0.1:${port}`;

if (!existsSync(join(root, "dist", "index.html"))) {
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
  const path = join(root, "dist", new URL(url).pathname);
  if (!existsSync(path)) return 0;
  if (!gz.has(path)) gz.set(path, gzipSync(readFileSync(path), { level: 9 }).length);
  return gz.get(path);
}

async function scriptsLoaded(browser, path, init) {
  const context = await browser.newContext();
  if (init) await context.addInitScript(init.fn, init.arg);
  const page = await context.newPage();
  const urls = new Set();
  page.on("response", (res) => {
    if (res.request().resourceType() === "script" && res.url().startsWith(base)) urls.add(res.url());
  });
  await page.goto(`${base}${path}`, { waitUntil: "networkidle" });
  await page.waitForTimeout(300);
  await context.close();
  const total = [...urls].reduce((sum, u) => sum + gzipSizeOf(u), 0);
  if (process.argv.includes("--files")) {
    const rows = [...urls].map((u) => [gzipSizeOf(u), new URL(u).pathname]).sort((a, b) => b[0] - a[0]);
    for (const [size, name] of rows) console.log(`  ${(size / 1024).toFixed(1).padStart(7)} KB  ${name}`);
  }
  return { files: urls.size, kb: total / 1024 };
}

const dataDir = mkdtempSync(join(tmpdir(), "permit-bench-"));
try {
  const first = await timeStart(dataDir);
  await first.stop();
  const again = await timeStart(dataDir);
  console.log(
    `npm start -> first login answer: first start ${first.ms.toFixed(0)} ms, restart ${again.ms.toFixed(0)} ms`,
  );

  const login = await fetch(`${base}${prefix}/sys/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: "admin", password }),
  }).then((r) => r.json());
  if (!login.success) throw new Error(`login failed: ${login.message}`);

  const browser = await launchChromium();
  const loginPage = await scriptsLoaded(browser, "/user/login");
  const session = {
    fn: ({ token, user, dict }) => {
      const expire = Date.now() + 604800000;
      localStorage.setItem("pro__Access-Token", JSON.stringify({ value: token, expire }));
      localStorage.setItem("pro__Login_Username", JSON.stringify({ value: user.username, expire }));
      localStorage.setItem("pro__Login_Userinfo", JSON.stringify({ value: user, expire }));
      localStorage.setItem("pro__UI_CACHE_DB_DICT_DATA", JSON.stringify({ value: dict, expire }));
    },
    arg: { token: login.result.token, user: login.result.userInfo, dict: login.result.sysAllDictItems },
  };
  const listPage = await scriptsLoaded(browser, "/isystem/user", session);
  await browser.close();
  await again.stop();

  console.log(
    `login page JavaScript: ${loginPage.kb.toFixed(1)} KB gzip in ${loginPage.files} files (budget 150 KB)`,
  );
  console.log(
    `shell + user list JavaScript: ${listPage.kb.toFixed(1)} KB gzip in ${listPage.files} files (budget 450 KB)`,
  );
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
