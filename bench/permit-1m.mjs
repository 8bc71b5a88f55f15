// Permit lists at scale: 1,000,000 permits in PostgreSQL and in the embedded PGlite, read through the
// real HTTP API (default list page, region filter, plate search, super query): median and p95 latency
// of sequential requests, and requests per second with several clients at once (wrk when installed, see
// lib/load.mjs).
//
// Usage: node bench/permit-1m.mjs [--rows=1000000] [--only=pg|pglite] [--requests=200] [--seconds=5]
//   [--keep-db=NAME] [--client=wrk|fetch]
//   PostgreSQL: BENCH_DATABASE_URL (default postgres://permit:permit@127.0.0.1:5432/postgres); the bench
//   creates its own database there and drops it at the end; with --keep-db it uses that database, loads the
//   rows only when it has none, and keeps it for the next run (profiling one query without reloading). PGlite: a temporary folder, removed at the end.
// Rows are generated inside the database (INSERT … SELECT generate_series), not sent over HTTP.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { concurrentRps } from "./lib/load.mjs";
import { login, parseArgs, percentile, prefix, startServer, stopServer, waitReady } from "./lib/server.mjs";

const args = parseArgs();
const ROWS = Number(args.rows ?? 1_000_000);
const REQUESTS = Number(args.requests ?? 200);
const SECONDS = Number(args.seconds ?? 5);
const CLIENTS = 8;
const adminUrl = process.env.BENCH_DATABASE_URL ?? "postgres://permit:permit@127.0.0.1:5432/postgres";

/** One INSERT … SELECT: plausible permits spread over regions, types, statuses, plates and two years. */
const LOAD_SQL = `
INSERT INTO permit_application (id, tenant_id, application_no, permit_type, region, plate_no, areas,
  valid_from, valid_to, reason, status, pass_token, create_by, create_time)
SELECT md5('bench' || g), 0, 'TXB' || lpad(g::text, 10, '0'),
       (ARRAY['long_term','temporary','visitor','special'])[1 + g % 4],
       CASE WHEN g % 2 = 0 THEN 'east' ELSE 'west' END,
       (ARRAY['京','沪','粤','苏','浙','川','鄂','鲁'])[1 + g % 8] || chr(65 + (g / 8) % 6)
         || lpad(((g::bigint * 7919) % 100000)::text, 5, '0'),
       'A01,A05', d, d + (7 + g % 180), '压测数据', (ARRAY[0,2,1,1,1,3,4])[1 + g % 7],
       substr(md5('t' || g) || md5('u' || g), 1, 32), 'bench',
       timestamp '2024-01-01' + (g * interval '60 second')
  FROM generate_series(1, $1::int) g, LATERAL (SELECT date '2024-01-01' + (g / 1440) AS d) x`;

/**
 * Loads with the table's secondary indexes dropped and builds them afterwards, as a bulk load is done:
 * one index build per index is far cheaper than a million incremental updates (the trigram index above
 * all). Indexes behind constraints (primary key, unique constraints) stay.
 */
async function loadWithoutIndexes(db, load) {
  const { rows } = await db.query(
    `SELECT i.indexname, i.indexdef FROM pg_indexes i
      WHERE i.tablename = 'permit_application'
        AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname)`,
  );
  for (const r of rows) await db.query(`DROP INDEX ${r.indexname}`);
  await load();
  for (const r of rows) await db.query(r.indexdef);
  await db.query("VACUUM ANALYZE permit_application");
}

/** The four list queries, as the web app sends them (sorted by createTime, 10 rows a page). */
function queries() {
  const page = "pageNo=1&pageSize=10&column=createTime&order=desc";
  // Three or more characters, as a gate clerk types part of a plate (pg_trgm indexes trigrams; one or two
  // characters match a large share of all permits and are not index-assisted).
  const plates = ["*A12*", "*B345*", "*C71*", "*D0042*", "*E90*"];
  const superQuery = encodeURIComponent(
    encodeURI(
      JSON.stringify([
        { field: "status", rule: "eq", val: "1", type: "int" },
        { field: "validTo", rule: "ge", val: "2025-06-01", type: "date" },
      ]),
    ),
  );
  return [
    ["default list page", () => page],
    ["region filter (west)", () => `${page}&region=west`],
    ["plate search (*x*)", (i) => `${page}&plateNo=${encodeURIComponent(plates[i % plates.length])}`],
    ["super query (2 rules)", () => `${page}&superQueryParams=${superQuery}&superQueryMatchType=and`],
  ];
}

async function get(base, token, query) {
  const started = performance.now();
  const res = await fetch(`${base}${prefix}/permit/application/list?${query}`, {
    headers: { "X-Access-Token": token, "tenant-id": "0" },
  });
  const body = await res.json();
  if (!body.success) throw new Error(`list failed: ${body.message}`);
  return { ms: performance.now() - started, total: body.result.total };
}

/** The load generator of the last measure: wrk when installed, else Node's fetch. */
let loadClient = "";

async function measure(base, token) {
  const out = [];
  for (const [name, build] of queries()) {
    for (let i = 0; i < 10; i++) await get(base, token, build(i));
    const times = [];
    let total = 0;
    for (let i = 0; i < REQUESTS; i++) {
      const r = await get(base, token, build(i));
      times.push(r.ms);
      total = r.total;
    }
    times.sort((a, b) => a - b);
    const { rps, client } = await concurrentRps({
      base,
      paths: Array.from({ length: 20 }, (_, i) => `${prefix}/permit/application/list?${build(i)}`),
      headers: { "X-Access-Token": token, "tenant-id": "0" },
      clients: CLIENTS,
      seconds: SECONDS,
      client: args.client,
    });
    loadClient = client;
    out.push({ name, total, median: percentile(times, 50), p95: percentile(times, 95), rps });
  }
  return out;
}

function print(label, rows, loadSeconds) {
  console.log(
    `\n${label}: ${ROWS.toLocaleString("en")} bench permits, ${loadSeconds === undefined ? "kept from an earlier run" : `loaded in ${loadSeconds.toFixed(1)} s`}`,
  );
  console.log(
    `query                    matches     median ms   p95 ms   req/s (${CLIENTS} clients, ${loadClient})`,
  );
  for (const r of rows) {
    console.log(
      `${r.name.padEnd(24)} ${String(r.total).padStart(8)} ${r.median.toFixed(1).padStart(12)} ${r.p95
        .toFixed(1)
        .padStart(8)} ${r.rps.toFixed(0).padStart(8)}`,
    );
  }
}

async function benchPostgres() {
  const kept = args["keep-db"];
  if (kept !== undefined && !/^[a-z_][a-z0-9_]*$/.test(kept))
    throw new Error("--keep-db: a plain lower-case name");
  const name = kept ?? `permit_bench_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const exists = (await admin.query("SELECT 1 FROM pg_database WHERE datname = $1", [name])).rowCount > 0;
  if (!exists) await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const port = 19000 + Math.floor(Math.random() * 1000);
  const base = `http://127.0.0.1:${port}`;
  let server;
  try {
    // First start: migrations and seed; then the rows, then a fresh server.
    server = startServer({ DATABASE_URL: url.href, SEED_DEMO: "false" }, port);
    await waitReady(base, server);
    await stopServer(server);
    const db = new pg.Client({ connectionString: url.href });
    await db.connect();
    const have = Number(
      (await db.query("SELECT count(*) AS n FROM permit_application WHERE create_by = 'bench'")).rows[0].n,
    );
    const started = performance.now();
    if (have === 0) await loadWithoutIndexes(db, () => db.query(LOAD_SQL, [ROWS]));
    else if (have !== ROWS) throw new Error(`--keep-db ${name} holds ${have} bench permits, not ${ROWS}`);
    const loadSeconds = have === 0 ? (performance.now() - started) / 1000 : undefined;
    await db.end();
    server = startServer({ DATABASE_URL: url.href, SEED_DEMO: "false" }, port);
    await waitReady(base, server);
    print("PostgreSQL", await measure(base, await login(base)), loadSeconds);
  } finally {
    if (server) await stopServer(server);
    if (kept === undefined) await admin.query(`DROP DATABASE IF EXISTS ${name}`);
    await admin.end();
  }
}

async function benchPglite() {
  const dir = mkdtempSync(join(tmpdir(), "permit-bench-"));
  const port = 20000 + Math.floor(Math.random() * 1000);
  const base = `http://127.0.0.1:${port}`;
  let server;
  try {
    server = startServer({ DATA_DIR: dir, SEED_DEMO: "false" }, port);
    await waitReady(base, server);
    await stopServer(server);
    const { PGlite } = await import("@electric-sql/pglite");
    const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
    const db = await PGlite.create(join(dir, "pgdata"), {
      extensions: { pg_trgm },
      postgresqlconf: ["max_wal_size = 128MB", "min_wal_size = 32MB"],
    });
    const started = performance.now();
    await loadWithoutIndexes(db, async () => {
      // In steps, so the embedded database's WAL and memory stay bounded.
      const step = 100_000;
      for (let from = 0; from < ROWS; from += step) {
        const n = Math.min(step, ROWS - from);
        await db.query(
          LOAD_SQL.replace("generate_series(1, $1::int)", `generate_series(${from + 1}, ${from + n})`),
        );
      }
    });
    const loadSeconds = (performance.now() - started) / 1000;
    await db.close();
    server = startServer({ DATA_DIR: dir, SEED_DEMO: "false" }, port);
    await waitReady(base, server);
    print("PGlite (embedded)", await measure(base, await login(base)), loadSeconds);
  } finally {
    if (server) await stopServer(server);
    rmSync(dir, { recursive: true, force: true });
  }
}

if (args.only !== "pglite") await benchPostgres();
if (args.only !== "pg") await benchPglite();
