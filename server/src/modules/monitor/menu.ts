import type { MenuSeed } from "../../core/server-module.ts";

/**
 * 系统监控: the folder of the monitoring pages, with the original's row id and path so menus of an
 * existing JeecgBoot database line up with ours. Other modules (the Redis pages) hang their rows under it.
 */
export const MONITOR_MENU_ID = "08e6b9dc3c04489c8e1ff2ce6f105aa4";

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

/** The folder and the monitoring pages under it, each with its own permission code; admin only. */
export const monitorMenus: readonly MenuSeed[] = [folder];
