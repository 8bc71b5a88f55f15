import { Breadcrumb } from "antd";
import { Link, useLocation } from "react-router";
import { isExceptionPath, titleFor } from "@/components/shell/fixed-routes";
import { HOME_PATH, normalizePath } from "@/components/shell/guard";
import { breadcrumbFor } from "@/components/shell/menu";
import { useMenuTree } from "./menu-context";

/** Breadcrumbs (home first, current page not a link) and the page title from the menu. */
export function PageHeader() {
  const menu = useMenuTree();
  const { pathname } = useLocation();
  const title = titleFor(menu, pathname);
  const crumbs = breadcrumbFor(menu, pathname, title);
  const isHome = normalizePath(pathname).toLowerCase() === HOME_PATH;
  if (isExceptionPath(pathname)) return null;
  return (
    <div style={{ background: "#fff", padding: "12px 24px", marginBottom: 16, borderRadius: 8 }}>
      <Breadcrumb
        items={crumbs.map((crumb) => ({
          title: crumb.path ? <Link to={crumb.path}>{crumb.title}</Link> : crumb.title,
        }))}
      />
      {title && !isHome && (
        <h2 style={{ margin: "8px 0 0", fontSize: 20, fontWeight: 600, color: "rgba(0,0,0,0.88)" }}>
          {title}
        </h2>
      )}
    </div>
  );
}
