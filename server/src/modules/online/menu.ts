import type { MenuSeed } from "../../core/server-module.ts";
import { buttons, systemMenu } from "../menu-rows.ts";

export const ONLINE_MENU_ID = "ce5a6775eb53be5efc524c76008ba66d";

/** 在线用户 under 系统管理 and its two buttons; admin only. */
export const onlineMenus: readonly MenuSeed[] = [
  systemMenu(ONLINE_MENU_ID, "在线用户", "/isystem/online", "system/SysUserOnlineList", 10, "team"),
  ...buttons(ONLINE_MENU_ID, [
    ["02b54f5656e4de81e354683ee2a352e5", "查看在线用户", "online:list", { hidden: true }],
    ["6e2cf0acd0364f634146e69cd64f9ae0", "强制退出", "online:forceLogout"],
  ]),
];
