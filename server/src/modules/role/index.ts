import { registerRoleDataRuleRoutes } from "../../core/access/data-rule-routes.ts";
import { registerCrud } from "../../core/crud/index.ts";
import type { ServerModule } from "../../core/server-module.ts";
import { roleMenus } from "./menu.ts";
import { roleCrud } from "./role-crud.ts";
import { registerRoleRoutes } from "./role-routes.ts";
import { registerRoleUserRoutes } from "./role-users.ts";

/** 角色管理: roles, their authorisation (saveRolePermission) and their users. */
export const roleModule: ServerModule = {
  name: "role",
  menus: roleMenus,
  async register(app, { db }) {
    registerCrud(app, db, roleCrud);
    registerRoleRoutes(app, db);
    registerRoleUserRoutes(app, db);
    registerRoleDataRuleRoutes(app, db);
  },
};
