import { Menu } from "antd";
import { useEffect, useMemo, useState } from "react";
import { useLocation } from "react-router";
import { isHomeTabPath } from "@/components/shell/fixed-routes";
import { HOME_PATH, normalizePath } from "@/components/shell/guard";
import { menuSelection } from "@/components/shell/menu";
import type { NavTheme } from "./app-settings";
import { useMenuTree } from "./menu-context";
import { accordionOpenKeys, rootSubmenuKeys, toMenuItems } from "./menu-items";

/**
 * The side menu: the current entry highlighted, its parents open (controlled, since the
 * menu arrives after login), a hidden entry selecting its parent. Collapsed, sub-menus become pop-ups.
 */
export function SideMenu({
  collapsed,
  theme = "light",
  mode = "inline",
}: {
  collapsed: boolean;
  theme?: NavTheme;
  mode?: "inline" | "horizontal";
}) {
  const menu = useMenuTree();
  const { pathname } = useLocation();
  const items = useMemo(() => toMenuItems(menu), [menu]);
  const rootKeys = useMemo(() => rootSubmenuKeys(menu), [menu]);
  // The menu's 首页 opens the home tab, so it is selected there and not on the analysis page its row names.
  const selection = useMemo(() => {
    if (isHomeTabPath(pathname)) return menuSelection(menu, HOME_PATH);
    if (normalizePath(pathname).toLowerCase() === HOME_PATH) return { selectedKeys: [], openKeys: [] };
    return menuSelection(menu, pathname);
  }, [menu, pathname]);
  const [openKeys, setOpenKeys] = useState<string[]>(selection.openKeys);
  const [popupKeys, setPopupKeys] = useState<string[]>([]);

  const routeOpenKeys = selection.openKeys.join("|");
  useEffect(() => {
    if (routeOpenKeys) setOpenKeys(routeOpenKeys.split("|"));
  }, [routeOpenKeys]);

  return (
    <nav aria-label="主菜单" style={mode === "horizontal" ? { flex: 1, minWidth: 0 } : undefined}>
      <Menu
        mode={mode}
        theme={theme}
        items={items}
        selectedKeys={selection.selectedKeys}
        openKeys={collapsed || mode === "horizontal" ? popupKeys : openKeys}
        onOpenChange={(keys) =>
          collapsed || mode === "horizontal"
            ? setPopupKeys(keys)
            : setOpenKeys((previous) => accordionOpenKeys(previous, keys, rootKeys))
        }
        style={{
          borderInlineEnd: "none",
          ...(mode === "horizontal" ? { flex: 1, minWidth: 0, borderBottom: "none" } : {}),
        }}
      />
    </nav>
  );
}
