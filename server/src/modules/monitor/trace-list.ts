/** 请求追踪: the ring's entries, newest first, filtered by status (`404`, `4xx`) and a piece of the path. */
import type { TraceList } from "../../../../shared/monitor.ts";
import type { TraceRing } from "../../core/telemetry/trace.ts";

export interface TraceQuery {
  status?: string;
  path?: string;
}

export function matchesStatus(status: number, wanted: string): boolean {
  const w = wanted.trim().toLowerCase();
  if (w === "") return true;
  if (/^[1-5]xx$/.test(w)) return Math.floor(status / 100) === Number(w[0]);
  return String(status) === w;
}

export function traceList(ring: TraceRing, query: TraceQuery): TraceList {
  const piece = (query.path ?? "").trim().toLowerCase();
  const traces = ring
    .list()
    .filter(
      (t) => matchesStatus(t.status, query.status ?? "") && (!piece || t.path.toLowerCase().includes(piece)),
    );
  return { traces, capacity: ring.capacity };
}
