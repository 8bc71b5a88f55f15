import { App } from "antd";
import { useEffect, useLayoutEffect } from "react";
import { useLocation } from "react-router";
import { SYSTEM_NAME } from "@/components/shell/constants";
import { titleFor } from "@/components/shell/fixed-routes";
import { documentTitle, findMenuChain, routeInfo } from "@/components/shell/menu";
import { takeWelcome, welcomeNotice } from "@/components/shell/welcome";
import { setRouteInfo } from "@/providers/http/client";
import { useMenuTree } from "./menu-context";

/** Document title, the route name/params the HTTP client needs (X-Low-App-ID), and the login greeting. */
export function useRouteEffects(): void {
  const menu = useMenuTree();
  const { pathname } = useLocation();
  const { notification } = App.useApp();

  // Before any passive effect of the same commit: the new page's first requests already carry its route.
  useLayoutEffect(() => {
    const node = findMenuChain(menu, pathname).at(-1);
    setRouteInfo(node ? routeInfo(node, pathname) : null);
  }, [menu, pathname]);

  useEffect(() => {
    document.title = documentTitle(SYSTEM_NAME, pathname, titleFor(menu, pathname));
  }, [menu, pathname]);

  useEffect(() => {
    // Bottom right: at the top it would cover the header's user menu for its four seconds.
    if (takeWelcome()) notification.success({ ...welcomeNotice(), duration: 4, placement: "bottomRight" });
  }, [notification]);
}
