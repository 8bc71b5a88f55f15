import { App, ConfigProvider } from "antd";
import zhCN from "antd/es/locale/zh_CN";
import { type ReactNode, useEffect } from "react";
import { setHttpUi } from "@/providers/http/client";
import { PRIMARY_COLOR } from "./constants";

/** Hands antd's context-aware notification/modal/message to the HTTP client's error catalogue. */
function HttpUiBinder() {
  const { notification, modal, message } = App.useApp();
  useEffect(() => {
    setHttpUi({ notification, modal, message });
    return () => setHttpUi(null);
  }, [notification, modal, message]);
  return null;
}

/** zh-CN locale, the product colour and antd's App context, shared by both shells. */
export function AntdRoot({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider locale={zhCN} theme={{ token: { colorPrimary: PRIMARY_COLOR } }}>
      <App>
        <HttpUiBinder />
        {children}
      </App>
    </ConfigProvider>
  );
}
