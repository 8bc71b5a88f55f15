import { type HttpError, useCustom } from "@refinedev/core";

/** How often an open monitoring page reads its figures again. */
export const POLL_MS = 5000;

export const MONITOR_URLS = {
  server: "/sys/actuator/server/info",
  http: "/sys/actuator/http/info",
  database: "/sys/actuator/database/info",
  disk: "/sys/actuator/redis/queryDiskInfo",
  dataFolder: "/sys/actuator/disk/dataFolder",
  trace: "/sys/actuator/httptrace",
} as const;

export interface Sample {
  time: number;
  heapUsed: number;
  rss: number;
  cpuPercent: number;
  eventLoopP50Ms: number;
  eventLoopP99Ms: number;
  eventLoopMaxMs: number;
}

export interface ServerInfo {
  node: {
    version: string;
    platform: string;
    arch: string;
    pid: number;
    startTime: number;
    uptimeSeconds: number;
  };
  process: {
    cpuSeconds: number;
    cpuPercent: number;
    heapUsed: number;
    heapTotal: number;
    heapLimit: number;
    rss: number;
    external: number;
    arrayBuffers: number;
    activeHandles: number;
    eventLoop: { p50Ms: number; p99Ms: number; maxMs: number };
  };
  gc: { kind: string; count: number; pauseSeconds: number }[];
  system: {
    hostname: string;
    cpuCount: number;
    cpuModel: string;
    loadAverage: { one: number; five: number; fifteen: number };
    totalMemory: number;
    freeMemory: number;
  };
  history: Sample[];
}

export interface RouteFigures {
  method: string;
  route: string;
  count: number;
  p95Ms: number;
  meanMs: number;
}

export interface HttpInfo {
  requestsTotal: number;
  inFlight: number;
  byStatusClass: Record<string, number>;
  topByCount: RouteFigures[];
  topByP95: RouteFigures[];
  sessions: { active: number; createdToday: number; expiredToday: number };
}

export interface DatabaseInfo {
  engine: "embedded" | "postgresql";
  engineName: string;
  version: string;
  databaseName: string;
  size: number;
  tables: { name: string; size: number; rows: number }[];
  connections: { inUse: number; max: number };
  cacheHitRatio: number | null;
  slowStatements: {
    available: boolean;
    message: string;
    rows: { query: string; calls: number; meanMs: number; totalMs: number; rows: number }[];
  };
}

export interface DiskInfo {
  name: string;
  max: number;
  rest: number;
  restPPT: number;
}

export interface FolderUse {
  bytes: number;
  files: number;
}

export interface DataFolderInfo {
  dataDir: string;
  database: FolderUse & { remote: boolean };
  uploads: FolderUse;
  backups: FolderUse;
  total: number;
}

export interface TraceEntry {
  timestamp: number;
  method: string;
  path: string;
  status: number;
  timeTaken: number;
  principal: string | null;
  remoteAddress: string;
}

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
