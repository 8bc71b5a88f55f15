/** HTTP 服务: requests answered, in flight, by status class and by route, and the sign-in sessions. */
import type { Registry } from "prom-client";
import type { HttpInfo, RouteFigures } from "../../../../shared/monitor.ts";
import { metricValue } from "../../core/telemetry/history.ts";

const TOP = 10;

interface Bucket {
  le: number;
  count: number;
}

/** The quantile of cumulative buckets, linear within the bucket it falls in (as Prometheus estimates it). */
export function bucketQuantile(q: number, buckets: readonly Bucket[]): number {
  const sorted = [...buckets].sort((a, b) => a.le - b.le);
  const total = sorted.at(-1)?.count ?? 0;
  if (total === 0) return 0;
  const rank = q * total;
  let lower = 0;
  let below = 0;
  for (const b of sorted) {
    if (b.count >= rank) {
      if (!Number.isFinite(b.le)) return lower;
      const inBucket = b.count - below;
      return inBucket === 0 ? b.le : lower + ((b.le - lower) * (rank - below)) / inBucket;
    }
    lower = Number.isFinite(b.le) ? b.le : lower;
    below = b.count;
  }
  return lower;
}

async function routeFigures(registry: Registry): Promise<RouteFigures[]> {
  const metric = registry.getSingleMetric("http_request_duration_seconds");
  if (!metric) return [];
  const routes = new Map<
    string,
    { method: string; route: string; buckets: Bucket[]; count: number; sum: number }
  >();
  for (const v of (await metric.get()).values) {
    const method = String(v.labels.method ?? "");
    const route = String(v.labels.route ?? "");
    const key = `${method} ${route}`;
    const entry = routes.get(key) ?? { method, route, buckets: [], count: 0, sum: 0 };
    const name = (v as { metricName?: string }).metricName ?? "";
    if (name.endsWith("_bucket")) {
      const le = v.labels.le === "+Inf" ? Number.POSITIVE_INFINITY : Number(v.labels.le);
      entry.buckets.push({ le, count: v.value });
    } else if (name.endsWith("_count")) entry.count = v.value;
    else if (name.endsWith("_sum")) entry.sum = v.value;
    routes.set(key, entry);
  }
  return [...routes.values()]
    .filter((r) => r.count > 0)
    .map((r) => ({
      method: r.method,
      route: r.route,
      count: r.count,
      p95Ms: Math.round(bucketQuantile(0.95, r.buckets) * 10_000) / 10,
      meanMs: Math.round((r.sum / r.count) * 10_000) / 10,
    }));
}

export async function httpInfo(registry: Registry): Promise<HttpInfo> {
  const counter = registry.getSingleMetric("http_requests_total");
  const byStatusClass: Record<string, number> = { "1xx": 0, "2xx": 0, "3xx": 0, "4xx": 0, "5xx": 0 };
  let requestsTotal = 0;
  for (const v of counter ? (await counter.get()).values : []) {
    const cls = String(v.labels.status_class ?? "");
    byStatusClass[cls] = (byStatusClass[cls] ?? 0) + v.value;
    requestsTotal += v.value;
  }
  const routes = await routeFigures(registry);
  // One reading: collecting the session gauge asks the database once for all three states.
  const sessionValues = (await registry.getSingleMetric("permit_sessions")?.get())?.values ?? [];
  const sessions = (state: string) => Number(sessionValues.find((v) => v.labels.state === state)?.value ?? 0);
  return {
    requestsTotal,
    inFlight: await metricValue(registry, "http_requests_in_flight"),
    byStatusClass,
    topByCount: [...routes].sort((a, b) => b.count - a.count).slice(0, TOP),
    topByP95: [...routes].sort((a, b) => b.p95Ms - a.p95Ms).slice(0, TOP),
    sessions: {
      active: sessions("active"),
      createdToday: sessions("created_today"),
      expiredToday: sessions("expired_today"),
    },
  };
}
