/** 服务器信息: the Node process and the machine, from the metrics registry and its sampled history. */
import os from "node:os";
import type { Registry } from "prom-client";
import type { GcKind, ServerInfo } from "../../../../shared/monitor.ts";
import { collectGroups, type History, metricValue } from "../../core/telemetry/history.ts";

async function gcKinds(registry: Registry): Promise<GcKind[]> {
  const metric = registry.getSingleMetric("nodejs_gc_duration_seconds");
  if (!metric) return [];
  const kinds = new Map<string, GcKind>();
  for (const v of (await metric.get()).values) {
    const kind = String(v.labels.kind ?? "");
    const name = (v as { metricName?: string }).metricName ?? "";
    const entry = kinds.get(kind) ?? { kind, count: 0, pauseSeconds: 0 };
    if (name.endsWith("_count")) entry.count = v.value;
    else if (name.endsWith("_sum")) entry.pauseSeconds = v.value;
    else continue;
    kinds.set(kind, entry);
  }
  return [...kinds.values()].sort((a, b) => a.kind.localeCompare(b.kind));
}

export async function serverInfo(registry: Registry, history: History): Promise<ServerInfo> {
  const latest = history.latest() ?? (await history.sample());
  await collectGroups(registry);
  const startTime = await metricValue(registry, "process_start_time_seconds");
  const read = (name: string, labels?: Record<string, string>) => metricValue(registry, name, labels);
  return {
    node: {
      version: process.version,
      platform: process.platform,
      arch: process.arch,
      pid: process.pid,
      startTime: startTime * 1000,
      uptimeSeconds: Math.round(process.uptime()),
    },
    process: {
      cpuSeconds: await read("process_cpu_seconds_total"),
      cpuPercent: latest.cpuPercent,
      heapUsed: await read("nodejs_heap_size_used_bytes"),
      heapTotal: await read("nodejs_heap_size_total_bytes"),
      heapLimit: await read("nodejs_heap_size_limit_bytes"),
      rss: await read("process_resident_memory_bytes"),
      external: await read("nodejs_external_memory_bytes"),
      arrayBuffers: await read("nodejs_array_buffers_bytes"),
      activeHandles: await read("nodejs_active_handles_total"),
      eventLoop: { p50Ms: latest.eventLoopP50Ms, p99Ms: latest.eventLoopP99Ms, maxMs: latest.eventLoopMaxMs },
    },
    gc: await gcKinds(registry),
    system: {
      hostname: os.hostname(),
      cpuCount: await read("system_cpu_count"),
      cpuModel: os.cpus()[0]?.model ?? "",
      loadAverage: {
        one: await read("system_load_average", { period: "1m" }),
        five: await read("system_load_average", { period: "5m" }),
        fifteen: await read("system_load_average", { period: "15m" }),
      },
      totalMemory: await read("system_memory_bytes", { state: "total" }),
      freeMemory: await read("system_memory_bytes", { state: "free" }),
    },
    history: history.list(),
  };
}
