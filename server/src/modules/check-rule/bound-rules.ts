/**
 * Fields bound to a check rule by its code: on add and edit the value must pass the rule, as the form's
 * checkByCode call said while the user typed; a failure refuses the save with the rule's message. Patterns
 * run on the linear-time engine of rules.ts, within its length limits.
 */
import type { ModuleDeclaration } from "../../../../shared/modules/module-types.ts";
import type { CrudHooks, HookContext, Values } from "../../core/crud/index.ts";
import { BizError } from "../../core/result.ts";
import type { Db } from "../../db/client.ts";
import { type CheckRuleItem, checkValue, parseRuleJson } from "./rules.ts";

export interface BoundField {
  field: string;
  ruleCode: string;
}

/** The fields of a declaration that name a check rule. */
export function boundRuleFields(decl: ModuleDeclaration): BoundField[] {
  return Object.entries(decl.fields).flatMap(([field, f]) =>
    f.checkRule ? [{ field, ruleCode: f.checkRule }] : [],
  );
}

/** A rule's items; a missing or broken rule refuses the save rather than letting any value through. */
export async function loadRule(db: Db, ruleCode: string): Promise<CheckRuleItem[]> {
  const row = await db.one<{ rule_json: string | null }>(
    "SELECT rule_json FROM sys_check_rule WHERE rule_code = $1",
    [ruleCode],
  );
  if (!row) throw new BizError(`校验规则${ruleCode}不存在`);
  const rules = parseRuleJson(row.rule_json);
  if (typeof rules === "string") throw new BizError(`校验规则${ruleCode}有误：${rules}`);
  return rules;
}

async function checkBound(bound: readonly BoundField[], values: Values, ctx: HookContext): Promise<void> {
  for (const { field, ruleCode } of bound) {
    const value = values[field];
    if (value === undefined || value === null || value === "") continue;
    // An import checks thousands of rows: the rule is read once per batch.
    const rules = ctx.batch
      ? await ctx.batch.once(`checkRule:${ruleCode}`, () => loadRule(ctx.db, ruleCode))
      : await loadRule(ctx.db, ruleCode);
    const failure = checkValue(rules, String(value));
    if (failure) throw new BizError(failure.message);
  }
}

/** The module's own add and edit hooks, each run after the bound rules passed. */
export function withBoundRules(bound: readonly BoundField[], hooks: CrudHooks = {}): CrudHooks {
  if (bound.length === 0) return hooks;
  const { beforeInsert, beforeUpdate } = hooks;
  return {
    ...hooks,
    async beforeInsert(values, body, ctx) {
      await checkBound(bound, values, ctx);
      await beforeInsert?.(values, body, ctx);
    },
    async beforeUpdate(id, values, body, existing, ctx) {
      await checkBound(bound, values, ctx);
      await beforeUpdate?.(id, values, body, existing, ctx);
    },
  };
}
