/**
 * Check rules: pure parsing and checking. The patterns are written by administrators and run on any
 * user's input, so they run on a linear-time engine (RE2): no pattern can make a check take longer than
 * the text is long. RE2 has no look-around or back-references; such a pattern is refused when saved.
 */
import { RE2JS } from "re2js";

export interface CheckRuleItem {
  /** `*` checks the whole value; a number takes the next slice of that many characters */
  digits: string;
  pattern: string;
  message: string;
}

export interface CheckFailure {
  digits: string;
  pattern: string;
  message: string;
  beginIndex?: number;
  endIndex?: number;
  checkValue: string;
  passed: false;
}

const MAX_RULES = 50;
const MAX_PATTERN_LENGTH = 500;

/** JavaScript's and Java's `\uXXXX` escape, spelt the way RE2 reads it (`\x{XXXX}`). */
const re2Source = (pattern: string) => pattern.replace(/(?<!\\)((?:\\\\)*)\\u([0-9a-fA-F]{4})/g, "$1\\x{$2}");

/** Compiled patterns, so a check does not compile its rules again each time (validation compiles them too). */
const compiled = new Map<string, RE2JS>();
const MAX_COMPILED = 500;

/** Java's Pattern.matches: the whole text must match. Throws on a pattern RE2 cannot read. */
function compileFull(pattern: string): RE2JS {
  const known = compiled.get(pattern);
  if (known) return known;
  const regex = RE2JS.compile(`^(?:${re2Source(pattern)})$`);
  if (compiled.size >= MAX_COMPILED) compiled.clear();
  compiled.set(pattern, regex);
  return regex;
}

/** The items of a rule_json text, or a message saying what is wrong with it. */
export function parseRuleJson(text: string | null | undefined): CheckRuleItem[] | string {
  if (!text || text.trim() === "") return [];
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return "规则JSON格式不正确";
  }
  if (!Array.isArray(raw)) return "规则JSON必须是数组";
  if (raw.length > MAX_RULES) return `规则最多${MAX_RULES}条`;
  const out: CheckRuleItem[] = [];
  for (const [i, item] of raw.entries()) {
    const n = i + 1;
    if (!item || typeof item !== "object" || Array.isArray(item)) return `第${n}条规则必须是对象`;
    const { digits, pattern, message } = item as Record<string, unknown>;
    const d = typeof digits === "number" ? String(digits) : digits;
    if (typeof d !== "string" || !(d.trim() === "*" || /^\s*[1-9]\d{0,3}\s*$/.test(d))) {
      return `第${n}条规则的位数必须是*或正整数`;
    }
    if (typeof pattern !== "string" || pattern === "") return `第${n}条规则缺少正则表达式`;
    if (pattern.length > MAX_PATTERN_LENGTH)
      return `第${n}条规则的正则表达式不能超过${MAX_PATTERN_LENGTH}个字符`;
    try {
      compileFull(pattern);
    } catch {
      return `第${n}条规则的正则表达式无效`;
    }
    if (typeof message !== "string" || message.trim() === "") return `第${n}条规则缺少提示文本`;
    out.push({ digits: d.trim(), pattern, message });
  }
  return out;
}

export const ruleJsonProblem = (text: string | null | undefined): string | undefined => {
  const parsed = parseRuleJson(text);
  return typeof parsed === "string" ? parsed : undefined;
};

const fullMatch = (pattern: string, text: string) => compileFull(pattern).matches(text);

/** The first failing rule for a value, as the original reports it; undefined when every rule passes. */
export function checkValue(rules: readonly CheckRuleItem[], value: string): CheckFailure | undefined {
  if (value.trim() === "") return undefined;
  let begin = 0;
  for (const rule of rules) {
    const base = { digits: rule.digits, pattern: rule.pattern, message: rule.message };
    if (rule.digits === "*") {
      if (!fullMatch(rule.pattern, value)) return { ...base, checkValue: value, passed: false };
      continue;
    }
    const num = Number(rule.digits);
    const end = Math.min(begin + num, value.length);
    const slice = begin > end ? "" : value.slice(begin, end);
    if (!fullMatch(rule.pattern, slice)) {
      return { ...base, beginIndex: begin, endIndex: end, checkValue: slice, passed: false };
    }
    begin += num;
  }
  return undefined;
}
