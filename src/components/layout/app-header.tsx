import { MenuFoldOutlined, MenuUnfoldOutlined } from "@ant-design/icons";
import { Button, Layout } from "antd";
import type { ReactNode } from "react";
import { SYSTEM_NAME } from "@/components/shell/constants";
import { useAppSettings } from "./app-settings";
import { MenuSearch } from "./menu-search";
import { SideMenu } from "./side-menu";
import { SiderBrand } from "./sider-brand";
import { useAutoHideHeader } from "./use-device";
import { UserMenu } from "./user-menu";

/**
 * The top bar: sidebar toggle and welcome line, or the logo and the horizontal menu in the
 * top-menu layout; menu search, the app's header actions and the user menu on the right. With 固定顶栏 it stays on top, and with
 * 下滑时隐藏 Header it slides away after 100 px of scrolling down.
 */
export function AppHeader({
  collapsed,
  onToggle,
  isMobile,
  topMenu,
  actions,
}: {
  collapsed: boolean;
  onToggle: () => void;
  isMobile: boolean;
  topMenu: boolean;
  /** Widgets of the app's features placed before the user menu (the notification bell). */
  actions?: (props: { dark: boolean }) => ReactNode;
}) {
  const { theme, fixedHeader, autoHideHeader } = useAppSettings();
  const hidden = useAutoHideHeader(fixedHeader && autoHideHeader);
  const dark = topMenu && theme === "dark";
  return (
    <Layout.Header
      className={hidden ? "app-header app-header-hidden" : "app-header"}
      style={{
        background: dark ? "#001529" : "#fff",
        padding: topMenu ? "0 16px 0 0" : "0 12px",
        height: 56,
        lineHeight: "56px",
        display: "flex",
        alignItems: "center",
        gap: 8,
        boxShadow: "0 1px 4px rgba(0, 21, 41, 0.08)",
        position: fixedHeader ? "sticky" : "relative",
        top: 0,
        zIndex: 10,
      }}
    >
      {topMenu ? (
        <>
          <SiderBrand collapsed={false} theme={dark ? "dark" : "light"} bordered={false} />
          <SideMenu collapsed={false} theme={dark ? "dark" : "light"} mode="horizontal" />
        </>
      ) : (
        <>
          <Button
            type="text"
            icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
            onClick={onToggle}
            aria-label={collapsed ? "展开菜单" : "收起菜单"}
            aria-expanded={!collapsed}
          />
          {!isMobile && <span style={{ color: "rgba(0,0,0,0.65)" }}>欢迎进入 {SYSTEM_NAME}</span>}
        </>
      )}
      <div style={{ marginLeft: "auto", display: "flex", alignItems: "center", gap: 4, flex: "none" }}>
        <MenuSearch isMobile={isMobile} dark={dark} />
        {actions?.({ dark })}
        <UserMenu dark={dark} />
      </div>
    </Layout.Header>
  );
}
