import { normalizePath } from "./guard";
import { pageTitle } from "./menu";
import type { MenuNode } from "./menu-types";

export const WORKPLACE_PATH = "/dashboard/workplace";
export const MONITOR_PATH = "/dashboard/monitor";

/** Titles of the fixed routes (spec 1 §2.1), used when the menu does not name the page. */
const FIXED_TITLES: Readonly<Record<string, string>> = {
  "/dashboard/workplace": "工作台",
  "/dashboard/monitor": "监控页",
  "/403": "403",
  "/404": "404",
  "/500": "500",
};

/** The exception pages carry their own heading. */
export function isExceptionPath(pathname: string): boolean {
  return ["/403", "/404", "/500"].includes(normalizePath(pathname));
}

export function titleFor(menu: readonly MenuNode[], pathname: string): string | undefined {
  return pageTitle(menu, pathname) ?? FIXED_TITLES[normalizePath(pathname).toLowerCase()];
}
