import { lazy, useEffect, useMemo } from "react";
import { Navigate, Route, Routes, useLocation } from "react-router";
import { AppLayout } from "@/components/layout/app-layout";
import { MONITOR_PATH, WORKPLACE_PATH } from "./fixed-routes";
import { fullNavigation } from "./full-navigation";
import { HOME_PATH } from "./guard";
import { menuToRoutes } from "./menu";
import type { MenuNode } from "./menu-types";
import { PageLoading } from "./page-loading";
import { routeElements } from "./route-elements";
import { hasView, viewFor } from "./view-registry";

const ExceptionPage = lazy(() => import("@/pages/exception/exception-page"));

/** Login and public pages live in the light shell: reaching one from inside the app reloads into it. */
function LightShellRedirect() {
  const { pathname, search } = useLocation();
  useEffect(() => {
    fullNavigation.replace(`${pathname}${search}`);
  }, [pathname, search]);
  return <PageLoading />;
}

function FixedView({ component }: { component: string }) {
  const View = viewFor(component);
  return View ? <View /> : <Navigate to="/404" replace />;
}

/**
 * Fixed routes (spec 1 §2.1) around the routes built from the server menu. Menu routes come first so a
 * menu entry wins over a fixed route with the same path.
 */
export function AppRoutes({ menu }: { menu: readonly MenuNode[] }) {
  const dynamic = useMemo(() => routeElements(menuToRoutes(menu, hasView)), [menu]);
  return (
    <Routes>
      <Route path="/user/*" element={<LightShellRedirect />} />
      <Route path="/public/*" element={<LightShellRedirect />} />
      <Route path="/oauth2-app/*" element={<LightShellRedirect />} />
      <Route path="/" element={<AppLayout />}>
        <Route index element={<Navigate to={HOME_PATH} replace />} />
        {dynamic}
        <Route path="/dashboard" element={<Navigate to={WORKPLACE_PATH} replace />} />
        <Route path={WORKPLACE_PATH} element={<FixedView component="dashboard/Workplace" />} />
        <Route path={MONITOR_PATH} element={<FixedView component="dashboard/Monitor" />} />
        <Route path="/403" element={<ExceptionPage status={403} />} />
        <Route path="/404" element={<ExceptionPage status={404} />} />
        <Route path="/500" element={<ExceptionPage status={500} />} />
        <Route path="*" element={<Navigate to="/404" replace />} />
      </Route>
    </Routes>
  );
}
