import { type HttpError, useCustomMutation, useInvalidate } from "@refinedev/core";
import { App } from "antd";
import { useCallback } from "react";
import { serverMessage, shownByCatalogue } from "@/components/crud/notices";
import type { ServerAction } from "@/components/resource-table/use-resource-action";

export interface ReportTexts {
  /** Shown after a success whose answer has no message. */
  success?: string;
  /** Shown after a refusal whose answer has no message. */
  failure?: string;
}

/**
 * A one-off server action through refine (`useCustomMutation`) whose answer shows as a success message or,
 * refused, as a warning, each with the server's own text. An HTTP failure was shown by the error catalogue.
 * After a success every read and list of the named resources reloads, on whatever screen it shows.
 * Resolves whether it worked.
 */
export function useReportedAction(
  resources: readonly string[],
  { success = "操作成功", failure = "操作失败" }: ReportTexts = {},
): (action: ServerAction) => Promise<boolean> {
  const { message } = App.useApp();
  const { mutateAsync } = useCustomMutation();
  const invalidate = useInvalidate();
  const names = resources.join(",");
  return useCallback(
    async ({ url, method, body, query }: ServerAction) => {
      try {
        const answer = await mutateAsync({
          url,
          method,
          values: body ?? {},
          meta: query ? { query } : undefined,
          successNotification: false,
          errorNotification: false,
        });
        message.success(serverMessage(answer.data) ?? success);
      } catch (error) {
        if (!shownByCatalogue(error)) message.warning((error as HttpError | undefined)?.message || failure);
        return false;
      }
      await Promise.all(
        names
          .split(",")
          .filter(Boolean)
          .map((resource) => invalidate({ resource, invalidates: ["list", "many", "detail"] })),
      );
      return true;
    },
    [mutateAsync, invalidate, message, names, success, failure],
  );
}
