import { moduleHead } from "@/components/crud/resource-head";
import { gatewayRouteModule } from "../../../shared/modules/gateway-route";

const API = gatewayRouteModule.api;

/** 路由网关 on the original's paths: the list is not paged and one updateAll saves new and changed routes. */
export const gatewayRouteHead = moduleHead(gatewayRouteModule, {
  api: {
    list: `${API}/list`,
    add: `${API}/updateAll`,
    edit: `${API}/updateAll`,
    delete: `${API}/delete`,
  },
});
