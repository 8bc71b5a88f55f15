/** The generator kinds a fill rule may name, by their names on screen. */
export const FILL_RULE_KIND_NAMES: Readonly<Record<string, string>> = { "dated-serial": "日期流水号" };

/** The date part of a dated serial, as a reader says it. */
const DATE_PART_NAMES: Readonly<Record<string, string>> = {
  yyyyMMdd: "年月日",
  yyMMdd: "两位年月日",
  yyyyMM: "年月",
  yyyy: "年",
  "": "",
};

/** A rule kind by its name; an unknown kind shows as it is stored, so nothing is hidden. */
export function fillRuleKindName(kind: unknown): string {
  if (typeof kind !== "string" || kind === "") return "";
  return FILL_RULE_KIND_NAMES[kind] ?? kind;
}

/**
 * A dated serial's parameters in words (`前缀 CN + 年月日 + 4 位流水号`), with the same defaults the server
 * applies; parameters it cannot read show as they are stored.
 */
export function fillRuleParamsText(params: unknown): string {
  if (typeof params !== "string" || params.trim() === "") return "";
  let raw: unknown;
  try {
    raw = JSON.parse(params);
  } catch {
    return params;
  }
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) return params;
  const { prefix = "", dateFormat = "yyyyMMdd", digits = 4 } = raw as Record<string, unknown>;
  if (
    typeof prefix !== "string" ||
    typeof dateFormat !== "string" ||
    !Object.hasOwn(DATE_PART_NAMES, dateFormat)
  )
    return params;
  const count = Number(digits);
  if (!Number.isInteger(count)) return params;
  const parts = [prefix ? `前缀 ${prefix}` : "", DATE_PART_NAMES[dateFormat], `${count} 位流水号`];
  return parts.filter(Boolean).join(" + ");
}
