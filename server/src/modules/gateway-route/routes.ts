/**
 * /sys/gatewayRoute: the original's list, updateAll, delete and clearRedis. The routes
 * are stored configuration only; this server forwards nothing by them.
 */
import type { FastifyInstance } from "fastify";
import { newId } from "../../core/ids.ts";
import { BizError, ok } from "../../core/result.ts";
import type { Db } from "../../db/client.ts";

interface RouteRow {
  id: string;
  router_id: string;
  name: string | null;
  uri: string | null;
  predicates: string | null;
  filters: string | null;
  retryable: number | null;
  strip_prefix: number | null;
  persistable: number | null;
  show_api: number | null;
  status: number | null;
  create_time: string | null;
}

const FLAGS = ["retryable", "stripPrefix", "persistable", "showApi", "status"] as const;
const ROUTER_ID = /^[A-Za-z0-9_.-]{1,50}$/;
const flag = { type: ["integer", "string", "boolean", "null"] };
const jsonList = { type: ["array", "string", "null"], maxLength: 20_000, maxItems: 100 };

/** Predicates and filters are JSON arrays stored as text; the list answers them parsed, as the original. */
function parseList(text: string | null): unknown {
  if (!text) return [];
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? parsed : [];
  } catch {
    return [];
  }
}

function listText(value: unknown, title: string): string {
  if (value === undefined || value === null || value === "") return "[]";
  const parsed: unknown = typeof value === "string" ? safeParse(value) : value;
  if (!Array.isArray(parsed)) throw new BizError(`${title}必须是JSON数组`);
  const text = JSON.stringify(parsed);
  if (text.length > 20_000) throw new BizError(`${title}过长`);
  return text;
}

function safeParse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function flagValue(value: unknown, name: string): number | null {
  if (value === undefined || value === null || value === "") return null;
  if (value === true || value === 1 || value === "1") return 1;
  if (value === false || value === 0 || value === "0") return 0;
  throw new BizError(`${name}只能是0或1`);
}

function answerOf(r: RouteRow) {
  return {
    id: r.id,
    routerId: r.router_id,
    name: r.name,
    uri: r.uri,
    predicates: parseList(r.predicates),
    filters: parseList(r.filters),
    retryable: r.retryable,
    stripPrefix: r.strip_prefix,
    persistable: r.persistable,
    showApi: r.show_api,
    status: r.status,
    createTime: r.create_time,
  };
}

export function registerGatewayRoutes(app: FastifyInstance, db: Db): void {
  app.get("/sys/gatewayRoute/list", { config: { perm: "gatewayRoute:list" } }, async () => {
    const rows = await db.query<RouteRow>(
      `SELECT id, router_id, name, uri, predicates, filters, retryable, strip_prefix, persistable, show_api,
              status, to_char(create_time, 'YYYY-MM-DD HH24:MI:SS') AS create_time
         FROM sys_gateway_route ORDER BY create_time, router_id`,
    );
    return ok(rows.map(answerOf));
  });

  // POST as the original; PUT too, as a generic edit form sends it.
  app.route({
    method: ["POST", "PUT"],
    url: "/sys/gatewayRoute/updateAll",
    // One endpoint saves new and changed routes, so either code grants it.
    config: { perm: ["gatewayRoute:add", "gatewayRoute:edit"] },
    schema: {
      body: {
        type: "object",
        properties: {
          id: { type: ["string", "null"], maxLength: 32 },
          routerId: { type: "string", maxLength: 50 },
          name: { type: ["string", "null"], maxLength: 32 },
          uri: { type: ["string", "null"], maxLength: 255 },
          predicates: jsonList,
          filters: jsonList,
          ...Object.fromEntries(FLAGS.map((f) => [f, flag])),
        },
        required: ["routerId"],
      },
    },
    handler: async (req) => {
      const body = req.body as Record<string, unknown>;
      const routerId = String(body.routerId ?? "").trim();
      if (!ROUTER_ID.test(routerId)) throw new BizError("路由ID只能包含字母、数字、下划线、点和横线");
      const uri = typeof body.uri === "string" ? body.uri.trim() : "";
      if (!/^(lb|https?|wss?):\/\/\S+$/.test(uri))
        throw new BizError("路由URI格式不正确，例如 lb://jeecg-system");
      const values = [
        routerId,
        typeof body.name === "string" ? body.name.trim() : null,
        uri,
        listText(body.predicates, "路由条件"),
        listText(body.filters, "过滤器"),
        ...FLAGS.map((f) => flagValue(body[f], f)),
      ];
      const id = typeof body.id === "string" && body.id ? body.id : undefined;
      const user = req.session?.username ?? null;
      await db.tx(async (t) => {
        const clash = await t.one("SELECT 1 AS x FROM sys_gateway_route WHERE router_id = $1 AND id <> $2", [
          routerId,
          id ?? "",
        ]);
        if (clash) throw new BizError("路由ID已存在");
        if (id) {
          const found = await t.one("SELECT 1 AS x FROM sys_gateway_route WHERE id = $1", [id]);
          if (!found) throw new BizError("未找到对应数据");
          await t.query(
            `UPDATE sys_gateway_route SET router_id = $2, name = $3, uri = $4, predicates = $5, filters = $6,
               retryable = $7, strip_prefix = $8, persistable = $9, show_api = $10, status = COALESCE($11, status),
               update_by = $12, update_time = LOCALTIMESTAMP(0) WHERE id = $1`,
            [id, ...values, user],
          );
        } else {
          await t.query(
            `INSERT INTO sys_gateway_route (id, router_id, name, uri, predicates, filters, retryable, strip_prefix,
               persistable, show_api, status, create_by)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, COALESCE($11, 1), $12)`,
            [newId(), ...values, user],
          );
        }
      });
      return ok(null, "操作成功！");
    },
  });

  app.delete(
    "/sys/gatewayRoute/delete",
    {
      config: { perm: "gatewayRoute:delete" },
      schema: {
        querystring: {
          type: "object",
          properties: { id: { type: "string", minLength: 1, maxLength: 32 } },
          required: ["id"],
        },
      },
    },
    async (req) => {
      const { id } = req.query as { id: string };
      const gone = await db.query("DELETE FROM sys_gateway_route WHERE id = $1 RETURNING id", [id]);
      if (gone.length === 0) throw new BizError("未找到对应数据");
      return ok(null, "删除路由成功");
    },
  );

  // The original drops the gateway's Redis copy; routes live only in the database here.
  app.get("/sys/gatewayRoute/clearRedis", { config: { perm: "gatewayRoute:edit" } }, async () =>
    ok(null, "清除成功！"),
  );
}
