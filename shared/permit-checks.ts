/**
 * Checks of the permit business, shared by the server (CRUD hooks, Excel import) and the web forms so both
 * refuse the same values with the same message. Pure: no imports. Each returns the first failure's message.
 */

const blank = (v: unknown): boolean => v === undefined || v === null || String(v).trim() === "";

const PROVINCE = "[京津沪渝冀豫云辽黑湘皖鲁新苏浙赣鄂桂甘晋蒙陕吉闽贵粤青藏川宁琼]";
/** Serial characters: letters without I and O (they read as 1 and 0), and digits. */
const SERIAL = "[A-HJ-NP-Z0-9]";
/** New-energy marks: D/A/B/C/E pure electric, F/G/H/J/K other new energy (GA 36-2018). */
const NEV = "[ABCDEFGHJK]";

const PLATES: readonly RegExp[] = [
  new RegExp(`^${PROVINCE}[A-Z]${SERIAL}{5}$`),
  new RegExp(`^${PROVINCE}[A-Z]${SERIAL}{4}[挂学警港澳领]$`),
  new RegExp(`^${PROVINCE}[A-Z]${NEV}${SERIAL}\\d{4}$`),
  new RegExp(`^${PROVINCE}[A-Z]\\d{5}${NEV}$`),
  /^使\d{6}$/,
  /^\d{6}使$/,
];

/** Mobile numbers everywhere: 1[3-9] and 9 digits. */
const MOBILE = /^1[3-9]\d{9}$/;

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
  validFromRequired: "请选择有效期起",
  validToRequired: "请选择有效期止",
  validToAfterFrom: "有效期止必须晚于有效期起",
  unknownType: "通行证类型不正确",
} as const;

/** Plates are stored without spaces or middle dots and with upper-case letters (粤B D12345 -> 粤BD12345). */
export function normalizePlate(v: string): string {
  return v.replace(/[\s·•.-]/g, "").toUpperCase();
}

/** Chinese plate numbers: standard, special-ending (挂学警港澳领), embassy (使) and new-energy. */
export function checkPlate(v: unknown): string | undefined {
  if (blank(v)) return PERMIT_MESSAGES.plateRequired;
  const plate = normalizePlate(String(v));
  return PLATES.some((re) => re.test(plate)) ? undefined : PERMIT_MESSAGES.plate;
}

/**
 * VIN (GB 16735): 17 characters without I, O and Q. The check digit (9th character) is not enforced:
 * imported and older vehicles carry VINs whose 9th character is not an ISO 3779 check digit.
 */
export function checkVin(v: unknown): string | undefined {
  if (blank(v)) return undefined;
  return /^[A-HJ-NPR-Z0-9]{17}$/.test(String(v).trim().toUpperCase()) ? undefined : PERMIT_MESSAGES.vin;
}

const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const ID_CHECK = "10X98765432";

/** The GB 11643 check character of the first 17 digits. */
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

/**
 * National ID (GB 11643): 18 characters, a real birth date and the check character (X upper or lower).
 * 15-digit cards are refused: they stopped being valid in 2013.
 */
export function checkIdCard(v: unknown, required = true, today = new Date()): string | undefined {
  if (blank(v)) return required ? PERMIT_MESSAGES.idCardRequired : undefined;
  const id = String(v).trim().toUpperCase();
  if (!/^[1-9]\d{16}[\dX]$/.test(id)) return PERMIT_MESSAGES.idCardLength;
  if (!realBirthDate(id.slice(6, 14), today)) return PERMIT_MESSAGES.idCardBirth;
  return idCardCheckChar(id) === id[17] ? undefined : PERMIT_MESSAGES.idCardChecksum;
}

export function checkMobile(v: unknown, required = true): string | undefined {
  if (blank(v)) return required ? PERMIT_MESSAGES.mobileRequired : undefined;
  return MOBILE.test(String(v).trim()) ? undefined : PERMIT_MESSAGES.mobile;
}

/** Permit types (dictionary permit_type) and the longest validity each may have, in days. */
export const PERMIT_TYPES = {
  long_term: { text: "长期", maxDays: 365 },
  temporary: { text: "临时", maxDays: 30 },
  visitor: { text: "访客", maxDays: 7 },
  special: { text: "特种车辆", maxDays: 180 },
} as const;

export type PermitType = keyof typeof PERMIT_TYPES;

export const isPermitType = (v: unknown): v is PermitType =>
  typeof v === "string" && Object.hasOwn(PERMIT_TYPES, v);

const DAY_MS = 86_400_000;
const dayNumber = (date: string) => Date.parse(`${date.slice(0, 10)}T00:00:00Z`) / DAY_MS;

/** Valid-to strictly after valid-from (dates `yyyy-MM-dd`) and, for a known type, within its maximum. */
export function checkWindowLength(type: unknown, from: unknown, to: unknown): string | undefined {
  const days = dayNumber(String(to)) - dayNumber(String(from));
  if (!Number.isFinite(days) || days <= 0) return PERMIT_MESSAGES.validToAfterFrom;
  if (!isPermitType(type)) return undefined;
  const { text, maxDays } = PERMIT_TYPES[type];
  return days > maxDays ? `${text}通行证的有效期最长${maxDays}天` : undefined;
}

/** The whole validity window of a permit as the server checks it: a known type, both dates, the length. */
export function checkValidWindow(type: unknown, from: unknown, to: unknown): string | undefined {
  if (!isPermitType(type)) return PERMIT_MESSAGES.unknownType;
  if (blank(from)) return PERMIT_MESSAGES.validFromRequired;
  if (blank(to)) return PERMIT_MESSAGES.validToRequired;
  return checkWindowLength(type, from, to);
}
