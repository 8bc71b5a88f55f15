import { rejectNul } from "../../core/crud/index.ts";
import type { ServerModule } from "../../core/server-module.ts";
import { onlineMenus } from "./menu.ts";
import { registerOnlineRoutes } from "./routes.ts";

/** 在线用户: live sessions by opaque handle, and force logout. */
export const onlineModule: ServerModule = {
  name: "online",
  menus: onlineMenus,
  async register(app, { db }) {
    app.addHook("preValidation", rejectNul);
    registerOnlineRoutes(app, db);
  },
};
