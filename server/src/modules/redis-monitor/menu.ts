import type { MenuSeed } from "../../core/server-module.ts";
import { buttons, subMenu } from "../menu-rows.ts";
import { MONITOR_MENU_ID } from "../monitor/menu.ts";

export const REDIS_INFO_MENU_ID = "4f84f9400e5e92c95f05b554724c2b58";
export const REDIS_TERMINAL_MENU_ID = "b6bcee2ccc854052d3cc3e9c96d90197";

export const REDIS_PERMS = {
  info: "monitor:redis:info",
  terminal: "monitor:redis:terminal",
} as const;

/** Redis 监控 and Redis 终端 under 系统监控, each with the code its endpoints require; admin only. */
export const redisMenus: readonly MenuSeed[] = [
  subMenu(
    MONITOR_MENU_ID,
    REDIS_INFO_MENU_ID,
    "Redis 监控",
    "/monitor/redis/info",
    "modules/monitor/RedisInfo",
    20,
    "database",
  ),
  ...buttons(REDIS_INFO_MENU_ID, [["e1e3d16a1f3b4c0e9a4f6c8d2b7a5e31", "查看 Redis 信息", REDIS_PERMS.info]]),
  subMenu(
    MONITOR_MENU_ID,
    REDIS_TERMINAL_MENU_ID,
    "Redis 终端",
    "/monitor/redis/terminal",
    "modules/monitor/RedisTerminal",
    21,
    "monitor",
  ),
  ...buttons(REDIS_TERMINAL_MENU_ID, [
    ["9c2f7b5d8e4a4d1b8f3e6a0c5d7b9e42", "执行 Redis 只读命令", REDIS_PERMS.terminal],
  ]),
];
