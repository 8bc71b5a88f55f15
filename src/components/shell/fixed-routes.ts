import { HOME_TAB_PATH, normalizePath } from "./guard";
import { pageTitle } from "./menu";
import type { MenuNode } from "./menu-types";

export const WORKPLACE_PATH = "/dashboard/workplace";
/** 监控页: not below the home tab's path, which matches whatever its case. */
export const MONITOR_PATH = "/dashboard/monitoring";
export { HOME_TAB_PATH };
/** The home tab's title, its crumb and the side menu's entry for it. */
export const HOME_TITLE = "首页";
export const ACCOUNT_CENTER_PATH = "/account/center";
export const ACCOUNT_SETTINGS_PATH = "/account/settings";
/** 我的消息, where the bell's 查看更多 leads. */
export const MY_MESSAGES_PATH = "/isps/userAnnouncement";

/** The home tab's path, whatever its case. */
export function isHomeTabPath(pathname: string): boolean {
  return normalizePath(pathname).toLowerCase() === HOME_TAB_PATH.toLowerCase();
}

export interface FixedPage {
  path: string;
  title: string;
  /** A view-registry key; a missing view sends the route to /404. */
  component?: string;
  redirect?: string;
}

/**
 * Pages that exist whatever the menu says: dashboards, account pages, 我的消息, exception and
 * result pages. The account settings pages come with the menu (the account module's hidden rows).
 */
export const FIXED_PAGES: readonly FixedPage[] = [
  { path: "/dashboard", title: "仪表盘", redirect: WORKPLACE_PATH },
  // 仪表盘's hidden child /dashboard/monitor is the home tab (a path matches whatever its case): no menu
  // entry shows it, the menu's 首页 and the logo lead to it, and it is one tab, 首页.
  { path: HOME_TAB_PATH, title: HOME_TITLE, component: "dashboard/Home" },
  { path: "/dashboard/analysis", title: "分析页", component: "dashboard/Analysis" },
  { path: WORKPLACE_PATH, title: "工作台", component: "dashboard/Workplace" },
  { path: MONITOR_PATH, title: "监控页", component: "dashboard/Monitor" },
  { path: ACCOUNT_CENTER_PATH, title: "个人中心", component: "account/center/Index" },
  { path: MY_MESSAGES_PATH, title: "我的消息", component: "system/UserAnnouncementList" },
  { path: "/exception/403", title: "403", component: "exception/403" },
  { path: "/exception/404", title: "404", component: "exception/404" },
  { path: "/exception/500", title: "500", component: "exception/500" },
  { path: "/403", title: "403", component: "exception/403" },
  { path: "/404", title: "404", component: "exception/404" },
  { path: "/500", title: "500", component: "exception/500" },
  { path: "/result/success", title: "成功", component: "result/Success" },
  { path: "/result/fail", title: "失败", component: "result/Fail" },
];

/** The exception pages carry their own heading. */
export function isExceptionPath(pathname: string): boolean {
  return /^(\/exception)?\/(403|404|500)$/.test(normalizePath(pathname));
}

export function fixedTitle(pathname: string): string | undefined {
  const path = normalizePath(pathname).toLowerCase();
  return FIXED_PAGES.find((page) => page.path.toLowerCase() === path)?.title;
}

export function titleFor(menu: readonly MenuNode[], pathname: string): string | undefined {
  return pageTitle(menu, pathname) ?? fixedTitle(pathname);
}
