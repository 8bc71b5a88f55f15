/**
 * What the server measures about itself: the Prometheus registry, the request hooks that feed it and the
 * request trace, the sampled history, and `GET /metrics` for a scraper holding METRICS_TOKEN.
 */
import { timingSafeEqual } from "node:crypto";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Registry } from "prom-client";
import { MONITOR_PATHS } from "../../../../shared/monitor.ts";
import type { Db } from "../../db/client.ts";
import { fail } from "../result.ts";
import { History } from "./history.ts";
import { createRegistry, type HttpMetrics } from "./registry.ts";
import { safePath, TraceRing } from "./trace.ts";

export interface Telemetry {
  registry: Registry;
  http: HttpMetrics;
  history: History;
  trace: TraceRing;
}

/** Requests to a path ending so are left out of the trace, so reading it does not fill it. */
export const TRACE_PATH = MONITOR_PATHS.trace;
export const METRICS_MESSAGES = {
  notConfigured: "未配置 METRICS_TOKEN，指标接口已关闭",
  refused: "指标令牌无效",
} as const;

const UNMATCHED = "unmatched";

function statusClass(status: number): string {
  return `${Math.floor(status / 100)}xx`;
}

/** Equal in constant time, so a wrong token does not tell how much of it was right. */
export function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  if (a.length !== b.length) {
    timingSafeEqual(b, b);
    return false;
  }
  return timingSafeEqual(a, b);
}

/** The bearer token of `Authorization`; never a query parameter, which proxies and logs would keep. */
function presentedToken(req: FastifyRequest): string {
  const match = /^Bearer\s+(.+)$/i.exec(String(req.headers.authorization ?? ""));
  return match ? match[1].trim() : "";
}

export function registerTelemetry(
  app: FastifyInstance,
  ctx: { db: Db; metricsToken: string | undefined },
): Telemetry {
  const { registry, http } = createRegistry(ctx.db);
  const history = new History(registry);
  const trace = new TraceRing();
  const started = new WeakMap<FastifyRequest, bigint>();
  const settled = new WeakSet<FastifyRequest>();

  app.addHook("onRequest", async (req) => {
    started.set(req, process.hrtime.bigint());
    http.inFlight.inc();
  });
  // A request leaves the in-flight count once: when answered, or when its client gave up first.
  const settle = (req: FastifyRequest) => {
    if (!started.has(req) || settled.has(req)) return;
    settled.add(req);
    http.inFlight.dec();
  };
  app.addHook("onRequestAbort", async (req) => settle(req));
  app.addHook("onResponse", async (req, reply) => {
    settle(req);
    const begin = started.get(req);
    const ms = begin === undefined ? 0 : Number(process.hrtime.bigint() - begin) / 1e6;
    const route = req.routeOptions.url ?? UNMATCHED;
    const status = reply.statusCode;
    http.requests.inc({ method: req.method, route, status_class: statusClass(status) });
    http.duration.observe({ method: req.method, route }, ms / 1000);
    if (req.method === "OPTIONS" || route.endsWith(TRACE_PATH)) return;
    trace.add({
      timestamp: Date.now() - Math.round(ms),
      method: req.method,
      path: safePath(req.url, req.routeOptions.url, (req.params ?? {}) as Record<string, unknown>),
      status,
      timeTaken: Math.round(ms * 10) / 10,
      principal: req.session?.username ?? null,
      remoteAddress: req.ip,
    });
  });

  app.get("/metrics", { config: { auth: "anonymous" } }, async (req, reply) => {
    if (!ctx.metricsToken) return reply.code(403).send(fail(METRICS_MESSAGES.notConfigured, 403));
    if (!sameToken(presentedToken(req), ctx.metricsToken)) {
      return reply.code(401).header("WWW-Authenticate", "Bearer").send(fail(METRICS_MESSAGES.refused, 401));
    }
    return reply
      .type(registry.contentType)
      .header("Cache-Control", "no-store")
      .send(await registry.metrics());
  });

  history.start();
  app.addHook("onClose", async () => {
    history.stop();
    registry.clear();
  });
  return { registry, http, history, trace };
}
