import { App } from "antd";
import { fullNavigation } from "@/components/shell/full-navigation";
import { LOGIN_PATH } from "@/components/shell/guard";
import { authProvider } from "@/providers/auth-provider";

/** Logout with the original's confirmation, then a full load of the login page. */
export function useLogoutConfirm(): () => void {
  const { modal } = App.useApp();
  return () => {
    modal.confirm({
      title: "提示",
      content: "真的要注销登录吗 ?",
      okText: "确定",
      cancelText: "取消",
      onOk: async () => {
        await authProvider.logout({});
        fullNavigation.assign(LOGIN_PATH);
      },
    });
  };
}
