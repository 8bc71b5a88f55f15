import { ConfigProvider } from "antd";
import zhCN from "antd/es/locale/zh_CN";
import type { ReactNode } from "react";
import { appSettings } from "@/components/layout/app-settings";
import { themeFor } from "./theme-tokens";

/**
 * zh-CN and the product's theme for antd parts of the light shell. The login page itself draws no antd
 * component, so this scope comes with the parts that need it (dialogs after login, the other public pages)
 * instead of with the page.
 */
export function AntdScope({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider locale={zhCN} theme={themeFor(appSettings.getSnapshot().color)}>
      {children}
    </ConfigProvider>
  );
}
