/**
 * 系统监控 and 文件管理: each monitoring endpoint's answer, `/metrics` behind its token, the request trace
 * keeping no secret, the permission codes (510 without them), and the file list's upload, preview and
 * delete, refused while a record uses the file.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type DatabaseInfo,
  type DataFolderInfo,
  type DiskInfo,
  type HttpInfo,
  MONITOR_PATHS,
  type ServerInfo,
  type TraceEntry,
} from "../../shared/monitor.ts";
import { loadConfig } from "../src/config.ts";
import { METRICS_MESSAGES, registerTelemetry } from "../src/core/telemetry/index.ts";
import { OSS_MESSAGES } from "../src/modules/oss/routes.ts";
import { UPLOAD_MESSAGES } from "../src/modules/upload/index.ts";
import {
  ADMIN,
  API_PREFIX,
  type ApiResponse,
  api,
  createTestApp,
  DEMO_USER,
  login,
  type TestApp,
} from "./helpers.ts";
import { expectRefused, NO_PERMISSION } from "./user-fixtures.ts";

const METRICS_TOKEN = "metrics-test-token-0123456789";
/** A real 1×1 PNG. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==",
  "base64",
);
const PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");

let t: TestApp;
let token: string;
let admin: ReturnType<typeof api>;
let demo: ReturnType<typeof api>;

beforeAll(async () => {
  t = await createTestApp({ env: { METRICS_TOKEN } });
  token = (await login(t.app, ADMIN.username, ADMIN.password)).token;
  admin = api(t.app, token);
  demo = api(t.app, (await login(t.app, DEMO_USER.username, DEMO_USER.password)).token);
});
afterAll(async () => {
  await t?.close();
});

/** A multipart body with one `file` part (and `biz` when given), as the browser's FormData sends it. */
function multipart(fileName: string, content: Buffer, biz?: string) {
  const boundary = "----monitortestboundary51c2";
  const chunks = [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\n` +
        "Content-Type: application/octet-stream\r\n\r\n",
    ),
    content,
    Buffer.from("\r\n"),
  ];
  if (biz)
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="biz"\r\n\r\n${biz}\r\n`));
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}

/** The result of a successful answer (HTTP 200, success, and the message when given). */
function answer<T>(res: ApiResponse<T>, message?: string): T {
  expect(res.status, res.text).toBe(200);
  expect(res.body.success, res.text).toBe(true);
  if (message !== undefined) expect(res.body.message).toBe(message);
  return res.body.result;
}

const uploadTo = (url: string, fileName: string, content: Buffer, biz?: string) =>
  admin.inject({ method: "POST", url, ...multipart(fileName, content, biz) });

describe("GET /metrics", () => {
  it("answers the Prometheus text to the holder of METRICS_TOKEN only", async () => {
    const none = await t.app.inject({ method: "GET", url: "/metrics" });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toMatchObject({ success: false, message: METRICS_MESSAGES.refused });
    const wrong = await t.app.inject({
      method: "GET",
      url: "/metrics",
      headers: { authorization: `Bearer ${METRICS_TOKEN.slice(0, -1)}x` },
    });
    expect(wrong.statusCode).toBe(401);
    // A session token is no metrics token.
    const session = await t.app.inject({
      method: "GET",
      url: "/metrics",
      headers: { "x-access-token": token },
    });
    expect(session.statusCode).toBe(401);

    const res = await t.app.inject({
      method: "GET",
      url: "/metrics",
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/plain; version=0\.0\.4/);
    for (const name of [
      "process_cpu_seconds_total",
      "process_resident_memory_bytes",
      "nodejs_heap_size_used_bytes",
      "nodejs_heap_size_limit_bytes",
      "nodejs_external_memory_bytes",
      "nodejs_array_buffers_bytes",
      "nodejs_eventloop_lag_p99_seconds",
      "nodejs_gc_duration_seconds",
      "nodejs_active_handles_total",
      "system_load_average",
      "http_requests_in_flight",
    ]) {
      expect(res.body, name).toContain(`# TYPE ${name} `);
    }
    expect(res.body).toMatch(
      /http_requests_total\{method="POST",route="\/jeecg-boot\/sys\/login",status_class="2xx"\} \d+/,
    );
    expect(res.body).toMatch(
      /http_request_duration_seconds_bucket\{le="0\.1",method="POST",route="\/jeecg-boot\/sys\/login"\}/,
    );
    expect(res.body).toMatch(/permit_sessions\{state="active"\} [1-9]/);
  });

  it("takes a token of 16 characters or more, and never shows it in the refusal", () => {
    expect(() => loadConfig({ METRICS_TOKEN: "short-secret" })).toThrow(/METRICS_TOKEN/);
    expect(() => loadConfig({ METRICS_TOKEN: "short-secret" })).not.toThrow(/short-secret/);
    expect(loadConfig({ METRICS_TOKEN }).metricsToken).toBe(METRICS_TOKEN);
    expect(loadConfig({}).metricsToken).toBeUndefined();
  });

  it("refuses every caller while no token is configured", async () => {
    const bare = Fastify();
    registerTelemetry(bare, { db: t.db, metricsToken: undefined });
    try {
      const res = await bare.inject({
        method: "GET",
        url: "/metrics",
        headers: { authorization: "Bearer anything-at-all-0123456789" },
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ success: false, message: METRICS_MESSAGES.notConfigured });
    } finally {
      await bare.close();
    }
  });
});

describe("the monitoring endpoints", () => {
  it("服务器信息: Node, process memory, event loop, GC, handles, the machine and a history", async () => {
    const res = await admin.get<ServerInfo>(MONITOR_PATHS.server);
    answer(res);
    const r = res.body.result;
    expect(r.node.version).toBe(process.version);
    expect(r.node.uptimeSeconds).toBeGreaterThanOrEqual(0);
    for (const key of [
      "heapUsed",
      "heapTotal",
      "heapLimit",
      "rss",
      "external",
      "arrayBuffers",
      "activeHandles",
    ]) {
      expect((r.process as unknown as Record<string, number>)[key], key).toBeGreaterThan(0);
    }
    expect(r.process.heapUsed).toBeLessThanOrEqual(r.process.heapTotal);
    expect(r.process.cpuSeconds).toBeGreaterThan(0);
    expect(Object.keys(r.process.eventLoop).sort()).toEqual(["maxMs", "p50Ms", "p99Ms"]);
    expect(Array.isArray(r.gc)).toBe(true);
    for (const gc of r.gc) expect(Object.keys(gc).sort()).toEqual(["count", "kind", "pauseSeconds"]);
    expect(r.system.cpuCount).toBeGreaterThan(0);
    expect(r.system.totalMemory).toBeGreaterThan(r.system.freeMemory);
    expect(Object.keys(r.system.loadAverage).sort()).toEqual(["fifteen", "five", "one"]);
    expect(r.history.length).toBeGreaterThan(0);
    expect(Object.keys(r.history[0]).sort()).toEqual([
      "cpuPercent",
      "eventLoopMaxMs",
      "eventLoopP50Ms",
      "eventLoopP99Ms",
      "heapUsed",
      "rss",
      "time",
    ]);
  });

  it("HTTP 服务: requests by status class and route with p95, in flight, sessions", async () => {
    await admin.get("/sys/no/such/path");
    const res = await admin.get<HttpInfo>(MONITOR_PATHS.http);
    answer(res);
    const r = res.body.result;
    expect(r.requestsTotal).toBeGreaterThan(2);
    expect(r.inFlight).toBeGreaterThanOrEqual(1);
    expect(r.byStatusClass["2xx"]).toBeGreaterThan(0);
    expect(r.byStatusClass["4xx"]).toBeGreaterThan(0);
    const loginRoute = r.topByCount.find((x: { route: string }) => x.route === `${API_PREFIX}/sys/login`);
    expect(loginRoute).toMatchObject({ method: "POST" });
    expect(loginRoute?.count).toBeGreaterThanOrEqual(2);
    expect(loginRoute?.p95Ms).toBeGreaterThan(0);
    expect(r.topByP95.length).toBeGreaterThan(0);
    expect(r.sessions.active).toBeGreaterThanOrEqual(2);
    expect(r.sessions.createdToday).toBeGreaterThanOrEqual(2);
    expect(r.sessions.expiredToday).toBeGreaterThanOrEqual(0);
  });

  it("数据库: engine, version, size, tables, connections, cache hits, slow statements or why not", async () => {
    const res = await admin.get<DatabaseInfo>(MONITOR_PATHS.database);
    answer(res);
    const r = res.body.result;
    expect(r.engine).toBe(t.db.kind === "pglite" ? "embedded" : "postgresql");
    expect(r.version).toMatch(/^\d+/);
    expect(r.size).toBeGreaterThan(0);
    const users = r.tables.find((x: { name: string }) => x.name === "sys_user");
    expect(users?.size).toBeGreaterThan(0);
    expect(users?.rows).toBeGreaterThanOrEqual(0);
    expect(r.connections.inUse).toBeGreaterThanOrEqual(1);
    expect(r.cacheHitRatio === null || (r.cacheHitRatio >= 0 && r.cacheHitRatio <= 100)).toBe(true);
    if (r.slowStatements.available) expect(Array.isArray(r.slowStatements.rows)).toBe(true);
    else expect(r.slowStatements.message).toMatch(/pg_stat_statements/);
  });

  it("磁盘监控: the original's queryDiskInfo answer and the data folder's use", async () => {
    const res = await admin.get<DiskInfo[]>(MONITOR_PATHS.disk);
    answer(res, "查询成功");
    expect(res.body.result.length).toBeGreaterThan(0);
    for (const d of res.body.result) {
      expect(Object.keys(d).sort()).toEqual(["max", "name", "rest", "restPPT"]);
      expect(d.max).toBeGreaterThanOrEqual(d.rest);
      expect(Number.isInteger(d.restPPT)).toBe(true);
      expect(d.restPPT).toBe(Math.floor(((d.max - d.rest) * 100) / d.max));
    }
    expect(res.body.result.some((d: { name: string }) => d.name === "/")).toBe(true);

    answer(await uploadTo("/sys/common/upload", "a.png", PNG));
    const folder = await admin.get<DataFolderInfo>(MONITOR_PATHS.dataFolder);
    answer(folder);
    const f = folder.body.result;
    expect(f.dataDir).toBe(path.resolve(t.config.dataDir));
    expect(f.uploads.files).toBeGreaterThan(0);
    expect(f.uploads.bytes).toBeGreaterThanOrEqual(PNG.length);
    expect(f.database.remote).toBe(t.db.kind === "pg");
    expect(f.database.bytes).toBeGreaterThan(0);
    expect(f.backups).toEqual({ bytes: 0, files: 0 });
  });

  it("请求追踪: newest first, filtered, without tokens, passwords or secret query values", async () => {
    const secret = "S3cretQueryValue42";
    await admin.get("/sys/dict/getDictItems/sex", { token: secret, password: secret, keep: "visible" });
    await t.app.inject({
      method: "POST",
      url: `${API_PREFIX}/sys/login`,
      payload: { username: "nobody_here", password: "PlainPassw0rd!" },
    });
    await t.app.inject({ method: "GET", url: `${API_PREFIX}/sys/randomImage/${secret}` });
    await t.app.inject({ method: "GET", url: `${API_PREFIX}/sys/thirdLogin/getLoginUser/${secret}/github` });
    await t.app.inject({ method: "OPTIONS", url: `${API_PREFIX}/sys/dict/getDictItems/sex` });
    await admin.get<{ traces: TraceEntry[] }>(MONITOR_PATHS.trace);

    const res = await admin.get<{ traces: TraceEntry[] }>(MONITOR_PATHS.trace);
    answer(res);
    const text = JSON.stringify(res.body);
    expect(text).not.toContain(secret);
    expect(text).not.toContain(token);
    expect(text).not.toContain("PlainPassw0rd!");
    expect(text).not.toContain(ADMIN.password);
    const traces = res.body.result.traces as {
      timestamp: number;
      method: string;
      path: string;
      status: number;
      timeTaken: number;
      principal: string | null;
      remoteAddress: string;
    }[];
    expect(traces.some((x) => x.method === "OPTIONS")).toBe(false);
    expect(traces.some((x) => x.path.includes("httptrace"))).toBe(false);
    const times = traces.map((x) => x.timestamp);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const dict = traces.find((x) => x.path.startsWith(`${API_PREFIX}/sys/dict/getDictItems/sex?`));
    expect(dict).toMatchObject({
      method: "GET",
      status: 200,
      principal: "admin",
      remoteAddress: "127.0.0.1",
    });
    expect(dict?.path).toBe(`${API_PREFIX}/sys/dict/getDictItems/sex?token=***&password=***&keep=visible`);
    expect(dict?.timeTaken).toBeGreaterThanOrEqual(0);
    expect(traces.find((x) => x.path.includes("randomImage"))?.path).toBe(
      `${API_PREFIX}/sys/randomImage/***`,
    );
    expect(traces.find((x) => x.path.includes("getLoginUser"))?.path).toBe(
      `${API_PREFIX}/sys/thirdLogin/getLoginUser/***/github`,
    );

    const login = await admin.get<{ traces: TraceEntry[] }>(MONITOR_PATHS.trace, { path: "/sys/login" });
    expect(login.body.result.traces.length).toBeGreaterThan(0);
    expect(login.body.result.traces.every((x: { path: string }) => x.path.includes("/sys/login"))).toBe(true);
    const notFound = await admin.get<{ traces: TraceEntry[] }>(MONITOR_PATHS.trace, { status: "4xx" });
    expect(notFound.body.result.traces.length).toBeGreaterThan(0);
    expect(
      notFound.body.result.traces.every((x: { status: number }) => x.status >= 400 && x.status < 500),
    ).toBe(true);
    const exact = await admin.get<{ traces: TraceEntry[] }>(MONITOR_PATHS.trace, {
      status: "200",
      path: "getDictItems",
    });
    expect(exact.body.result.traces.every((x: { status: number }) => x.status === 200)).toBe(true);
  });

  it("refuses each page's endpoints (510) to a user without its code", async () => {
    const calls = [
      demo.get(MONITOR_PATHS.server),
      demo.get(MONITOR_PATHS.http),
      demo.get(MONITOR_PATHS.database),
      demo.get(MONITOR_PATHS.disk),
      demo.get(MONITOR_PATHS.dataFolder),
      demo.get(MONITOR_PATHS.trace),
      demo.get("/sys/oss/file/list"),
      demo.get("/sys/oss/file/queryById", { id: "x" }),
      demo.get("/sys/oss/file/preview", { id: "x" }),
      demo.get("/sys/oss/file/download", { id: "x" }),
      demo.delete("/sys/oss/file/delete", { id: "x" }),
      demo.inject({ method: "POST", url: "/sys/oss/file/upload", ...multipart("a.png", PNG) }),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.body, res.text).toMatchObject({ success: false, code: 510, message: NO_PERMISSION });
    }
  });
});

describe("文件管理 (/sys/oss/file)", () => {
  interface OssFile {
    id: string;
    fileName: string;
    url: string;
    fileType: string;
    fileSize: number;
    createBy: string;
    createTime: string;
    usedBy: { title: string; id: string; label: string }[];
  }

  it("uploads checked by content, lists with who and when, previews and downloads", async () => {
    const up = await uploadTo("/sys/oss/file/upload", "说明.pdf", PDF);
    answer(up, OSS_MESSAGES.uploaded);
    const stored = up.body.result as unknown as OssFile;
    expect(stored).toMatchObject({ fileName: "说明.pdf", fileType: "application/pdf", fileSize: PDF.length });
    expect(stored.url).toMatch(/^oss\/[0-9a-f]{32}\.pdf$/);

    expectRefused(
      await uploadTo("/sys/oss/file/upload", "photo.png", Buffer.from("not a picture")),
      UPLOAD_MESSAGES.mismatch,
    );

    const list = await admin.get<{ records: OssFile[]; total: number }>("/sys/oss/file/list", {
      fileName: "说明",
    });
    answer(list);
    expect(list.body.result.total).toBe(1);
    expect(list.body.result.records[0]).toMatchObject({
      id: stored.id,
      fileName: "说明.pdf",
      createBy: "admin",
      usedBy: [],
    });
    expect(list.body.result.records[0].createTime).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    const images = await admin.get<{ records: OssFile[] }>("/sys/oss/file/list", { fileType: "image/" });
    expect(images.body.result.records.every((f) => f.fileType.startsWith("image/"))).toBe(true);

    const one = await admin.get("/sys/oss/file/queryById", { id: stored.id });
    expect(one.body.result).toMatchObject({ id: stored.id, url: stored.url });

    const preview = await t.app.inject({
      method: "GET",
      url: `${API_PREFIX}/sys/oss/file/preview?id=${stored.id}`,
      headers: { cookie: `X-Access-Token=${encodeURIComponent(token)}` },
    });
    expect(preview.statusCode).toBe(200);
    expect(preview.headers["content-type"]).toBe("application/pdf");
    expect(String(preview.headers["content-disposition"])).toMatch(/^inline/);
    expect(preview.rawPayload.equals(PDF)).toBe(true);
    const download = await admin.get(`/sys/oss/file/download`, { id: stored.id });
    expect(String(download.headers["content-disposition"])).toMatch(/^attachment/);
    expect(String(download.headers["content-security-policy"])).toContain("sandbox");
  });

  it("refuses to delete a file a record uses, naming the record, and deletes it once unused", async () => {
    const up = await uploadTo("/sys/common/upload", "车辆.png", PNG, "permit");
    answer(up);
    const relative = String(up.body.message);
    const vehicle = await t.db.one<{ id: string; plate_no: string }>(
      "SELECT id, plate_no FROM permit_vehicle ORDER BY plate_no LIMIT 1",
    );
    if (!vehicle) throw new Error("no demo vehicle");
    await t.db.query("UPDATE permit_vehicle SET photos = $2 WHERE id = $1", [vehicle.id, relative]);
    const row = await t.db.one<{ id: string }>("SELECT id FROM sys_upload_file WHERE file_path = $1", [
      relative,
    ]);
    if (!row) throw new Error("upload not recorded");

    const listed = await admin.get<OssFile>("/sys/oss/file/queryById", { id: row.id });
    expect(listed.body.result.usedBy).toEqual([
      { title: "车辆·车辆照片", id: vehicle.id, label: vehicle.plate_no },
    ]);
    const refused = await admin.delete("/sys/oss/file/delete", { id: row.id });
    expectRefused(refused, `文件正在被使用，不能删除：车辆·车辆照片「${vehicle.plate_no}」`);
    const file = path.join(t.config.dataDir, "upload", ...relative.split("/"));
    expect(existsSync(file)).toBe(true);

    await t.db.query("UPDATE permit_vehicle SET photos = NULL WHERE id = $1", [vehicle.id]);
    answer(await admin.delete("/sys/oss/file/delete", { id: row.id }), OSS_MESSAGES.deleted);
    expect(existsSync(file)).toBe(false);
    expectRefused(await admin.delete("/sys/oss/file/delete", { id: row.id }), OSS_MESSAGES.notFound);
  });
});
