import { createElement } from "react";
import { Navigate } from "react-router";
import { FIXED_PAGES, HOME_TAB_PATH } from "@/components/shell/fixed-routes";
import { HOME_PATH, normalizePath } from "@/components/shell/guard";
import type { AppRoute } from "@/components/shell/menu";
import type { PageRoute } from "@/components/shell/page-route";
import { viewFor } from "./view-registry";

const NOT_FOUND = "/404";

/** An embedded external page (layouts/IframePageView with meta.url). */
function IframeView({ url, title }: { url: string; title: string }) {
  return (
    <iframe
      src={url}
      title={title}
      referrerPolicy="no-referrer"
      style={{ width: "100%", height: "calc(100vh - 260px)", border: 0, background: "#fff" }}
    />
  );
}

/** Where a container's own path leads: its redirect, else its first page (a container has no content). */
export function containerTarget(route: AppRoute): string {
  if (route.redirect && normalizePath(route.redirect) !== normalizePath(route.path)) return route.redirect;
  const first =
    route.children.find((child) => !child.hidden && child.kind !== "missing") ?? route.children[0];
  return first ? first.path : NOT_FOUND;
}

export function redirectRoute(path: string, to: string): PageRoute {
  return { path, element: <Navigate to={to} replace />, handle: { redirect: to } };
}

function viewRoute(path: string, component: string): PageRoute {
  const View = viewFor(component);
  if (!View) return redirectRoute(path, NOT_FOUND);
  return { path, element: createElement(View), handle: {} };
}

/** Flat routes for the menu's pages (the original's generateChildRouters): views have no outlet. */
function menuRoutes(routes: readonly AppRoute[]): PageRoute[] {
  return routes.flatMap((route): PageRoute[] => {
    if (route.kind === "layout" && route.component.includes("IframePageView")) {
      const url = route.meta?.url;
      return [
        url
          ? { path: route.path, element: <IframeView url={url} title={route.title} />, handle: {} }
          : redirectRoute(route.path, NOT_FOUND),
      ];
    }
    if (route.kind === "layout") {
      return [redirectRoute(route.path, containerTarget(route)), ...menuRoutes(route.children)];
    }
    return [viewRoute(route.path, route.component), ...menuRoutes(route.children)];
  });
}

/**
 * Every page the layout can show: the home tab's 首页 first, whatever a menu row at its path says, then the
 * menu's, so a menu entry wins over a fixed route with the same path, then the fixed pages, then the
 * catch-all to /404.
 */
export function pageRoutes(routes: readonly AppRoute[], extra: readonly PageRoute[] = []): PageRoute[] {
  return [
    redirectRoute("/", HOME_PATH),
    viewRoute(HOME_TAB_PATH, "dashboard/Home"),
    ...menuRoutes(routes),
    ...extra,
    ...FIXED_PAGES.map((page) =>
      page.redirect ? redirectRoute(page.path, page.redirect) : viewRoute(page.path, page.component ?? ""),
    ),
    redirectRoute("*", NOT_FOUND),
  ];
}
