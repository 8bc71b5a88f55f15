import type { ServerModule } from "../../core/server-module.ts";
import { monitorMenus } from "./menu.ts";
import { registerMonitorRoutes } from "./routes.ts";

/** 系统监控: what the server, its database and its disks are doing, and the requests it answered. */
export const monitorModule: ServerModule = {
  name: "monitor",
  menus: monitorMenus,
  async register(app, ctx) {
    registerMonitorRoutes(app, ctx);
  },
};
