// Prints the editable grid's speed at 10,000 rows × 20 columns of mixed types in Chromium: first render,
// the main-thread work of each step of a long scroll (p50/p95) and the time to validate every cell; and the
// same rows drawn through @tanstack/react-virtual alone and through antd's virtual Table.
// The page is a bench entry of its own (bench/editable-grid/), built by Vite into .tmp/, never into dist/.
// Usage: node bench/editable-grid.mjs [--rows=10000] [--runs=3] [--impl=grid,tanstack,antd] [--debug]
import { createReadStream, existsSync } from "node:fs";
import { createServer } from "node:http";
import { loadavg } from "node:os";
import { extname, join } from "node:path";
import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { build } from "vite";
import { launchChromium } from "./lib/browser.mjs";
import { parseArgs, percentile } from "./lib/server.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const args = parseArgs();
const rows = Number(args.rows ?? 10_000);
const runs = Number(args.runs ?? 3);
const impls = (args.impl ?? "grid,tanstack,antd").split(",");
const outDir = join(root, ".tmp", "bench-editable-grid");
const SCROLL_STEPS = 400;
const STEP_PX = 600;

await build({
  root: join(root, "bench/editable-grid"),
  base: "./",
  configFile: false,
  logLevel: "warn",
  plugins: [react()],
  resolve: { alias: { "@": join(root, "src") } },
  // --debug keeps names readable for a profile.
  build: { outDir, emptyOutDir: true, chunkSizeWarningLimit: 4000, minify: args.debug !== "true" },
});

const types = { ".html": "text/html", ".js": "text/javascript", ".css": "text/css" };
const server = createServer((req, res) => {
  const path = join(outDir, new URL(req.url ?? "/", "http://x").pathname.replace(/^\/$/, "/index.html"));
  if (!path.startsWith(outDir) || !existsSync(path)) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(200, { "content-type": types[extname(path)] ?? "application/octet-stream" });
  createReadStream(path).pipe(res);
});
await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
const base = `http://127.0.0.1:${server.address().port}`;

const browser = await launchChromium();

const pct = (values, p) =>
  percentile(
    [...values].sort((a, b) => a - b),
    p,
  );
const median = (values) => pct(values, 50);

/** One page load: first render, then a long scroll step by step, then validate-all (the grid only). */
async function measure(impl) {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await page.goto(`${base}/index.html?impl=${impl}&rows=${rows}`);
  await page.waitForFunction(() => window.__bench?.firstRender !== undefined && window.__bench.scroller?.());
  const firstRender = await page.evaluate(() => window.__bench.firstRender);
  // Each step: scroll by STEP_PX, let every task it started run (React's scheduler posts its render as a
  // message, so a later message runs after it), force style and layout, and time all of it; then wait
  // for the next frame so the step is painted before the next one.
  const frames = await page.evaluate(
    async ({ steps, px }) => {
      const el = window.__bench.scroller();
      const channel = new MessageChannel();
      const nextTask = () =>
        new Promise((resolve) => {
          channel.port1.onmessage = () => resolve(undefined);
          channel.port2.postMessage(0);
        });
      const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));
      const times = [];
      const layouts = [];
      for (let i = 0; i < steps; i++) {
        await frame();
        const t0 = performance.now();
        el.scrollTop += px;
        el.dispatchEvent(new Event("scroll"));
        await nextTask();
        const t1 = performance.now();
        void el.offsetHeight;
        void document.body.getBoundingClientRect();
        const t2 = performance.now();
        times.push(t2 - t0);
        layouts.push(t2 - t1);
      }
      return { times, layouts };
    },
    { steps: SCROLL_STEPS, px: STEP_PX },
  );
  const validate = impl === "grid" ? await page.evaluate(() => window.__bench.validate()) : undefined;
  const shownRows = await page.evaluate(() => document.querySelectorAll(".eg-row, .ant-table-row").length);
  await page.close();
  return {
    firstRender,
    p50: pct(frames.times, 50),
    p95: pct(frames.times, 95),
    layout50: pct(frames.layouts, 50),
    validate,
    shownRows,
  };
}

const fmt = (n) => (n === undefined ? "–" : `${n.toFixed(1)} ms`);
console.log(
  `editable grid, ${rows.toLocaleString("en")} rows × 20 columns; load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(" ")}; median of ${runs} runs`,
);
console.log("impl         first render   scroll p50   scroll p95   (layout p50)   validate-all   rows drawn");
try {
  // Runs alternate between the implementations, so a warming browser or a burst of load on the shared
  // machine does not favour whichever runs first.
  const results = Object.fromEntries(impls.map((impl) => [impl, []]));
  for (let i = 0; i < runs; i++) for (const impl of impls) results[impl].push(await measure(impl));
  for (const impl of impls) {
    const list = results[impl];
    const pick = (k) => (list[0][k] === undefined ? undefined : median(list.map((r) => r[k])));
    console.log(
      `${impl.padEnd(12)} ${fmt(pick("firstRender")).padStart(12)} ${fmt(pick("p50")).padStart(12)} ${fmt(pick("p95")).padStart(12)} ${fmt(pick("layout50")).padStart(14)} ${fmt(pick("validate")).padStart(14)} ${String(list[0].shownRows).padStart(12)}`,
    );
  }
  console.log(
    `load average after: ${loadavg()
      .map((l) => l.toFixed(2))
      .join(" ")}`,
  );
  console.log("aim: first render ≤ 300 ms, scroll p95 ≤ 16 ms, validate-all ≤ 150 ms (the grid)");
} finally {
  await browser.close();
  server.close();
}
