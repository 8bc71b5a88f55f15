import type { MenuSeed } from "../../core/server-module.ts";
import { subMenus } from "../menu-rows.ts";

const DASHBOARD_MENU_ID = "2310c8ba22e212dd03932e2c387ef3ce";
export const MONITOR_MENU_ID = "b24b298251ef77d1b76ae373f6344dd1";
/** 监控页's path; the home tab owns /dashboard/monitor in any case, so 监控页 had no tab of its own there. */
export const MONITOR_MENU_URL = "/dashboard/monitoring";
export const OLD_MONITOR_MENU_URL = "/dashboard/monitor";

/** 仪表盘: the dashboards besides the home page (首页 is the analysis page), for every role. */
export const dashboardMenus: readonly MenuSeed[] = [
  {
    id: DASHBOARD_MENU_ID,
    name: "仪表盘",
    url: "/dashboard",
    component: "layouts/RouteView",
    menuType: 0,
    sortNo: 1,
    icon: "dashboard",
    route: true,
    grantRoles: ["test"],
  },
  ...subMenus(DASHBOARD_MENU_ID, [
    ["2889b9a4f4804becb89ac3baadee80b2", "工作台", "/dashboard/workplace", "dashboard/Workplace", "appstore"],
    [MONITOR_MENU_ID, "监控页", MONITOR_MENU_URL, "dashboard/Monitor", "monitor"],
    [
      "0f3d5e1c9a7b4e6d8c2a1b3f5e7d9c0a",
      "任务看板",
      "/dashboard/task",
      "dashboard/IndexTask",
      "check-circle",
    ],
    ["5c8e2a4f6b1d3e9a7c0b2d4f6e8a1c3b", "图表", "/dashboard/chart", "dashboard/IndexChart", "dashboard"],
  ]).map((row) => ({ ...row, grantRoles: ["test"] })),
];
