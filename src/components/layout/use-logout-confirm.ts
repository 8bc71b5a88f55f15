import { App } from "antd";
import { fullNavigation } from "@/components/shell/full-navigation";
import { LOGIN_PATH } from "@/components/shell/guard";
import { authProvider } from "@/providers/auth-provider";
import { UNAUTHORIZED_RELOAD_DELAY } from "@/providers/http/client";

/**
 * Logout with the original's confirmation, then a full load of the login page. A logout the server
 * refuses is shown first, long enough to read; the local session has ended all the same.
 */
export function useLogoutConfirm(): () => void {
  const { modal, message } = App.useApp();
  return () => {
    modal.confirm({
      title: "提示",
      content: "真的要注销登录吗 ?",
      okText: "确定",
      cancelText: "取消",
      onOk: async () => {
        const outcome = await authProvider.logout({});
        if (outcome.error) {
          message.error(outcome.error.message);
          await new Promise((resolve) => setTimeout(resolve, UNAUTHORIZED_RELOAD_DELAY));
        }
        fullNavigation.assign(LOGIN_PATH);
      },
    });
  };
}
