import { resourceFromModule } from "@/components/crud/from-module";
import { gatewayRouteModule } from "../../../shared/modules/gateway-route";
import { gatewayRouteHead } from "./gateway-route-head";

/**
 * 路由网关 (system/SysGatewayRouteList at /isystem/gatewayroute) on the original's paths: the list is not
 * paged and one updateAll saves new and changed routes. Stored configuration only.
 */
export const gatewayRouteResource = resourceFromModule(gatewayRouteModule, {
  api: gatewayRouteHead.api,
  fields: { status: { tagColors: { "1": "green", "0": "default" }, width: 80 } },
  rowActions: ["edit", "delete"],
  batchActions: [],
  superQuery: false,
});
