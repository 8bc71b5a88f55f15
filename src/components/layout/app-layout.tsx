import { primaryTextColor } from "@/components/shell/theme-tokens";
import "./layout.css";
import { Layout } from "antd";
import {
  type CSSProperties,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useState,
} from "react";
import { type Location, matchRoutes, useLocation, useNavigate } from "react-router";
import { COPYRIGHT } from "@/components/shell/constants";
import { fixedTitle, titleFor } from "@/components/shell/fixed-routes";
import type { PageHandle, PageRoute } from "@/components/shell/page-route";
import { hidesTab, keepsPageState } from "@/components/shell/route-meta";
import { ls } from "@/providers/storage";
import { AppHeader } from "./app-header";
import { SIDEBAR_TYPE, useAppSettings } from "./app-settings";
import { useMenuTree } from "./menu-context";
import { PageHeader } from "./page-header";
import { SideMenu } from "./side-menu";
import { SiderBrand } from "./sider-brand";
import { TabBar } from "./tabs/tab-bar";
import { isHomeTab, type TabEntry } from "./tabs/tab-list";
import { TabViews } from "./tabs/tab-views";
import { useTabs } from "./tabs/use-tabs";
import { useDevice } from "./use-device";
import { useRouteEffects } from "./use-route-effects";

const MobileSider = lazy(() => import("./mobile-sider"));

/** The route's redirect, if the location only redirects (containers, unknown paths, missing views). */
function useRedirect(routes: PageRoute[]): string | undefined {
  const location = useLocation();
  return useMemo(() => {
    const handle = matchRoutes(routes, location)?.at(-1)?.route.handle as PageHandle | undefined;
    return handle?.redirect;
  }, [routes, location]);
}

/**
 * The application shell: side or top menu (a drawer on mobile), header, tab strip,
 * breadcrumbs and the pages of the open tabs. Layout settings apply as they change.
 */
export function AppLayout({
  routes,
  headerActions,
}: {
  routes: PageRoute[];
  /** The app's widgets in the header (features the layout may not import itself). */
  headerActions?: (props: { dark: boolean }) => ReactNode;
}) {
  const location = useLocation();
  const navigate = useNavigate();
  const menu = useMenuTree();
  const settings = useAppSettings();
  const isMobile = useDevice() === "mobile";
  const topMenu = settings.layout === "topmenu" && !isMobile;
  const [siderOpen, setSiderOpen] = useState(() => ls.get(SIDEBAR_TYPE) !== false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerPath, setDrawerPath] = useState(location.pathname);
  useRouteEffects();

  const redirect = useRedirect(routes);
  useEffect(() => {
    if (redirect) navigate(redirect, { replace: true });
  }, [redirect, navigate]);
  // The menu's route meta: keepAlive keeps a hidden tab's page, hideTab opens a page without a tab.
  const withoutTab = useCallback((at: Location) => hidesTab(menu, at.pathname), [menu]);
  const keeps = useCallback((tab: TabEntry) => keepsPageState(menu, tab.location.pathname), [menu]);
  const { tabs, activeKey, act, select } = useTabs(
    location,
    Boolean(redirect),
    settings.multipage,
    withoutTab,
  );
  const stripTabs = useMemo(() => tabs.filter((tab) => !withoutTab(tab.location)), [tabs, withoutTab]);

  // A page picked in the mobile drawer closes it.
  if (drawerPath !== location.pathname) {
    setDrawerPath(location.pathname);
    setDrawerOpen(false);
  }

  useEffect(() => {
    document.body.classList.toggle("app-color-weak", settings.weak);
  }, [settings.weak]);
  // The shell's own styles (tab strip, settings marks in the drawer's portal) follow the theme colour.
  useEffect(() => {
    document.documentElement.style.setProperty("--app-primary", settings.color);
    document.documentElement.style.setProperty("--app-primary-text", primaryTextColor(settings.color));
  }, [settings.color]);

  const toggle = () => {
    if (isMobile) {
      setDrawerOpen((open) => !open);
      return;
    }
    setSiderOpen((open) => {
      ls.set(SIDEBAR_TYPE, !open);
      return !open;
    });
  };

  // Only the fixed tab is called 首页; the menu's home entry shows its own page title beside it.
  const titleOf = (tab: TabEntry) => {
    if (isHomeTab(tab.key)) return "首页";
    const title = titleFor(menu, tab.location.pathname);
    if (title === "首页") return fixedTitle(tab.location.pathname) ?? title;
    return title ?? tab.location.pathname;
  };

  const siderStyle: CSSProperties = settings.fixSiderbar
    ? { position: "sticky", top: 0, height: "100vh", overflow: "auto" }
    : {};
  const sider = isMobile ? (
    <Suspense fallback={null}>
      <MobileSider open={drawerOpen} onClose={() => setDrawerOpen(false)} theme={settings.theme} />
    </Suspense>
  ) : topMenu ? null : (
    <Layout.Sider
      theme={settings.theme}
      width={200}
      collapsedWidth={80}
      collapsed={!siderOpen}
      trigger={null}
      style={{ ...siderStyle, boxShadow: "2px 0 6px rgba(0,21,41,0.08)", zIndex: 11 }}
    >
      <SiderBrand collapsed={!siderOpen} theme={settings.theme} />
      <SideMenu collapsed={!siderOpen} theme={settings.theme} />
    </Layout.Sider>
  );

  const fixedWidth = topMenu && settings.contentWidth === "Fixed";
  return (
    <Layout style={{ minHeight: "100vh" }}>
      {sider}
      <Layout className={settings.fixedHeader ? "app-fixed-header" : undefined}>
        <AppHeader
          collapsed={isMobile ? !drawerOpen : !siderOpen}
          onToggle={toggle}
          isMobile={isMobile}
          topMenu={topMenu}
          actions={headerActions}
        />
        {settings.multipage && !redirect && (
          <TabBar tabs={stripTabs} activeKey={activeKey} titleOf={titleOf} onSelect={select} onAction={act} />
        )}
        <Layout.Content
          style={{
            margin: isMobile ? 12 : 16,
            ...(fixedWidth ? { width: "100%", maxWidth: 1200, marginInline: "auto" } : {}),
          }}
        >
          <PageHeader />
          <TabViews routes={routes} tabs={tabs} activeKey={activeKey} keeps={keeps} />
        </Layout.Content>
        <Layout.Footer style={{ textAlign: "center", color: "rgba(0,0,0,0.65)" }}>{COPYRIGHT}</Layout.Footer>
      </Layout>
    </Layout>
  );
}
