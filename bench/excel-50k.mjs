// Prints: time and peak server memory (RSS above the idle server) of importing and then exporting 50,000
// vehicles through the real server (POST /permit/vehicle/importExcel, GET /permit/vehicle/exportXls) on a
// temporary embedded-database folder. Aim: each under 10 s and 300 MB. While the export runs, a second
// client asks for one dictionary after another and the bench prints how long those waited: an export
// must not hold up everyone else (aim: p99 under 100 ms).
// Usage: node bench/excel-50k.mjs [rows]
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PassThrough } from "node:stream";
import ExcelJS from "exceljs";
import { password, prefix, startListening } from "./lib/server.mjs";

const ROWS = Number(process.argv[2] ?? 50_000);
const TARGET_MS = 10_000;
const TARGET_MB = 300;

/** Resident set size of a process in bytes (Linux /proc). */
function rss(pid) {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
  return m ? Number(m[1]) * 1024 : 0;
}

/** Runs `task` while sampling the server's RSS every 20 ms; answers the duration and the peak above the start. */
async function measure(pid, task) {
  const before = rss(pid);
  let peak = before;
  const timer = setInterval(() => {
    peak = Math.max(peak, rss(pid));
  }, 20);
  const started = performance.now();
  const result = await task();
  const ms = performance.now() - started;
  clearInterval(timer);
  peak = Math.max(peak, rss(pid));
  return { ms, mb: (peak - before) / 1024 / 1024, result };
}

async function vehiclesXlsx(rows) {
  const out = new PassThrough();
  const chunks = [];
  out.on("data", (c) => chunks.push(c));
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: false,
    useSharedStrings: false,
  });
  const sheet = book.addWorksheet("车辆信息");
  sheet.addRow(["车辆信息报表"]).commit();
  sheet.addRow(["导出人:管理员"]).commit();
  sheet
    .addRow(["车牌号", "车牌颜色", "车辆类型", "品牌", "型号", "车主姓名", "车主电话", "状态", "备注"])
    .commit();
  const types = ["小型汽车", "大型汽车", "货车", "客车"];
  for (let i = 0; i < rows; i++) {
    // Q onwards: the demo data's plates use A to E after the province, so none of these is taken.
    const plate = `京${String.fromCharCode(81 + Math.floor(i / 100_000))}${String(i % 100_000).padStart(5, "0")}`;
    sheet
      .addRow([
        plate,
        "蓝色",
        types[i % types.length],
        "品牌",
        "型号",
        `车主${i}`,
        `139${String(i).padStart(8, "0")}`,
        "正常",
        `第${i}辆`,
      ])
      .commit();
  }
  sheet.commit();
  await book.commit();
  return Buffer.concat(chunks);
}

/** Sends light signed-in requests one after another until `stop()`; answers their latencies in ms. */
function lightRequests(base, headers) {
  const times = [];
  let running = true;
  const loop = (async () => {
    while (running) {
      const started = performance.now();
      await fetch(`${base}${prefix}/sys/dict/getDictItems/sex`, { headers }).then((r) => r.arrayBuffer());
      times.push(performance.now() - started);
    }
  })();
  return async () => {
    running = false;
    await loop;
    return times.sort((a, b) => a - b);
  };
}

const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;

const fmt = ({ ms, mb }) => `${(ms / 1000).toFixed(2)} s, peak RSS +${mb.toFixed(0)} MB`;
const verdict = ({ ms, mb }) => (ms <= TARGET_MS && mb <= TARGET_MB ? "within aim" : "OVER aim");

const dataDir = mkdtempSync(join(tmpdir(), "bench-excel-"));
const { child, base } = await startListening(
  { DATA_DIR: dataDir },
  process.env.BENCH_PROF ? ["--cpu-prof", "--cpu-prof-dir=/tmp/listkit-prof"] : [],
);
try {
  const login = await fetch(`${base}${prefix}/sys/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: "admin", password }),
  }).then((r) => r.json());
  if (!login.success) throw new Error(`login failed: ${login.message}`);
  const headers = { "X-Access-Token": login.result.token, "tenant-id": "0" };
  const file = await vehiclesXlsx(ROWS);
  console.log(`file: ${ROWS} rows, ${(file.length / 1024 / 1024).toFixed(1)} MB .xlsx`);

  const imported = await measure(child.pid, async () => {
    const form = new FormData();
    form.append("files[]", new Blob([file]), "vehicles.xlsx");
    return fetch(`${base}${prefix}/permit/vehicle/importExcel`, { method: "POST", headers, body: form }).then(
      (r) => r.json(),
    );
  });
  const answer = imported.result;
  console.log(`import: ${fmt(imported)} (${verdict(imported)}); answer: ${answer.message}`);
  // Every row is new and valid: anything but a full success is a fault.
  if (answer.code !== 200) process.exitCode = 1;

  const list = await fetch(`${base}${prefix}/permit/vehicle/list?pageSize=1`, { headers }).then((r) =>
    r.json(),
  );
  const total = Number(list.result.total);
  const stopLight = lightRequests(base, headers);
  const exported = await measure(child.pid, async () => {
    const res = await fetch(`${base}${prefix}/permit/vehicle/exportXls`, { headers });
    return Buffer.from(await res.arrayBuffer());
  });
  const light = await stopLight();
  const reader = new ExcelJS.Workbook();
  await reader.xlsx.load(exported.result);
  const rows = reader.worksheets[0].rowCount - 3;
  console.log(
    `export: ${fmt(exported)} (${verdict(exported)}); ${(exported.result.length / 1024 / 1024).toFixed(1)} MB, ${rows} rows, list total ${total}`,
  );
  console.log(
    `during the export: ${light.length} light requests, p50 ${pct(light, 50).toFixed(0)} ms, p99 ${pct(light, 99).toFixed(0)} ms, max ${(light.at(-1) ?? 0).toFixed(0)} ms`,
  );
  if (rows !== total) process.exitCode = 1;
} finally {
  child.kill("SIGTERM");
  await new Promise((r) => child.once("exit", r));
  rmSync(dataDir, { recursive: true, force: true });
}
