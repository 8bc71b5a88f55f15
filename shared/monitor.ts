/**
 * The 系统监控 answers as the server sends them and the web pages read them, and where each is served.
 * Pure types and constants: no imports.
 */

export const MONITOR_PATHS = {
  server: "/sys/actuator/server/info",
  http: "/sys/actuator/http/info",
  database: "/sys/actuator/database/info",
  disk: "/sys/actuator/redis/queryDiskInfo",
  dataFolder: "/sys/actuator/disk/dataFolder",
  trace: "/sys/actuator/httptrace",
} as const;

/** One reading of the server's recent figures, for the 服务器信息 chart. */
export interface Sample {
  /** epoch milliseconds */
  time: number;
  heapUsed: number;
  rss: number;
  /** process CPU time over wall time since the previous sample, in percent of one core */
  cpuPercent: number;
  eventLoopP50Ms: number;
  eventLoopP99Ms: number;
  eventLoopMaxMs: number;
}

export interface GcKind {
  kind: string;
  count: number;
  /** seconds paused in all */
  pauseSeconds: number;
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
  gc: GcKind[];
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
  /** milliseconds, estimated from the duration histogram's buckets */
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

export interface TableFigures {
  name: string;
  /** bytes, indexes and TOAST included */
  size: number;
  /** the planner's estimate */
  rows: number;
}

export interface SlowStatement {
  query: string;
  calls: number;
  meanMs: number;
  totalMs: number;
  rows: number;
}

export interface DatabaseInfo {
  engine: "embedded" | "postgresql";
  engineName: string;
  version: string;
  databaseName: string;
  size: number;
  tables: TableFigures[];
  connections: { inUse: number; max: number };
  /** percent of block reads served from the buffer cache; null before any read */
  cacheHitRatio: number | null;
  slowStatements: { available: boolean; message: string; rows: SlowStatement[] };
}

/** The original's answer: bytes, and `restPPT` the used share in whole percent despite its name. */
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
  /** the embedded database's folder; on a PostgreSQL server the database's own size, kept there */
  database: FolderUse & { remote: boolean };
  uploads: FolderUse;
  backups: FolderUse;
  total: number;
}

/** One request of 请求追踪, safe to show an administrator: no header, no body, no secret value. */
export interface TraceEntry {
  /** epoch milliseconds when the request arrived */
  timestamp: number;
  method: string;
  /** the path with its query, secrets replaced by `***` */
  path: string;
  status: number;
  /** milliseconds */
  timeTaken: number;
  /** username of the session, when the request carried one */
  principal: string | null;
  remoteAddress: string;
}

/** The trace answer: matching entries newest first, and how many the ring keeps at most. */
export interface TraceList {
  traces: TraceEntry[];
  capacity: number;
}
