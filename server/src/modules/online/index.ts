import type { ServerModule } from "../../core/server-module.ts";
import { onlineMenus } from "./menu.ts";
import { registerOnlineRoutes } from "./routes.ts";

/** 在线用户: live sessions by opaque handle, and force logout. */
export const onlineModule: ServerModule = {
  name: "online",
  menus: onlineMenus,
  async register(app, { db }) {
    registerOnlineRoutes(app, db);
  },
};
