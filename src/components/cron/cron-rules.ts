import type { FormRule } from "antd";
import { validateCron } from "../../../shared/cron/validate.ts";

/** The editor's validator as a form rule: its message (the server's wording) under the field; empty passes. */
export const cronValidator: FormRule = {
  validator: async (_rule, value: unknown) => {
    const problem = typeof value === "string" ? validateCron(value) : undefined;
    if (problem) throw new Error(problem);
  },
};

/** A cron field's form rules: required with its message, then the editor's validator. */
export function cronRules(requiredMessage: string): FormRule[] {
  return [{ required: true, message: requiredMessage }, cronValidator];
}
