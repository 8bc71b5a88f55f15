import { useEffect, useMemo } from "react";
import { Route, Routes, useLocation } from "react-router";
import { AppLayout } from "@/components/layout/app-layout";
import { fullNavigation } from "@/components/shell/full-navigation";
import { menuToRoutes } from "@/components/shell/menu";
import type { MenuNode } from "@/components/shell/menu-types";
import { HeaderNotice } from "@/features/notice/header-notice";
import { PageLoading } from "./page-loading";
import { pageRoutes } from "./route-elements";
import { hasView } from "./view-registry";

/** The notification bell, in the header of every page of the app. */
const headerActions = ({ dark }: { dark: boolean }) => <HeaderNotice dark={dark} />;

/** Login and public pages live in the light shell: reaching one from inside the app reloads into it. */
function LightShellRedirect() {
  const { pathname, search } = useLocation();
  useEffect(() => {
    fullNavigation.replace(`${pathname}${search}`);
  }, [pathname, search]);
  return <PageLoading />;
}

/**
 * The light shell's paths, then the layout, which renders the pages itself (one route tree per tab, so a
 * tab keeps its own location while hidden).
 */
export function AppRoutes({ menu }: { menu: readonly MenuNode[] }) {
  const routes = useMemo(() => pageRoutes(menuToRoutes(menu, hasView)), [menu]);
  return (
    <Routes>
      <Route path="/user/*" element={<LightShellRedirect />} />
      <Route path="/public/*" element={<LightShellRedirect />} />
      <Route path="/oauth2-app/*" element={<LightShellRedirect />} />
      <Route path="*" element={<AppLayout routes={routes} headerActions={headerActions} />} />
    </Routes>
  );
}
