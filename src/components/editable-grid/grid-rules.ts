// biome-ignore-all lint/suspicious/noTemplateCurlyInString: messages and placeholders hold the original's ${title}, ${key} and ${defaultValue}
import { fillTemplate } from "./grid-messages";
import { ONLY, patternRegExp } from "./grid-patterns";
import type { GridColumn, GridRow, ValidateRule } from "./grid-types";

const DEFAULT_MESSAGES = {
  required: "${title}不能为空",
  unique: "${title}不能重复",
  pattern: "${title}格式不正确",
  handler: "${title}校验未通过",
} as const;

/** A failed cell's message, or undefined when it passes. */
export type CellVerdict = string | undefined;

export const isEmptyValue = (value: unknown): boolean =>
  value === undefined || value === null || value === "" || (Array.isArray(value) && value.length === 0);

/** `pattern: "*"` means required: an empty cell fails it, unlike the other patterns. */
const isRequiredRule = (rule: ValidateRule) => rule.required === true || rule.pattern === "*";
const isUniqueRule = (rule: ValidateRule) => rule.unique === true || rule.pattern === ONLY;

/**
 * The key under which the unique rule counts a value: every empty value is one key, so two empty cells
 * are duplicates; otherwise values are compared as the original does, by identity of type and value.
 */
export function uniqueKey(value: unknown): string {
  if (isEmptyValue(value)) return "\u0000";
  return `${typeof value}:${String(value)}`;
}

/** How often each value occurs in a column. */
export function countValues(rows: readonly GridRow[], key: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const row of rows) {
    const k = uniqueKey(row[key]);
    counts.set(k, (counts.get(k) ?? 0) + 1);
  }
  return counts;
}

export const hasUniqueRule = (column: GridColumn) => (column.validateRules ?? []).some(isUniqueRule);

const message = (rule: ValidateRule, kind: keyof typeof DEFAULT_MESSAGES, column: GridColumn) =>
  fillTemplate(rule.message ?? DEFAULT_MESSAGES[kind], column);

/**
 * Checks one cell against its column's rules in order; the first failure's message is the verdict.
 * Empty values skip pattern checks. `counts` is the column's value count (for the unique rule). The
 * answer is synchronous unless a custom handler answers later.
 */
export function checkCell(
  column: GridColumn,
  row: GridRow,
  rowIndex: number,
  counts?: Map<string, number>,
): CellVerdict | Promise<CellVerdict> {
  const rules = column.validateRules;
  if (!rules || rules.length === 0) return undefined;
  const value = row[column.key];
  const empty = isEmptyValue(value);
  for (let i = 0; i < rules.length; i++) {
    const rule = rules[i];
    if (isRequiredRule(rule)) {
      if (empty) return message(rule, "required", column);
      continue;
    }
    if (isUniqueRule(rule)) {
      if ((counts?.get(uniqueKey(value)) ?? 1) >= 2) return message(rule, "unique", column);
      continue;
    }
    if (rule.pattern !== undefined) {
      if (!empty && !patternRegExp(rule.pattern).test(String(value))) return message(rule, "pattern", column);
      continue;
    }
    if (rule.handler) {
      const answer = runHandler(rule, column, row, rowIndex, value);
      if (answer instanceof Promise) {
        const rest = rules.slice(i + 1);
        return answer.then((verdict) =>
          verdict !== undefined
            ? verdict
            : checkCell({ ...column, validateRules: rest }, row, rowIndex, counts),
        );
      }
      if (answer !== undefined) return answer;
    }
  }
  return undefined;
}

function runHandler(
  rule: ValidateRule,
  column: GridColumn,
  row: GridRow,
  rowIndex: number,
  value: unknown,
): CellVerdict | Promise<CellVerdict> {
  let settled = false;
  let verdict: CellVerdict;
  let resolveLater: ((v: CellVerdict) => void) | undefined;
  const callback = (passed: boolean, text?: string) => {
    const result = passed
      ? undefined
      : fillTemplate(text ?? rule.message ?? DEFAULT_MESSAGES.handler, column);
    if (resolveLater) resolveLater(result);
    else {
      settled = true;
      verdict = result;
    }
  };
  rule.handler?.({ value, row, rowIndex, column }, callback);
  if (settled) return verdict;
  return new Promise<CellVerdict>((resolve) => {
    resolveLater = resolve;
  });
}

/** Failed cells by row id, then column key. */
export type GridErrors = Map<string, Record<string, string>>;

/**
 * Checks every cell of every row. Synchronous rules are checked in one pass (the unique rule counts each
 * column once); the answer waits only when a custom handler answers later.
 */
export function checkRows(
  rows: readonly GridRow[],
  columns: readonly GridColumn[],
): GridErrors | Promise<GridErrors> {
  const errors: GridErrors = new Map();
  const pending: Promise<void>[] = [];
  const checked = columns.filter((c) => c.validateRules && c.validateRules.length > 0);
  const counts = checked.map((c) => (hasUniqueRule(c) ? countValues(rows, c.key) : undefined));
  const fail = (row: GridRow, key: string, text: string) => {
    const record = errors.get(row.id);
    if (record) record[key] = text;
    else errors.set(row.id, { [key]: text });
  };
  for (let r = 0; r < rows.length; r++) {
    const row = rows[r];
    for (let c = 0; c < checked.length; c++) {
      const column = checked[c];
      const verdict = checkCell(column, row, r, counts[c]);
      if (verdict === undefined) continue;
      if (typeof verdict === "string") fail(row, column.key, verdict);
      else
        pending.push(
          verdict.then((text) => {
            if (text !== undefined) fail(row, column.key, text);
          }),
        );
    }
  }
  if (pending.length === 0) return errors;
  return Promise.all(pending).then(() => errors);
}

/** The first failure in row order, then column order. */
export function firstFailure(
  errors: GridErrors,
  rows: readonly GridRow[],
  columns: readonly GridColumn[],
): { rowIndex: number; key: string; message: string } | undefined {
  if (errors.size === 0) return undefined;
  for (let r = 0; r < rows.length; r++) {
    const record = errors.get(rows[r].id);
    if (!record) continue;
    for (const column of columns) {
      const text = record[column.key];
      if (text !== undefined) return { rowIndex: r, key: column.key, message: text };
    }
  }
  return undefined;
}
