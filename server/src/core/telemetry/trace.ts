/**
 * 请求追踪: the last requests in a bounded ring, newest first. What is kept is safe to show an
 * administrator: no header, no body, and neither a path parameter nor a query value whose name says it
 * carries a secret (a token, a password, a captcha key, a ticket, a signature).
 */
import type { TraceEntry } from "../../../../shared/monitor.ts";

export const TRACE_CAPACITY = 500;
const MAX_PATH = 500;
export const HIDDEN = "***";

const SECRET_NAME =
  /token|password|passwd|pwd|secret|ticket|captcha|checkkey|sign|credential|session|cookie|apikey|api_key|access_key|^key$/i;

export function isSecretName(name: string): boolean {
  return SECRET_NAME.test(name);
}

/**
 * The path of `url` as the route pattern gives it, each secret parameter hidden, and its query with the
 * values of secret names hidden. `pattern` is the matched route (`/sys/randomImage/:key`), absent when no
 * route matched.
 */
export function safePath(url: string, pattern: string | undefined, params: Record<string, unknown>): string {
  const q = url.indexOf("?");
  let pathPart = q < 0 ? url : url.slice(0, q);
  const query = q < 0 ? "" : url.slice(q + 1);
  if (pattern?.includes(":")) {
    pathPart = pattern.replace(/:([A-Za-z0-9_]+)/g, (_m, name: string) =>
      isSecretName(name) ? HIDDEN : encodeURIComponent(String(params[name] ?? "")),
    );
  }
  const kept = query
    .split("&")
    .filter((pair) => pair !== "")
    .map((pair) => {
      const eq = pair.indexOf("=");
      const rawName = eq < 0 ? pair : pair.slice(0, eq);
      let name = rawName;
      try {
        name = decodeURIComponent(rawName.replace(/\+/g, " "));
      } catch {
        // A name that does not decode is judged as sent.
      }
      return eq >= 0 && isSecretName(name) ? `${rawName}=${HIDDEN}` : pair;
    });
  const full = kept.length > 0 ? `${pathPart}?${kept.join("&")}` : pathPart;
  return full.length > MAX_PATH ? `${full.slice(0, MAX_PATH)}…` : full;
}

/** A fixed-size ring: the oldest entry goes when a new one comes. */
export class TraceRing {
  private readonly entries: TraceEntry[] = [];
  private next = 0;

  constructor(readonly capacity = TRACE_CAPACITY) {}

  add(entry: TraceEntry): void {
    if (this.entries.length < this.capacity) this.entries.push(entry);
    else this.entries[this.next] = entry;
    this.next = (this.next + 1) % this.capacity;
  }

  /**
   * Newest first, by when each request came: an entry is added when its request ends, so one that
   * overlapped a later, quicker request is added after it.
   */
  list(): TraceEntry[] {
    const ordered =
      this.entries.length < this.capacity
        ? [...this.entries]
        : [...this.entries.slice(this.next), ...this.entries.slice(0, this.next)];
    return ordered.reverse().sort((a, b) => b.timestamp - a.timestamp);
  }
}
