/**
 * The configured password policy (length and character classes) as a form check for add, change and
 * reset. The default policy answers the usual `MESSAGES.password`; another policy names its rule.
 */
import type { PasswordCharClass, PasswordPolicy } from "./password-policy-config.ts";
import { type Check, MESSAGES, PASSWORD_MAX } from "./validators.ts";

const TESTS: Record<PasswordCharClass, RegExp> = {
  letter: /[A-Za-z]/,
  lower: /[a-z]/,
  upper: /[A-Z]/,
  digit: /\d/,
  symbol: /[^A-Za-z0-9\s]/,
};

const NAMES: Record<PasswordCharClass, string> = {
  letter: "字母",
  lower: "小写字母",
  upper: "大写字母",
  digit: "数字",
  symbol: "特殊符号",
};

const isDefault = (p: PasswordPolicy) =>
  p.minLength === 8 &&
  p.classes.length === 3 &&
  ["letter", "digit", "symbol"].every((c) => p.classes.includes(c as PasswordCharClass));

/** The message that states the whole rule, e.g. `密码至少10位，且必须包含大写字母、小写字母和数字!`. */
export function passwordPolicyMessage(p: PasswordPolicy): string {
  if (isDefault(p)) return MESSAGES.password;
  const names = p.classes.map((c) => NAMES[c]);
  if (names.length === 0) return `密码至少${p.minLength}位!`;
  const list = names.length === 1 ? names[0] : `${names.slice(0, -1).join("、")}和${names[names.length - 1]}`;
  return `密码至少${p.minLength}位，且必须包含${list}!`;
}

export function passwordPolicyCheck(p: PasswordPolicy): Check {
  const message = passwordPolicyMessage(p);
  return (v) => {
    if (v === null || v === undefined || v === "") return MESSAGES.passwordRequired;
    if (v.length > PASSWORD_MAX) return MESSAGES.passwordTooLong;
    if (v.length < p.minLength) return message;
    return p.classes.every((c) => TESTS[c].test(v)) ? undefined : message;
  };
}
