import { SYSTEM_MENU_ID } from "../../db/seed/base-menus.ts";
import type { MenuSeed } from "../types.ts";

/** The original's id of the 角色管理 row (reference §4.2), so an existing JeecgBoot menu table lines up. */
export const ROLE_MENU_ID = "190c2b43bec6a5f7a4194a85db67d96a";

const button = (id: string, name: string, perms: string, sortNo: number, hidden = false): MenuSeed => ({
  id,
  parentId: ROLE_MENU_ID,
  name,
  menuType: 2,
  perms,
  permsType: "1",
  status: "1",
  sortNo,
  route: false,
  leaf: true,
  hidden,
});

/** 角色管理 and its buttons; `role:authorize` and `role:users` guard the drawer and the user assignment. */
export const roleMenus: readonly MenuSeed[] = [
  {
    id: ROLE_MENU_ID,
    parentId: SYSTEM_MENU_ID,
    name: "角色管理",
    url: "/isystem/roleUserList",
    component: "system/RoleUserList",
    menuType: 1,
    sortNo: 2,
    icon: "team",
    route: true,
    keepAlive: false,
  },
  button("a713116c863c41b1bebee7ced83c2c13", "查看角色", "role:list", 1, true),
  button("e579c2697a32409f840027832c89f77e", "添加角色", "role:add", 2),
  button("22844ea505414907bf2fd549b49b87d5", "编辑角色", "role:edit", 3),
  button("8901dab5dd1d4654b392df23ea7662d8", "删除角色", "role:delete", 4),
  button("5201118ef59b49b1aa7a9df9085472f7", "角色授权", "role:authorize", 5),
  button("355299c414814e89808c09f7d2f77947", "角色用户", "role:users", 6),
];
