/**
 * One Prometheus registry per server: the process and Node figures of prom-client's default collectors,
 * the machine's, the HTTP figures the request hooks count and the session figures read from the database.
 * `/metrics` and the monitoring pages both read it.
 */
import os from "node:os";
import v8 from "node:v8";
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import type { Db } from "../../db/client.ts";

/** Seconds; fine enough below 100 ms, where most API answers fall, for a useful p95. */
export const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

/** Milliseconds between the event-loop delay probe's timers. */
export const EVENT_LOOP_RESOLUTION_MS = 20;

export interface HttpMetrics {
  requests: Counter<"method" | "route" | "status_class">;
  inFlight: Gauge;
  duration: Histogram<"method" | "route">;
}

export function createRegistry(db: Db): { registry: Registry; http: HttpMetrics } {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: EVENT_LOOP_RESOLUTION_MS });

  new Gauge({
    name: "nodejs_heap_size_limit_bytes",
    help: "Heap size limit of the V8 engine in bytes.",
    registers: [registry],
    collect() {
      this.set(v8.getHeapStatistics().heap_size_limit);
    },
  });
  new Gauge({
    name: "nodejs_array_buffers_bytes",
    help: "Memory held by ArrayBuffers and SharedArrayBuffers in bytes.",
    registers: [registry],
    collect() {
      this.set(process.memoryUsage().arrayBuffers);
    },
  });
  new Gauge({
    name: "system_cpu_count",
    help: "Logical CPUs of the machine.",
    registers: [registry],
    collect() {
      this.set(os.availableParallelism());
    },
  });
  new Gauge({
    name: "system_load_average",
    help: "Load average of the machine over 1, 5 and 15 minutes.",
    labelNames: ["period"],
    registers: [registry],
    collect() {
      const [one, five, fifteen] = os.loadavg();
      this.set({ period: "1m" }, one);
      this.set({ period: "5m" }, five);
      this.set({ period: "15m" }, fifteen);
    },
  });
  new Gauge({
    name: "system_memory_bytes",
    help: "Memory of the machine in bytes, total and free.",
    labelNames: ["state"],
    registers: [registry],
    collect() {
      this.set({ state: "total" }, os.totalmem());
      this.set({ state: "free" }, os.freemem());
    },
  });

  const http: HttpMetrics = {
    requests: new Counter({
      name: "http_requests_total",
      help: "HTTP requests answered, by method, route and status class.",
      labelNames: ["method", "route", "status_class"],
      registers: [registry],
    }),
    inFlight: new Gauge({
      name: "http_requests_in_flight",
      help: "HTTP requests being answered now.",
      registers: [registry],
    }),
    duration: new Histogram({
      name: "http_request_duration_seconds",
      help: "Time taken to answer HTTP requests, by method and route.",
      labelNames: ["method", "route"],
      buckets: DURATION_BUCKETS,
      registers: [registry],
    }),
  };

  const sessions = new Gauge({
    name: "permit_sessions",
    help: "Sign-in sessions: active now, created today, expired today.",
    labelNames: ["state"],
    registers: [registry],
    async collect() {
      const row = await sessionCounts(db).catch(() => undefined);
      if (!row) return;
      sessions.set({ state: "active" }, row.active);
      sessions.set({ state: "created_today" }, row.createdToday);
      sessions.set({ state: "expired_today" }, row.expiredToday);
    },
  });

  return { registry, http };
}

export interface SessionCounts {
  active: number;
  createdToday: number;
  expiredToday: number;
}

/** Sessions by the database's clock: expired today counts those that ran out since midnight and are still kept. */
export async function sessionCounts(db: Db): Promise<SessionCounts> {
  const row = await db.one<{ active: number; created_today: number; expired_today: number }>(
    `SELECT count(*) FILTER (WHERE expires_at > LOCALTIMESTAMP(0))::integer AS active,
       count(*) FILTER (WHERE created_at >= CURRENT_DATE)::integer AS created_today,
       count(*) FILTER (WHERE expires_at >= CURRENT_DATE AND expires_at <= LOCALTIMESTAMP(0))::integer
         AS expired_today
     FROM sys_user_session`,
  );
  return {
    active: Number(row?.active ?? 0),
    createdToday: Number(row?.created_today ?? 0),
    expiredToday: Number(row?.expired_today ?? 0),
  };
}
