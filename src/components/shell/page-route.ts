import type { RouteObject } from "react-router";

/** What the layout needs to know about a route before rendering it: a redirect never becomes a tab. */
export interface PageHandle {
  redirect?: string;
}

export type PageRoute = RouteObject & { handle: PageHandle };
