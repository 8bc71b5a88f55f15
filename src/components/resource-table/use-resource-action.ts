import { useCustomMutation, useInvalidate } from "@refinedev/core";
import { useCallback } from "react";
import { errorNotice, serverMessage } from "@/components/crud/notices";

export interface ServerAction {
  url: string;
  method: "post" | "put" | "delete";
  /** The JSON body. */
  body?: object;
  /** Query parameters (a DELETE sends its arguments this way). */
  query?: Record<string, string>;
}

/**
 * A one-off server action through refine (`useCustomMutation`): the answer's message shows, success or
 * failure, and after a success every list of the named resources reloads, on whatever screen it shows.
 * Resolves whether it worked.
 */
export function useResourceAction(resources: readonly string[]): (action: ServerAction) => Promise<boolean> {
  const { mutateAsync } = useCustomMutation();
  const invalidate = useInvalidate();
  const names = resources.join(",");
  return useCallback(
    async ({ url, method, body, query }: ServerAction) => {
      try {
        await mutateAsync({
          url,
          method,
          values: body ?? {},
          meta: query ? { query } : undefined,
          successNotification: (response) => ({
            type: "success",
            message: serverMessage(response?.data) ?? "操作成功",
          }),
          errorNotification: errorNotice,
        });
      } catch {
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
    [mutateAsync, invalidate, names],
  );
}
