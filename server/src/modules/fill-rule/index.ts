import { fillRuleModule as fillRuleDeclaration } from "../../../../shared/modules/fill-rule.ts";
import type { Values } from "../../core/crud/index.ts";
import { BizError, ok } from "../../core/result.ts";
import type { Db } from "../../db/client.ts";
import { declaredModule } from "../declared-module.ts";
import { DATED_SERIAL, fillRuleProblem, nextFillRuleValue } from "./generator.ts";

export { nextFillRuleValue } from "./generator.ts";

/** Seeds: the original's order number, and the permit number the permit module will use. */
async function seedRules(db: Db): Promise<void> {
  const rows = [
    [
      "1202787623203065858",
      "订单流水号",
      "shop_order_num",
      { prefix: "CN", dateFormat: "yyyyMMdd", digits: 4 },
    ],
    [
      "5c3f4e1b2a7d4e8f9a0b1c2d3e4f5a6b",
      "通行证编号",
      "permit_no",
      { prefix: "TXZ", dateFormat: "yyyyMMdd", digits: 4 },
    ],
  ] as const;
  for (const [id, name, code, params] of rows) {
    await db.query(
      `INSERT INTO sys_fill_rule (id, rule_name, rule_code, rule_class, rule_params, create_by)
       VALUES ($1, $2, $3, $4, $5, 'admin') ON CONFLICT DO NOTHING`,
      [id, name, code, DATED_SERIAL, JSON.stringify(params)],
    );
  }
}

const ruleParam = {
  type: "object",
  properties: { ruleCode: { type: "string", minLength: 1, maxLength: 100 } },
  required: ["ruleCode"],
};

/** The generator kind defaults to the dated serial; its parameters must suit the kind. */
function checkGenerator(values: Values, existing?: Record<string, unknown>): void {
  const kind = values.ruleClass ?? existing?.ruleClass ?? DATED_SERIAL;
  values.ruleClass = kind;
  const problem = fillRuleProblem(kind, values.ruleParams ?? existing?.ruleParams ?? null);
  if (problem) throw new BizError(problem);
}

/** /sys/fillRule: CRUD from its declaration, and executeRuleByCode (GET, and PUT as the original's client sends it). */
export const fillRuleModule = declaredModule(fillRuleDeclaration, {
  seed: seedRules,
  crud: {
    hooks: {
      beforeInsert: async (values) => checkGenerator(values),
      beforeUpdate: async (_id, values, _body, existing) => checkGenerator(values, existing),
    },
  },
  routes(app, { db }) {
    app.route({
      method: ["GET", "PUT"],
      url: "/sys/fillRule/executeRuleByCode/:ruleCode",
      config: { auth: "login" },
      schema: { params: ruleParam },
      handler: async (req) => ok(await nextFillRuleValue(db, (req.params as { ruleCode: string }).ruleCode)),
    });
  },
});
