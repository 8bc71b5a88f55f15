/**
 * One HTTP call over XMLHttpRequest, with what this app used of axios and the same wire format: the query
 * serialised as axios serialises it, a JSON body for an object, multipart for FormData, the answer parsed
 * as JSON when it is JSON, and failures that carry the same codes and messages (a notice shows the message
 * of a timeout or a network error). XMLHttpRequest, as axios used in a browser, also reports the progress
 * of uploads and downloads.
 */

export interface ProgressEvent {
  loaded: number;
  total?: number;
}

export interface RequestConfig {
  url?: string;
  method?: string;
  /** Prefixed to a relative `url`. */
  baseURL?: string;
  params?: object;
  data?: unknown;
  headers?: Record<string, string>;
  /** ms; 0 or absent = none. */
  timeout?: number;
  signal?: AbortSignal;
  responseType?: "blob";
  onUploadProgress?: (event: ProgressEvent) => void;
  onDownloadProgress?: (event: ProgressEvent) => void;
}

export interface HttpResponse<T = unknown> {
  data: T;
  status: number;
  statusText: string;
  /** Lower-case names. */
  headers: Record<string, string>;
}

/** axios's error codes, which callers and tests read. */
export type HttpErrorCode =
  | "ERR_BAD_REQUEST"
  | "ERR_BAD_RESPONSE"
  | "ECONNABORTED"
  | "ERR_NETWORK"
  | "ERR_CANCELED";

/** A failed call: an answer outside 2xx (with `response`), a timeout, a network error or a cancellation. */
export class HttpRequestError extends Error {
  readonly code: HttpErrorCode;
  readonly response?: HttpResponse;

  constructor(message: string, code: HttpErrorCode, response?: HttpResponse) {
    super(message);
    this.name = code === "ERR_CANCELED" ? "CanceledError" : "HttpRequestError";
    this.code = code;
    this.response = response;
  }
}

export function isHttpRequestError(error: unknown): error is HttpRequestError {
  return error instanceof HttpRequestError;
}

export function isCancelled(error: unknown): boolean {
  return error instanceof HttpRequestError && error.code === "ERR_CANCELED";
}

/** axios's query encoding: `encodeURIComponent`, then `:`, `$` and `,` kept and a space as `+`. */
function encode(value: string): string {
  return encodeURIComponent(value)
    .replace(/%3A/gi, ":")
    .replace(/%24/g, "$")
    .replace(/%2C/gi, ",")
    .replace(/%20/g, "+");
}

function scalar(value: unknown): string {
  if (value === null) return "";
  if (value instanceof Date) return value.toISOString();
  return String(value);
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== "object" || value === null) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/** A flat array goes as `key[]=a&key[]=b`, a nested object as `key[sub]=…`; null and undefined are left out. */
function addPairs(pairs: [string, string][], key: string, value: unknown): void {
  if (value === undefined || value === null) return;
  if (Array.isArray(value)) {
    for (const item of value) if (item !== undefined && item !== null) pairs.push([`${key}[]`, scalar(item)]);
    return;
  }
  if (isPlainObject(value)) {
    for (const [sub, item] of Object.entries(value)) addPairs(pairs, `${key}[${sub}]`, item);
    return;
  }
  pairs.push([key, scalar(value)]);
}

export function serializeParams(params: object): string {
  if (params instanceof URLSearchParams) return params.toString();
  const pairs: [string, string][] = [];
  for (const [key, value] of Object.entries(params)) addPairs(pairs, key, value);
  return pairs.map(([key, value]) => `${encode(key)}=${encode(value)}`).join("&");
}

export function buildUrl(config: RequestConfig): string {
  let url = config.url ?? "";
  if (config.baseURL && !/^([a-z][a-z\d+\-.]*:)?\/\//i.test(url)) {
    url = url ? `${config.baseURL.replace(/\/?\/$/, "")}/${url.replace(/^\/+/, "")}` : config.baseURL;
  }
  const query = config.params ? serializeParams(config.params) : "";
  if (!query) return url;
  const hash = url.indexOf("#");
  if (hash !== -1) url = url.slice(0, hash);
  return `${url}${url.includes("?") ? "&" : "?"}${query}`;
}

function headerValue(headers: Record<string, string>, name: string): string | undefined {
  const key = Object.keys(headers).find((k) => k.toLowerCase() === name);
  return key === undefined ? undefined : headers[key];
}

function withoutHeader(headers: Record<string, string>, name: string): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).filter(([k]) => k.toLowerCase() !== name));
}

/** A JSON body: a string that already is JSON goes as it is (trimmed), anything else is stringified. */
function jsonText(data: unknown): string {
  if (typeof data === "string") {
    try {
      JSON.parse(data);
      return data.trim();
    } catch {
      return JSON.stringify(data);
    }
  }
  return JSON.stringify(data);
}

/** The body to send and the headers that go with it, as axios's request transform makes them. */
function body(config: RequestConfig): {
  data: XMLHttpRequestBodyInit | null;
  headers: Record<string, string>;
} {
  let headers: Record<string, string> = { Accept: "application/json, text/plain, */*", ...config.headers };
  const data = config.data;
  if (data === undefined) return { data: null, headers: withoutHeader(headers, "content-type") };
  // The browser writes a multipart type with its boundary.
  if (data instanceof FormData) return { data, headers: withoutHeader(headers, "content-type") };
  if (data instanceof URLSearchParams) {
    if (!headerValue(headers, "content-type"))
      headers = { ...headers, "Content-Type": "application/x-www-form-urlencoded;charset=utf-8" };
    return { data: data.toString(), headers };
  }
  if (data instanceof Blob || data instanceof ArrayBuffer || ArrayBuffer.isView(data))
    return { data: data as XMLHttpRequestBodyInit, headers };
  const json = (headerValue(headers, "content-type") ?? "").includes("application/json");
  if ((typeof data === "object" && data !== null) || json) {
    if (!headerValue(headers, "content-type")) headers = { ...headers, "Content-Type": "application/json" };
    return { data: jsonText(data), headers };
  }
  return { data: data as XMLHttpRequestBodyInit, headers };
}

function parseHeaders(raw: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of raw.split(/\r?\n/)) {
    const at = line.indexOf(":");
    if (at <= 0) continue;
    const name = line.slice(0, at).trim().toLowerCase();
    const value = line.slice(at + 1).trim();
    headers[name] = headers[name] ? `${headers[name]}, ${value}` : value;
  }
  return headers;
}

/** A text answer is JSON when it parses, else it stays text. */
function parseBody(xhr: XMLHttpRequest, blob: boolean): unknown {
  if (blob) return xhr.response;
  const text = xhr.responseText;
  if (!text) return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Sends one request; resolves for 2xx and rejects with an HttpRequestError otherwise. */
export function send<T = unknown>(config: RequestConfig): Promise<HttpResponse<T>> {
  return new Promise((resolve, reject) => {
    const signal = config.signal;
    if (signal?.aborted) {
      reject(new HttpRequestError("canceled", "ERR_CANCELED"));
      return;
    }
    const xhr = new XMLHttpRequest();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let settled = false;
    const onAbortSignal = () => finish(new HttpRequestError("canceled", "ERR_CANCELED"), true);

    function finish(outcome: HttpRequestError | HttpResponse<T>, abort = false) {
      if (settled) return;
      settled = true;
      if (timer !== undefined) clearTimeout(timer);
      signal?.removeEventListener("abort", onAbortSignal);
      if (abort) xhr.abort();
      if (outcome instanceof HttpRequestError) reject(outcome);
      else resolve(outcome);
    }

    xhr.open((config.method ?? "get").toUpperCase(), buildUrl(config), true);
    if (config.responseType === "blob") xhr.responseType = "blob";
    const { data, headers } = body(config);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);

    xhr.onload = () => {
      const response: HttpResponse = {
        data: parseBody(xhr, config.responseType === "blob"),
        status: xhr.status,
        statusText: xhr.statusText,
        headers: parseHeaders(xhr.getAllResponseHeaders()),
      };
      if (xhr.status >= 200 && xhr.status < 300) {
        finish(response as HttpResponse<T>);
        return;
      }
      const code = xhr.status >= 400 && xhr.status < 500 ? "ERR_BAD_REQUEST" : "ERR_BAD_RESPONSE";
      finish(new HttpRequestError(`Request failed with status code ${xhr.status}`, code, response));
    };
    xhr.onerror = () => finish(new HttpRequestError("Network Error", "ERR_NETWORK"));
    xhr.onabort = () => finish(new HttpRequestError("Request aborted", "ECONNABORTED"));
    const onUpload = config.onUploadProgress;
    if (onUpload && data !== null) {
      xhr.upload.onprogress = (event) =>
        onUpload({ loaded: event.loaded, total: event.lengthComputable ? event.total : undefined });
    }
    const onDownload = config.onDownloadProgress;
    if (onDownload) {
      xhr.onprogress = (event) =>
        onDownload({ loaded: event.loaded, total: event.lengthComputable ? event.total : undefined });
    }
    signal?.addEventListener("abort", onAbortSignal);
    // A timer rather than `xhr.timeout`, so the limit holds wherever the request is answered from.
    if (config.timeout) {
      const ms = config.timeout;
      timer = setTimeout(
        () => finish(new HttpRequestError(`timeout of ${ms}ms exceeded`, "ECONNABORTED"), true),
        ms,
      );
    }
    xhr.send(data);
  });
}
