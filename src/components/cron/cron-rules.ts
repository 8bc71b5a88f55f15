import type { FormRule } from "antd";
import { validateCron } from "../../../shared/cron";

/** A cron field's form rules: required with its message, then the editor's validator (server's wording). */
export function cronRules(requiredMessage: string): FormRule[] {
  return [
    { required: true, message: requiredMessage },
    {
      validator: async (_rule, value: unknown) => {
        const problem = typeof value === "string" ? validateCron(value) : undefined;
        if (problem) throw new Error(problem);
      },
    },
  ];
}
