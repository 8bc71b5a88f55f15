// Prints the editable grid's speed at 10,000 rows × 20 columns of mixed types in Chromium: first render,
// the main-thread work of each step of a long scroll (p50/p95) and the time to validate every cell; and the
// same rows drawn through @tanstack/react-virtual alone, react-virtualized's List and antd's virtual Table.
// Then the grid alone at the import's maximum, 50,000 rows.
// Each scroll step is timed twice: by the clock (what the user waits for, which on a shared machine also
// counts the time other processes hold the cores) and, in a separate traced page load, by the renderer
// main thread's own CPU time in the tasks of that step (the work itself; tracing adds a little to it).
// The page is a bench entry of its own (bench/editable-grid/), built by Vite into .tmp/, never into dist/.
// Usage: node bench/editable-grid.mjs [--rows=10000] [--large=50000] [--runs=3] [--impl=grid,tanstack,virtualized,antd]
//        [--debug]
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
const largeRows = Number(args.large ?? 50_000);
const runs = Number(args.runs ?? 3);
const impls = (args.impl ?? "grid,tanstack,virtualized,antd").split(",");
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

async function openPage(impl, count) {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await page.goto(`${base}/index.html?impl=${impl}&rows=${count}`);
  await page.waitForFunction(() => window.__bench?.firstRender !== undefined && window.__bench.scroller?.());
  return page;
}

// Each step: scroll by STEP_PX (a scrollbar drag or a fling: every step brings in a viewport of new rows),
// let every task it started run (React's scheduler posts its render as a message, so a later message runs
// after it), force style and layout, and time all of it; then wait for the next frame so the step is
// painted before the next one. The step's frame (its style, layout and paint) runs inside the timed span,
// right after the animation-frame callback that starts the step. Marks s<i>/e<i> bound each step for the
// traced run.
const scrollSteps = (page) =>
  page.evaluate(
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
        performance.mark(`s${i}`);
        const t0 = performance.now();
        el.scrollTop += px;
        el.dispatchEvent(new Event("scroll"));
        await nextTask();
        const t1 = performance.now();
        void el.offsetHeight;
        void document.body.getBoundingClientRect();
        const t2 = performance.now();
        performance.mark(`e${i}`);
        times.push(t2 - t0);
        layouts.push(t2 - t1);
      }
      return { times, layouts };
    },
    { steps: SCROLL_STEPS, px: STEP_PX },
  );

/** One page load: first render, then a long scroll step by step, then validate-all (the grid only). */
async function measure(impl, count = rows) {
  const page = await openPage(impl, count);
  const firstRender = await page.evaluate(() => window.__bench.firstRender);
  const frames = await scrollSteps(page);
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

/**
 * The same long scroll in a traced page load: per step, the CPU time of the renderer main thread's tasks
 * between the step's marks (its script, style, layout and paint), which other processes cannot inflate.
 */
async function measureCpu(impl, count = rows) {
  const page = await openPage(impl, count);
  await browser.startTracing(page, { categories: ["toplevel", "blink.user_timing"] });
  await scrollSteps(page);
  const { traceEvents } = JSON.parse((await browser.stopTracing()).toString());
  await page.close();
  const marks = new Map();
  for (const e of traceEvents)
    if (/^[se]\d+$/.test(e.name) && e.cat?.includes("user_timing")) marks.set(e.name, e);
  const pid = marks.get("s0")?.pid;
  const main = traceEvents.find(
    (e) => e.pid === pid && e.name === "thread_name" && e.args?.name === "CrRendererMain",
  );
  const tasks = traceEvents.filter(
    (e) =>
      e.pid === pid &&
      e.tid === main?.tid &&
      e.ph === "X" &&
      e.name === "ThreadControllerImpl::RunTask" &&
      e.tdur !== undefined,
  );
  const cpu = [];
  for (let i = 0; i < SCROLL_STEPS; i++) {
    const from = marks.get(`s${i}`)?.ts;
    const to = marks.get(`e${i}`)?.ts;
    if (from === undefined || to === undefined) continue;
    // The task holding the start mark began just before it (the frame's callbacks), so overlap counts.
    const inStep = tasks.filter((t) => t.ts <= to && t.ts + t.dur >= from);
    cpu.push(inStep.reduce((sum, t) => sum + t.tdur, 0) / 1000);
  }
  return { cpu50: pct(cpu, 50), cpu95: pct(cpu, 95) };
}

const fmt = (n) => (n === undefined ? "–" : `${n.toFixed(1)} ms`);
console.log(
  `editable grid, ${rows.toLocaleString("en")} rows × 20 columns${largeRows > 0 ? ` (the last line: ${largeRows.toLocaleString("en")})` : ""}; load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(" ")}; median of ${runs} runs`,
);
console.log(
  "impl         first render   scroll p50   scroll p95   (layout p50)   CPU/step p50   CPU/step p95   validate-all   rows drawn",
);
const line = (label, list, cpu) => {
  const pick = (k) => (list[0][k] === undefined ? undefined : median(list.map((r) => r[k])));
  console.log(
    `${label.padEnd(12)} ${fmt(pick("firstRender")).padStart(12)} ${fmt(pick("p50")).padStart(12)} ${fmt(pick("p95")).padStart(12)} ${fmt(pick("layout50")).padStart(14)} ${fmt(cpu.cpu50).padStart(14)} ${fmt(cpu.cpu95).padStart(14)} ${fmt(pick("validate")).padStart(14)} ${String(list[0].shownRows).padStart(12)}`,
  );
};
try {
  // Runs alternate between the implementations, so a warming browser or a burst of load on the shared
  // machine does not favour whichever runs first.
  const results = Object.fromEntries(impls.map((impl) => [impl, []]));
  for (let i = 0; i < runs; i++) for (const impl of impls) results[impl].push(await measure(impl));
  const cpu = {};
  for (const impl of impls) cpu[impl] = await measureCpu(impl);
  for (const impl of impls) line(impl, results[impl], cpu[impl]);
  if (largeRows > 0 && impls.includes("grid")) {
    const large = [];
    for (let i = 0; i < runs; i++) large.push(await measure("grid", largeRows));
    line(`grid @ ${largeRows / 1000}k`, large, await measureCpu("grid", largeRows));
  }
  console.log(
    `load average after: ${loadavg()
      .map((l) => l.toFixed(2))
      .join(" ")}`,
  );
  console.log("aim: first render ≤ 300 ms, scroll p95 ≤ 16 ms, validate-all ≤ 150 ms (the grid)");
  console.log(
    "scroll p50/p95: by the clock; CPU/step: the renderer main thread's CPU time per step (traced run)",
  );
} finally {
  await browser.close();
  server.close();
}
