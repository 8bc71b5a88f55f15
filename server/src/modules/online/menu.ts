import { SYSTEM_MENU_ID } from "../../db/seed/base-menus.ts";
import type { MenuSeed } from "../types.ts";

export const ONLINE_MENU_ID = "ce5a6775eb53be5efc524c76008ba66d";

/** 在线用户 under 系统管理 (reference §2.2 example rows) and its two buttons; admin only. */
export const onlineMenus: readonly MenuSeed[] = [
  {
    id: ONLINE_MENU_ID,
    parentId: SYSTEM_MENU_ID,
    name: "在线用户",
    url: "/isystem/online",
    component: "system/SysUserOnlineList",
    menuType: 1,
    sortNo: 10,
    icon: "team",
    route: true,
    keepAlive: false,
  },
  {
    id: "02b54f5656e4de81e354683ee2a352e5",
    parentId: ONLINE_MENU_ID,
    name: "查看在线用户",
    menuType: 2,
    perms: "online:list",
    permsType: "1",
    status: "1",
    sortNo: 1,
    route: false,
    leaf: true,
    hidden: true,
  },
  {
    id: "6e2cf0acd0364f634146e69cd64f9ae0",
    parentId: ONLINE_MENU_ID,
    name: "强制退出",
    menuType: 2,
    perms: "online:forceLogout",
    permsType: "1",
    status: "1",
    sortNo: 2,
    route: false,
    leaf: true,
  },
];
