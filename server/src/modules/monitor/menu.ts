import type { MenuSeed } from "../../core/server-module.ts";
import { buttons, subMenu } from "../menu-rows.ts";
import { derivedRowId } from "../module-menus.ts";

/**
 * 系统监控: the folder of the monitoring pages, with the original's row id and path so menus of an
 * existing JeecgBoot database line up with ours. Other modules (the Redis pages, 文件管理) hang their rows under it.
 */
export const MONITOR_MENU_ID = "08e6b9dc3c04489c8e1ff2ce6f105aa4";

/** One code per page, checked by the server on each of the page's endpoints. */
export const MONITOR_CODES = {
  server: "monitor:server:view",
  http: "monitor:http:view",
  database: "monitor:database:view",
  disk: "monitor:disk:view",
  trace: "monitor:trace:view",
} as const;

const folder: MenuSeed = {
  id: MONITOR_MENU_ID,
  name: "系统监控",
  url: "/dashboard3",
  component: "layouts/RouteView",
  redirect: null,
  menuType: 0,
  sortNo: 5,
  icon: "dashboard",
  route: true,
};

/** [key, name, url, component, icon, code, button name]; the rows' ids derive from the key. */
const PAGES = [
  [
    "server",
    "服务器信息",
    "/monitor/SystemInfo",
    "modules/monitor/SystemInfo",
    "hdd",
    MONITOR_CODES.server,
    "查看服务器信息",
  ],
  [
    "http",
    "HTTP 服务",
    "/monitor/TomcatInfo",
    "modules/monitor/TomcatInfo",
    "gateway",
    MONITOR_CODES.http,
    "查看HTTP服务",
  ],
  [
    "database",
    "数据库",
    "/monitor/Database",
    "modules/monitor/DatabaseInfo",
    "database",
    MONITOR_CODES.database,
    "查看数据库",
  ],
  [
    "disk",
    "磁盘监控",
    "/monitor/Disk",
    "modules/monitor/DiskMonitoring",
    "hdd",
    MONITOR_CODES.disk,
    "查看磁盘",
  ],
  [
    "trace",
    "请求追踪",
    "/monitor/HttpTrace",
    "modules/monitor/HttpTrace",
    "monitor",
    MONITOR_CODES.trace,
    "查看请求追踪",
  ],
] as const;

/** The folder and its pages, each with its one view code; admin only. */
export const monitorMenus: readonly MenuSeed[] = [
  folder,
  ...PAGES.flatMap(([key, name, url, component, icon, code, buttonName], i) => {
    const id = derivedRowId("monitor", key);
    return [
      subMenu(MONITOR_MENU_ID, id, name, url, component, i + 1, icon),
      ...buttons(id, [[derivedRowId("monitor", `${key}:view`), buttonName, code, { hidden: true }]]),
    ];
  }),
];
