/** The online report API of the popup picker, read through refine; columns and query items are kept 30 s. */
import { type HttpError, useCustom } from "@refinedev/core";

export const REPORT_CACHE_MS = 30_000;

export interface ReportColumn {
  title: string;
  dataIndex: string;
  /** a dictionary code whose options are in `dictOptions` */
  customRender?: string;
}

export interface ReportConfig {
  cgRpConfigId: string;
  cgRpConfigName: string;
  columns: ReportColumn[];
  dictOptions: Record<string, { value: string; text: string }[]>;
}

export interface ReportQueryItem {
  field: string;
  label: string;
  view?: string;
  mode?: string;
  dictCode?: string;
  /** "1": shown only when the search is expanded */
  hidden?: string;
}

const cache = new Map<string, { at: number; value: Promise<unknown> }>();

/** One answer per key for 30 s; a failed call is not kept. */
export function cached<T>(key: string, load: () => Promise<T>, now = Date.now()): Promise<T> {
  const hit = cache.get(key);
  if (hit && now - hit.at < REPORT_CACHE_MS) return hit.value as Promise<T>;
  const value = load();
  cache.set(key, { at: now, value });
  value.catch(() => cache.delete(key));
  return value;
}

const FAILED = "加载报表配置失败";

/** A configuration read; refine keeps the answer 30 s, and a failed read is read again next time. */
function useReportRead<T>(url: string, enabled: boolean): { result?: T; error?: string } {
  const { query } = useCustom<{ result?: T | null; message?: string }, HttpError>({
    url,
    method: "get",
    queryOptions: { enabled, staleTime: REPORT_CACHE_MS },
    // The dialog says why in place of the report.
    errorNotification: false,
  });
  if (query.isError) return { error: query.error.message || FAILED };
  const answer = query.data?.data;
  if (!answer) return {};
  if (answer.result === null || answer.result === undefined) return { error: answer.message || FAILED };
  return { result: answer.result };
}

export interface ReportSetup {
  config?: ReportConfig;
  items: ReportQueryItem[];
  error?: string;
}

const NO_ITEMS: ReportQueryItem[] = [];

/** A report's columns (`getRpColumns/{code}`), then its query items (`getQueryInfo/{id}`). */
export function useReportSetup(code: string): ReportSetup {
  const columns = useReportRead<ReportConfig>(`/online/cgreport/api/getRpColumns/${code}`, true);
  const id = columns.result?.cgRpConfigId ?? "";
  const info = useReportRead<ReportQueryItem[]>(`/online/cgreport/api/getQueryInfo/${id}`, id !== "");
  const error = columns.error ?? info.error;
  if (error) return { items: NO_ITEMS, error };
  // The report shows once both are there, as its search needs the query items.
  if (!columns.result || !info.result) return { items: NO_ITEMS };
  return { config: columns.result, items: info.result };
}
