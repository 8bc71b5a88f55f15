/** /sys/role lookups and the role authorisation drawer's calls under /sys/permission. */
import type { FastifyInstance } from "fastify";
import { assertMayGrantPermissions } from "../../core/access/grant-ceiling.ts";
import { assertNoLockout, canAuthorizeRoles } from "../../core/access/lockout.ts";
import {
  applyPermissionDiff,
  assertPermissionsExist,
  linkedPermissionIds,
  parseIds,
  ROLE_LINKS,
} from "../../core/access/permission-links.ts";
import { permissionRecords } from "../../core/access/permission-store.ts";
import { authorisationTree } from "../../core/access/permission-tree.ts";
import { queryOf, requireSession } from "../../core/require-session.ts";
import { BizError, ok } from "../../core/result.ts";
import type { Db, Row } from "../../db/client.ts";

/** Who may read the whole permission tree: the role and department authorisation screens and the editor. */
export const TREE_CODES = ["role:authorize", "depart:authorize", "permission:list"] as const;

const idsBody = (owner: string) => ({
  type: "object",
  properties: {
    [owner]: { type: "string", minLength: 1, maxLength: 32 },
    permissionIds: { type: ["string", "array", "null"], maxLength: 200_000, maxItems: 5000 },
    lastpermissionIds: { type: ["string", "array", "null"], maxLength: 200_000, maxItems: 5000 },
  },
  required: [owner],
});

/** `{treeList, ids}`: every live row (buttons too) in sort order, and all their ids. */
export async function permissionTreeAnswer(db: Db) {
  const rows = await permissionRecords(db);
  return ok({ treeList: authorisationTree(rows), ids: rows.map((r) => r.id) });
}

export function registerRoleRoutes(app: FastifyInstance, db: Db): void {
  app.get("/sys/role/queryall", { config: { auth: "login" } }, async () =>
    ok(
      await db.query(
        'SELECT id, role_name AS "roleName", role_code AS "roleCode", description FROM sys_role ORDER BY create_time, id',
      ),
    ),
  );

  app.get(
    "/sys/role/checkRoleCode",
    { config: { auth: "login" }, schema: { querystring: queryOf(["id", "roleCode"], [], 100) } },
    async (req) => {
      const { id, roleCode } = req.query as { id?: string; roleCode?: string };
      if (!roleCode) throw new BizError("请输入角色编码");
      const taken = await db.one<Row>("SELECT id FROM sys_role WHERE role_code = $1", [roleCode]);
      if (taken && taken.id !== id) throw new BizError("角色编码已存在", 500, 200, true);
      return ok(true, "该值可用！");
    },
  );

  for (const url of ["/sys/role/queryTreeList", "/sys/permission/queryTreeList"]) {
    app.get(url, { config: { perm: TREE_CODES } }, async () => permissionTreeAnswer(db));
  }

  app.get(
    "/sys/permission/queryRolePermission",
    { config: { perm: "role:authorize" }, schema: { querystring: queryOf(["roleId"], ["roleId"]) } },
    async (req) => ok(await linkedPermissionIds(db, ROLE_LINKS, (req.query as { roleId: string }).roleId)),
  );

  app.post(
    "/sys/permission/saveRolePermission",
    { config: { perm: "role:authorize" }, schema: { body: idsBody("roleId") } },
    async (req) => {
      const me = requireSession(req);
      const body = req.body as { roleId: string; permissionIds?: unknown; lastpermissionIds?: unknown };
      if (!(await db.one("SELECT 1 AS x FROM sys_role WHERE id = $1", [body.roleId])))
        throw new BizError("角色不存在");
      const next = parseIds(body.permissionIds, "权限");
      const last = parseIds(body.lastpermissionIds, "权限");
      await assertPermissionsExist(db, next);
      const held = new Set(await linkedPermissionIds(db, ROLE_LINKS, body.roleId));
      await assertMayGrantPermissions(
        db,
        me.id,
        next.filter((id) => !held.has(id)),
      );
      const couldBefore = await canAuthorizeRoles(db, me.id);
      await db.tx(async (t) => {
        await applyPermissionDiff(t, ROLE_LINKS, body.roleId, next, last);
        await assertNoLockout(t, me.id, couldBefore);
      });
      return ok(null, "保存成功！");
    },
  );
}
