/**
 * Checks a declaration names by key (`check: "mobile"`), for rules a pattern cannot say. The form and the
 * server run the same function, so both refuse a value with the same message.
 */
import { checkIdCard, checkMobile, checkPlate, checkVin } from "../permit-checks.ts";

export type NamedCheck = (value: string) => string | undefined;

const EMAIL = /^[A-Za-z0-9_.+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;
const JSON_TEXT: NamedCheck = (v) => {
  try {
    JSON.parse(v);
    return undefined;
  } catch {
    return "JSON格式不正确";
  }
};

const JSON_OBJECT: NamedCheck = (v) => {
  try {
    const parsed: unknown = JSON.parse(v);
    return parsed !== null && typeof parsed === "object" && !Array.isArray(parsed)
      ? undefined
      : '必须是JSON对象，如 {"name":"张三"}';
  } catch {
    return "JSON格式不正确";
  }
};

export const NAMED_CHECKS: Readonly<Record<string, NamedCheck>> = {
  mobile: (v) => checkMobile(v, false),
  email: (v) => (EMAIL.test(v) ? undefined : "邮箱格式不正确"),
  plate: (v) => checkPlate(v),
  vin: (v) => checkVin(v),
  idCard: (v) => checkIdCard(v, false),
  json: JSON_TEXT,
  jsonObject: JSON_OBJECT,
};
