/**
 * The last minutes of memory, CPU and event-loop delay, sampled from the registry every few seconds,
 * for the 服务器信息 page's chart. The event-loop figures of a sample cover the time since the previous
 * reading of the registry.
 */
import type { Registry } from "prom-client";
import type { Sample } from "../../../../shared/monitor.ts";
import { EVENT_LOOP_RESOLUTION_MS } from "./registry.ts";

export const SAMPLE_INTERVAL_MS = 5000;
/** Five minutes of samples. */
export const HISTORY_LENGTH = 60;

/** The first value of a metric, 0 when it has none or it is not a finite number. */
export async function metricValue(registry: Registry, name: string, labels?: Record<string, string>) {
  const metric = registry.getSingleMetric(name);
  if (!metric) return 0;
  const data = await metric.get();
  const found = data.values.find(
    (v) => !labels || Object.entries(labels).every(([k, want]) => String(v.labels[k]) === want),
  );
  const value = Number(found?.value ?? 0);
  return Number.isFinite(value) ? value : 0;
}

/**
 * prom-client sets a group of figures from one member's collect: reading these first makes the CPU
 * and heap figures current.
 */
export async function collectGroups(registry: Registry): Promise<void> {
  await metricValue(registry, "process_cpu_user_seconds_total");
  await metricValue(registry, "nodejs_heap_size_total_bytes");
}

/**
 * The probe measures whole timer periods, so an idle loop reads the resolution itself: the delay is what
 * exceeds it. A histogram that saw no tick yet reports absurd values; those read as 0.
 */
const delayMs = (seconds: number) =>
  seconds > 0 && seconds < 3600
    ? Math.max(0, Math.round((seconds * 1000 - EVENT_LOOP_RESOLUTION_MS) * 100) / 100)
    : 0;

export class History {
  private readonly samples: Sample[] = [];
  private lastCpu: { at: number; seconds: number } | undefined;
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly registry: Registry) {}

  start(): void {
    void this.sample();
    this.timer = setInterval(() => void this.sample(), SAMPLE_INTERVAL_MS);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
  }

  list(): Sample[] {
    return [...this.samples];
  }

  latest(): Sample | undefined {
    return this.samples.at(-1);
  }

  async sample(): Promise<Sample> {
    const r = this.registry;
    const now = Date.now();
    // Reading the lag gauge collects every event-loop figure at once and starts a new window.
    await metricValue(r, "nodejs_eventloop_lag_seconds");
    await collectGroups(r);
    const cpuSeconds = await metricValue(r, "process_cpu_seconds_total");
    const previous = this.lastCpu;
    const cpuPercent =
      previous && now > previous.at ? ((cpuSeconds - previous.seconds) * 100_000) / (now - previous.at) : 0;
    this.lastCpu = { at: now, seconds: cpuSeconds };
    const sample: Sample = {
      time: now,
      heapUsed: await metricValue(r, "nodejs_heap_size_used_bytes"),
      rss: await metricValue(r, "process_resident_memory_bytes"),
      cpuPercent: Math.max(0, Math.round(cpuPercent * 10) / 10),
      eventLoopP50Ms: delayMs(await metricValue(r, "nodejs_eventloop_lag_p50_seconds")),
      eventLoopP99Ms: delayMs(await metricValue(r, "nodejs_eventloop_lag_p99_seconds")),
      eventLoopMaxMs: delayMs(await metricValue(r, "nodejs_eventloop_lag_max_seconds")),
    };
    this.samples.push(sample);
    if (this.samples.length > HISTORY_LENGTH) this.samples.shift();
    return sample;
  }
}
