import type { MenuSeed } from "../../core/server-module.ts";
import { buttons, systemMenu } from "../menu-rows.ts";

/** The original's row id (jeecg-boot seed `多数据源管理`). */
export const DATA_SOURCE_MENU_ID = "1209731624921534465";

export const dataSourceMenus: readonly MenuSeed[] = [
  systemMenu(
    DATA_SOURCE_MENU_ID,
    "多数据源管理",
    "/isystem/dataSource",
    "system/SysDataSourceList",
    11,
    "database",
  ),
  ...buttons(DATA_SOURCE_MENU_ID, [
    ["b6b1f2c4d3e54a5f8d2a1c8e7f9b0d01", "数据源查询", "dataSource:list"],
    ["b6b1f2c4d3e54a5f8d2a1c8e7f9b0d02", "添加数据源", "dataSource:add"],
    ["b6b1f2c4d3e54a5f8d2a1c8e7f9b0d03", "编辑数据源", "dataSource:edit"],
    ["b6b1f2c4d3e54a5f8d2a1c8e7f9b0d04", "删除数据源", "dataSource:delete"],
  ]),
];
