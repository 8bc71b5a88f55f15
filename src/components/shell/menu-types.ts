import type { MenuRoute } from "@/providers/session";

/** One node of the server menu tree; the session store owns the type. */
export type MenuNode = MenuRoute;
export type MenuMeta = MenuRoute["meta"];
