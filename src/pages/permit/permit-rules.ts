/**
 * Form rules of the permit business, mirroring the server's checks and messages
 * (server/src/modules/permit/validators.ts) so a form refuses what the server would.
 */
import type { FormRule } from "antd";

const PROVINCE = "[京津沪渝冀豫云辽黑湘皖鲁新苏浙赣鄂桂甘晋蒙陕吉闽贵粤青藏川宁琼]";
/** Serial characters: letters without I and O (they read as 1 and 0), and digits. */
const SERIAL = "[A-HJ-NP-Z0-9]";
/** New-energy marks (GA 36-2018). */
const NEV = "[ABCDEFGHJK]";

const PLATES: readonly RegExp[] = [
  new RegExp(`^${PROVINCE}[A-Z]${SERIAL}{5}$`),
  new RegExp(`^${PROVINCE}[A-Z]${SERIAL}{4}[挂学警港澳领]$`),
  new RegExp(`^${PROVINCE}[A-Z]${NEV}${SERIAL}\\d{4}$`),
  new RegExp(`^${PROVINCE}[A-Z]\\d{5}${NEV}$`),
  /^使\d{6}$/,
  /^\d{6}使$/,
];

export const PERMIT_MESSAGES = {
  plateRequired: "请输入车牌号",
  plate: "车牌号格式不正确，例如：京A12345、沪AD12345、粤B12345D、京A1234学",
  vin: "车架号(VIN)应为17位字母或数字，且不含I、O、Q",
  idCardRequired: "请输入身份证号",
  idCardLength: "身份证号应为18位（15位旧证已停用）",
  idCardBirth: "身份证号中的出生日期不正确",
  idCardChecksum: "身份证号校验位不正确，请核对",
  mobileRequired: "请输入手机号",
  mobile: "请输入正确手机号",
  validToAfterFrom: "有效期止必须晚于有效期起",
} as const;

const blank = (v: unknown): boolean => v === undefined || v === null || String(v).trim() === "";

export const normalizePlate = (v: string) => v.replace(/[\s·•.-]/g, "").toUpperCase();

export function checkPlate(v: unknown): string | undefined {
  if (blank(v)) return PERMIT_MESSAGES.plateRequired;
  const plate = normalizePlate(String(v));
  return PLATES.some((re) => re.test(plate)) ? undefined : PERMIT_MESSAGES.plate;
}

/** 17 characters without I, O and Q; the check digit is not enforced (imported vehicles). */
export function checkVin(v: unknown): string | undefined {
  if (blank(v)) return undefined;
  return /^[A-HJ-NPR-Z0-9]{17}$/.test(String(v).trim().toUpperCase()) ? undefined : PERMIT_MESSAGES.vin;
}

const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const ID_CHECK = "10X98765432";

export function idCardCheckChar(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(first17[i]) * ID_WEIGHTS[i];
  return ID_CHECK[sum % 11];
}

function realBirthDate(yyyymmdd: string, today: Date): boolean {
  const y = Number(yyyymmdd.slice(0, 4));
  const m = Number(yyyymmdd.slice(4, 6));
  const d = Number(yyyymmdd.slice(6, 8));
  const date = new Date(Date.UTC(y, m - 1, d));
  if (y < 1900 || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return false;
  return date.getTime() <= today.getTime();
}

/** GB 11643: 18 characters, a real birth date and the check character. */
export function checkIdCard(v: unknown, required = true, today = new Date()): string | undefined {
  if (blank(v)) return required ? PERMIT_MESSAGES.idCardRequired : undefined;
  const id = String(v).trim().toUpperCase();
  if (!/^[1-9]\d{16}[\dX]$/.test(id)) return PERMIT_MESSAGES.idCardLength;
  if (!realBirthDate(id.slice(6, 14), today)) return PERMIT_MESSAGES.idCardBirth;
  return idCardCheckChar(id) === id[17] ? undefined : PERMIT_MESSAGES.idCardChecksum;
}

export function checkMobile(v: unknown, required = true): string | undefined {
  if (blank(v)) return required ? PERMIT_MESSAGES.mobileRequired : undefined;
  return /^1[3-9]\d{9}$/.test(String(v).trim()) ? undefined : PERMIT_MESSAGES.mobile;
}

/** Permit types and their longest validity in days (dictionary permit_type). */
export const PERMIT_TYPES: Readonly<Record<string, { text: string; maxDays: number }>> = {
  long_term: { text: "长期", maxDays: 365 },
  temporary: { text: "临时", maxDays: 30 },
  visitor: { text: "访客", maxDays: 7 },
  special: { text: "特种车辆", maxDays: 180 },
};

const DAY_MS = 86_400_000;
const dayNumber = (date: string) => Date.parse(`${date.slice(0, 10)}T00:00:00Z`) / DAY_MS;

/** Valid-to after valid-from and within the type's maximum (dates `yyyy-MM-dd`). */
export function checkValidWindow(type: unknown, from: unknown, to: unknown): string | undefined {
  if (blank(from) || blank(to)) return undefined;
  const days = dayNumber(String(to)) - dayNumber(String(from));
  if (!Number.isFinite(days) || days <= 0) return PERMIT_MESSAGES.validToAfterFrom;
  const limit = typeof type === "string" ? PERMIT_TYPES[type] : undefined;
  return limit && days > limit.maxDays ? `${limit.text}通行证的有效期最长${limit.maxDays}天` : undefined;
}

/** A check as an antd rule (its message is the check's). */
export function ruleOf(check: (v: unknown) => string | undefined): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      const problem = check(value);
      if (problem) throw new Error(problem);
    },
  };
}

export const permitRules = {
  plate: [{ required: true, message: PERMIT_MESSAGES.plateRequired }, ruleOf(checkPlate)] as FormRule[],
  vin: [ruleOf(checkVin)] as FormRule[],
  idCard: [{ required: true, message: PERMIT_MESSAGES.idCardRequired }, ruleOf(checkIdCard)] as FormRule[],
  idCardOptional: [ruleOf((v) => checkIdCard(v, false))] as FormRule[],
  mobile: [{ required: true, message: PERMIT_MESSAGES.mobileRequired }, ruleOf(checkMobile)] as FormRule[],
  mobileOptional: [ruleOf((v) => checkMobile(v, false))] as FormRule[],
  /** On valid-to: re-checked when the type or valid-from changes (declare those as dependencies). */
  validTo: [
    { required: true, message: "请选择有效期止" },
    ({ getFieldValue }) => ({
      validator: async (_rule, value: unknown) => {
        const problem = checkValidWindow(getFieldValue("permitType"), getFieldValue("validFrom"), value);
        if (problem) throw new Error(problem);
      },
    }),
  ] as FormRule[],
};
