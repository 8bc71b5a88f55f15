import { registerCrud, rejectNul } from "../../core/crud/index.ts";
import { ok } from "../../core/result.ts";
import type { Db } from "../../db/client.ts";
import type { ServerModule } from "../types.ts";
import { fillRuleCrud } from "./fill-rule-crud.ts";
import { DATED_SERIAL, nextFillRuleValue } from "./generator.ts";
import { fillRuleMenus } from "./menu.ts";

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

/** /sys/fillRule: CRUD and executeRuleByCode (GET, and PUT as the original's client sends it). */
export const fillRuleModule: ServerModule = {
  name: "fill-rule",
  menus: fillRuleMenus,
  seed: seedRules,
  async register(app, { db }) {
    app.addHook("preValidation", rejectNul);
    registerCrud(app, db, fillRuleCrud);
    app.route({
      method: ["GET", "PUT"],
      url: "/sys/fillRule/executeRuleByCode/:ruleCode",
      config: { auth: "login" },
      schema: { params: ruleParam },
      handler: async (req) => ok(await nextFillRuleValue(db, (req.params as { ruleCode: string }).ruleCode)),
    });
  },
};
