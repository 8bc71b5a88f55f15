import { SYSTEM_MENU_ID } from "../../db/seed/base-menus.ts";
import type { MenuSeed } from "../types.ts";

/** The original's id of the 菜单管理 row (reference §4.2). */
export const PERMISSION_MENU_ID = "54dd5457a3190740005c1bfec55b1c34";

const button = (id: string, name: string, perms: string, sortNo: number, hidden = false): MenuSeed => ({
  id,
  parentId: PERMISSION_MENU_ID,
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

/** 菜单管理 and its buttons. */
export const permissionMenus: readonly MenuSeed[] = [
  {
    id: PERMISSION_MENU_ID,
    parentId: SYSTEM_MENU_ID,
    name: "菜单管理",
    url: "/isystem/permission",
    component: "system/PermissionList",
    menuType: 1,
    sortNo: 3,
    icon: "appstore",
    route: true,
    keepAlive: false,
  },
  button("2da4c1ce11674ebc981ccdd0d943381a", "查看菜单", "permission:list", 1, true),
  button("3eb76927f8c04cdc9b13289a9c65da37", "添加菜单", "permission:add", 2),
  button("7e17830448c846cfaea6fc3a0a4460af", "编辑菜单", "permission:edit", 3),
  button("a071e356064f45bd8b3e5bff62678bcd", "删除菜单", "permission:delete", 4),
  button("66de8fd7509b4727946df38d66acc85f", "数据规则", "permission:dataRule", 5),
];
