/** The online report API of the popup picker; columns and query items are cached 30 s. */
import { getAction } from "@/providers/http/client";

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

async function result<T>(url: string): Promise<T> {
  const answer = await getAction<T>(url);
  if (!answer.success || answer.result === null || answer.result === undefined) {
    throw new Error(answer.message || "加载报表配置失败");
  }
  return answer.result;
}

export const reportColumns = (code: string) =>
  cached(`columns:${code}`, () => result<ReportConfig>(`/online/cgreport/api/getRpColumns/${code}`));

export const reportQueryInfo = (id: string) =>
  cached(`query:${id}`, () => result<ReportQueryItem[]>(`/online/cgreport/api/getQueryInfo/${id}`));
