import { App } from "antd";
import { useEffect } from "react";
import { matchPath, useLocation } from "react-router";
import { SYSTEM_NAME } from "@/components/shell/constants";
import { titleFor } from "@/components/shell/fixed-routes";
import { documentTitle, findMenuChain, routeName } from "@/components/shell/menu";
import { takeWelcome, welcomeNotice } from "@/components/shell/welcome";
import { setRouteInfo } from "@/providers/http/client";
import { useMenuTree } from "./menu-context";

/** Document title, the route name/params the HTTP client needs (X-Low-App-ID), and the login greeting. */
export function useRouteEffects(): void {
  const menu = useMenuTree();
  const { pathname } = useLocation();
  const { notification } = App.useApp();

  useEffect(() => {
    document.title = documentTitle(SYSTEM_NAME, pathname, titleFor(menu, pathname));
    const node = findMenuChain(menu, pathname).at(-1);
    const params = node ? (matchPath({ path: node.path, caseSensitive: false }, pathname)?.params ?? {}) : {};
    setRouteInfo(node ? { name: routeName(node), params } : null);
  }, [menu, pathname]);

  useEffect(() => {
    // Bottom right: at the top it would cover the header's user menu for its four seconds.
    if (takeWelcome()) notification.success({ ...welcomeNotice(), duration: 4, placement: "bottomRight" });
  }, [notification]);
}
