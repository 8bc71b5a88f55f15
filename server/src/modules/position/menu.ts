import { buttons, systemMenu } from "../menu-rows.ts";
import type { MenuSeed } from "../types.ts";

/** The original's row id (jeecg-boot seed `职务管理`). */
export const POSITION_MENU_ID = "1174506953255182338";

export const positionMenus: readonly MenuSeed[] = [
  systemMenu(POSITION_MENU_ID, "职务管理", "/isystem/position", "system/SysPositionList", 5, "idcard"),
  ...buttons(POSITION_MENU_ID, [
    ["a5a0e1b3c2d44f4e9c1f0b7d6e8a9c01", "职务查询", "position:list"],
    ["a5a0e1b3c2d44f4e9c1f0b7d6e8a9c02", "添加职务", "position:add"],
    ["a5a0e1b3c2d44f4e9c1f0b7d6e8a9c03", "编辑职务", "position:edit"],
    ["a5a0e1b3c2d44f4e9c1f0b7d6e8a9c04", "删除职务", "position:delete"],
    ["a5a0e1b3c2d44f4e9c1f0b7d6e8a9c05", "导出职务", "position:export"],
    ["a5a0e1b3c2d44f4e9c1f0b7d6e8a9c06", "导入职务", "position:import"],
  ]),
];
