import type { ReactNode } from "react";
import { Navigate, Outlet, Route } from "react-router";
import { normalizePath } from "./guard";
import type { AppRoute } from "./menu";
import { viewFor } from "./view-registry";

const NOT_FOUND = "/404";

/** An embedded external page (layouts/IframePageView with meta.url). */
function IframeView({ url, title }: { url?: string; title: string }) {
  if (!url) return <Navigate to={NOT_FOUND} replace />;
  return (
    <iframe
      src={url}
      title={title}
      referrerPolicy="no-referrer"
      style={{ width: "100%", height: "calc(100vh - 220px)", border: 0, background: "#fff" }}
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

function viewElement(route: AppRoute): ReactNode {
  const View = route.kind === "view" ? viewFor(route.component) : undefined;
  return View ? <View /> : <Navigate to={NOT_FOUND} replace />;
}

/** `<Route>` elements for the routes built from the menu (reference §3 generateChildRouters). */
export function routeElements(routes: readonly AppRoute[]): ReactNode[] {
  return routes.flatMap((route): ReactNode[] => {
    if (route.kind === "layout" && route.component.includes("IframePageView")) {
      return [
        <Route
          key={route.path}
          path={route.path}
          element={<IframeView url={route.meta?.url} title={route.title} />}
        />,
      ];
    }
    if (route.kind === "layout") {
      return [
        <Route key={route.path} path={route.path} element={<Outlet />}>
          <Route index element={<Navigate to={containerTarget(route)} replace />} />
          {routeElements(route.children)}
        </Route>,
      ];
    }
    // A page's children cannot render inside it (views have no outlet), so they become siblings.
    return [
      <Route key={route.path} path={route.path} element={viewElement(route)} />,
      ...routeElements(route.children),
    ];
  });
}
