// Load and soak: simulated staff working the permit screens against the real server for several minutes,
// each with a think time between actions: list, search, details, add, edit, approve and export in the mix
// staff use. Prints per kind the count, errors and p50/p95/p99 latency, and the server's memory (RSS)
// read every 5 s: start, middle, end, peak and each minute's range. Aim: no error, p95 under 100 ms, memory flat.
//
// Usage: node bench/soak.mjs [--staff=50] [--seconds=300] [--db=pg|pglite]
//   PostgreSQL (default): BENCH_DATABASE_URL (default postgres://permit:permit@127.0.0.1:5432/postgres);
//   the bench creates its own database there and drops it at the end. pglite: a temporary folder.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import {
  login,
  parseArgs,
  percentile,
  prefix,
  sleep,
  startServer,
  stopServer,
  waitReady,
} from "./lib/server.mjs";

const args = parseArgs();
const STAFF = Number(args.staff ?? 50);
const SECONDS = Number(args.seconds ?? 300);
const DB = args.db ?? "pg";
const adminUrl = process.env.BENCH_DATABASE_URL ?? "postgres://permit:permit@127.0.0.1:5432/postgres";

/** Weights of the actions a member of staff takes (they add up to 100). */
const MIX = [
  ["list", 35],
  ["search", 18],
  ["details", 10],
  ["add", 12],
  ["edit", 8],
  ["approve", 12],
  ["export", 5],
];

const RSS_EVERY_MS = 5000;
const rssMb = (pid) => {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
  return m ? Number(m[1]) / 1024 : Number.NaN;
};

const day = (n) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

function pick() {
  let r = Math.random() * 100;
  for (const [kind, weight] of MIX) {
    r -= weight;
    if (r < 0) return kind;
  }
  return "list";
}

async function request(base, token, method, path, body) {
  const res = await fetch(`${base}${prefix}${path}`, {
    method,
    headers: { "content-type": "application/json", "x-access-token": token, "tenant-id": "0" },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (path.includes("exportXls")) {
    await res.arrayBuffer();
    return { ok: res.status === 200, body: null };
  }
  const answer = await res.json();
  return { ok: res.status === 200 && answer.success === true, body: answer };
}

async function masterIds(base, token) {
  const first = async (path) => {
    const { body } = await request(base, token, "GET", `${path}?pageSize=1`);
    const id = body?.result?.records?.[0]?.id;
    if (!id) throw new Error(`no record in ${path}: run with the demo data`);
    return id;
  };
  return {
    applicantId: await first("/permit/applicant/list"),
    vehicleId: await first("/permit/vehicle/list"),
    driverId: await first("/permit/driver/list"),
  };
}

/** One member of staff until the deadline; their own added applications feed edit and approve. */
async function staff(n, base, token, ids, deadline, stats) {
  const mine = [];
  let seq = 0;
  while (Date.now() < deadline) {
    const kind = pick();
    let method = "GET";
    let path;
    let body;
    if (kind === "list")
      path = `/permit/application/list?pageNo=${1 + Math.floor(Math.random() * 5)}&pageSize=10`;
    else if (kind === "search") path = `/permit/application/list?region=east&reason=*${n % 10}*&pageSize=10`;
    else if (kind === "details" && mine.length > 0) path = `/permit/application/queryById?id=${mine.at(-1)}`;
    else if (kind === "add" || mine.length === 0) {
      method = "POST";
      path = "/permit/application/add";
      body = {
        permitType: "temporary",
        region: n % 2 ? "east" : "west",
        ...ids,
        areas: "A01,A05",
        validFrom: day(0),
        validTo: day(10),
        reason: `soak-${n}-${++seq}`,
      };
    } else if (kind === "edit") {
      method = "PUT";
      path = "/permit/application/edit";
      body = { id: mine.at(-1), reason: `soak-${n}-${seq}-edited` };
    } else if (kind === "approve") {
      method = "POST";
      path = "/permit/application/approve";
      body = { id: mine.pop(), fromStatus: 0, opinion: "同意" };
    } else path = "/permit/application/exportXls?region=east&reason=*soak*";
    const label = body?.reason?.startsWith("soak-") && method === "POST" ? "add" : kind;
    const started = performance.now();
    let ok = false;
    let elapsed = 0;
    try {
      const res = await request(base, token, method, path, body);
      elapsed = performance.now() - started;
      ok = res.ok;
      if (ok && label === "add") {
        const found = await request(
          base,
          token,
          "GET",
          `/permit/application/list?reason=${body.reason}&pageSize=1`,
        );
        const id = found.body?.result?.records?.[0]?.id;
        if (id) mine.push(id);
      }
      if (!ok && stats.firstError === undefined)
        stats.firstError = `${label}: ${JSON.stringify(res.body)?.slice(0, 200)}`;
    } catch (err) {
      if (stats.firstError === undefined) stats.firstError = `${label}: ${err.message}`;
    }
    const entry = stats.kinds.get(label) ?? { times: [], errors: 0 };
    entry.times.push(elapsed || performance.now() - started);
    if (!ok) entry.errors++;
    stats.kinds.set(label, entry);
    await sleep(300 + Math.random() * 900);
  }
}

async function run(base, server) {
  const tokens = [];
  // Staff sign in over the first seconds, as a shift starts (and within the per-address login limit).
  for (let i = 0; i < STAFF; i++) tokens.push(await login(base));
  const ids = await masterIds(base, tokens[0]);
  const stats = { kinds: new Map(), firstError: undefined };
  // Memory every 5 s: three readings alone can land on one large export's buffers and look like growth.
  const rss = [rssMb(server.pid)];
  const deadline = Date.now() + SECONDS * 1000;
  const sampler = setInterval(() => rss.push(rssMb(server.pid)), RSS_EVERY_MS);
  await Promise.all(tokens.map((t, n) => staff(n, base, t, ids, deadline, stats)));
  clearInterval(sampler);
  rss.push(rssMb(server.pid));

  console.log(`${STAFF} staff, ${SECONDS} s, ${DB === "pg" ? "PostgreSQL" : "embedded PGlite"}`);
  console.log("kind        count  errors    p50 ms    p95 ms    p99 ms");
  let total = 0;
  let errors = 0;
  for (const [kind] of MIX) {
    const entry = stats.kinds.get(kind);
    if (!entry) continue;
    const times = entry.times.sort((a, b) => a - b);
    total += times.length;
    errors += entry.errors;
    const f = (p) => percentile(times, p).toFixed(1).padStart(9);
    console.log(
      `${kind.padEnd(10)} ${String(times.length).padStart(6)} ${String(entry.errors).padStart(7)} ${f(50)} ${f(95)} ${f(99)}`,
    );
  }
  console.log(`requests ${total} (${(total / SECONDS).toFixed(1)}/s), errors ${errors}`);
  if (stats.firstError) console.log(`first error: ${stats.firstError}`);
  const mb = (v) => (v ?? Number.NaN).toFixed(0);
  console.log(
    `server RSS MB: start ${mb(rss[0])}, middle ${mb(rss[Math.floor(rss.length / 2)])}, end ${mb(rss.at(-1))}, ` +
      `peak ${mb(Math.max(...rss))}`,
  );
  const perMinute = [];
  for (let i = 0; i < rss.length; i += 60_000 / RSS_EVERY_MS) {
    const minute = rss.slice(i, i + 60_000 / RSS_EVERY_MS);
    perMinute.push(`${mb(Math.min(...minute))}-${mb(Math.max(...minute))}`);
  }
  console.log(`server RSS MB per minute (lowest-highest): ${perMinute.join(", ")}`);
}

async function main() {
  const port = 21000 + Math.floor(Math.random() * 1000);
  const base = `http://127.0.0.1:${port}`;
  if (DB === "pglite") {
    const dir = mkdtempSync(join(tmpdir(), "soak-"));
    const server = startServer({ DATA_DIR: dir }, port);
    try {
      await waitReady(base, server);
      await run(base, server);
    } finally {
      await stopServer(server);
      rmSync(dir, { recursive: true, force: true });
    }
    return;
  }
  const name = `permit_soak_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const server = startServer({ DATABASE_URL: url.href }, port);
  try {
    await waitReady(base, server);
    await run(base, server);
  } finally {
    await stopServer(server);
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

await main();
