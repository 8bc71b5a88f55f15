/**
 * The Redis 监控 and Redis 终端 answers as the server sends them and the web pages read them, and where
 * each is served. Pure types and constants: no imports.
 */

const BASE = "/sys/actuator/redis";

export const REDIS_MONITOR_PATHS = {
  info: `${BASE}/info`,
  keysSize: `${BASE}/keysSize`,
  memoryInfo: `${BASE}/memoryInfo`,
  infoForReport: `${BASE}/infoForReport`,
  keysSizeForReport: `${BASE}/keysSizeForReport`,
  memoryForReport: `${BASE}/memoryForReport`,
  terminal: `${BASE}/terminal`,
} as const;

/** One INFO line with its description. */
export interface InfoRow {
  key: string;
  value: string;
  description: string;
}

/** The key count, bare (not in a result envelope), as the original answers it. */
export interface KeysSize {
  dbSize: number;
  /** epoch milliseconds of the reading */
  create_time: number;
}

/** Used memory in bytes, bare, as the original answers it. */
export interface MemoryInfo {
  used_memory: number;
  /** epoch milliseconds of the reading */
  create_time: number;
}

/** What one terminal command line printed. */
export interface CommandAnswer {
  command: string;
  output: string;
}
