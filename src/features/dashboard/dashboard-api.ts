import { type HttpError, useCustom } from "@refinedev/core";

/** GET /sys/loginfo. */
export interface LoginInfo {
  totalVisitCount: number;
  todayVisitCount: number;
  todayIp: number;
}

/** One day of GET /sys/visitInfo: `type` is the MM-dd label, `tian` the date. */
export interface VisitDay {
  tian: string;
  type: string;
  visit: number;
  ip: number;
}

export interface Bucket {
  value: string;
  text: string;
  count: number;
}

/** GET /permit/application/stats. */
export interface PermitStats {
  total: number;
  validToday: number;
  byStatus: Bucket[];
  byRegion: Bucket[];
  byType: Bucket[];
  recent: { day: string; count: number }[];
}

export interface Loaded<T> {
  data?: T;
  loading: boolean;
  error?: string;
}

/**
 * One read through refine (`useCustom`, a signed GET): refine keeps the answer and reads again when the
 * page shows anew. A failed read keeps the figures shown before; with none yet, the reason shows in their
 * place (an HTTP failure has also been shown by the error catalogue).
 */
function useGet<T>(url: string): Loaded<T> {
  const { query } = useCustom<{ result?: T }, HttpError>({ url, method: "get", errorNotification: false });
  const data = query.data?.data.result;
  if (data !== undefined) return { data, loading: false };
  if (query.isError) return { loading: false, error: query.error.message || "加载失败" };
  return { loading: query.isPending };
}

export const useLoginInfo = () => useGet<LoginInfo>("/sys/loginfo");
export const useVisitInfo = () => useGet<VisitDay[]>("/sys/visitInfo");
export const usePermitStats = () => useGet<PermitStats>("/permit/application/stats");

/** Applications still waiting for a decision (待审核 + 审核中). */
export function openCount(stats: PermitStats | undefined): number | undefined {
  if (!stats) return undefined;
  return stats.byStatus.filter((b) => b.value === "0" || b.value === "2").reduce((n, b) => n + b.count, 0);
}
