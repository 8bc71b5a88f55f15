/**
 * Form rules of the permit application that a field declaration cannot say: the validity window the server
 * checks too (shared/permit-checks.ts), as an antd rule with the same message.
 */
import type { FormRule } from "antd";
import { checkWindowLength } from "../../../shared/permit-checks";

export {
  checkIdCard,
  checkMobile,
  checkPlate,
  checkVin,
  idCardCheckChar,
  PERMIT_MESSAGES,
} from "../../../shared/permit-checks";

const blank = (v: unknown): boolean => v === undefined || v === null || String(v).trim() === "";

/** Valid-to after valid-from and within the type's maximum; the required rules report empty dates. */
export function checkValidWindow(type: unknown, from: unknown, to: unknown): string | undefined {
  return blank(from) || blank(to) ? undefined : checkWindowLength(type, from, to);
}

export const permitRules = {
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
