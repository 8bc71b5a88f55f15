import { Link } from "react-router";
import { SYSTEM_NAME } from "@/components/shell/constants";
import { HOME_TAB_PATH } from "@/components/shell/guard";
import type { NavTheme } from "./app-settings";
import { Logo } from "./logo";

/** Logo and product name at the top of the side menu (or the top bar); links home. */
export function SiderBrand({
  collapsed,
  theme = "light",
  bordered = true,
}: {
  collapsed: boolean;
  theme?: NavTheme;
  bordered?: boolean;
}) {
  const dark = theme === "dark";
  return (
    <Link
      to={HOME_TAB_PATH}
      aria-label={`${SYSTEM_NAME} 首页`}
      style={{
        display: "flex",
        alignItems: "center",
        justifyContent: collapsed ? "center" : "flex-start",
        gap: 10,
        height: 56,
        padding: collapsed ? 0 : "0 20px",
        overflow: "hidden",
        whiteSpace: "nowrap",
        borderBottom: bordered ? `1px solid ${dark ? "rgba(255,255,255,0.08)" : "#f0f0f0"}` : undefined,
        flex: "none",
      }}
    >
      <Logo size={30} />
      {!collapsed && (
        <span style={{ fontSize: 16, fontWeight: 600, color: dark ? "#fff" : "rgba(0,0,0,0.88)" }}>
          {SYSTEM_NAME}
        </span>
      )}
    </Link>
  );
}
