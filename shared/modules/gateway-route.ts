import { defineModule } from "./module-types.ts";

/** A 0/1 setting of a route. */
const zeroOrOne = (title: string) =>
  ({ title, type: "number", integer: true, range: [0, 1], invalid: `${title}只能是0或1` }) as const;
/** Settings the list page neither shows nor edits. */
const notShown = { list: false, form: false } as const;

/** Predicates and filters are JSON arrays, as the gateway reads them. */
const jsonList = (title: string, placeholder: string) =>
  ({ title, type: "json", jsonShape: "array", maxLength: 20_000, placeholder }) as const;

/** 路由网关: the gateway's route configuration, stored only; this server forwards nothing by it. */
export const gatewayRouteModule = defineModule({
  name: "gateway-route",
  resource: "sys-gateway-route",
  api: "/sys/gatewayRoute",
  table: "sys_gateway_route",
  title: "路由",
  permission: "gatewayRoute",
  actions: ["list", "add", "edit", "delete"],
  menu: {
    parent: "system",
    id: "1265162119913824258",
    name: "路由网关",
    path: "/isystem/gatewayroute",
    component: "system/SysGatewayRouteList",
    icon: "gateway",
    order: 12,
    buttons: {
      list: ["c7c2a3d5e4f64b6a9e3b2d9f8a0c1e01", "路由查询"],
      add: ["c7c2a3d5e4f64b6a9e3b2d9f8a0c1e04", "添加路由"],
      edit: ["c7c2a3d5e4f64b6a9e3b2d9f8a0c1e02", "编辑路由"],
      delete: ["c7c2a3d5e4f64b6a9e3b2d9f8a0c1e03", "删除路由"],
    },
  },
  fields: {
    routerId: {
      title: "路由标识",
      maxLength: 50,
      required: "请输入路由标识!",
      unique: "路由ID已存在",
      pattern: { regex: "^[A-Za-z0-9_.-]+$", message: "路由标识只能包含字母、数字、下划线、点和横线" },
    },
    name: { title: "路由名称", maxLength: 32 },
    uri: {
      title: "路由地址",
      maxLength: 255,
      required: "请输入路由地址!",
      pattern: { regex: "^(lb|https?|wss?)://\\S+$", message: "路由地址格式不正确，例如 lb://jeecg-system" },
      placeholder: "lb://jeecg-system",
    },
    predicates: jsonList("路由条件", '[{"name":"Path","args":["/sys/**"]}]'),
    filters: { ...jsonList("过滤器", "[]"), list: false },
    retryable: { ...zeroOrOne("是否重试"), ...notShown },
    stripPrefix: { ...zeroOrOne("是否去掉前缀"), ...notShown },
    persistable: { ...zeroOrOne("是否持久化"), ...notShown },
    showApi: { ...zeroOrOne("是否在接口文档中展示"), ...notShown },
    status: { ...zeroOrOne("状态"), dict: "valid_status" },
  },
  form: { width: 700 },
});
