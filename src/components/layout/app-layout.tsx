import { Grid, Layout, Spin } from "antd";
import { lazy, Suspense, useEffect, useState } from "react";
import { Outlet, useLocation } from "react-router";
import { COPYRIGHT } from "@/app/constants";
import { AppHeader } from "./app-header";
import { PageHeader } from "./page-header";
import { SideMenu } from "./side-menu";
import { SiderBrand } from "./sider-brand";
import { useRouteEffects } from "./use-route-effects";
import { ViewErrorBoundary } from "./view-error-boundary";

const MobileSider = lazy(() => import("./mobile-sider"));

/** Below this width the sidebar starts closed (spec 1 §4: 1088 px). */
const NARROW = 1088;

/**
 * The application shell: side menu (a drawer on phones), header, breadcrumbs and the page. Later work adds
 * the tab bar and settings drawer around the same outlet.
 */
export function AppLayout() {
  const screens = Grid.useBreakpoint();
  const isMobile = screens.md === false;
  const [collapsed, setCollapsed] = useState(() => window.innerWidth < NARROW);
  const { pathname } = useLocation();
  useRouteEffects();

  useEffect(() => {
    if (isMobile && pathname) setCollapsed(true);
  }, [isMobile, pathname]);

  const sider = isMobile ? (
    <Suspense fallback={null}>
      <MobileSider open={!collapsed} onClose={() => setCollapsed(true)} />
    </Suspense>
  ) : (
    <Layout.Sider
      theme="light"
      width={200}
      collapsedWidth={80}
      collapsed={collapsed}
      trigger={null}
      style={{
        position: "sticky",
        top: 0,
        height: "100vh",
        overflow: "auto",
        boxShadow: "2px 0 6px rgba(0,21,41,0.08)",
      }}
    >
      <SiderBrand collapsed={collapsed} />
      <SideMenu collapsed={collapsed} />
    </Layout.Sider>
  );

  return (
    <Layout style={{ minHeight: "100vh" }}>
      {sider}
      <Layout>
        <AppHeader
          collapsed={collapsed}
          onToggle={() => setCollapsed((value) => !value)}
          isMobile={isMobile}
        />
        <Layout.Content style={{ margin: 16 }}>
          <PageHeader />
          <ViewErrorBoundary key={pathname}>
            <Suspense fallback={<Spin size="large" style={{ display: "block", margin: "80px auto" }} />}>
              <Outlet />
            </Suspense>
          </ViewErrorBoundary>
        </Layout.Content>
        <Layout.Footer style={{ textAlign: "center", color: "rgba(0,0,0,0.45)" }}>{COPYRIGHT}</Layout.Footer>
      </Layout>
    </Layout>
  );
}
