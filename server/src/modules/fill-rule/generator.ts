/**
 * Fill rules: code generators implemented here, chosen by `rule_class` (a kind name, never a class to
 * load) and configured by `rule_params` (JSON). Counters live in sys_fill_rule_seq, one per rule and
 * period, incremented atomically by the database so concurrent callers and instances never collide.
 */
import { BizError } from "../../core/result.ts";
import type { Db } from "../../db/client.ts";

export const DATED_SERIAL = "dated-serial";
export const FILL_RULE_KINDS = [DATED_SERIAL] as const;
export const UNKNOWN_FILL_RULE = "填值规则不存在";

/** Date part of a dated serial -> PostgreSQL to_char format ("" = one counter for all time). */
const DATE_FORMATS: Readonly<Record<string, string>> = {
  yyyyMMdd: "YYYYMMDD",
  yyMMdd: "YYMMDD",
  yyyyMM: "YYYYMM",
  yyyy: "YYYY",
  "": "",
};

export interface DatedSerialParams {
  prefix: string;
  dateFormat: string;
  digits: number;
}

/** Params of a dated serial (`{prefix}{yyyyMMdd}{seq:digits}`), or a message. */
export function parseDatedSerial(text: string | null | undefined): DatedSerialParams | string {
  let raw: unknown = {};
  if (text && text.trim() !== "") {
    try {
      raw = JSON.parse(text);
    } catch {
      return "规则参数必须是JSON对象";
    }
  }
  if (!raw || typeof raw !== "object" || Array.isArray(raw)) return "规则参数必须是JSON对象";
  const { prefix = "", dateFormat = "yyyyMMdd", digits = 4 } = raw as Record<string, unknown>;
  if (typeof prefix !== "string" || !/^[A-Za-z0-9_-]{0,20}$/.test(prefix)) {
    return "前缀只能是不超过20位的字母、数字、下划线或横线";
  }
  if (typeof dateFormat !== "string" || !Object.hasOwn(DATE_FORMATS, dateFormat)) {
    return `日期格式只能是${Object.keys(DATE_FORMATS).filter(Boolean).join("、")}或空`;
  }
  const n = Number(digits);
  if (!Number.isInteger(n) || n < 1 || n > 12) return "流水号位数必须是1到12的整数";
  return { prefix, dateFormat, digits: n };
}

/** Checks a rule's kind and params together (add and edit). */
export function fillRuleProblem(kind: unknown, params: unknown): string | undefined {
  if (kind !== DATED_SERIAL) return `规则类型只能是：${FILL_RULE_KINDS.join("、")}`;
  const parsed = parseDatedSerial(typeof params === "string" ? params : null);
  return typeof parsed === "string" ? parsed : undefined;
}

/** The next value of a fill rule, e.g. `PMT202406010001`; throws a BizError for an unknown or broken rule. */
export async function nextFillRuleValue(db: Db, ruleCode: string): Promise<string> {
  const rule = await db.one<{ rule_class: string | null; rule_params: string | null }>(
    "SELECT rule_class, rule_params FROM sys_fill_rule WHERE rule_code = $1",
    [ruleCode],
  );
  if (!rule) throw new BizError(UNKNOWN_FILL_RULE);
  const problem = fillRuleProblem(rule.rule_class, rule.rule_params);
  if (problem) throw new BizError(`填值规则配置有误：${problem}`);
  const p = parseDatedSerial(rule.rule_params) as DatedSerialParams;
  const fmt = DATE_FORMATS[p.dateFormat];
  // The period comes from the database clock in the session's time zone, so all instances agree.
  const row = await db.one<{ period: string; value: number }>(
    `INSERT INTO sys_fill_rule_seq (rule_code, period, value)
     VALUES ($1, CASE WHEN $2 = '' THEN '-' ELSE to_char(LOCALTIMESTAMP, $2) END, 1)
     ON CONFLICT (rule_code, period) DO UPDATE SET value = sys_fill_rule_seq.value + 1
     RETURNING period, value`,
    [ruleCode, fmt],
  );
  if (!row) throw new BizError("生成编码失败");
  const period = row.period === "-" ? "" : row.period;
  return `${p.prefix}${period}${String(row.value).padStart(p.digits, "0")}`;
}
