import { registerCrud, rejectNul } from "../../core/crud/index.ts";
import type { ServerModule } from "../types.ts";
import { userMenus } from "./menu.ts";
import { registerUserRoutes } from "./routes.ts";
import { userCrud } from "./user-crud.ts";

/** /sys/user/* and /sys/selectDepart: the generated CRUD routes plus the user's own actions. */
export const userModule: ServerModule = {
  name: "user",
  menus: userMenus,
  async register(app, { db }) {
    app.addHook("preValidation", rejectNul);
    const users = registerCrud(app, db, userCrud);
    registerUserRoutes(app, db, users);
  },
};
