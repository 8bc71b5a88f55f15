import type { HttpError } from "@refinedev/core";
import type { FormRule } from "antd";
import { dataProvider } from "@/providers/data-provider";

/**
 * A value the server must not hold yet (a username, a role code): when the field is left, the data provider
 * GETs `url` with the value as `param`; a refusal is the field's error, in the server's words.
 */
export function notTaken(url: string, param: string, fallback: string): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      if (typeof value !== "string" || value === "") return;
      try {
        await dataProvider.custom?.({ url, method: "get", query: { [param]: value } });
      } catch (error) {
        throw new Error((error as HttpError | undefined)?.message || fallback);
      }
    },
    validateTrigger: "onBlur",
  };
}
