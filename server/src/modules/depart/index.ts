import { registerCrud } from "../../core/crud/index.ts";
import type { ServerModule } from "../../core/server-module.ts";
import { departCrud } from "./depart-crud.ts";
import { registerDepartPermissionRoutes } from "./depart-permissions.ts";
import { registerDepartRoleRoutes } from "./depart-roles.ts";
import { registerDepartTreeRoutes } from "./depart-tree.ts";
import { registerDepartUserRoutes } from "./depart-users.ts";
import { departMenus } from "./menu.ts";

/** 部门管理: the department tree, its users and its permissions. */
export const departModule: ServerModule = {
  name: "depart",
  menus: departMenus,
  async register(app, { db }) {
    registerCrud(app, db, departCrud);
    registerDepartTreeRoutes(app, db);
    registerDepartUserRoutes(app, db);
    registerDepartPermissionRoutes(app, db);
    registerDepartRoleRoutes(app, db);
  },
};
