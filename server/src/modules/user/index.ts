import { registerCrud, registerExcelImport } from "../../core/crud/index.ts";
import { registerIpLimits } from "../../core/rate-limit.ts";
import type { ServerModule } from "../../core/server-module.ts";
import { registerUserAdminRoutes } from "./admin-routes.ts";
import { userMenus } from "./menu.ts";
import { registerUserRoutes } from "./routes.ts";
import { createUserCrud } from "./user-crud.ts";
import { registerUserFormRoutes } from "./user-form-routes.ts";
import { registerUsersByIds } from "./users-by-ids.ts";

/** /sys/user/* and /sys/selectDepart: the generated CRUD routes plus the user's own actions. */
export const userModule: ServerModule = {
  name: "user",
  menus: userMenus,
  async register(app, { db, config }) {
    await registerIpLimits(app);
    const users = registerCrud(app, db, createUserCrud(config.passwordPolicy));
    await registerExcelImport(app, users, config);
    registerUserRoutes(app, db, users, config);
    registerUserAdminRoutes(app, db, users);
    registerUserFormRoutes(app, db);
    registerUsersByIds(app, db);
  },
};
