/**
 * Data rules per role and menu (`/sys/role/datarule/{permissionId}/{roleId}`): which of a
 * menu's rules a role's grant carries (sys_role_permission.data_rule_ids). Shared by the department and
 * department-role grants, which keep the same column.
 */
import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/client.ts";
import { BizError, ok, okMessage } from "../result.ts";
import { parseIds } from "./permission-links.ts";

const RULE_COLUMNS = `id, permission_id AS "permissionId", rule_name AS "ruleName", rule_column AS "ruleColumn",
  rule_conditions AS "ruleConditions", rule_value AS "ruleValue", status, create_time AS "createTime",
  create_by AS "createBy", update_time AS "updateTime", update_by AS "updateBy"`;

/** A grant table with its owner column (names from code). */
export interface GrantTable {
  table: "sys_role_permission" | "sys_depart_permission" | "sys_depart_role_permission";
  owner: "role_id" | "depart_id";
  /** `请先保存角色菜单权限!` and the like */
  missing: string;
}

export const ROLE_GRANTS: GrantTable = {
  table: "sys_role_permission",
  owner: "role_id",
  missing: "请先保存角色菜单权限!",
};

const idParam = { type: "string", minLength: 1, maxLength: 32, pattern: "^[A-Za-z0-9_-]+$" };

export const dataRuleBody = (owner: string) => ({
  type: "object",
  properties: {
    permissionId: idParam,
    [owner]: idParam,
    dataRuleIds: { type: ["string", "array", "null"], maxLength: 10_000, maxItems: 200 },
  },
  required: ["permissionId", owner],
});

/** The rules of a menu (only `allowed` ones when given) and the ids the grant has checked. */
export async function loadGrantRules(
  db: Db,
  grants: GrantTable,
  permissionId: string,
  ownerId: string,
  allowed?: readonly string[],
) {
  let rules = await db.query(
    `SELECT ${RULE_COLUMNS} FROM sys_permission_data_rule WHERE permission_id = $1 ORDER BY create_time, id`,
    [permissionId],
  );
  if (allowed) rules = rules.filter((r) => allowed.includes(String(r.id)));
  if (rules.length === 0) throw new BizError("未找到权限配置信息");
  const grant = await db.one<{ ids: string | null }>(
    `SELECT data_rule_ids AS ids FROM ${grants.table} WHERE ${grants.owner} = $1 AND permission_id = $2`,
    [ownerId, permissionId],
  );
  const answer: Record<string, unknown> = { datarule: rules };
  const checked = (grant?.ids ?? "").replace(/,+$/, "");
  if (checked) answer.drChecked = checked;
  return answer;
}

/** Stores the checked rule ids on an existing grant; only rules of that menu are accepted. */
export async function saveGrantRules(
  db: Db,
  grants: GrantTable,
  permissionId: string,
  ownerId: string,
  rawIds: unknown,
): Promise<void> {
  const ids = parseIds(rawIds, "数据规则", 200);
  if (ids.length > 0) {
    const rows = await db.query<{ id: string }>(
      "SELECT id FROM sys_permission_data_rule WHERE permission_id = $1",
      [permissionId],
    );
    const known = new Set(rows.map((r) => r.id));
    if (ids.some((id) => !known.has(id))) throw new BizError("数据规则不属于该菜单");
  }
  const updated = await db.query(
    `UPDATE ${grants.table} SET data_rule_ids = $3 WHERE ${grants.owner} = $1 AND permission_id = $2 RETURNING id`,
    [ownerId, permissionId, ids.join(",")],
  );
  if (updated.length === 0) throw new BizError(grants.missing);
}

export function registerRoleDataRuleRoutes(app: FastifyInstance, db: Db): void {
  const config = { perm: "role:authorize" } as const;
  app.get(
    "/sys/role/datarule/:permissionId/:roleId",
    {
      config,
      schema: {
        params: { type: "object", properties: { permissionId: idParam, roleId: idParam } },
      },
    },
    async (req) => {
      const { permissionId, roleId } = req.params as { permissionId: string; roleId: string };
      return ok(await loadGrantRules(db, ROLE_GRANTS, permissionId, roleId));
    },
  );

  app.post("/sys/role/datarule", { config, schema: { body: dataRuleBody("roleId") } }, async (req) => {
    const body = req.body as { permissionId: string; roleId: string; dataRuleIds?: unknown };
    await saveGrantRules(db, ROLE_GRANTS, body.permissionId, body.roleId, body.dataRuleIds);
    return okMessage("保存成功!");
  });
}
