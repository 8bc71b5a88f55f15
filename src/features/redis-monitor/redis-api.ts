import { type HttpError, useCustom, useCustomMutation } from "@refinedev/core";
import { useEffect, useState } from "react";
import {
  type CommandAnswer,
  type InfoRow,
  type KeysSize,
  type MemoryInfo,
  REDIS_MONITOR_PATHS as PATHS,
} from "../../../shared/redis-monitor";

/** The Redis page reads the key count and memory this often while it is open, as the original. */
export const POLL_MS = 3000;
/** Points each chart keeps. */
export const POINTS_KEPT = 6;

export interface Point {
  time: string;
  value: number;
}

export interface Loaded<T> {
  data?: T;
  loading: boolean;
  error?: string;
}

const clock = (ms: number) => {
  const d = new Date(ms);
  return [d.getHours(), d.getMinutes(), d.getSeconds()].map((n) => String(n).padStart(2, "0")).join(":");
};

/** INFO with descriptions, read when the page opens and again on `refetch`. */
export function useRedisInfo(): Loaded<InfoRow[]> & { refetch(): void } {
  const { query } = useCustom<{ result?: InfoRow[] }, HttpError>({
    url: PATHS.info,
    method: "get",
    errorNotification: false,
  });
  const data = query.data?.data.result;
  const refetch = () => void query.refetch();
  if (data !== undefined) return { data, loading: false, refetch };
  if (query.isError) return { loading: false, error: query.error.message || "加载失败", refetch };
  return { loading: query.isPending, refetch };
}

/**
 * A bare figure the page polls every POLL_MS while it is mounted (react-query stops when the page is
 * left and pauses in a hidden tab), keeping the last POINTS_KEPT readings for its chart.
 */
function useSeries<T extends { create_time: number }>(
  url: string,
  read: (body: T) => number,
): Loaded<Point[]> {
  const { query } = useCustom<T, HttpError>({
    url,
    method: "get",
    errorNotification: false,
    queryOptions: { refetchInterval: POLL_MS, refetchIntervalInBackground: false },
  });
  const body = query.data?.data;
  const [points, setPoints] = useState<Point[]>([]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: one point per new answer; `read` is a pure pick
  useEffect(() => {
    if (!body || typeof body.create_time !== "number") return;
    const point = { time: clock(body.create_time), value: read(body) };
    setPoints((old) => [...old, point].slice(-POINTS_KEPT));
  }, [body]);
  if (points.length > 0) return { data: points, loading: false };
  if (query.isError) return { loading: false, error: query.error.message || "加载失败" };
  return { loading: true };
}

export const useKeysSeries = () => useSeries<KeysSize>(PATHS.keysSize, (b) => b.dbSize);
/** Memory in KB, as the original shows it (used_memory / 1000). */
export const useMemorySeries = () =>
  useSeries<MemoryInfo>(PATHS.memoryInfo, (b) => Math.round(b.used_memory / 1000));

/** POST /sys/actuator/redis/terminal: runs one read-only command line. */
export function useRedisCommand() {
  const { mutateAsync, mutation } = useCustomMutation<{ result: CommandAnswer }, HttpError>();
  const run = async (command: string): Promise<CommandAnswer> => {
    const res = await mutateAsync({
      url: PATHS.terminal,
      method: "post",
      values: { command },
      successNotification: false,
      errorNotification: false,
    });
    return res.data.result;
  };
  return { run, busy: mutation.isPending };
}
