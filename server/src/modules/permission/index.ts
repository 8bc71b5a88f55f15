import type { FastifyInstance } from "fastify";
import type { AppContext, ServerModule } from "../../core/server-module.ts";
import { userPermissionAnswer } from "./user-permissions.ts";

/** The signed-in user's menu and button permissions. */
export const permissionModule: ServerModule = {
  name: "permission",
  async register(app: FastifyInstance, ctx: AppContext) {
    app.get("/sys/permission/getUserPermissionByToken", { config: { auth: "login" } }, async (req) => {
      const result = await userPermissionAnswer(ctx.db, req.session!.id);
      // The original builds this Result by hand: code 0 and an empty message.
      return { success: true, message: "", code: 0, result, timestamp: Date.now() };
    });
  },
};
