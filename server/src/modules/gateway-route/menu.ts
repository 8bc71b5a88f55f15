import type { MenuSeed } from "../../core/server-module.ts";
import { buttons, systemMenu } from "../menu-rows.ts";

/** The original's row id (jeecg-boot seed `路由网关`). */
export const GATEWAY_ROUTE_MENU_ID = "1265162119913824258";

export const gatewayRouteMenus: readonly MenuSeed[] = [
  systemMenu(
    GATEWAY_ROUTE_MENU_ID,
    "路由网关",
    "/isystem/gatewayroute",
    "system/SysGatewayRouteList",
    12,
    "gateway",
  ),
  ...buttons(GATEWAY_ROUTE_MENU_ID, [
    ["c7c2a3d5e4f64b6a9e3b2d9f8a0c1e01", "路由查询", "gatewayRoute:list"],
    ["c7c2a3d5e4f64b6a9e3b2d9f8a0c1e04", "添加路由", "gatewayRoute:add"],
    ["c7c2a3d5e4f64b6a9e3b2d9f8a0c1e02", "编辑路由", "gatewayRoute:edit"],
    ["c7c2a3d5e4f64b6a9e3b2d9f8a0c1e03", "删除路由", "gatewayRoute:delete"],
  ]),
];
