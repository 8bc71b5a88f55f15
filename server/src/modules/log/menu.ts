import type { MenuSeed } from "../../core/server-module.ts";
import { buttons, systemMenu } from "../menu-rows.ts";

export const LOG_MENU_ID = "719ff6e3c6fa5b50032f7c193495127a";

/** 日志管理 (/isystem/log) with its buttons; admin only. */
export const logMenus: readonly MenuSeed[] = [
  systemMenu(LOG_MENU_ID, "日志管理", "/isystem/log", "system/LogList", 12, "file-text"),
  ...buttons(LOG_MENU_ID, [
    ["254df62d31ab3b544e6d58540e36cd14", "查看日志", "log:list", { hidden: true }],
    ["b24e870adea20ee7776f70bd271f1f06", "删除日志", "log:delete"],
  ]),
];
