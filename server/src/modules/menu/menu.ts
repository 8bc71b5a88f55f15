import type { MenuSeed } from "../../core/server-module.ts";
import { buttons, systemMenu } from "../menu-rows.ts";

/** The original's id of the 菜单管理 row. */
export const PERMISSION_MENU_ID = "54dd5457a3190740005c1bfec55b1c34";

/** 菜单管理 and its buttons. */
export const permissionMenus: readonly MenuSeed[] = [
  systemMenu(PERMISSION_MENU_ID, "菜单管理", "/isystem/permission", "system/PermissionList", 3, "appstore"),
  ...buttons(
    PERMISSION_MENU_ID,
    [
      ["2da4c1ce11674ebc981ccdd0d943381a", "查看菜单", "permission:list", { hidden: true }],
      ["3eb76927f8c04cdc9b13289a9c65da37", "添加菜单", "permission:add"],
      ["7e17830448c846cfaea6fc3a0a4460af", "编辑菜单", "permission:edit"],
      ["a071e356064f45bd8b3e5bff62678bcd", "删除菜单", "permission:delete"],
      ["66de8fd7509b4727946df38d66acc85f", "数据规则", "permission:dataRule"],
    ],
    { hidden: false },
  ),
];
