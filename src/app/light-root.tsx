import { ConfigProvider, notification } from "antd";
import zhCN from "antd/es/locale/zh_CN";
import { type ReactNode, useEffect } from "react";
import { appSettings } from "@/components/layout/app-settings";
import { NoticeContext } from "@/components/shell/notice-context";
import { themeFor } from "@/components/shell/theme-tokens";
import { setHttpUi } from "@/providers/http/client";

const silent = { error: () => undefined, loading: () => undefined };

/**
 * The light shell's antd root: zh-CN, the product's theme (with its readable text shades) and
 * notifications only. antd's <App> would also bring the modal and message machinery, which the login
 * page does not need on its first load.
 */
export function LightRoot({ children }: { children: ReactNode }) {
  const [api, holder] = notification.useNotification();
  useEffect(() => {
    // The HTTP client's error catalogue on these pages needs notifications only (no session to expire).
    setHttpUi({ notification: api, modal: silent, message: silent });
    return () => setHttpUi(null);
  }, [api]);
  return (
    <ConfigProvider locale={zhCN} theme={themeFor(appSettings.getSnapshot().color)}>
      {holder}
      <NoticeContext.Provider value={api}>{children}</NoticeContext.Provider>
    </ConfigProvider>
  );
}
