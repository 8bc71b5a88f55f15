import { App, ConfigProvider } from "antd";
import zhCN from "antd/es/locale/zh_CN";
import { type ReactNode, useEffect, useMemo } from "react";
import { useAppSettings } from "@/components/layout/app-settings";
import { watchAria } from "@/components/shell/aria-repairs";
import { themeFor } from "@/components/shell/theme-tokens";
import { setHttpUi } from "@/providers/http/client";

/** Hands antd's context-aware notification/modal/message to the HTTP client's error catalogue. */
function HttpUiBinder() {
  const { notification, modal, message } = App.useApp();
  useEffect(() => {
    setHttpUi({ notification, modal, message });
    return () => setHttpUi(null);
  }, [notification, modal, message]);
  return null;
}

/** zh-CN locale, the chosen theme colour (applied as it changes) and antd's App context. */
export function AntdRoot({ children }: { children: ReactNode }) {
  const colorPrimary = useAppSettings((s) => s.color);
  const theme = useMemo(() => themeFor(colorPrimary), [colorPrimary]);
  // Dialogs and drawers render outside the app's root, so the whole body is watched.
  useEffect(() => watchAria(document.body), []);
  return (
    <ConfigProvider locale={zhCN} theme={theme}>
      <App>
        <HttpUiBinder />
        {children}
      </App>
    </ConfigProvider>
  );
}
