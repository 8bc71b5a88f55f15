import type { MenuSeed } from "../../core/server-module.ts";
import { buttons, systemMenu } from "../menu-rows.ts";

export const DATA_LOG_MENU_ID = "e8e3daf0bd6d69985277ab7da32303bd";

/** 数据日志 (/sys/dataLog-list) with its list code; admin only. */
export const dataLogMenus: readonly MenuSeed[] = [
  systemMenu(DATA_LOG_MENU_ID, "数据日志", "/sys/dataLog-list", "system/DataLogList", 13, "form"),
  ...buttons(DATA_LOG_MENU_ID, [
    ["f746f9e84f90c98f33edbd5404a4bdc8", "查看数据日志", "dataLog:list", { hidden: true }],
  ]),
];
