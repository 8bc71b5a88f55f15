import { Refine } from "@refinedev/core";
import { QueryClientContext } from "@tanstack/react-query";
import { type ReactNode, useContext } from "react";
import { dataProvider } from "@/providers/data-provider";

const OPTIONS = {
  disableTelemetry: true,
  disableRouteChangeHandler: true,
  reactQuery: {
    clientConfig: { defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } },
  },
} as const;

/**
 * A widget that reads server data through refine may also show where the app's refine is not (a page of
 * the light login entry, a widget rendered on its own): there it gets a refine of its own over the same
 * data provider, so it loads and fails the same way. Inside the app it adds nothing and shares the app's
 * cache.
 */
export function RefineScope({ children }: { children: ReactNode }) {
  if (useContext(QueryClientContext)) return children;
  return (
    <Refine dataProvider={dataProvider} options={OPTIONS}>
      {children}
    </Refine>
  );
}
