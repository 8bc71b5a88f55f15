/** GET /sys/duplicate/check over a whitelist of (table, column) pairs. */
import { BizError, ok } from "../../core/result.ts";
import type { ServerModule } from "../../core/server-module.ts";
import { ident } from "../../core/sql-params.ts";

export const VALUE_AVAILABLE = "该值可用！";
export const VALUE_TAKEN = "该值不可用，系统中已存在！";

/** Unique business columns a form may check; secrets are never here. Other modules add theirs. */
const PAIRS = new Map<string, Set<string>>([
  ["sys_user", new Set(["username", "work_no", "phone", "email"])],
  ["sys_role", new Set(["role_code"])],
  ["sys_position", new Set(["code"])],
  ["sys_depart", new Set(["org_code"])],
  ["sys_dict", new Set(["dict_code"])],
  ["sys_category", new Set(["code"])],
  ["sys_check_rule", new Set(["rule_code"])],
  ["sys_fill_rule", new Set(["rule_code"])],
]);

const NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/** Lets a module open one of its unique columns to the duplicate check. */
export function allowDuplicateCheck(table: string, column: string): void {
  if (!NAME.test(table) || !NAME.test(column)) throw new Error(`bad duplicate-check pair ${table}.${column}`);
  const set = PAIRS.get(table) ?? new Set<string>();
  set.add(column);
  PAIRS.set(table, set);
}

export function isCheckable(table: string, column: string): boolean {
  return PAIRS.get(table)?.has(column) ?? false;
}

const str = (max: number) => ({ type: "string", maxLength: max });

export const duplicateCheckModule: ServerModule = {
  name: "duplicate-check",
  async register(app, { db }) {
    app.get(
      "/sys/duplicate/check",
      {
        config: { auth: "login" },
        schema: {
          querystring: {
            type: "object",
            properties: { tableName: str(64), fieldName: str(64), fieldVal: str(500), dataId: str(64) },
          },
        },
      },
      async (req) => {
        const q = req.query as { tableName?: string; fieldName?: string; fieldVal?: string; dataId?: string };
        const table = (q.tableName ?? "").trim();
        const column = (q.fieldName ?? "").trim();
        if (!isCheckable(table, column)) {
          throw new BizError(`不支持对该表字段做重复校验：${`${table}.${column}`.slice(0, 130)}`);
        }
        const value = q.fieldVal ?? "";
        if (value === "") return ok(null, "数据为空,不作处理！");
        const params: unknown[] = [value];
        let sql = `SELECT 1 AS x FROM ${ident(table)} WHERE ${ident(column)}::text = $1`;
        if (q.dataId?.trim()) {
          params.push(q.dataId.trim());
          sql += " AND id::text <> $2";
        }
        const taken = await db.one(`${sql} LIMIT 1`, params);
        if (taken) throw new BizError(VALUE_TAKEN);
        return ok(null, VALUE_AVAILABLE);
      },
    );
  },
};
