import type { ServerModule } from "../../core/server-module.ts";
import { monitorMenus } from "./menu.ts";

/** 系统监控: what the server, its database and its disks are doing. */
export const monitorModule: ServerModule = {
  name: "monitor",
  menus: monitorMenus,
  async register() {},
};
