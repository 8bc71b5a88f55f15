import { type ComponentType, type LazyExoticComponent, lazy } from "react";

/** Redis 监控 and Redis 终端 by their menu component keys, each its own chunk. */
export const REDIS_MONITOR_VIEWS: Record<string, LazyExoticComponent<ComponentType>> = {
  "modules/monitor/RedisInfo": lazy(() => import("./redis-info-page")),
  "modules/monitor/RedisTerminal": lazy(() => import("./redis-terminal-page")),
};
