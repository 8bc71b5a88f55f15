import { type ComponentType, type LazyExoticComponent, lazy } from "react";

/** The 系统监控 pages by menu component key; each loads on first use. */
export const MONITOR_VIEWS: Record<string, LazyExoticComponent<ComponentType>> = {
  "modules/monitor/SystemInfo": lazy(() => import("./server-info-page")),
  "modules/monitor/TomcatInfo": lazy(() => import("./http-page")),
  "modules/monitor/DatabaseInfo": lazy(() => import("./database-page")),
  "modules/monitor/DiskMonitoring": lazy(() => import("./disk-page")),
  "modules/monitor/HttpTrace": lazy(() => import("./trace-page")),
};
