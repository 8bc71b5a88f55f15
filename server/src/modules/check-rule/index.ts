import { checkRuleModule as checkRuleDeclaration } from "../../../../shared/modules/check-rule.ts";
import { BizError, ok } from "../../core/result.ts";
import { javaUrlDecode } from "../../core/sign.ts";
import type { Db } from "../../db/client.ts";
import { declaredModule } from "../declared-module.ts";
import { checkValue, parseRuleJson, ruleJsonProblem } from "./rules.ts";

export const UNKNOWN_RULE_CODE = "该编码不存在";

/** The original's seed `common`. */
const COMMON_RULES = [
  { digits: "1", pattern: "^[a-z|A-Z]$", message: "第一位只能是字母" },
  { digits: "*", pattern: "^[0-9|a-z|A-Z|_]{0,}$", message: "只能填写数字、大小写字母、下划线" },
  { digits: "*", pattern: "^.{3,}$", message: "最少输入3位数" },
  { digits: "*", pattern: "^.{3,12}$", message: "最多输入12位数" },
];

async function seedRules(db: Db): Promise<void> {
  await db.query(
    `INSERT INTO sys_check_rule (id, rule_name, rule_code, rule_json, rule_description, create_by)
     VALUES ('1260134137920090112', '通用编码规则', 'common', $1, '规则：1、首位只能是字母；2、不能包含特殊字符；3、长度3-12位', 'admin')
     ON CONFLICT DO NOTHING`,
    [JSON.stringify(COMMON_RULES)],
  );
}

/** /sys/checkRule: CRUD from its declaration (every pattern of a rule must compile), and checkByCode. */
export const checkRuleModule = declaredModule(checkRuleDeclaration, {
  seed: seedRules,
  crud: { columns: { ruleJson: { validate: ruleJsonProblem } } },
  routes(app, { db }) {
    app.get(
      "/sys/checkRule/checkByCode",
      {
        config: { auth: "login" },
        schema: {
          querystring: {
            type: "object",
            properties: {
              ruleCode: { type: "string", maxLength: 100 },
              value: { type: "string", maxLength: 2000 },
            },
            required: ["ruleCode", "value"],
          },
        },
      },
      async (req) => {
        const { ruleCode, value } = req.query as { ruleCode: string; value: string };
        const row = await db.one<{ rule_json: string | null }>(
          "SELECT rule_json FROM sys_check_rule WHERE rule_code = $1",
          [ruleCode],
        );
        if (!row) throw new BizError(UNKNOWN_RULE_CODE);
        const rules = parseRuleJson(row.rule_json);
        if (typeof rules === "string") throw new BizError(`校验规则有误：${rules}`);
        let decoded: string;
        try {
          // The client encodes the value once more and the original decodes it again.
          decoded = javaUrlDecode(value);
        } catch {
          throw new BizError("value参数编码不正确");
        }
        const failure = checkValue(rules, decoded);
        if (failure) throw new BizError(failure.message, 500, 200, failure);
        return ok(null, "");
      },
    );
  },
});
