/**
 * Form rules of the permit business: the checks the server runs (shared/permit-checks.ts) as antd rules,
 * so a form refuses what the server would, with the same message.
 */
import type { FormRule } from "antd";
import {
  checkIdCard,
  checkMobile,
  checkPlate,
  checkVin,
  checkWindowLength,
  PERMIT_MESSAGES,
} from "../../../shared/permit-checks";

export {
  checkIdCard,
  checkMobile,
  checkPlate,
  checkVin,
  idCardCheckChar,
  normalizePlate,
  PERMIT_MESSAGES,
  PERMIT_TYPES,
} from "../../../shared/permit-checks";

const blank = (v: unknown): boolean => v === undefined || v === null || String(v).trim() === "";

/** Valid-to after valid-from and within the type's maximum; the required rules report empty dates. */
export function checkValidWindow(type: unknown, from: unknown, to: unknown): string | undefined {
  return blank(from) || blank(to) ? undefined : checkWindowLength(type, from, to);
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
