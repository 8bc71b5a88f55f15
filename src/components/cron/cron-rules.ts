import type { FormRule } from "antd";

/**
 * The editor's validator as a form rule: its message (the server's wording) under the field; empty passes.
 * The parser loads with the first check, so a form's declaration does not bring it into the app's first load.
 */
export const cronValidator: FormRule = {
  validator: async (_rule, value: unknown) => {
    if (typeof value !== "string") return;
    const { validateCron } = await import("../../../shared/cron/validate.ts");
    const problem = validateCron(value);
    if (problem) throw new Error(problem);
  },
};

/** A cron field's form rules: required with its message, then the editor's validator. */
export function cronRules(requiredMessage: string): FormRule[] {
  return [{ required: true, message: requiredMessage }, cronValidator];
}
