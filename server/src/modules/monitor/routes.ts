/**
 * The monitoring endpoints, each behind its own code. The disk answer keeps the original's path and
 * shape (`queryDiskInfo`); the others are new, beside it under /sys/actuator.
 */
import type { FastifyInstance } from "fastify";
import { MONITOR_PATHS } from "../../../../shared/monitor.ts";
import { BizError, ok } from "../../core/result.ts";
import type { AppContext } from "../../core/server-module.ts";
import type { Telemetry } from "../../core/telemetry/index.ts";
import { databaseInfo } from "./database-info.ts";
import { dataFolderInfo, diskInfo } from "./disk-info.ts";
import { httpInfo } from "./http-info.ts";
import { MONITOR_CODES } from "./menu.ts";
import { serverInfo } from "./server-info.ts";
import { traceList } from "./trace-list.ts";

const traceSchema = {
  querystring: {
    type: "object",
    properties: {
      status: { type: "string", maxLength: 3 },
      path: { type: "string", maxLength: 200 },
    },
  },
} as const;

export function registerMonitorRoutes(app: FastifyInstance, ctx: AppContext): void {
  const telemetry = (): Telemetry => {
    if (!ctx.telemetry) throw new BizError("监控数据不可用");
    return ctx.telemetry;
  };
  app.get(MONITOR_PATHS.server, { config: { perm: MONITOR_CODES.server } }, async () => {
    const t = telemetry();
    return ok(await serverInfo(t.registry, t.history));
  });
  app.get(MONITOR_PATHS.http, { config: { perm: MONITOR_CODES.http } }, async () =>
    ok(await httpInfo(telemetry().registry)),
  );
  app.get(MONITOR_PATHS.database, { config: { perm: MONITOR_CODES.database } }, async () =>
    ok(await databaseInfo(ctx.db)),
  );
  app.get(MONITOR_PATHS.disk, { config: { perm: MONITOR_CODES.disk } }, async () =>
    ok(await diskInfo(), "查询成功"),
  );
  app.get(MONITOR_PATHS.dataFolder, { config: { perm: MONITOR_CODES.disk } }, async () =>
    ok(await dataFolderInfo(ctx.db, ctx.config.dataDir)),
  );
  app.get(MONITOR_PATHS.trace, { config: { perm: MONITOR_CODES.trace }, schema: traceSchema }, async (req) =>
    ok(traceList(telemetry().trace, req.query as { status?: string; path?: string })),
  );
}
