/**
 * Data rules (sys_permission_data_rule) applied to the queries of one menu: the rules a
 * user holds through roles and department roles (data_rule_ids of the role's grant of that menu) become
 * conditions on whitelisted columns, with `#{sys_user_code}` etc. replaced by the user's values and passed
 * as parameters. A rule that names an unknown column, condition or variable matches nothing (fail closed).
 */
import type { Db } from "../db/client.ts";
import { remembered } from "./change-versions.ts";
import type { ColumnSpec } from "./query-builder.ts";
import type { SessionUser } from "./session.ts";
import { ident, type SqlParams } from "./sql-params.ts";

export interface DataRule {
  ruleColumn: string | null;
  ruleConditions: string | null;
  ruleValue: string | null;
}

/** The rules of a user for the menu whose `component` is given, valid ones only. */
export async function loadUserDataRules(db: Db, userId: string, component: string): Promise<DataRule[]> {
  return db.query<DataRule>(
    `SELECT r.rule_column AS "ruleColumn", r.rule_conditions AS "ruleConditions", r.rule_value AS "ruleValue"
       FROM sys_permission_data_rule r JOIN sys_permission p ON p.id = r.permission_id
      WHERE p.component = $2 AND p.del_flag = 0 AND r.status = '1' AND (
        EXISTS (SELECT 1 FROM sys_role_permission rp JOIN sys_user_role ur ON ur.role_id = rp.role_id
                 WHERE ur.user_id = $1 AND rp.permission_id = p.id
                   AND (',' || coalesce(rp.data_rule_ids, '') || ',') LIKE ('%,' || r.id || ',%'))
        OR EXISTS (SELECT 1 FROM sys_depart_role_permission dp
                     JOIN sys_depart_role_user du ON du.drole_id = dp.role_id
                    WHERE du.user_id = $1 AND dp.permission_id = p.id
                      AND (',' || coalesce(dp.data_rule_ids, '') || ',') LIKE ('%,' || r.id || ',%')))
      ORDER BY r.id`,
    [userId, component],
  );
}

/** The values `#{...}` may name (the original's system variables). */
export async function ruleVariables(db: Db, user: SessionUser): Promise<Map<string, string | string[]>> {
  const orgs = await db.query<{ org_code: string }>(
    `SELECT d.org_code FROM sys_depart d JOIN sys_user_depart ud ON ud.dep_id = d.id
      WHERE ud.user_id = $1 ORDER BY d.org_code`,
    [user.id],
  );
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, "0");
  const date = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  const time = `${date} ${pad(now.getHours())}:${pad(now.getMinutes())}:${pad(now.getSeconds())}`;
  return new Map<string, string | string[]>([
    ["sys_user_code", user.username],
    ["sys_user_name", user.realname],
    ["sys_org_code", user.orgCode ?? ""],
    ["sys_multi_org_code", orgs.map((o) => o.org_code)],
    ["sys_date", date],
    ["sys_time", time],
    ["tenant_id", String(user.tenantId)],
  ]);
}

const VARIABLE = /#\{([A-Za-z_][A-Za-z0-9_]*)\}/g;
const NONE = "1 = 0";

/** rule_value with its variables replaced; a list when the value is exactly a list variable. */
export function resolveRuleValue(
  raw: string,
  vars: ReadonlyMap<string, string | string[]>,
): string | string[] | undefined {
  const whole = /^#\{([A-Za-z_][A-Za-z0-9_]*)\}$/.exec(raw.trim());
  if (whole) return vars.get(whole[1]);
  let unknown = false;
  const text = raw.replace(VARIABLE, (_m, name: string) => {
    const v = vars.get(name);
    if (v === undefined) unknown = true;
    return Array.isArray(v) ? v.join(",") : (v ?? "");
  });
  return unknown ? undefined : text;
}

function findColumn(columns: Readonly<Record<string, ColumnSpec>>, name: string): ColumnSpec | undefined {
  if (Object.hasOwn(columns, name)) return columns[name];
  return Object.values(columns).find((c) => c.column === name);
}

/** One rule as a SQL condition over a whitelisted column, its value as parameters. */
export function ruleCondition(
  rule: DataRule,
  columns: Readonly<Record<string, ColumnSpec>>,
  vars: ReadonlyMap<string, string | string[]>,
  params: SqlParams,
  alias?: string,
): string {
  const col = rule.ruleColumn ? findColumn(columns, rule.ruleColumn.trim()) : undefined;
  const value = resolveRuleValue(rule.ruleValue ?? "", vars);
  if (!col || value === undefined) return NONE;
  const target = alias ? `${ident(alias)}.${ident(col.column)}` : ident(col.column);
  const numeric = col.type === "number";
  const list = (Array.isArray(value) ? value : value.split(",")).map((s) => s.trim()).filter(Boolean);
  const one = Array.isArray(value) ? value.join(",") : value;
  if (numeric && [one, ...list].some((v) => v !== "" && !Number.isFinite(Number(v)))) return NONE;
  const lhs = numeric ? target : `${target}::text`;
  const cast = numeric ? "::numeric" : "";
  const cond = (rule.ruleConditions ?? "").trim();
  switch (cond) {
    case "=":
    case "!=":
    case ">":
    case "<":
    case ">=":
    case "<=":
      if (Array.isArray(value)) {
        if (cond === "=") return list.length ? `${lhs} IN (${params.list(list, cast)})` : NONE;
        if (cond === "!=") return list.length ? `${lhs} NOT IN (${params.list(list, cast)})` : "1 = 1";
        return NONE;
      }
      if (numeric && one.trim() === "") return NONE;
      return `${lhs} ${cond === "!=" ? "<>" : cond} ${params.add(numeric ? one.trim() : one, cast)}`;
    case "IN":
      return list.length ? `${lhs} IN (${params.list(list, cast)})` : NONE;
    case "LIKE":
      return `${target}::text LIKE ${params.add(`%${one}%`)}`;
    case "LEFT_LIKE":
      return `${target}::text LIKE ${params.add(`%${one}`)}`;
    case "RIGHT_LIKE":
      return `${target}::text LIKE ${params.add(`${one}%`)}`;
    default:
      // USE_SQL_RULES and anything unknown: a rule is never SQL text.
      return NONE;
  }
}

/**
 * Conditions for the caller's data rules on the menu `component` over `columns` (all ANDed, as the
 * original adds each rule to the query); none when the caller holds no rule for that menu.
 */
export async function dataRuleConditions(
  db: Db,
  user: SessionUser | undefined,
  component: string,
  columns: Readonly<Record<string, ColumnSpec>>,
  params: SqlParams,
  alias?: string,
): Promise<string[]> {
  if (!user) return [];
  // A user's rules change only with a grant, which bumps the grants version.
  const rules = await remembered(db, "data-rules", `${user.id}\n${component}`, user.versions?.grants, () =>
    loadUserDataRules(db, user.id, component),
  );
  if (rules.length === 0) return [];
  const vars = await ruleVariables(db, user);
  return rules.map((r) => `(${ruleCondition(r, columns, vars, params, alias)})`);
}
