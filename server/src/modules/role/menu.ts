import { ROLE_MENU_ID } from "../../core/access/lockout.ts";
import type { MenuSeed } from "../../core/server-module.ts";
import { buttons, systemMenu } from "../menu-rows.ts";

/** The original's id of the 角色管理 row, so an existing JeecgBoot menu table lines up. */
export { ROLE_MENU_ID };

/** 角色管理 and its buttons; `role:authorize` and `role:users` guard the drawer and the user assignment. */
export const roleMenus: readonly MenuSeed[] = [
  systemMenu(ROLE_MENU_ID, "角色管理", "/isystem/roleUserList", "system/RoleUserList", 2, "team"),
  ...buttons(
    ROLE_MENU_ID,
    [
      ["a713116c863c41b1bebee7ced83c2c13", "查看角色", "role:list", { hidden: true }],
      ["e579c2697a32409f840027832c89f77e", "添加角色", "role:add"],
      ["22844ea505414907bf2fd549b49b87d5", "编辑角色", "role:edit"],
      ["8901dab5dd1d4654b392df23ea7662d8", "删除角色", "role:delete"],
      ["5201118ef59b49b1aa7a9df9085472f7", "角色授权", "role:authorize"],
      ["355299c414814e89808c09f7d2f77947", "角色用户", "role:users"],
    ],
    { hidden: false },
  ),
];
