/**
 * Data rules of a menu (sys_permission_data_rule). Only stored and edited here; applying
 * them to list queries is a listScope hook of each module (planned), which will compare rule_column with
 * that module's whitelist and pass rule_value as a parameter, so no rule text ever becomes SQL.
 */
import type { FastifyInstance } from "fastify";
import { type CrudDeclaration, CrudTable, selectList, whitelistOf } from "../../core/crud/index.ts";
import { buildListQuery } from "../../core/query-builder.ts";
import { queryOf } from "../../core/require-session.ts";
import { BizError, ok } from "../../core/result.ts";
import { SqlParams } from "../../core/sql-params.ts";
import type { Db, Row } from "../../db/client.ts";

/** The rule_conditions dictionary minus USE_SQL_RULES: a rule is a comparison, never SQL text. */
const CONDITIONS = new Set([">", "<", "!=", "=", ">=", "<=", "LEFT_LIKE", "RIGHT_LIKE", "LIKE", "IN"]);
const COLUMN = /^[A-Za-z_][A-Za-z0-9_]{0,49}$/;

const ruleDecl: CrudDeclaration = {
  prefix: "/sys/permission",
  table: "sys_permission_data_rule",
  columns: {
    id: { column: "id", type: "string", insert: false, update: false },
    permissionId: {
      column: "permission_id",
      title: "菜单",
      type: "string",
      maxLength: 32,
      required: true,
      update: false,
    },
    ruleName: {
      column: "rule_name",
      title: "规则名称",
      type: "string",
      maxLength: 50,
      required: "请输入规则名称!",
    },
    ruleColumn: {
      column: "rule_column",
      title: "规则字段",
      type: "string",
      maxLength: 50,
      validate: (v) => (v && !COLUMN.test(v) ? "规则字段只能是字母、数字和下划线" : undefined),
    },
    ruleConditions: {
      column: "rule_conditions",
      title: "条件规则",
      type: "string",
      maxLength: 50,
      required: "请选择条件规则!",
      validate: (v) => (v && !CONDITIONS.has(v) ? "不支持的条件规则" : undefined),
    },
    ruleValue: {
      column: "rule_value",
      title: "规则值",
      type: "string",
      maxLength: 300,
      required: "请输入规则值!",
    },
    status: { column: "status", title: "状态", type: "string", maxLength: 3 },
    createBy: { column: "create_by", type: "string" },
    createTime: { column: "create_time", title: "创建时间", type: "datetime" },
    updateBy: { column: "update_by", type: "string" },
    updateTime: { column: "update_time", title: "更新时间", type: "datetime" },
  },
  access: {},
  hooks: {
    async beforeInsert(values, _body, { db }) {
      if (!(await db.one("SELECT 1 AS x FROM sys_permission WHERE id = $1", [values.permissionId])))
        throw new BizError("菜单不存在");
      values.status ??= "1";
    },
    async afterInsert(_id, values, _body, { db }) {
      await syncRuleFlag(db, values.permissionId);
    },
  },
};

/** rule_flag says whether a menu has rules (the editor shows it). */
async function syncRuleFlag(db: Db, permissionId: unknown): Promise<void> {
  await db.query(
    `UPDATE sys_permission SET rule_flag = CASE WHEN EXISTS (
       SELECT 1 FROM sys_permission_data_rule r WHERE r.permission_id = $1) THEN 1 ELSE 0 END WHERE id = $1`,
    [permissionId],
  );
}

const asBody = (b: unknown): Row => {
  if (!b || typeof b !== "object" || Array.isArray(b)) throw new BizError("请求体必须是JSON对象");
  return b as Row;
};

export function registerDataRuleRoutes(app: FastifyInstance, db: Db): void {
  const rules = new CrudTable(ruleDecl, db);
  const config = { perm: "permission:dataRule" } as const;
  const cols = selectList(ruleDecl.columns);

  app.get(
    "/sys/permission/getPermRuleListByPermId",
    { config, schema: { querystring: queryOf(["permissionId"], ["permissionId"]) } },
    async (req) =>
      ok(
        await db.query(
          `SELECT ${cols} FROM sys_permission_data_rule WHERE permission_id = $1 ORDER BY create_time, id`,
          [(req.query as { permissionId: string }).permissionId],
        ),
      ),
  );

  app.get(
    "/sys/permission/queryPermissionRule",
    { config, schema: { querystring: queryOf(["permissionId"], ["permissionId"], 300) } },
    async (req) => {
      // ruleName, ruleColumn, ... filter like a list, over the rule table's own whitelist.
      const params = new SqlParams();
      const q = buildListQuery(whitelistOf(ruleDecl.columns), req.query as Row, { params });
      const where = [
        `permission_id = ${params.add((req.query as { permissionId: string }).permissionId)}`,
        ...q.conditions,
      ];
      return ok(
        await db.query(
          `SELECT ${cols} FROM sys_permission_data_rule WHERE ${where.join(" AND ")} ORDER BY create_time, id`,
          params.values,
        ),
      );
    },
  );

  app.post("/sys/permission/addPermissionRule", { config }, async (req) => {
    const id = await rules.insert(req, asBody(req.body));
    return ok(await rules.findById(db, id), "添加成功！");
  });

  app.route({
    method: ["PUT", "POST"],
    url: "/sys/permission/editPermissionRule",
    config,
    handler: async (req) => {
      await rules.update(req, asBody(req.body));
      return ok(null, "修改成功！");
    },
  });

  app.delete(
    "/sys/permission/deletePermissionRule",
    { config, schema: { querystring: queryOf(["id"], ["id"]) } },
    async (req) => {
      const row = await rules.findById(db, (req.query as { id: string }).id);
      if (!row) throw new BizError("未找到对应数据");
      await rules.remove(req, [String(row.id)]);
      await syncRuleFlag(db, row.permissionId);
      return ok(null, "删除成功！");
    },
  );
}
