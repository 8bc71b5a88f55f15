import { Activity, Suspense, useLayoutEffect, useRef } from "react";
import { type Location, useRoutes } from "react-router";
import type { PageRoute } from "@/components/shell/page-route";
import { ViewErrorBoundary, ViewLoading } from "../view-error-boundary";
import type { TabEntry } from "./tab-list";

/**
 * One tab's page, routed by the tab's own location: every hook inside (useLocation, useParams, refine's
 * route parsing) sees the tab's path, not the current URL, so a hidden tab does not follow the route.
 */
function TabPage({ routes, location }: { routes: PageRoute[]; location: Location }) {
  return useRoutes(routes, location);
}

const keepAll = () => true;

/**
 * The pages of the open tabs. Hidden tabs whose page keeps its state (`keeps`, the route's keepAlive)
 * stay mounted inside React's <Activity mode="hidden">: their state (form input, table page, filters)
 * survives, their effects pause, and the window's scroll position is remembered per tab. The page of any
 * other tab is unmounted while hidden and opens afresh, at the top, when its tab shows again.
 */
export function TabViews({
  routes,
  tabs,
  activeKey,
  keeps = keepAll,
}: {
  routes: PageRoute[];
  tabs: readonly TabEntry[];
  activeKey: string;
  keeps?: (tab: TabEntry) => boolean;
}) {
  const scrolls = useRef(new Map<string, number>());
  const current = useRef(activeKey);
  // The outgoing tab's position is read before the switch is committed, while its page is still shown.
  if (current.current !== activeKey) {
    const outgoing = tabs.find((tab) => tab.key === current.current);
    if (outgoing && keeps(outgoing)) scrolls.current.set(current.current, window.scrollY);
    else scrolls.current.delete(current.current);
    current.current = activeKey;
  }

  useLayoutEffect(() => {
    const top = scrolls.current.get(activeKey) ?? 0;
    window.scrollTo(0, top);
    // Once more after the revealed page has laid out (tables measure themselves after mount).
    const frame = requestAnimationFrame(() => window.scrollTo(0, top));
    return () => cancelAnimationFrame(frame);
  }, [activeKey]);

  useLayoutEffect(() => {
    const remember = () => {
      // A shorter page clamps the scroll while tabs switch; only the shown tab's own scrolling counts.
      if (document.visibilityState === "visible") scrolls.current.set(current.current, window.scrollY);
    };
    window.addEventListener("scroll", remember, { passive: true });
    return () => window.removeEventListener("scroll", remember);
  }, []);

  return tabs
    .filter((tab) => tab.key === activeKey || (tab.visited && keeps(tab)))
    .map((tab) => (
      <Activity key={tab.key} mode={tab.key === activeKey ? "visible" : "hidden"}>
        <ViewErrorBoundary key={tab.refresh}>
          <Suspense fallback={<ViewLoading />}>
            <TabPage routes={routes} location={tab.location} />
          </Suspense>
        </ViewErrorBoundary>
      </Activity>
    ));
}
