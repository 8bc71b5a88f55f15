import type { ServerModule } from "../../core/server-module.ts";
import { registerCasRoute } from "./cas.ts";
import { registerThirdLoginRoute } from "./third-login.ts";

/** Ways in through an outside identity: third-party login and CAS single sign-on (both anonymous). */
export const ssoModule: ServerModule = {
  name: "sso",
  async register(app, ctx) {
    registerThirdLoginRoute(app, ctx);
    registerCasRoute(app, ctx);
  },
};
