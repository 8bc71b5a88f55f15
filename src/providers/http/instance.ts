/**
 * The one client of the original's FE/utils/request.js: runtime base URL, 9000 ms timeout, the request
 * headers and `_t`, the body as the answer, and the error catalogue.
 */
import { appConfig } from "@/app-config";
import { ACCESS_TOKEN, ls, TENANT_ID } from "../storage";
import { onError } from "./error-catalogue";
import { type HttpResponse, type RequestConfig, send } from "./transport";

export const REQUEST_TIMEOUT = 9000;

/** The JeecgBoot `Result` envelope. */
export interface JeecgResult<T = unknown> {
  success: boolean;
  message: string;
  code: number;
  result: T;
  timestamp?: number;
}

let routeInfo: { name?: string; params?: Record<string, unknown> } = {};

/** The router reports the current route so low-app routes send `X-Low-App-ID`. */
export function setRouteInfo(info: { name?: string | null; params?: Record<string, unknown> } | null): void {
  routeInfo = { name: info?.name ?? undefined, params: info?.params };
}

function withDefaults(config: RequestConfig): RequestConfig {
  const headers: Record<string, string> = { ...config.headers };
  const token = ls.get<string>(ACCESS_TOKEN);
  if (token) headers["X-Access-Token"] = token;

  const appId = routeInfo.params?.appId;
  if (routeInfo.name?.startsWith("low-app") && appId !== undefined && appId !== null && appId !== "") {
    headers["X-Low-App-ID"] = String(appId);
  }

  const tenant = ls.get<unknown>(TENANT_ID);
  headers["tenant-id"] = tenant ? String(tenant) : "0";

  let params = config.params;
  // `_t` (epoch seconds) defeats caches; the original leaves dictionary item lookups without it.
  if (
    (config.method ?? "get").toLowerCase() === "get" &&
    !(config.url ?? "").includes("sys/dict/getDictItems")
  ) {
    const t = Math.floor(Date.now() / 1000);
    if (params instanceof URLSearchParams) {
      if (!params.has("_t")) params.set("_t", String(t));
    } else {
      params = { _t: t, ...params };
    }
  }
  return {
    ...config,
    // The base URL is a runtime setting (`/config.js`), so it is read per request.
    baseURL: config.baseURL ?? appConfig().apiBaseUrl,
    timeout: config.timeout ?? REQUEST_TIMEOUT,
    headers,
    params,
  };
}

/** A call resolving with the whole response; failures go through the error catalogue. */
export async function requestResponse<T = unknown>(config: RequestConfig): Promise<HttpResponse<T>> {
  try {
    return await send<T>(withDefaults(config));
  } catch (error) {
    return onError(error);
  }
}

/** A call whose promise is typed as the body it resolves with. */
export async function request<T = unknown>(config: RequestConfig): Promise<T> {
  return (await requestResponse<T>(config)).data;
}
