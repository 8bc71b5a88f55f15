/**
 * The axios instance (the original's FE/utils/request.js): runtime base URL, 9000 ms timeout, the request
 * headers and `_t`, the body as the answer, and the error catalogue.
 */
import axios, {
  type AxiosInstance,
  type AxiosRequestConfig,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from "axios";
import { appConfig } from "@/app-config";
import { ACCESS_TOKEN, ls, TENANT_ID } from "../storage";
import { onError } from "./error-catalogue";

declare module "axios" {
  interface AxiosRequestConfig {
    /** Resolve with the whole AxiosResponse instead of the body (blob downloads need the headers). */
    fullResponse?: boolean;
  }
}

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

export const http: AxiosInstance = axios.create({ timeout: REQUEST_TIMEOUT });

function onRequest(config: InternalAxiosRequestConfig): InternalAxiosRequestConfig {
  // The base URL is a runtime setting (`/config.js`), so it is read per request.
  config.baseURL ??= appConfig().apiBaseUrl;
  const token = ls.get<string>(ACCESS_TOKEN);
  if (token) config.headers.set("X-Access-Token", token);

  const appId = routeInfo.params?.appId;
  if (routeInfo.name?.startsWith("low-app") && appId !== undefined && appId !== null && appId !== "") {
    config.headers.set("X-Low-App-ID", String(appId));
  }

  const tenant = ls.get<unknown>(TENANT_ID);
  config.headers.set("tenant-id", tenant ? String(tenant) : "0");

  // `_t` (epoch seconds) defeats caches; the original leaves dictionary item lookups without it.
  if (config.method?.toLowerCase() === "get" && !(config.url ?? "").includes("sys/dict/getDictItems")) {
    const t = Math.floor(Date.now() / 1000);
    const params: unknown = config.params;
    if (params instanceof URLSearchParams) {
      if (!params.has("_t")) params.set("_t", String(t));
    } else {
      const own = typeof params === "object" && params !== null ? params : {};
      config.params = { _t: t, ...own };
    }
  }
  return config;
}

function onResponse(response: AxiosResponse): AxiosResponse {
  if (response.config.fullResponse) return response;
  // The original's interceptor resolves with the body; `request()` below types it.
  return response.data as AxiosResponse;
}

http.interceptors.request.use(onRequest);
http.interceptors.response.use(onResponse, onError);

/** A call whose promise is typed as the body it resolves with. */
export function request<T = unknown>(config: AxiosRequestConfig): Promise<T> {
  return http.request(config) as Promise<T>;
}
