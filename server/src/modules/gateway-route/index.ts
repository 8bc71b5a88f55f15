/**
 * 路由网关 (`/sys/gatewayRoute/*`) from its shared declaration, on the original's paths: list (every route,
 * not paged), updateAll (one endpoint saves new and changed routes), delete and clearRedis. The routes are
 * stored configuration only; this server forwards nothing by them.
 */
import { gatewayRouteModule as declaration } from "../../../../shared/modules/gateway-route.ts";
import { bodySchema, parseJsonColumns, selectList } from "../../core/crud/index.ts";
import { ok } from "../../core/result.ts";
import type { Row } from "../../db/client.ts";
import { declaredModule } from "../declared-module.ts";

const API = declaration.api;
const LIST_FIELDS = ["id", "createTime", ...Object.keys(declaration.fields)];

/** Predicates and filters are answered as arrays, also where an older row holds none. */
const asList = (value: unknown) => (Array.isArray(value) ? value : []);

export const gatewayRouteModule = declaredModule(declaration, {
  crud: {
    withoutRoutes: ["list", "add", "edit", "queryById", "deleteBatch"],
    messages: { delete: "删除路由成功" },
  },
  routes: (app, { db }, table) => {
    const { columns } = table.decl;
    app.get(`${API}/list`, { config: { perm: "gatewayRoute:list" } }, async () => {
      const rows = await db.query(
        `SELECT ${selectList(columns, LIST_FIELDS)} FROM sys_gateway_route ORDER BY create_time, router_id`,
      );
      parseJsonColumns(columns, rows);
      return ok(rows.map((r) => ({ ...r, predicates: asList(r.predicates), filters: asList(r.filters) })));
    });

    // POST as the original; PUT too, as a generic edit form sends it.
    app.route({
      method: ["POST", "PUT"],
      url: `${API}/updateAll`,
      // One endpoint saves new and changed routes, so either code grants it.
      config: { perm: ["gatewayRoute:add", "gatewayRoute:edit"] },
      schema: { body: bodySchema(columns, "add", "id", { id: { type: ["string", "null"], maxLength: 32 } }) },
      handler: async (req) => {
        const body = req.body as Row;
        if (typeof body.id === "string" && body.id) await table.update(req, body);
        else await table.insert(req, body);
        return ok(null, "操作成功！");
      },
    });

    // The original drops the gateway's Redis copy; routes live only in the database here.
    app.get(`${API}/clearRedis`, { config: { perm: "gatewayRoute:edit" } }, async () =>
      ok(null, "清除成功！"),
    );
  },
});
