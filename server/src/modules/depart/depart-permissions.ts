/** A department's permissions (/sys/permission/queryDepartPermission, saveDepartPermission). */
import type { FastifyInstance } from "fastify";
import { assertMayGrantPermissions } from "../../core/access/grant-ceiling.ts";
import {
  applyPermissionDiff,
  assertPermissionsExist,
  DEPART_LINKS,
  linkedPermissionIds,
  parseIds,
} from "../../core/access/permission-links.ts";
import { queryOf, requireSession } from "../../core/require-session.ts";
import { BizError, ok } from "../../core/result.ts";
import type { Db } from "../../db/client.ts";

const config = { perm: "depart:authorize" } as const;
const ids = { type: ["string", "array", "null"], maxLength: 200_000, maxItems: 5000 };

export function registerDepartPermissionRoutes(app: FastifyInstance, db: Db): void {
  app.get(
    "/sys/permission/queryDepartPermission",
    { config, schema: { querystring: queryOf(["departId"], ["departId"]) } },
    async (req) =>
      ok(await linkedPermissionIds(db, DEPART_LINKS, (req.query as { departId: string }).departId)),
  );

  app.post(
    "/sys/permission/saveDepartPermission",
    {
      config,
      schema: {
        body: {
          type: "object",
          properties: {
            departId: { type: "string", minLength: 1, maxLength: 32 },
            permissionIds: ids,
            lastpermissionIds: ids,
          },
          required: ["departId"],
        },
      },
    },
    async (req) => {
      const me = requireSession(req);
      const body = req.body as { departId: string; permissionIds?: unknown; lastpermissionIds?: unknown };
      if (!(await db.one("SELECT 1 AS x FROM sys_depart WHERE id = $1", [body.departId])))
        throw new BizError("部门不存在");
      const next = parseIds(body.permissionIds, "权限");
      const last = parseIds(body.lastpermissionIds, "权限");
      await assertPermissionsExist(db, next);
      // A department's permissions bound what its roles may carry, so they stay under the same ceiling.
      const had = new Set(await linkedPermissionIds(db, DEPART_LINKS, body.departId));
      await assertMayGrantPermissions(
        db,
        me.id,
        next.filter((p) => !had.has(p)),
      );
      await db.tx((t) => applyPermissionDiff(t, DEPART_LINKS, body.departId, next, last));
      return ok(null, "保存成功！");
    },
  );
}
