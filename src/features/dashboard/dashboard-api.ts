import { useEffect, useState } from "react";
import { getAction } from "@/providers/http/client";

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

/** One GET on mount; the answer's message when it fails, so a figure shows "—" with a reason. */
function useGet<T>(url: string): Loaded<T> {
  const [state, setState] = useState<Loaded<T>>({ loading: true });
  useEffect(() => {
    const controller = new AbortController();
    getAction<T>(url, undefined, { signal: controller.signal })
      .then((answer) => {
        if (answer.success) setState({ loading: false, data: answer.result });
        else setState({ loading: false, error: answer.message || "加载失败" });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setState({ loading: false, error: error instanceof Error ? error.message : "加载失败" });
      });
    return () => controller.abort();
  }, [url]);
  return state;
}

export const useLoginInfo = () => useGet<LoginInfo>("/sys/loginfo");
export const useVisitInfo = () => useGet<VisitDay[]>("/sys/visitInfo");
export const usePermitStats = () => useGet<PermitStats>("/permit/application/stats");

/** Applications still waiting for a decision (待审核 + 审核中). */
export function openCount(stats: PermitStats | undefined): number | undefined {
  if (!stats) return undefined;
  return stats.byStatus.filter((b) => b.value === "0" || b.value === "2").reduce((n, b) => n + b.count, 0);
}
