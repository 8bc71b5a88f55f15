/** The call helpers of FE/api/manage.js: which calls are signed follows the original. */
import { type JeecgResult, request } from "./instance";
import { type SignParams, signHeaders } from "./sign";
import type { RequestConfig } from "./transport";

export type Method =
  | "get"
  | "post"
  | "put"
  | "patch"
  | "delete"
  | "GET"
  | "POST"
  | "PUT"
  | "PATCH"
  | "DELETE";

export interface RequestOptions {
  signal?: AbortSignal;
  /** ms; 0 = none. Defaults to 9000 except for uploads and downloads. */
  timeout?: number;
  headers?: Record<string, string>;
}

export const pick = (options?: RequestOptions): RequestConfig => ({
  signal: options?.signal,
  timeout: options?.timeout,
  headers: options?.headers,
});

/** Signed GET (`getAction`), with an optional timeout in `options.timeout`. */
export function getAction<T = unknown>(
  url: string,
  params?: SignParams,
  options?: RequestOptions,
): Promise<JeecgResult<T>> {
  return request({
    ...pick(options),
    url,
    method: "get",
    params,
    headers: { ...options?.headers, ...signHeaders(url, params) },
  });
}

/** Signed POST of a JSON body. */
export function postAction<T = unknown>(
  url: string,
  data?: SignParams,
  options?: RequestOptions,
): Promise<JeecgResult<T>> {
  return httpAction<T>(url, data, "post", options);
}

/** Signed call with a chosen method; a GET sends `data` as the query. */
export function httpAction<T = unknown>(
  url: string,
  data: SignParams | undefined,
  method: Method,
  options?: RequestOptions,
): Promise<JeecgResult<T>> {
  const isGet = method.toLowerCase() === "get";
  return request({
    ...pick(options),
    url,
    method,
    ...(isGet ? { params: data } : { data }),
    headers: { ...options?.headers, ...signHeaders(url, data) },
  });
}

/** PUT of a JSON body (not signed, as the original). */
export function putAction<T = unknown>(
  url: string,
  data?: unknown,
  options?: RequestOptions,
): Promise<JeecgResult<T>> {
  return request({ ...pick(options), url, method: "put", data });
}

/** DELETE with query params (not signed, as the original). */
export function deleteAction<T = unknown>(
  url: string,
  params?: object,
  options?: RequestOptions,
): Promise<JeecgResult<T>> {
  return request({ ...pick(options), url, method: "delete", params });
}

/** Plain GET (the original's `axios({method:'get'})` calls): `_t`, no signature. */
export function getPlain<T = unknown>(
  url: string,
  params?: object,
  options?: RequestOptions,
): Promise<JeecgResult<T>> {
  return request({ ...pick(options), url, method: "get", params });
}
