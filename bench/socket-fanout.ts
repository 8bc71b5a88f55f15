// Prints: how long an announcement to everyone takes to reach 1,000 open announcement sockets, from the
// publish request (GET /sys/annountCement/doReleaseData) to each socket's `topic` frame: median, p95, p99
// and max. The server runs on a temporary embedded-database folder, or on DATABASE_URL when it is set.
// Aim: p99 within 500 ms.
// Usage: node --import tsx bench/socket-fanout.ts [sockets]
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import WebSocket from "ws";
import { password, percentile, prefix, startListening } from "./lib/server.mjs";

const SOCKETS = Number(process.argv[2] ?? 1000);
/** Each session holds this many sockets, as a browser's tabs would without a shared socket. */
const SOCKETS_PER_SESSION = 25;
const TARGET_P99_MS = 500;

interface Answer<T = unknown> {
  success: boolean;
  message: string;
  result: T;
}

async function call<T>(base: string, path: string, init: RequestInit = {}): Promise<T> {
  const answer = (await fetch(`${base}${prefix}${path}`, init).then((r) => r.json())) as Answer<T>;
  if (!answer.success) throw new Error(`${path}: ${answer.message}`);
  return answer.result;
}

const login = (base: string) =>
  call<{ token: string; userInfo: { id: string } }>(base, "/sys/login", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: "admin", password }),
  });

/** Opens a socket that notes when its first `topic` frame arrives. */
function openSocket(url: string, token: string, onTopic: () => void): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, [token]);
    ws.on("message", (data) => {
      if ((JSON.parse(data.toString()) as { cmd?: string }).cmd === "topic") onTopic();
    });
    ws.once("open", () => resolve(ws));
    ws.once("error", reject);
    ws.once("unexpected-response", (_req, res) => reject(new Error(`handshake refused: ${res.statusCode}`)));
  });
}

const dataDir = mkdtempSync(join(tmpdir(), "bench-sockets-"));
const { child, base } = await startListening({ DATA_DIR: dataDir });
const sockets: WebSocket[] = [];
try {
  const sessions = await Promise.all(
    Array.from({ length: Math.ceil(SOCKETS / SOCKETS_PER_SESSION) }, () => login(base)),
  );
  const userId = sessions[0].userInfo.id;
  const url = `${base.replace(/^http/, "ws")}${prefix}/websocket/${userId}`;
  const headers = {
    "X-Access-Token": sessions[0].token,
    "tenant-id": "0",
    "content-type": "application/json",
  };

  let publishedAt = 0;
  const receipts: number[] = [];
  const onTopic = () => receipts.push(performance.now() - publishedAt);
  const openedAt = performance.now();
  for (let i = 0; i < SOCKETS; i += 100) {
    const batch = Array.from({ length: Math.min(100, SOCKETS - i) }, (_, j) =>
      openSocket(url, sessions[Math.floor((i + j) / SOCKETS_PER_SESSION)].token, onTopic),
    );
    sockets.push(...(await Promise.all(batch)));
  }
  console.log(
    `${sockets.length} sockets over ${sessions.length} sessions open in ${((performance.now() - openedAt) / 1000).toFixed(1)} s`,
  );

  const title = `压测通告 ${Date.now()}`;
  await call(base, "/sys/annountCement/add", {
    method: "POST",
    headers,
    body: JSON.stringify({
      titile: title,
      msgCategory: "1",
      msgType: "ALL",
      priority: "L",
      msgContent: "<p>压测</p>",
    }),
  });
  const list = await call<{ records: { id: string }[] }>(
    base,
    `/sys/annountCement/list?titile=${encodeURIComponent(title)}&pageSize=1`,
    { headers },
  );
  const id = list.records[0].id;

  publishedAt = performance.now();
  await call(base, `/sys/annountCement/doReleaseData?id=${id}`, { headers });
  const answeredMs = performance.now() - publishedAt;
  const deadline = Date.now() + 10_000;
  while (receipts.length < sockets.length && Date.now() < deadline)
    await new Promise((r) => setTimeout(r, 20));

  const sorted = [...receipts].sort((a, b) => a - b);
  const ms = (v: number | undefined) => (v === undefined ? "-" : `${v.toFixed(0)} ms`);
  const p99 = percentile(sorted, 99);
  console.log(
    `publish answered in ${ms(answeredMs)}; received by ${sorted.length}/${sockets.length}: median ${ms(percentile(sorted, 50))}, ` +
      `p95 ${ms(percentile(sorted, 95))}, p99 ${ms(p99)}, max ${ms(sorted.at(-1))} ` +
      `(${sorted.length === sockets.length && p99 <= TARGET_P99_MS ? "within aim" : "OVER aim"})`,
  );
  if (sorted.length !== sockets.length) process.exitCode = 1;
} finally {
  for (const ws of sockets) ws.terminate();
  child.kill("SIGTERM");
  await new Promise((r) => child.once("exit", r));
  rmSync(dataDir, { recursive: true, force: true });
}
