import type { ServerModule } from "../../core/server-module.ts";
import { gatewayRouteMenus } from "./menu.ts";
import { registerGatewayRoutes } from "./routes.ts";

/** 路由网关: the gateway route configuration, stored only. */
export const gatewayRouteModule: ServerModule = {
  name: "gateway-route",
  menus: gatewayRouteMenus,
  async register(app, { db }) {
    registerGatewayRoutes(app, db);
  },
};
