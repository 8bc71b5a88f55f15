import type { MenuSeed } from "../../core/server-module.ts";

/** Ids of the original's rows, so menus of an existing JeecgBoot database line up with ours. */
export const HOME_MENU_ID = "9502685863ab87f0ad1134142788a385";
/** Parent of every system administration menu (`/isystem`). */
export const SYSTEM_MENU_ID = "d7d6e2e4e2934f2c9385a623fd98c6f3";

/** Rows no single module owns: the home page and the 系统管理 container. */
export const baseMenus: readonly MenuSeed[] = [
  {
    id: HOME_MENU_ID,
    name: "首页",
    url: "/dashboard/analysis",
    component: "dashboard/Analysis",
    menuType: 0,
    sortNo: 0,
    icon: "home",
    route: true,
    leaf: true,
    grantRoles: ["test"],
  },
  {
    id: SYSTEM_MENU_ID,
    name: "系统管理",
    url: "/isystem",
    component: "layouts/RouteView",
    redirect: null,
    menuType: 0,
    sortNo: 4,
    icon: "setting",
    route: true,
    grantRoles: ["test"],
  },
];
