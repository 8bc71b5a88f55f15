/**
 * X-Sign and X-TIMESTAMP of the original (FE/utils/encryption/signMd5Utils.js).
 */
import md5 from "crypto-js/md5";
import { appConfig } from "@/app-config";

/** Any plain object: its own top-level keys are signed. */
export type SignParams = object;

/**
 * Uppercase MD5 of `JSON.stringify(sorted params) + secret`.
 * Like the original it turns number values of `params` into strings *in place*, so the request sends
 * exactly what was signed (`status: 0` goes out as `"0"`).
 */
export function getSign(url: string, params?: SignParams | null, secret = appConfig().signSecret): string {
  const input: Record<string, unknown> = {};

  const lastSegment = url.substring(url.lastIndexOf("/") + 1);
  if (lastSegment.includes(",")) {
    const withoutQuery = lastSegment.includes("?")
      ? lastSegment.substring(0, lastSegment.indexOf("?"))
      : lastSegment;
    input["x-path-variable"] = decodeURIComponent(withoutQuery);
  }

  const queryAt = url.indexOf("?");
  if (queryAt !== -1) {
    // Added raw, not decoded, as the original does.
    for (const pair of url.substring(queryAt + 1).split("&")) {
      const eq = pair.indexOf("=");
      if (eq > 0) input[pair.substring(0, eq)] = pair.substring(eq + 1);
    }
  }

  if (params) {
    const record = params as Record<string, unknown>;
    for (const key of Object.keys(record)) {
      const value = record[key];
      if (typeof value === "number" && !Number.isNaN(value)) record[key] = String(value);
      input[key] = record[key];
    }
  }

  const sorted: Record<string, unknown> = {};
  for (const key of Object.keys(input).sort()) sorted[key] = input[key];
  return md5(JSON.stringify(sorted) + secret)
    .toString()
    .toUpperCase();
}

const pad = (n: number) => String(n).padStart(2, "0");

function localStamp(date: Date): string {
  return (
    String(date.getFullYear()) +
    pad(date.getMonth() + 1) +
    pad(date.getDate()) +
    pad(date.getHours()) +
    pad(date.getMinutes()) +
    pad(date.getSeconds())
  );
}

/**
 * `yyyyMMddHHmmss` in the backend's time zone, which every original version
 * accepts whatever zone the browser is in. An unknown zone falls back to the browser's local time, which is
 * what the original sent.
 */
export function signTimestamp(
  now: Date = new Date(),
  timeZone: string = appConfig().backendTimeZone,
): string {
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = new Intl.DateTimeFormat("en-US", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
      hourCycle: "h23",
    }).formatToParts(now);
  } catch {
    return localStamp(now);
  }
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "00";
  return `${part("year").padStart(4, "0")}${part("month")}${part("day")}${part("hour")}${part("minute")}${part("second")}`;
}

/** The two headers a signed call carries. */
export function signHeaders(url: string, params?: SignParams | null): Record<string, string> {
  return { "X-Sign": getSign(url, params), "X-TIMESTAMP": signTimestamp() };
}
