import type { HttpError } from "@refinedev/core";
import type { FormRule } from "antd";
import { dataProvider } from "@/providers/data-provider";

/**
 * Form rule presets with their exact messages. Deliberate differences from the original's
 * rules.js: username 4–18 with the message 长度4到18个字符, mobile
 * 1[3-9] + 9 digits, and the original's regex slips fixed (english allowed any first character,
 * telephone's alternation was ungrouped, cnEnSpace2to100 and numLinefeed accepted "*").
 */

export const patterns = {
  mobile: /^1[3-9]\d{9}$/,
  userName: /^[_a-zA-Z0-9]+$/,
  userNameLength: /^.{4,18}$/,
  naturalNumber: /^(([0-9]*[1-9][0-9]*)|(0+))$/,
  english: /^[A-Za-z]+$/,
  telephone: /^(\d{3}-\d{7,8}|\d{4}-\d{7,8})$/,
  bankCard: /^[1-9]\d{9,19}$/,
  idNumber: /^[a-z0-9A-Z]{0,50}$/,
  idCard:
    /(^[1-9]\d{5}(18|19|([23]\d))\d{2}((0[1-9])|(10|11|12))(([0-2][1-9])|10|20|30|31)\d{3}[0-9Xx]$)|(^[1-9]\d{7}((0[1-9])|(10|11|12))(([0-2][1-9])|10|20|30|31)\d{3}$)/,
  qq: /^[1-9]\d{4,11}$/,
  url: /^(http|https):\/\/[\w\-_]+(\.[\w\-_]+)+([\w\-.,@?^=%&:/~+#]*[\w\-@?^=%&/~+#])?$/,
  enNum0to20: /^[a-z0-9A-Z]{0,20}$/,
  cnEnSpace2to100: /^[a-zA-Z\u4E00-\u9FA5\s]{2,100}$/,
  numLinefeed: /^[0-9\n]+$/,
} as const;

const pattern = (regex: RegExp, message: string): FormRule => ({ pattern: regex, message });

export const rules = {
  mobile: [
    { required: true, message: "请输入手机号" },
    pattern(patterns.mobile, "请输入正确手机号"),
  ] as FormRule[],
  /** An optional mobile number: only checked when filled. */
  mobileOptional: [pattern(patterns.mobile, "请输入正确手机号")] as FormRule[],
  userName: [
    { required: true, message: "请输入用户名" },
    pattern(patterns.userName, "只允许字母、数字、下划线"),
    pattern(patterns.userNameLength, "长度4到18个字符"),
  ] as FormRule[],
  email: [{ type: "email", message: "邮箱格式不正确" }] as FormRule[],
  naturalNumber: [pattern(patterns.naturalNumber, "请输入自然数")] as FormRule[],
  english: [pattern(patterns.english, "请输入英文字符")] as FormRule[],
  telephone: [pattern(patterns.telephone, "请输入正确的座机号")] as FormRule[],
  bankCard: [pattern(patterns.bankCard, "请输入正确的银行卡号码")] as FormRule[],
  idNumber: [pattern(patterns.idNumber, "请输入正确的证件号码")] as FormRule[],
  idCard: [pattern(patterns.idCard, "请输入正确的身份证号码")] as FormRule[],
  qq: [pattern(patterns.qq, "请输入正确的QQ号码")] as FormRule[],
  url: [pattern(patterns.url, "请输入以http和https开头的网址")] as FormRule[],
  enNum0to20: [pattern(patterns.enNum0to20, "请输入20位以内的英文字符和数字")] as FormRule[],
  cnEnSpace2to100: [pattern(patterns.cnEnSpace2to100, "请输入2到100位的中英文字符和空格")] as FormRule[],
  numLinefeed: [pattern(patterns.numLinefeed, "请输入数字和换行符")] as FormRule[],
  char0to255: [{ max: 255, message: "请输入255位以内的字符" }] as FormRule[],
  /** Sort numbers above 255 are refused (the original's validateOrder). */
  order: [
    {
      validator: async (_rule, value: unknown) => {
        if (Number.parseInt(String(value ?? ""), 10) > 255) throw new Error("排序值不可以大于255");
      },
    },
  ] as FormRule[],
};

/** Generic required rule with optional length bounds. */
export function required(label?: string, min?: number, max?: number): FormRule[] {
  const list: FormRule[] = [{ required: true, message: label ? `请输入${label}!` : "此项为必填项" }];
  if (min) list.push({ min, message: `最小长度${min}位字符` });
  if (max) list.push({ max, message: `最大长度${max}位字符` });
  return list;
}

/** A select must have a value; checked when the choice changes. */
export function select(label?: string): FormRule[] {
  return [{ required: true, message: label ? `请选择${label}!` : "请选择", validateTrigger: "onChange" }];
}

/** A checkbox group with optional bounds on the number of choices. */
export function checked(min?: number, max?: number): FormRule[] {
  const list: FormRule[] = [{ required: true, type: "array", message: "请至少选择一项" }];
  if (min) list.push({ type: "array", min, message: `最少选择${min}项` });
  if (max) list.push({ type: "array", max, message: `最多选择${max}项` });
  return list;
}

/** "Confirm" field: must equal `field` (the password dialogs). */
export function sameAs(field: string, message = "两次输入的密码不一样！"): FormRule {
  return ({ getFieldValue }) => ({
    validator: async (_rule, value: unknown) => {
      if (value && value !== getFieldValue(field)) throw new Error(message);
    },
  });
}

const isBlank = (value: unknown) => value === undefined || value === null || value === "";

/**
 * A signed GET through the data provider (a validator runs outside any component, so not through a refine
 * hook); the server's message of a failed check, or the failure's, is the field's error. `refused`, when
 * given, replaces the server's message of a refusal (not of a failed request).
 */
async function serverCheck(
  url: string,
  params: Record<string, string | undefined>,
  refused?: string,
): Promise<void> {
  try {
    await dataProvider.custom?.({ url, method: "get", query: params });
  } catch (error) {
    const failure = error as HttpError;
    const transport = "httpStatus" in failure || !failure.statusCode;
    throw new Error(refused && !transport ? refused : failure.message || String(error));
  }
}

/**
 * A wait that tells whether the call is still the latest one after it: checks made while the user types
 * ask the server only once the typing pauses. A superseded check passes silently, since the form keeps
 * only the latest check's outcome.
 */
function pause(ms: number | undefined): () => Promise<boolean> {
  let latest = 0;
  return async () => {
    if (!ms) return true;
    const mine = ++latest;
    await new Promise((resolve) => setTimeout(resolve, ms));
    return mine === latest;
  };
}

/** How long after the last keystroke the checks made while typing ask the server. */
export const TYPING_CHECK_DELAY_MS = 500;

export interface DuplicateCheckOptions {
  tableName: string;
  fieldName: string;
  /** form field holding the record's id, excluded from the check when editing (default "id") */
  idField?: string;
  /** the field's own message when the value is taken (default: the server's) */
  message?: string;
  /** check while the user types, this long after the last keystroke (default: on blur only) */
  debounceMs?: number;
}

/**
 * Uniqueness check (the original's validateDuplicateValue): GET /sys/duplicate/check with
 * tableName, fieldName, fieldVal and dataId, only for a non-empty value, on blur or, with `debounceMs`,
 * while the user types; the server's message (该值不可用，系统中已存在！) or the field's is the error.
 */
export function duplicateCheck({
  tableName,
  fieldName,
  idField = "id",
  message,
  debounceMs,
}: DuplicateCheckOptions): FormRule {
  const wait = pause(debounceMs);
  return ({ getFieldValue }) => ({
    validateTrigger: debounceMs ? "onChange" : "onBlur",
    validator: async (_rule, value: unknown) => {
      if (isBlank(value)) return;
      if (!(await wait())) return;
      const id: unknown = getFieldValue(idField);
      await serverCheck(
        "/sys/duplicate/check",
        { tableName, fieldName, fieldVal: String(value), dataId: isBlank(id) ? undefined : String(id) },
        message,
      );
    },
  });
}

/**
 * Rule-code check (the original's validateCheckRule): GET /sys/checkRule/checkByCode with the
 * rule code and the URL-encoded value, only when both are given, on blur or, with `debounceMs`, while the
 * user types; the server's message (the rule's) is the field's error.
 */
export function checkRule(ruleCode: string, options: { debounceMs?: number } = {}): FormRule {
  const wait = pause(options.debounceMs);
  return {
    validateTrigger: options.debounceMs ? "onChange" : "onBlur",
    validator: async (_rule, value: unknown) => {
      if (!ruleCode || isBlank(value)) return;
      if (!(await wait())) return;
      await serverCheck("/sys/checkRule/checkByCode", { ruleCode, value: encodeURIComponent(String(value)) });
    },
  };
}
