/**
 * Department roles (`/sys/sysDepartRole/*`) and their grants (`/sys/sysDepartPermission/*`):
 * roles of one department, their menu permissions out of the department's own, the data
 * rules of those grants, and which department roles a user holds. Users get these permissions on their
 * next permission load (loadPermissionCodes reads sys_depart_role_user).
 */
import type { FastifyInstance } from "fastify";
import {
  dataRuleBody,
  type GrantTable,
  loadGrantRules,
  saveGrantRules,
} from "../../core/access/data-rule-routes.ts";
import {
  assertMayChangeUsers,
  assertMayGrantDepartRoles,
  assertMayGrantPermissions,
} from "../../core/access/grant-ceiling.ts";
import { assertPermissionsExist, parseIds } from "../../core/access/permission-links.ts";
import { permissionRecords } from "../../core/access/permission-store.ts";
import { authorisationTree } from "../../core/access/permission-tree.ts";
import { type CrudDeclaration, registerCrud } from "../../core/crud/index.ts";
import { newId } from "../../core/ids.ts";
import { queryOf, requireSession } from "../../core/require-session.ts";
import { BizError, ok, okMessage } from "../../core/result.ts";
import { SqlParams } from "../../core/sql-params.ts";
import { lengthBetween } from "../../core/validators.ts";
import type { Db } from "../../db/client.ts";

const CODE = "depart:role";
const ROLE_CODE = /^[A-Za-z0-9_]+$/;
const AUTH = "depart:authorize";
const fixed = { insert: false, update: false } as const;

const DEPART_GRANTS: GrantTable = {
  table: "sys_depart_permission",
  owner: "depart_id",
  missing: "请先保存部门菜单权限!",
};
const DEPT_ROLE_GRANTS: GrantTable = {
  table: "sys_depart_role_permission",
  owner: "role_id",
  missing: "请先保存部门角色菜单权限!",
};

const departRoleCrud: CrudDeclaration = {
  prefix: "/sys/sysDepartRole",
  table: "sys_depart_role",
  title: "部门角色",
  columns: {
    id: { column: "id", type: "string", ...fixed },
    departId: {
      column: "depart_id",
      title: "部门",
      type: "string",
      maxLength: 32,
      required: "请选择部门",
      update: false,
    },
    roleName: {
      column: "role_name",
      title: "部门角色名称",
      type: "string",
      maxLength: 200,
      required: "请输入部门角色名称!",
      validate: lengthBetween(2, 30),
    },
    roleCode: {
      column: "role_code",
      title: "部门角色编码",
      type: "string",
      maxLength: 100,
      required: "请输入部门角色编码!",
      validate: (v) => (v && !ROLE_CODE.test(v) ? "只允许字母、数字、下划线" : undefined),
    },
    description: { column: "description", title: "描述", type: "string", maxLength: 255 },
    createBy: { column: "create_by", type: "string" },
    createTime: { column: "create_time", title: "创建时间", type: "datetime" },
    updateBy: { column: "update_by", type: "string" },
    updateTime: { column: "update_time", title: "更新时间", type: "datetime" },
  },
  access: {
    list: CODE,
    add: CODE,
    edit: CODE,
    delete: CODE,
    deleteBatch: CODE,
    queryById: CODE,
  },
  hooks: {
    listScope(ctx, params) {
      const deptId = (ctx.req.query as Record<string, unknown>).deptId;
      return typeof deptId === "string" && deptId !== "" ? [`"depart_id" = ${params.add(deptId)}`] : [];
    },
    async beforeInsert(values, _body, { db }) {
      if (!(await db.one("SELECT 1 AS x FROM sys_depart WHERE id = $1", [values.departId])))
        throw new BizError("部门不存在");
    },
    async afterDelete(ids, { db }) {
      const params = new SqlParams();
      const list = params.list(ids);
      await db.query(`DELETE FROM sys_depart_role_user WHERE drole_id IN (${list})`, params.values);
      await db.query(`DELETE FROM sys_depart_role_permission WHERE role_id IN (${list})`, params.values);
    },
  },
};

const id = { type: "string", minLength: 1, maxLength: 32, pattern: "^[A-Za-z0-9_-]+$" };
const ids = { type: ["string", "array", "null"], maxLength: 200_000, maxItems: 5000 };

async function departOfRole(db: Db, roleId: string): Promise<string> {
  const row = await db.one<{ depart_id: string }>("SELECT depart_id FROM sys_depart_role WHERE id = $1", [
    roleId,
  ]);
  if (!row) throw new BizError("部门角色不存在");
  return row.depart_id;
}

async function departPermissionIds(db: Db, departId: string): Promise<string[]> {
  const rows = await db.query<{ id: string }>(
    "SELECT permission_id AS id FROM sys_depart_permission WHERE depart_id = $1 ORDER BY permission_id",
    [departId],
  );
  return rows.map((r) => r.id);
}

export function registerDepartRoleRoutes(app: FastifyInstance, db: Db): void {
  registerCrud(app, db, departRoleCrud);

  app.get(
    "/sys/sysDepartRole/getDeptRoleList",
    { config: { perm: CODE }, schema: { querystring: queryOf(["departId", "userId"], ["departId"]) } },
    async (req) => {
      const { departId } = req.query as { departId: string };
      return ok(
        await db.query(
          `SELECT id, depart_id AS "departId", role_name AS "roleName", role_code AS "roleCode", description
             FROM sys_depart_role WHERE depart_id = $1 ORDER BY create_time, id`,
          [departId],
        ),
      );
    },
  );

  app.get(
    "/sys/sysDepartRole/getDeptRoleByUserId",
    { config: { perm: CODE }, schema: { querystring: queryOf(["userId", "departId"], ["userId"]) } },
    async (req) => {
      const { userId, departId } = req.query as { userId: string; departId?: string };
      const params = new SqlParams([userId]);
      let sql = `SELECT ru.id, ru.user_id AS "userId", ru.drole_id AS "droleId" FROM sys_depart_role_user ru
        JOIN sys_depart_role r ON r.id = ru.drole_id WHERE ru.user_id = $1`;
      if (departId) sql += ` AND r.depart_id = ${params.add(departId)}`;
      return ok(await db.query(`${sql} ORDER BY ru.id`, params.values));
    },
  );

  app.post(
    "/sys/sysDepartRole/deptRoleUserAdd",
    {
      config: { perm: CODE },
      schema: {
        body: {
          type: "object",
          properties: { userId: id, newRoleId: ids, oldRoleId: ids },
          required: ["userId"],
        },
      },
    },
    async (req) => {
      const me = requireSession(req);
      const body = req.body as { userId: string; newRoleId?: unknown; oldRoleId?: unknown };
      const next = parseIds(body.newRoleId, "部门角色", 200);
      const last = parseIds(body.oldRoleId, "部门角色", 200);
      if (!(await db.one("SELECT 1 AS x FROM sys_user WHERE id = $1 AND del_flag = 0", [body.userId])))
        throw new BizError("用户不存在！");
      if (next.length > 0) {
        const params = new SqlParams();
        const found = await db.query(
          `SELECT id FROM sys_depart_role WHERE id IN (${params.list(next)})`,
          params.values,
        );
        if (found.length !== next.length) throw new BizError("部门角色不存在");
      }
      await assertMayChangeUsers(db, me.id, [body.userId]);
      const had = new Set(
        (
          await db.query<{ id: string }>(
            "SELECT drole_id AS id FROM sys_depart_role_user WHERE user_id = $1",
            [body.userId],
          )
        ).map((r) => r.id),
      );
      await assertMayGrantDepartRoles(
        db,
        me.id,
        next.filter((r) => !had.has(r)),
      );
      await db.tx(async (t) => {
        const wanted = new Set(next);
        for (const roleId of last.filter((r) => !wanted.has(r)))
          await t.query("DELETE FROM sys_depart_role_user WHERE user_id = $1 AND drole_id = $2", [
            body.userId,
            roleId,
          ]);
        for (const roleId of next)
          await t.query(
            `INSERT INTO sys_depart_role_user (id, user_id, drole_id) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`,
            [newId(), body.userId, roleId],
          );
      });
      return okMessage("添加成功!");
    },
  );

  app.get(
    "/sys/sysDepartRole/datarule/:permissionId/:departId/:roleId",
    {
      config: { perm: CODE },
      schema: { params: { type: "object", properties: { permissionId: id, departId: id, roleId: id } } },
    },
    async (req) => {
      const { permissionId, departId, roleId } = req.params as Record<string, string>;
      // Only the rules the department's own grant carries may be given to its roles.
      const grant = await db.one<{ ids: string | null }>(
        "SELECT data_rule_ids AS ids FROM sys_depart_permission WHERE depart_id = $1 AND permission_id = $2",
        [departId, permissionId],
      );
      const allowed = (grant?.ids ?? "").split(",").filter(Boolean);
      return ok(await loadGrantRules(db, DEPT_ROLE_GRANTS, permissionId, roleId, allowed));
    },
  );

  app.post(
    "/sys/sysDepartRole/datarule",
    { config: { perm: CODE }, schema: { body: dataRuleBody("roleId") } },
    async (req) => {
      const body = req.body as { permissionId: string; roleId: string; dataRuleIds?: unknown };
      await saveGrantRules(db, DEPT_ROLE_GRANTS, body.permissionId, body.roleId, body.dataRuleIds);
      return okMessage("保存成功!");
    },
  );

  app.get(
    "/sys/sysDepartPermission/datarule/:permissionId/:departId",
    {
      config: { perm: AUTH },
      schema: { params: { type: "object", properties: { permissionId: id, departId: id } } },
    },
    async (req) => {
      const { permissionId, departId } = req.params as Record<string, string>;
      return ok(await loadGrantRules(db, DEPART_GRANTS, permissionId, departId));
    },
  );

  app.post(
    "/sys/sysDepartPermission/datarule",
    { config: { perm: AUTH }, schema: { body: dataRuleBody("departId") } },
    async (req) => {
      const body = req.body as { permissionId: string; departId: string; dataRuleIds?: unknown };
      await saveGrantRules(db, DEPART_GRANTS, body.permissionId, body.departId, body.dataRuleIds);
      return okMessage("保存成功!");
    },
  );

  app.get(
    "/sys/sysDepartPermission/queryTreeListForDeptRole",
    { config: { perm: CODE }, schema: { querystring: queryOf(["departId"], ["departId"]) } },
    async (req) => {
      const allowed = new Set(await departPermissionIds(db, (req.query as { departId: string }).departId));
      const rows = (await permissionRecords(db)).filter((r) => allowed.has(r.id));
      return ok({ treeList: authorisationTree(rows), ids: rows.map((r) => r.id) });
    },
  );

  app.get(
    "/sys/sysDepartPermission/queryDeptRolePermission",
    { config: { perm: CODE }, schema: { querystring: queryOf(["roleId"], ["roleId"]) } },
    async (req) => {
      const rows = await db.query<{ id: string }>(
        "SELECT permission_id AS id FROM sys_depart_role_permission WHERE role_id = $1 ORDER BY permission_id",
        [(req.query as { roleId: string }).roleId],
      );
      return ok(rows.map((r) => r.id));
    },
  );

  app.post(
    "/sys/sysDepartPermission/saveDeptRolePermission",
    {
      config: { perm: CODE },
      schema: {
        body: {
          type: "object",
          properties: { roleId: id, permissionIds: ids, lastpermissionIds: ids },
          required: ["roleId"],
        },
      },
    },
    async (req) => {
      const me = requireSession(req);
      const body = req.body as { roleId: string; permissionIds?: unknown; lastpermissionIds?: unknown };
      const departId = await departOfRole(db, body.roleId);
      const next = parseIds(body.permissionIds, "权限");
      const last = parseIds(body.lastpermissionIds, "权限");
      await assertPermissionsExist(db, next);
      const allowed = new Set(await departPermissionIds(db, departId));
      if (next.some((p) => !allowed.has(p))) throw new BizError("部门角色的权限不能超出部门的权限");
      const held = await db.query<{ id: string }>(
        "SELECT permission_id AS id FROM sys_depart_role_permission WHERE role_id = $1",
        [body.roleId],
      );
      const had = new Set(held.map((r) => r.id));
      await assertMayGrantPermissions(
        db,
        me.id,
        next.filter((p) => !had.has(p)),
      );
      await db.tx(async (t) => {
        const wanted = new Set(next);
        const revoke = last.filter((p) => !wanted.has(p));
        if (revoke.length) {
          const params = new SqlParams([body.roleId]);
          await t.query(
            `DELETE FROM sys_depart_role_permission WHERE role_id = $1 AND permission_id IN (${params.list(revoke)})`,
            params.values,
          );
        }
        for (const p of next)
          await t.query(
            `INSERT INTO sys_depart_role_permission (id, depart_id, role_id, permission_id, operate_date)
             VALUES ($1, $2, $3, $4, LOCALTIMESTAMP(0)) ON CONFLICT DO NOTHING`,
            [newId(), departId, body.roleId, p],
          );
      });
      return okMessage("保存成功！");
    },
  );
}
