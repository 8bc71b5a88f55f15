import type { NotificationProvider } from "@refinedev/core";
import { App } from "antd";

/**
 * refine's notifications as antd messages, the original's style for list operations
 * (`this.$message.success(res.message)`); the description, when refine sends one, is the detail to show.
 */
export function useMessageNotificationProvider(): NotificationProvider {
  const { message } = App.useApp();
  return {
    open: ({ key, type, message: title, description }) => {
      const content = description || title;
      if (type === "success") message.success({ key, content });
      else if (type === "error") message.error({ key, content });
      else message.loading({ key, content });
    },
    close: (key) => message.destroy(key),
  };
}
