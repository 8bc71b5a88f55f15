import { Breadcrumb } from "antd";
import { Link, useLocation } from "react-router";
import {
  fixedTitle,
  HOME_TITLE,
  isExceptionPath,
  isHomeTabPath,
  titleFor,
} from "@/components/shell/fixed-routes";
import { breadcrumbFor } from "@/components/shell/menu";
import { hidesHeaderContent } from "@/components/shell/route-meta";
import { useMenuTree } from "./menu-context";

/**
 * Breadcrumbs (home first, current page not a link) and the page title from the menu. The home tab is 首页
 * alone; a page the menu calls 首页 (the analysis page its row opens in the original) shows its own title. A
 * route whose meta says hiddenHeaderContent has none.
 */
export function PageHeader() {
  const menu = useMenuTree();
  const { pathname } = useLocation();
  const home = isHomeTabPath(pathname);
  const menuTitle = titleFor(menu, pathname);
  const title = menuTitle === HOME_TITLE ? (fixedTitle(pathname) ?? menuTitle) : menuTitle;
  const crumbs = home ? [{ title: HOME_TITLE, path: undefined }] : breadcrumbFor(menu, pathname, title);
  if (isExceptionPath(pathname) || hidesHeaderContent(menu, pathname)) return null;
  return (
    <div style={{ background: "#fff", padding: "12px 24px", marginBottom: 16, borderRadius: 8 }}>
      <Breadcrumb
        items={crumbs.map((crumb) => ({
          title: crumb.path ? <Link to={crumb.path}>{crumb.title}</Link> : crumb.title,
        }))}
      />
      {title && !home && (
        <h2 style={{ margin: "8px 0 0", fontSize: 20, fontWeight: 600, color: "rgba(0,0,0,0.88)" }}>
          {title}
        </h2>
      )}
    </div>
  );
}
