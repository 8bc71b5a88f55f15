/**
 * The search value rules of a list: a field's
 * operator decides how a plain typed value is sent (`*x*`, `x*`, `*x`, `!x`, `>=x`, `<=x`), while a value the
 * user already wrote in the original's syntax (`x*`, `!x`, `a,b`, `>=5`...) is sent as typed.
 */
import type { CrudFilter } from "@refinedev/core";

/** contains → `*x*`, startswith → `x*`, endswith → `*x`, ne → `!x`, ge → `>=x`, le → `<=x`, eq → `x`. */
export type SearchRule = "contains" | "eq" | "ne" | "ge" | "le" | "startswith" | "endswith";

/** Does the text already carry one of the original's value rules? */
export function hasRuleSyntax(text: string): boolean {
  const v = text.trim();
  if (v.length < 2) return false;
  return (
    v.startsWith("*") ||
    v.endsWith("*") ||
    v.startsWith("!") ||
    v.startsWith(">=") ||
    v.startsWith("<=") ||
    v.includes(",")
  );
}

/** The query text a search value becomes under a rule (JInput's wrapping). */
export function searchValueText(rule: SearchRule, value: string): string {
  const v = value.trim();
  if (v === "" || hasRuleSyntax(v)) return v;
  switch (rule) {
    case "contains":
      return `*${v}*`;
    case "startswith":
      return `${v}*`;
    case "endswith":
      return `*${v}`;
    case "ne":
      return `!${v}`;
    case "ge":
      return `>=${v}`;
    case "le":
      return `<=${v}`;
    default:
      return v;
  }
}

const REFINE_OPERATOR = {
  contains: "contains",
  eq: "eq",
  ne: "ne",
  startswith: "startswith",
  endswith: "endswith",
} as const;

/**
 * One search field's refine filter. Rules refine names are kept (the data provider writes them in the
 * original's syntax); `>=`/`<=` and values typed in the original's syntax travel as `eq` with the final text.
 */
export function searchFilter(field: string, rule: SearchRule, value: unknown): CrudFilter | undefined {
  if (value === undefined || value === null) return undefined;
  if (Array.isArray(value)) {
    return value.length > 0 ? { field, operator: "eq", value: value.join(",") } : undefined;
  }
  if (typeof value !== "string" && typeof value !== "number") return { field, operator: "eq", value };
  const text = String(value).trim();
  if (text === "") return undefined;
  if (hasRuleSyntax(text) || rule === "ge" || rule === "le") {
    return { field, operator: "eq", value: searchValueText(rule, text) };
  }
  return { field, operator: REFINE_OPERATOR[rule], value: text };
}
