import { type HttpError, useCustom } from "@refinedev/core";

/** How often an open monitoring page reads its figures again. */
export const POLL_MS = 5000;

export interface Polled<T> {
  data?: T;
  loading: boolean;
  error?: string;
  /** epoch ms of the answer shown */
  updatedAt: number;
}

/**
 * One monitoring answer through refine, read again every POLL_MS while the page is mounted and the
 * browser tab is visible: leaving the page unmounts the query and a hidden tab pauses it. A failed read
 * keeps the figures shown before.
 */
export function usePolled<T>(url: string, query?: Record<string, string>): Polled<T> {
  const { query: q } = useCustom<{ result?: T }, HttpError>({
    url,
    method: "get",
    config: query ? { query } : undefined,
    queryOptions: { refetchInterval: POLL_MS, refetchIntervalInBackground: false },
    errorNotification: false,
  });
  const data = q.data?.data.result;
  return {
    data,
    loading: q.isPending,
    error: q.isError ? q.error.message || "加载失败" : undefined,
    updatedAt: q.dataUpdatedAt,
  };
}
