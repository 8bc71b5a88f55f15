import { Link } from "react-router";
import { SYSTEM_NAME } from "@/app/constants";
import { HOME_PATH } from "@/app/guard";
import { Logo } from "./logo";

/** Logo and product name at the top of the side menu; links home. */
export function SiderBrand({ collapsed }: { collapsed: boolean }) {
  return (
    <Link
      to={HOME_PATH}
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
        borderBottom: "1px solid #f0f0f0",
      }}
    >
      <Logo size={30} />
      {!collapsed && (
        <span style={{ fontSize: 16, fontWeight: 600, color: "rgba(0,0,0,0.88)" }}>{SYSTEM_NAME}</span>
      )}
    </Link>
  );
}
