import { isHomeTabPath } from "./fixed-routes";
import { findMenuChain, isLayoutComponent } from "./menu";
import type { MenuMeta, MenuNode } from "./menu-types";

/**
 * The menu meta of the page at `pathname`: its own entry, or the entry it lies under. A pure container
 * (a route view with no page of its own) says nothing about the pages below it, nor does the home tab's
 * fixed page.
 */
export function pageMeta(menu: readonly MenuNode[], pathname: string): MenuMeta | undefined {
  if (isHomeTabPath(pathname)) return undefined;
  const node = findMenuChain(menu, pathname).at(-1);
  if (!node) return undefined;
  const component = node.component ?? "";
  if (isLayoutComponent(component) && !component.includes("Iframe")) return undefined;
  return node.meta;
}

/**
 * Whether a tab keeps its page (form input, table page, scroll) while another tab shows: the menu entry's
 * keepAlive decides, as the original's cached routes; a page outside the menu keeps its state.
 */
export function keepsPageState(menu: readonly MenuNode[], pathname: string): boolean {
  const meta = pageMeta(menu, pathname);
  return meta ? meta.keepAlive === true : true;
}

/** A page whose entry says hideTab opens without a tab of its own in the tab strip. */
export function hidesTab(menu: readonly MenuNode[], pathname: string): boolean {
  return pageMeta(menu, pathname)?.hideTab === true;
}

/** A page whose entry says hiddenHeaderContent shows no page header (breadcrumbs and title). */
export function hidesHeaderContent(menu: readonly MenuNode[], pathname: string): boolean {
  return pageMeta(menu, pathname)?.hiddenHeaderContent === true;
}
