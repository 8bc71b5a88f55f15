/**
 * Request signing of the dictionary URLs: the server rebuilds the client's sign input
 * from the request exactly as the original's SignAuthInterceptor does and compares md5(json + secret).
 */
import { createHash, timingSafeEqual } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import { fail } from "./result.ts";

export const SIGN_FAILED = "Sign签名校验失败！";
export const TIMESTAMP_FORMAT = "签名验证失败:X-TIMESTAMP格式必须为:yyyyMMddHHmmss";
export const TIMESTAMP_EXPIRED = "签名验证失败:X-TIMESTAMP已过期";
export const PATH_VARIABLE_KEY = "x-path-variable";
/** A timestamp is accepted within five minutes either way. */
export const SIGN_WINDOW_MS = 5 * 60 * 1000;

/** `java.net.URLDecoder.decode(s, "UTF-8")`: `+` is a space, %XX runs are UTF-8 bytes; throws on bad escapes. */
export function javaUrlDecode(s: string): string {
  let out = "";
  let i = 0;
  while (i < s.length) {
    const c = s[i];
    if (c === "+") {
      out += " ";
      i++;
    } else if (c === "%") {
      const bytes: number[] = [];
      while (i < s.length && s[i] === "%") {
        const hex = s.slice(i + 1, i + 3);
        if (!/^[0-9a-fA-F]{2}$/.test(hex)) throw new URIError(`bad escape in ${s}`);
        bytes.push(Number.parseInt(hex, 16));
        i += 3;
      }
      out += Buffer.from(bytes).toString("utf8");
    } else {
      out += c;
      i++;
    }
  }
  return out;
}

export interface SignRequest {
  /** raw request URL: path plus query string, as received (not decoded) */
  readonly url: string;
  readonly method: string;
  readonly body?: unknown;
}

function bodyValue(v: unknown): string | undefined {
  if (v === undefined || v === null) return undefined;
  if (typeof v === "string") return v;
  if (typeof v === "number" || typeof v === "boolean") return String(v);
  return JSON.stringify(v);
}

/**
 * The parameter map the original server signs: `x-path-variable` from a last path segment holding a
 * comma, the whole query string decoded then split, top-level JSON body values as strings for non-GET,
 * without `_t`. Throws a URIError when the URL cannot be decoded.
 */
export function collectSignParams(req: SignRequest): Record<string, string> {
  const params = new Map<string, string>();
  const q = req.url.indexOf("?");
  const path = q >= 0 ? req.url.slice(0, q) : req.url;
  const last = path.slice(path.lastIndexOf("/") + 1);
  if (last.includes(",")) params.set(PATH_VARIABLE_KEY, javaUrlDecode(last));
  const query = q >= 0 ? req.url.slice(q + 1) : "";
  if (query !== "") {
    for (const pair of javaUrlDecode(query).split("&")) {
      const eq = pair.indexOf("=");
      // The client drops a key without a value (its JSON.stringify skips undefined).
      if (eq < 0) continue;
      params.set(pair.slice(0, eq), pair.slice(eq + 1));
    }
  }
  if (
    req.method.toUpperCase() !== "GET" &&
    req.body &&
    typeof req.body === "object" &&
    !Array.isArray(req.body)
  ) {
    for (const [k, v] of Object.entries(req.body)) {
      const value = bodyValue(v);
      if (value !== undefined) params.set(k, value);
    }
  }
  params.delete("_t");
  return Object.fromEntries(params);
}

/** Keys in UTF-16 code unit order (JS sort = Java TreeMap), compact JSON. */
export function canonicalJson(params: Readonly<Record<string, string>>): string {
  const sorted: Record<string, string> = {};
  for (const k of Object.keys(params).sort()) sorted[k] = params[k];
  return JSON.stringify(sorted);
}

export function computeSign(params: Readonly<Record<string, string>>, secret: string): string {
  return createHash("md5")
    .update(canonicalJson(params) + secret, "utf8")
    .digest("hex")
    .toUpperCase();
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function wallClock(epoch: number, timeZone: string) {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    formatters.set(timeZone, f);
  }
  const parts: Record<string, number> = {};
  for (const p of f.formatToParts(new Date(epoch))) if (p.type !== "literal") parts[p.type] = Number(p.value);
  return parts as Record<"year" | "month" | "day" | "hour" | "minute" | "second", number>;
}

function offsetMs(epoch: number, timeZone: string): number {
  const w = wallClock(epoch, timeZone);
  return Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second) - Math.floor(epoch / 1000) * 1000;
}

/** `yyyyMMddHHmmss` of an instant in a time zone (what the web app sends as X-TIMESTAMP). */
export function formatSignTimestamp(epoch: number, timeZone: string): string {
  const w = wallClock(epoch, timeZone);
  const p = (n: number, len = 2) => String(n).padStart(len, "0");
  return `${p(w.year, 4)}${p(w.month)}${p(w.day)}${p(w.hour)}${p(w.minute)}${p(w.second)}`;
}

/** X-TIMESTAMP as epoch ms: 14 digits are a wall-clock time in `timeZone`, other digit strings epoch ms. */
export function parseSignTimestamp(header: string | undefined, timeZone: string): number | undefined {
  if (!header) return undefined;
  const t = header.trim();
  const m = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(t);
  if (m) {
    const [y, mo, d, h, mi, s] = m.slice(1).map(Number);
    const days = new Date(Date.UTC(y, mo, 0)).getUTCDate();
    if (mo < 1 || mo > 12 || d < 1 || d > days || h > 23 || mi > 59 || s > 59) return undefined;
    const guess = Date.UTC(y, mo - 1, d, h, mi, s);
    const first = guess - offsetMs(guess, timeZone);
    // Re-read the offset at the result so a DST change between the two instants is honoured.
    return guess - offsetMs(first, timeZone);
  }
  if (/^\d{1,13}$/.test(t)) return Number(t);
  return undefined;
}

/** The original's message for a bad X-TIMESTAMP, or undefined when it is acceptable. */
export function checkSignTimestamp(
  header: string | undefined,
  now: number,
  timeZone: string,
): string | undefined {
  const ts = parseSignTimestamp(header, timeZone);
  if (ts === undefined) return TIMESTAMP_FORMAT;
  return Math.abs(now - ts) > SIGN_WINDOW_MS ? TIMESTAMP_EXPIRED : undefined;
}

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

function header(req: FastifyRequest, name: string): string | undefined {
  const v = req.headers[name];
  return Array.isArray(v) ? v[0] : v;
}

export interface SignOptions {
  readonly signSecret: string;
  readonly timeZone: string;
  readonly now?: () => number;
}

/**
 * preHandler for routes declared `signed: true`. Like the original: the timestamp is checked first
 * (its errors go through the global handler as `操作失败，…`), then the sign (written directly, no result key).
 */
export function verifySignHook(options: SignOptions) {
  const now = options.now ?? Date.now;
  return async function verifySign(req: FastifyRequest, reply: FastifyReply) {
    const tsError = checkSignTimestamp(header(req, "x-timestamp"), now(), options.timeZone);
    if (tsError) return reply.code(200).send(fail(`操作失败，${tsError}`));
    const given = header(req, "x-sign") ?? "";
    let expected: string;
    try {
      expected = computeSign(
        collectSignParams({ url: req.url, method: req.method, body: req.body }),
        options.signSecret,
      );
    } catch {
      expected = "";
    }
    if (given === "" || expected === "" || !sameText(given, expected)) {
      return reply.code(200).send({ success: false, message: SIGN_FAILED, code: 500, timestamp: Date.now() });
    }
  };
}
