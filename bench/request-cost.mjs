// What one request of the soak's costliest kinds takes on its own, on PostgreSQL: a permit application
// add (as the soak sends it) and the soak's export once its filter matches 1,250 rows. Requests run one
// after another on a quiet server; prints mean and p95 time and the statements and round trips each
// request sent to the database, counted by a small proxy between the server and PostgreSQL.
//
// Then the cost of being signed in: a signed-in request that does no work of its own and the default
// permit list page, each sent by 8 clients at once for a few seconds: requests per second, p95 and the
// statements per request, and the CPU time per request of the server process and of the PostgreSQL
// backends serving the bench's database (read from /proc, so other work on the machine does not count).
//
// Usage: node bench/request-cost.mjs [--adds=200] [--exports=40] [--rows=1250] [--seconds=5]
//   [--only=soak|signed-in] [--cpu-prof=<dir>]
//   BENCH_DATABASE_URL (default postgres://permit:permit@127.0.0.1:5432/postgres): the bench creates its
//   own database there and drops it at the end. --cpu-prof writes the server's CPU profile into <dir>.
import { readFileSync } from "node:fs";
import { connect, createServer } from "node:net";
import pg from "pg";
import { login, parseArgs, percentile, prefix, startListening } from "./lib/server.mjs";

const args = parseArgs();
const ADDS = Number(args.adds ?? 200);
const EXPORTS = Number(args.exports ?? 40);
const ROWS = Number(args.rows ?? 1250);
const adminUrl = process.env.BENCH_DATABASE_URL ?? "postgres://permit:permit@127.0.0.1:5432/postgres";
const SECONDS = Number(args.seconds ?? 5);
const CLIENTS = 8;
const ONLY = args.only;
const EXPORT_PATH = "/permit/application/exportXls?region=east&reason=*soak*";

/**
 * A TCP proxy to PostgreSQL counting the messages clients send: each Execute or simple Query is a
 * statement; each Sync or simple Query is a round trip (the client then waits for the answer).
 */
function countingProxy(target) {
  const counts = { statements: 0, roundTrips: 0 };
  const server = createServer((client) => {
    const db = connect(Number(target.port || 5432), target.hostname);
    let buffered = Buffer.alloc(0);
    let started = false;
    client.on("data", (chunk) => {
      db.write(chunk);
      buffered = Buffer.concat([buffered, chunk]);
      for (;;) {
        if (!started) {
          // The startup message (and an SSL request before it) carries no type byte.
          if (buffered.length < 8) break;
          const length = buffered.readInt32BE(0);
          if (buffered.length < length) break;
          const code = buffered.readInt32BE(4);
          buffered = buffered.subarray(length);
          if (code !== 80877103) started = true;
          continue;
        }
        if (buffered.length < 5) break;
        const length = buffered.readInt32BE(1);
        if (buffered.length < length + 1) break;
        const type = String.fromCharCode(buffered[0]);
        if (type === "E" || type === "Q") counts.statements++;
        if (type === "S" || type === "Q") counts.roundTrips++;
        buffered = buffered.subarray(length + 1);
      }
    });
    db.on("data", (chunk) => client.write(chunk));
    const close = () => {
      client.destroy();
      db.destroy();
    };
    client.on("close", close);
    db.on("close", close);
    client.on("error", close);
    db.on("error", close);
  });
  return new Promise((resolve) => {
    server.listen(0, "127.0.0.1", () => resolve({ server, counts, port: server.address().port }));
  });
}

const day = (n) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

async function call(base, token, method, path, body) {
  const res = await fetch(`${base}${prefix}${path}`, {
    method,
    headers: { "content-type": "application/json", "x-access-token": token, "tenant-id": "0" },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (path.includes("exportXls")) {
    const bytes = (await res.arrayBuffer()).byteLength;
    if (res.status !== 200) throw new Error(`export answered ${res.status}`);
    return bytes;
  }
  const answer = await res.json();
  if (!answer.success) throw new Error(`${path}: ${answer.message}`);
  return answer;
}

/** Times `fn` `n` times in a row; answers mean and p95 ms and the median statements and round trips. */
async function measure(n, counts, fn) {
  const times = [];
  const statements = [];
  const trips = [];
  for (let i = 0; i < n; i++) {
    const before = { ...counts };
    const started = performance.now();
    await fn(i);
    times.push(performance.now() - started);
    statements.push(counts.statements - before.statements);
    trips.push(counts.roundTrips - before.roundTrips);
  }
  const sorted = (xs) => [...xs].sort((a, b) => a - b);
  return {
    mean: times.reduce((a, b) => a + b, 0) / n,
    p95: percentile(sorted(times), 95),
    statements: percentile(sorted(statements), 50),
    roundTrips: percentile(sorted(trips), 50),
  };
}

const line = (kind, r) =>
  console.log(
    `${kind.padEnd(14)} mean ${r.mean.toFixed(1).padStart(6)} ms  p95 ${r.p95.toFixed(1).padStart(6)} ms  ` +
      `statements ${String(r.statements).padStart(3)}  round trips ${String(r.roundTrips).padStart(3)}`,
  );

/** CPU time (user + system) a process has used so far, in ms; 0 when it cannot be read. */
function cpuMs(pid) {
  try {
    // The fields after the command name (which may hold spaces) start at the state, field 3.
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return 0;
  }
}

/** CPU ms used so far by the server and by the PostgreSQL backends connected to database `name`. */
function cpuMeter(admin, name, serverPid) {
  return async () => {
    const { rows } = await admin.query("SELECT pid FROM pg_stat_activity WHERE datname = $1", [name]);
    return { server: cpuMs(serverPid), db: rows.reduce((sum, r) => sum + cpuMs(r.pid), 0) };
  };
}

/**
 * `path` sent by CLIENTS clients, each waiting for its answer before the next, for SECONDS seconds:
 * requests per second, p95 ms and statements per request (all the server sent, over all requests).
 */
async function throughput(base, token, path, counts, cpu) {
  for (let i = 0; i < 50; i++) await call(base, token, "GET", path);
  const times = [];
  const before = counts.statements;
  const cpuBefore = await cpu();
  const started = performance.now();
  const until = started + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (performance.now() < until) {
        const t0 = performance.now();
        await call(base, token, "GET", path);
        times.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const cpuAfter = await cpu();
  return {
    serverMs: (cpuAfter.server - cpuBefore.server) / times.length,
    dbMs: (cpuAfter.db - cpuBefore.db) / times.length,
    rps: times.length / seconds,
    p95: percentile(
      [...times].sort((a, b) => a - b),
      95,
    ),
    statements: (counts.statements - before) / times.length,
  };
}

async function signedIn(base, counts, cpu) {
  const token = await login(base);
  console.log(`PostgreSQL, ${CLIENTS} clients at once for ${SECONDS} s`);
  for (const [kind, path] of [
    ["signed-in", "/sys/thirdApp/getEnabledType"],
    ["permit list", "/permit/application/list?pageNo=1&pageSize=10&column=createTime&order=desc"],
  ]) {
    const r = await throughput(base, token, path, counts, cpu);
    console.log(
      `${kind.padEnd(14)} ${r.rps.toFixed(0).padStart(5)} req/s  p95 ${r.p95.toFixed(1).padStart(6)} ms  ` +
        `statements per request ${r.statements.toFixed(2)}  CPU per request: server ` +
        `${r.serverMs.toFixed(2)} ms, PostgreSQL ${r.dbMs.toFixed(2)} ms`,
    );
  }
}

async function run(base, dbUrl, counts, cpu) {
  if (ONLY !== "soak") await signedIn(base, counts, cpu);
  if (ONLY === "signed-in") return;
  const token = await login(base);
  const first = async (path) => (await call(base, token, "GET", `${path}?pageSize=1`)).result.records[0].id;
  const ids = {
    applicantId: await first("/permit/applicant/list"),
    vehicleId: await first("/permit/vehicle/list"),
    driverId: await first("/permit/driver/list"),
  };
  // Warm-up: the first requests compile and load what later ones reuse.
  const body = (n) => ({
    permitType: "temporary",
    region: "east",
    ...ids,
    areas: "A01,A05",
    validFrom: day(0),
    validTo: day(10),
    reason: `soak-${n % 50}-${n}`,
  });
  for (let i = 0; i < 20; i++) await call(base, token, "POST", "/permit/application/add", body(-1 - i));
  const add = await measure(ADDS, counts, (i) =>
    call(base, token, "POST", "/permit/application/add", body(i)),
  );

  // The rest of the file's rows as copies of the added ones (their number and token must stay unique).
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  const { rows } = await client.query(
    "SELECT count(*)::int AS n FROM permit_application WHERE region = 'east' AND reason LIKE '%soak%'",
  );
  const missing = Math.max(0, ROWS - rows[0].n);
  await client.query(
    `INSERT INTO permit_application (id, tenant_id, application_no, permit_type, region, applicant_id,
       vehicle_id, plate_no, driver_id, areas, valid_from, valid_to, reason, status, pass_token, create_by,
       create_time)
     SELECT md5(random()::text || g)::varchar(32), a.tenant_id, 'BENCH' || g, a.permit_type, a.region,
       a.applicant_id, a.vehicle_id, a.plate_no, a.driver_id, a.areas, a.valid_from, a.valid_to,
       a.reason || '-' || g, a.status, md5(random()::text || g), a.create_by, a.create_time
     FROM generate_series(1, $1::int) g,
       LATERAL (SELECT * FROM permit_application WHERE reason LIKE 'soak-%' LIMIT 1) a`,
    [missing],
  );
  await client.end();

  let bytes = 0;
  for (let i = 0; i < 5; i++) bytes = await call(base, token, "GET", EXPORT_PATH);
  const exp = await measure(EXPORTS, counts, () => call(base, token, "GET", EXPORT_PATH));
  console.log(`PostgreSQL, requests one after another; export file ${(bytes / 1024).toFixed(0)} KB`);
  line("add", add);
  line(`export ${ROWS}`, exp);
}

async function main() {
  const name = `permit_cost_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const target = new URL(adminUrl);
  const proxy = await countingProxy(target);
  const direct = new URL(adminUrl);
  direct.pathname = `/${name}`;
  const viaProxy = new URL(direct.href);
  viaProxy.hostname = "127.0.0.1";
  viaProxy.port = String(proxy.port);
  const nodeArgs = args["cpu-prof"] ? ["--cpu-prof", `--cpu-prof-dir=${args["cpu-prof"]}`] : [];
  const { child, base } = await startListening({ DATABASE_URL: viaProxy.href }, nodeArgs);
  try {
    await run(base, direct.href, proxy.counts, cpuMeter(admin, name, child.pid));
  } finally {
    // SIGTERM ends the server the way it drains, so the profile is written.
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    }
    proxy.server.close();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

await main();
