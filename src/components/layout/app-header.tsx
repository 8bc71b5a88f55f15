import { MenuFoldOutlined, MenuUnfoldOutlined } from "@ant-design/icons";
import { Button, Layout } from "antd";
import { SYSTEM_NAME } from "@/app/constants";
import { UserMenu } from "./user-menu";

/** The top bar: sidebar toggle, welcome line (desktop) and the user menu. */
export function AppHeader({
  collapsed,
  onToggle,
  isMobile,
}: {
  collapsed: boolean;
  onToggle: () => void;
  isMobile: boolean;
}) {
  return (
    <Layout.Header
      style={{
        background: "#fff",
        padding: "0 12px",
        height: 56,
        lineHeight: "56px",
        display: "flex",
        alignItems: "center",
        gap: 8,
        boxShadow: "0 1px 4px rgba(0, 21, 41, 0.08)",
        position: "sticky",
        top: 0,
        zIndex: 10,
      }}
    >
      <Button
        type="text"
        icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
        onClick={onToggle}
        aria-label={collapsed ? "展开菜单" : "收起菜单"}
      />
      {!isMobile && <span style={{ color: "rgba(0,0,0,0.45)" }}>欢迎进入 {SYSTEM_NAME}</span>}
      <div style={{ marginLeft: "auto" }}>
        <UserMenu />
      </div>
    </Layout.Header>
  );
}
