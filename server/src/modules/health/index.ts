import type { FastifyInstance } from "fastify";
import { fail, ok } from "../../core/result.ts";
import type { AppContext, ServerModule } from "../../core/server-module.ts";

/** GET /health under the API prefix; app.ts also answers it at the root for load balancers. */
export const healthModule: ServerModule = {
  name: "health",
  async register(app: FastifyInstance, ctx: AppContext) {
    app.get("/health", { config: { auth: "anonymous" } }, async (_req, reply) => {
      const body = await checkHealth(ctx);
      return reply.code(body.success ? 200 : 503).send(body);
    });
  },
};

export async function checkHealth(ctx: AppContext) {
  try {
    await ctx.db.one("SELECT 1 AS ok");
    return ok({ status: "UP", database: "UP", kind: ctx.db.kind });
  } catch {
    return fail("数据库连接失败", 503, { status: "DOWN", database: "DOWN", kind: ctx.db.kind });
  }
}
