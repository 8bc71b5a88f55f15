/**
 * refine <-> JeecgBoot list/add/edit/delete/deleteBatch/queryById.
 * API paths come from `resource.meta.api`; the query rules live in list-query.ts.
 */
import type {
  BaseKey,
  BaseRecord,
  CreateParams,
  CreateResponse,
  CustomParams,
  CustomResponse,
  DataProvider,
  DeleteManyParams,
  DeleteManyResponse,
  DeleteOneParams,
  DeleteOneResponse,
  GetListParams,
  GetListResponse,
  GetManyParams,
  GetManyResponse,
  GetOneParams,
  GetOneResponse,
  HttpError,
  UpdateParams,
  UpdateResponse,
} from "@refinedev/core";
import { appConfig } from "@/app-config";
import {
  catalogueShows,
  deleteAction,
  getAction,
  isCancelled,
  isHttpRequestError,
  type JeecgResult,
  messageOf,
  postAction,
  putAction,
  type RequestOptions,
  request,
} from "./http/client";
import { signHeaders } from "./http/sign";
import { apiPath, apiPaths, conditionQuery, listQuery, readMeta } from "./list-query";

export * from "./list-query";

function hasOwn<K extends string>(value: unknown, key: K): value is Record<K, unknown> {
  return typeof value === "object" && value !== null && key in value;
}

/** Any failure as refine's HttpError: `success:false` envelopes (HTTP 200) and HTTP errors alike. */
export function toHttpError(error: unknown): HttpError {
  if (isHttpRequestError(error)) {
    const status = error.response?.status ?? 0;
    const body: unknown = error.response?.data;
    const out: HttpError = { message: messageOf(body) || error.message, statusCode: status };
    // `httpStatus` marks a failure the client's error catalogue has already shown, so it is not shown twice.
    if (isCancelled(error) || catalogueShows(status, body)) out.httpStatus = status;
    if (isCancelled(error)) out.cancelled = true;
    if (hasOwn(body, "errors") && typeof body.errors === "object" && body.errors !== null) {
      out.errors = body.errors as HttpError["errors"];
    }
    return out;
  }
  if (hasOwn(error, "success") && error.success === false) {
    const code = hasOwn(error, "code") && typeof error.code === "number" && error.code > 0 ? error.code : 500;
    const out: HttpError = { message: messageOf(error) || "操作失败", statusCode: code };
    if (hasOwn(error, "errors") && typeof error.errors === "object" && error.errors !== null) {
      out.errors = error.errors as HttpError["errors"];
    }
    return out;
  }
  if (error instanceof Error) return { message: error.message, statusCode: 0 };
  return { message: String(error), statusCode: 0 };
}

/** Resolves with a successful envelope; rejects with HttpError otherwise. */
async function unwrap<T>(call: Promise<JeecgResult<T>>): Promise<JeecgResult<T>> {
  let body: unknown;
  try {
    body = await call;
  } catch (error) {
    throw toHttpError(error);
  }
  if (hasOwn(body, "success") && body.success === true) return body as unknown as JeecgResult<T>;
  if (hasOwn(body, "success")) throw toHttpError(body);
  throw toHttpError({ success: false, message: "服务器返回的数据格式不正确" });
}

interface Page {
  records: unknown[];
  total: number;
  /** The server answered an estimate of a large total (shown as 约). */
  totalEstimated?: true;
}

/** `result.records || result` and `result.total`, as the list mixin reads them. */
function readPage(result: unknown): Page {
  if (Array.isArray(result)) return { records: result, total: result.length };
  if (hasOwn(result, "records") && Array.isArray(result.records)) {
    const total = hasOwn(result, "total") ? Number(result.total) : Number.NaN;
    const records = result.records;
    const page: Page = { records, total: Number.isFinite(total) ? total : records.length };
    const estimated = hasOwn(result, "totalEstimated") && result.totalEstimated === true;
    return estimated ? { ...page, totalEstimated: true } : page;
  }
  return { records: [], total: 0 };
}

/** The record a mutation answers with, else what was sent (generated controllers answer a message). */
function mutationData(result: unknown, sent: object): unknown {
  if (typeof result === "object" && result !== null && !Array.isArray(result)) return result;
  return { ...sent };
}

const idText = (id: BaseKey) => (Array.isArray(id) ? id.join(",") : String(id));

function customUrl(url: string): string {
  // refine passes either a path under the API prefix or a URL that already contains the prefix.
  const base = appConfig().apiBaseUrl;
  const origin = typeof window === "undefined" ? "" : window.location.origin;
  for (const prefix of [base, origin + base]) {
    if (url.startsWith(`${prefix}/`)) return url.slice(prefix.length);
  }
  return url;
}

export const dataProvider: DataProvider = {
  getApiUrl: () => appConfig().apiBaseUrl,

  async getList<TData extends BaseRecord = BaseRecord>({
    resource,
    pagination,
    sorters,
    filters,
    meta,
  }: GetListParams): Promise<GetListResponse<TData>> {
    const { signal } = readMeta(meta);
    const query = listQuery({ pagination, sorters, filters, meta });
    const body = await unwrap(getAction(apiPath(resource, meta, "list"), query, { signal }));
    const page = readPage(body.result);
    const data = page.records as TData[];
    return page.totalEstimated
      ? { data, total: page.total, totalEstimated: true }
      : { data, total: page.total };
  },

  /** `list?id=a,b`: a comma makes JeecgBoot use IN. */
  async getMany<TData extends BaseRecord = BaseRecord>({
    resource,
    ids,
    meta,
  }: GetManyParams): Promise<GetManyResponse<TData>> {
    const { signal } = readMeta(meta);
    const query = listQuery({ pagination: { currentPage: 1, pageSize: Math.max(ids.length, 1) }, meta });
    query.id = ids.map(idText).join(",");
    const body = await unwrap(getAction(apiPath(resource, meta, "list"), query, { signal }));
    return { data: readPage(body.result).records as TData[] };
  },

  async getOne<TData extends BaseRecord = BaseRecord>({
    resource,
    id,
    meta,
  }: GetOneParams): Promise<GetOneResponse<TData>> {
    const { signal } = readMeta(meta);
    const body = await unwrap(getAction(apiPaths(resource, meta).queryById, { id: idText(id) }, { signal }));
    return { data: body.result as TData };
  },

  async create<TData extends BaseRecord = BaseRecord, TVariables = unknown>({
    resource,
    variables,
    meta,
  }: CreateParams<TVariables>): Promise<CreateResponse<TData>> {
    const { signal } = readMeta(meta);
    const data: object = { ...(variables as object) };
    const body = await unwrap(postAction(apiPaths(resource, meta).add, data, { signal }));
    return { data: mutationData(body.result, data) as TData };
  },

  /** PUT `edit` with the id in the body, as the original's forms send it. */
  async update<TData extends BaseRecord = BaseRecord, TVariables = unknown>({
    resource,
    id,
    variables,
    meta,
  }: UpdateParams<TVariables>): Promise<UpdateResponse<TData>> {
    const { signal } = readMeta(meta);
    const data: object = { ...(variables as object), id };
    const body = await unwrap(putAction(apiPaths(resource, meta).edit, data, { signal }));
    return { data: mutationData(body.result, data) as TData };
  },

  async deleteOne<TData extends BaseRecord = BaseRecord, TVariables = unknown>({
    resource,
    id,
    meta,
  }: DeleteOneParams<TVariables>): Promise<DeleteOneResponse<TData>> {
    const { signal } = readMeta(meta);
    await unwrap(deleteAction(apiPath(resource, meta, "delete"), { id: idText(id) }, { signal }));
    return { data: { id } as unknown as TData };
  },

  async deleteMany<TData extends BaseRecord = BaseRecord, TVariables = unknown>({
    resource,
    ids,
    meta,
  }: DeleteManyParams<TVariables>): Promise<DeleteManyResponse<TData>> {
    const { signal } = readMeta(meta);
    // The trailing comma is the original's; the backend splits on ",".
    const joined = `${ids.map(idText).join(",")},`;
    await unwrap(deleteAction(apiPath(resource, meta, "deleteBatch"), { ids: joined }, { signal }));
    return { data: ids.map((id) => ({ id })) as unknown as TData[] };
  },

  /**
   * Any other endpoint. Answers `{ data: <whole body> }` (an envelope, or a bare array for the few
   * endpoints that send one); a `success:false` envelope rejects. GETs and POSTs are signed.
   */
  async custom<TData extends BaseRecord = BaseRecord, TQuery = unknown, TPayload = unknown>({
    url,
    method,
    filters,
    sorters,
    payload,
    query,
    headers,
    meta,
  }: CustomParams<TQuery, TPayload>): Promise<CustomResponse<TData>> {
    const { signal } = readMeta(meta);
    const path = customUrl(url);
    const params: Record<string, unknown> = {
      ...conditionQuery({ filters, sorters, meta }),
      ...(typeof query === "object" && query !== null ? query : {}),
    };
    const hasParams = Object.keys(params).length > 0;
    const extraHeaders = (headers ?? {}) as Record<string, string>;
    // The helpers get options only when there are some: a plain call is exactly the helper's plain call.
    const options: [RequestOptions] | [] =
      signal || Object.keys(extraHeaders).length > 0 ? [{ signal, headers: extraHeaders }] : [];
    let call: Promise<unknown>;
    if (method === "get") {
      call = getAction(path, params, ...options);
    } else if (method === "put" && !hasParams) {
      call = putAction(path, payload, ...options);
    } else if (method === "post") {
      const data = typeof payload === "object" && payload !== null ? payload : {};
      call = hasParams
        ? request({
            url: path,
            method,
            data,
            params,
            signal,
            headers: { ...extraHeaders, ...signHeaders(path, data) },
          })
        : postAction(path, data, ...options);
    } else {
      call = request({
        url: path,
        method,
        data: payload,
        params: hasParams ? params : undefined,
        signal,
        headers: extraHeaders,
      });
    }
    let body: unknown;
    try {
      body = await call;
    } catch (error) {
      throw toHttpError(error);
    }
    if (hasOwn(body, "success") && body.success === false) throw toHttpError(body);
    return { data: body as TData };
  },
};
