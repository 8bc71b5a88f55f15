import { registerCrud } from "../../core/crud/index.ts";
import type { ServerModule } from "../../core/server-module.ts";
import { registerDataRuleRoutes } from "./data-rules.ts";
import { permissionMenus } from "./menu.ts";
import { permissionCrud } from "./permission-crud.ts";
import { registerPermissionRoutes } from "./permission-routes.ts";

/** 菜单管理: the menu/permission editor and its data rules under /sys/permission. */
export const menuModule: ServerModule = {
  name: "menu",
  menus: permissionMenus,
  async register(app, { db }) {
    registerCrud(app, db, permissionCrud);
    registerPermissionRoutes(app, db);
    registerDataRuleRoutes(app, db);
  },
};
