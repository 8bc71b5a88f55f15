import { Refine } from "@refinedev/core";
import routerProvider from "@refinedev/react-router";
import { useMemo } from "react";
import { RESOURCES } from "@/app/resources";
import { MenuContext } from "@/components/layout/menu-context";
import { MenuIcon } from "@/components/shell/icons";
import type { MenuNode } from "@/components/shell/menu-types";
import { accessControlProvider } from "@/providers/access-control";
import { authProvider } from "@/providers/auth-provider";
import { dataProvider } from "@/providers/data-provider";
import { i18nProvider } from "@/providers/i18n";
import { liveProvider } from "@/providers/live-provider";
import { menuToResources } from "./menu-resources";
import { useMessageNotificationProvider } from "./notification-provider";
import { AppRoutes } from "./routes";

const OPTIONS = {
  disableTelemetry: true,
  // `check` is local, and the session gate already guards every navigation.
  disableRouteChangeHandler: true,
  syncWithLocation: false,
  mutationMode: "pessimistic",
  redirect: { afterCreate: false, afterEdit: false, afterClone: false },
  reactQuery: {
    clientConfig: { defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } },
  },
} as const;

/** refine with the providers and the resources built from the user's menu. */
export function RefineApp({ menu }: { menu: readonly MenuNode[] }) {
  const resources = useMemo(
    () => menuToResources(menu, RESOURCES, (name) => <MenuIcon name={name} />),
    [menu],
  );
  return (
    <Refine
      dataProvider={dataProvider}
      authProvider={authProvider}
      accessControlProvider={accessControlProvider}
      i18nProvider={i18nProvider}
      liveProvider={liveProvider}
      routerProvider={routerProvider}
      notificationProvider={useMessageNotificationProvider}
      resources={resources}
      options={OPTIONS}
    >
      <MenuContext.Provider value={menu}>
        <AppRoutes menu={menu} />
      </MenuContext.Provider>
    </Refine>
  );
}
