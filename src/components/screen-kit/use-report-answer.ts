import { App } from "antd";
import { useCallback } from "react";

export interface Answer {
  success: boolean;
  message: string;
}

/**
 * Shows a server answer as a success or warning message and resolves whether it succeeded. A thrown failure
 * resolves false: the HTTP client has already shown it.
 */
export function useReportAnswer(): (call: Promise<Answer>) => Promise<boolean> {
  const { message } = App.useApp();
  return useCallback(
    async (call: Promise<Answer>) => {
      try {
        const answer = await call;
        if (answer.success) message.success(answer.message || "操作成功");
        else message.warning(answer.message || "操作失败");
        return answer.success;
      } catch {
        return false;
      }
    },
    [message],
  );
}
