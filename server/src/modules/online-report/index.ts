import type { ServerModule } from "../../core/server-module.ts";
import { componentDemoMenus } from "./menu.ts";
import { registerReportRoutes } from "./routes.ts";
import { registerUserComponentData } from "./user-component-data.ts";

/**
 * The pickers' reads: the 在线报表 API of the popup report picker (reports declared in `reports.ts`) and
 * the user-by-department lookups.
 */
export const onlineReportModule: ServerModule = {
  name: "online-report",
  menus: componentDemoMenus,
  async register(app, { db }) {
    registerReportRoutes(app, db);
    registerUserComponentData(app, db);
  },
};
