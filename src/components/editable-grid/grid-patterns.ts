/**
 * The named pattern shortcuts of the original's grids, with the original's own regular expressions (their
 * quirks included: `|` inside a character class is a literal bar, `money` refuses "0" but takes "0.").
 */
export const NAMED_PATTERNS: Readonly<Record<string, RegExp>> = {
  "*": /^.+$/,
  "n6-16": /^\d{6,16}$/,
  "*6-16": /^.{6,16}$/,
  "s6-18": /^[a-z|A-Z]{6,18}$/,
  url: /^(?:([A-Za-z]+):)?(\/{0,3})([0-9.\-A-Za-z]+)(?::(\d+))?(?:\/([^?#]*))?(?:\?([^#]*))?(?:#(.*))?$/,
  e: /^([\w]+\.*)([\w]+)@[\w]+\.\w{3}(\.\w{2}|)$/,
  m: /^1[3456789]\d{9}$/,
  p: /^[1-9]\d{5}$/,
  s: /^[A-Z|a-z]+$/,
  n: /^-?\d+(\.?\d+|\d?)$/,
  z: /^-?\d+$/,
  money: /^(([1-9][0-9]*)|([0]\.\d{0,2}|[1-9][0-9]*\.\d{0,2}))$/,
};

/** `pattern: "only"` is the unique rule, not a regular expression. */
export const ONLY = "only";

const compiled = new Map<string, RegExp>();

/** The regular expression of a shortcut, or of any other pattern text (compiled once). */
export function patternRegExp(pattern: string | RegExp): RegExp {
  if (pattern instanceof RegExp) return pattern;
  const named = NAMED_PATTERNS[pattern];
  if (named) return named;
  let re = compiled.get(pattern);
  if (!re) {
    re = new RegExp(pattern);
    compiled.set(pattern, re);
  }
  return re;
}
