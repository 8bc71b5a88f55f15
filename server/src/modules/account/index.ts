import type { ServerModule } from "../../core/server-module.ts";
import { registerAlterationRoutes } from "./alteration.ts";
import { accountMenus } from "./menu.ts";
import { registerProfileRoutes } from "./profile.ts";
import { registerRegisterRoute } from "./register.ts";

/**
 * Self-service accounts: register and forgot password (anonymous, proven by SMS codes), and the signed-in
 * user's own profile with the 个人页 menu rows.
 */
export const accountModule: ServerModule = {
  name: "account",
  menus: accountMenus,
  async register(app, { db, config }) {
    registerRegisterRoute(app, db, config.allowRegister, config.passwordPolicy);
    registerAlterationRoutes(app, db, config.passwordPolicy);
    registerProfileRoutes(app, db);
  },
};
