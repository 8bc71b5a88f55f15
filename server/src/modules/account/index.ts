import { rejectNul } from "../../core/crud/index.ts";
import type { ServerModule } from "../types.ts";
import { registerAlterationRoutes } from "./alteration.ts";
import { registerRegisterRoute } from "./register.ts";

/** Self-service accounts, all anonymous and proven by SMS codes: register and forgot password. */
export const accountModule: ServerModule = {
  name: "account",
  async register(app, { db }) {
    app.addHook("preValidation", rejectNul);
    registerRegisterRoute(app, db);
    registerAlterationRoutes(app, db);
  },
};
