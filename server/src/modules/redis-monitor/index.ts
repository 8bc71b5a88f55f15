import type { ServerModule } from "../../core/server-module.ts";
import { redisMenus } from "./menu.ts";
import { registerRedisRoutes } from "./routes.ts";

/** Redis 监控 and Redis 终端: the optional Redis behind sessions and dictionaries, as the original shows it. */
export const redisMonitorModule: ServerModule = {
  name: "redis-monitor",
  menus: redisMenus,
  async register(app, { redis }) {
    registerRedisRoutes(app, redis);
  },
};
