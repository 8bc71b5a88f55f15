import type { MenuSeed } from "../../core/server-module.ts";
import { buttons, subMenu } from "../menu-rows.ts";
import { derivedRowId } from "../module-menus.ts";
import { MONITOR_MENU_ID } from "../monitor/menu.ts";

export const OSS_CODES = {
  list: "oss:file:list",
  upload: "oss:file:upload",
  delete: "oss:file:delete",
} as const;

const MENU_ID = derivedRowId("oss-file", "menu");

/** 文件管理 under 系统监控 with its three buttons; admin only. */
export const ossMenus: readonly MenuSeed[] = [
  subMenu(MONITOR_MENU_ID, MENU_ID, "文件管理", "/oss/file", "modules/oss/OSSFileList", 20, "file-text"),
  ...buttons(MENU_ID, [
    [derivedRowId("oss-file", "list"), "查看文件", OSS_CODES.list, { hidden: true }],
    [derivedRowId("oss-file", "upload"), "上传文件", OSS_CODES.upload],
    [derivedRowId("oss-file", "delete"), "删除文件", OSS_CODES.delete],
  ]),
];
