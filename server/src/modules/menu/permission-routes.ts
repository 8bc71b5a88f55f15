/** /sys/permission editor routes beside add/edit: the tree list, delete, and the submenu lookups. */
import type { FastifyInstance } from "fastify";
import { assertNoLockout, canAuthorizeRoles } from "../../core/access/lockout.ts";
import { parseIds } from "../../core/access/permission-links.ts";
import {
  permissionRecords,
  purgePermissions,
  syncLeafFlags,
  withDescendants,
} from "../../core/access/permission-store.ts";
import { editorTree } from "../../core/access/permission-tree.ts";
import { splitIds } from "../../core/crud/index.ts";
import { queryOf, requireSession } from "../../core/require-session.ts";
import { BizError, ok, okMessage } from "../../core/result.ts";
import { SqlParams } from "../../core/sql-params.ts";
import type { Db } from "../../db/client.ts";

const LIST = { perm: "permission:list" } as const;

export function registerPermissionRoutes(app: FastifyInstance, db: Db): void {
  app.get("/sys/permission/list", { config: LIST }, async () => ok(editorTree(await permissionRecords(db))));

  app.get("/sys/permission/getSystemMenuList", { config: LIST }, async () =>
    ok(editorTree(await permissionRecords(db, "menu_type = 0"))),
  );

  app.get(
    "/sys/permission/getSystemSubmenu",
    { config: LIST, schema: { querystring: queryOf(["parentId"], ["parentId"]) } },
    async (req) => {
      const { parentId } = req.query as { parentId: string };
      return ok(editorTree(await permissionRecords(db, "parent_id = $1", [parentId])));
    },
  );

  app.get(
    "/sys/permission/getSystemSubmenuBatch",
    { config: LIST, schema: { querystring: queryOf(["parentIds"], ["parentIds"], 20_000) } },
    async (req) => {
      const ids = parseIds((req.query as { parentIds: string }).parentIds, "parentIds", 500);
      const params = new SqlParams();
      const rows = ids.length
        ? await permissionRecords(db, `parent_id IN (${params.list(ids)})`, params.values)
        : [];
      const out: Record<string, unknown[]> = {};
      for (const id of ids) out[id] = editorTree(rows.filter((r) => r.parentId === id));
      return ok(out);
    },
  );

  const remove = async (userId: string, ids: string[]) => {
    const couldAuthorize = await canAuthorizeRoles(db, userId);
    await db.tx(async (t) => {
      await purgePermissions(t, await withDescendants(t, ids));
      await syncLeafFlags(t);
      await assertNoLockout(t, userId, couldAuthorize);
    });
  };

  app.delete(
    "/sys/permission/delete",
    { config: { perm: "permission:delete" }, schema: { querystring: queryOf(["id"], ["id"]) } },
    async (req) => {
      const me = requireSession(req);
      const id = (req.query as { id: string }).id.trim();
      if (!(await db.one("SELECT 1 AS x FROM sys_permission WHERE id = $1", [id])))
        throw new BizError("未找到菜单信息");
      await remove(me.id, [id]);
      return okMessage("删除成功!");
    },
  );

  app.delete(
    "/sys/permission/deleteBatch",
    {
      config: { perm: "permission:delete" },
      schema: { querystring: queryOf(["ids"], ["ids"], 65_000) },
    },
    async (req) => {
      const me = requireSession(req);
      const ids = splitIds((req.query as { ids: string }).ids);
      if (ids.length === 0) throw new BizError("请选择一条记录！");
      await remove(me.id, ids);
      return okMessage("删除成功!");
    },
  );
}
