import { BizError, ok } from "../../core/result.ts";
import type { ServerModule } from "../../core/server-module.ts";

export const UNKNOWN_MODULE = "模块不存在";

/**
 * /sys/module/declaration/{name}: a declared module's declaration, so the web app can show the list page
 * of a module it was not built with. Declarations hold titles, rules and messages, never data.
 */
export const moduleMetaModule: ServerModule = {
  name: "module-meta",
  async register(app, { modules = [] }) {
    const byName = new Map(
      modules.flatMap((m) => (m.declaration ? [[m.declaration.name, m.declaration]] : [])),
    );
    app.get(
      "/sys/module/declaration/:name",
      {
        config: { auth: "login" },
        schema: {
          params: {
            type: "object",
            properties: { name: { type: "string", maxLength: 100 } },
            required: ["name"],
          },
        },
      },
      async (req) => {
        const found = byName.get((req.params as { name: string }).name);
        if (!found) throw new BizError(UNKNOWN_MODULE);
        return ok(found);
      },
    );
  },
};
