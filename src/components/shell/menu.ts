import { matchPath } from "react-router";
import { HOME_PATH, HOME_TAB_PATH, normalizePath } from "./guard";
import type { MenuMeta, MenuNode } from "./menu-types";

/** A route built from one menu node (the original's generateChildRouters). */
export interface AppRoute {
  path: string;
  name: string;
  title: string;
  /** layout: a container with an outlet; view: a page from the view registry; missing: no view, goes to /404. */
  kind: "layout" | "view" | "missing";
  component: string;
  redirect?: string;
  hidden: boolean;
  meta: MenuMeta;
  children: AppRoute[];
}

export function isLayoutComponent(component: string | null | undefined): boolean {
  return (component ?? "").includes("layouts");
}

/** The original's route name when the server sent none: "/isystem/user" gives "isystem-user". */
export function routeName(node: MenuNode): string {
  return node.name || node.path.replace(/^\//, "").replace(/\//g, "-").replace(/:/g, "@");
}

/** A low-app page (its route name starts with `low-app`) takes the app it works in from the path. */
export function isLowAppRoute(name: string | undefined): boolean {
  return name?.startsWith("low-app") === true;
}

/**
 * The path a node's route registers: a low-app route gets the parameter `appId` (optional, so the menu's own
 * link without an app still opens the page); a path that names `:appId` already keeps it.
 */
export function routePath(node: MenuNode): string {
  if (!isLowAppRoute(routeName(node)) || /\/:appId(\?|\/|$)/.test(node.path)) return node.path;
  return `${node.path.replace(/\/+$/, "")}/:appId?`;
}

/** The route name and parameters of `pathname` on `node`'s route, as the HTTP client needs them. */
export function routeInfo(
  node: MenuNode,
  pathname: string,
): { name: string; params: Record<string, string> } {
  const match = matchPath({ path: routePath(node), caseSensitive: false }, pathname);
  const params: Record<string, string> = {};
  for (const [key, value] of Object.entries(match?.params ?? {}))
    if (value !== undefined) params[key] = value;
  return { name: routeName(node), params };
}

export function menuToRoutes(menu: readonly MenuNode[], hasView: (component: string) => boolean): AppRoute[] {
  const routes: AppRoute[] = [];
  for (const node of menu) {
    // route "0" rows stay in the side menu but are not registered, children included.
    if (node.route === "0") continue;
    const component = node.component ?? "";
    const kind = isLayoutComponent(component) ? "layout" : hasView(component) ? "view" : "missing";
    routes.push({
      path: routePath(node),
      name: routeName(node),
      title: node.meta?.title ?? "",
      kind,
      component,
      redirect: node.alwaysShow ? node.path : (node.redirect ?? undefined),
      hidden: node.hidden === true,
      meta: node.meta ?? { title: "" },
      children: menuToRoutes(node.children ?? [], hasView),
    });
  }
  return routes;
}

function pathMatches(nodePath: string, pathname: string): boolean {
  if (nodePath.includes(":")) return matchPath({ path: nodePath, caseSensitive: false }, pathname) !== null;
  return normalizePath(nodePath).toLowerCase() === normalizePath(pathname).toLowerCase();
}

function isPrefixOf(nodePath: string, pathname: string): boolean {
  const base = normalizePath(nodePath).toLowerCase();
  return base !== "/" && normalizePath(pathname).toLowerCase().startsWith(`${base}/`);
}

function searchChain(
  nodes: readonly MenuNode[],
  test: (node: MenuNode) => boolean,
  trail: MenuNode[] = [],
): MenuNode[] | null {
  for (const node of nodes) {
    const chain = [...trail, node];
    const inner = searchChain(node.children ?? [], test, chain);
    if (inner) return inner;
    if (test(node)) return chain;
  }
  return null;
}

/**
 * The menu nodes from the root to the node of `pathname`. Without an exact match, the deepest node whose path
 * is a prefix wins, so a detail page under /isystem/user still belongs to 用户管理.
 */
export function findMenuChain(menu: readonly MenuNode[], pathname: string): MenuNode[] {
  const exact = searchChain(menu, (node) => pathMatches(routePath(node), pathname));
  if (exact) return exact;
  let best: MenuNode[] = [];
  const visit = (nodes: readonly MenuNode[], trail: MenuNode[]) => {
    for (const node of nodes) {
      if (!isPrefixOf(node.path, pathname)) continue;
      const chain = [...trail, node];
      if (chain.length > best.length) best = chain;
      visit(node.children ?? [], chain);
    }
  };
  visit(menu, []);
  return best;
}

/** Side-menu state: the current entry is selected, its parents open; a hidden entry selects its parent. */
export function menuSelection(
  menu: readonly MenuNode[],
  pathname: string,
): { selectedKeys: string[]; openKeys: string[] } {
  const chain = findMenuChain(menu, pathname);
  let end = chain.length;
  while (end > 0 && chain[end - 1].hidden) end -= 1;
  const visible = chain.slice(0, end);
  const selected = visible[visible.length - 1];
  // As the original: the parent that stands in for a hidden page is selected and open.
  const open = end < chain.length ? visible : visible.slice(0, -1);
  return {
    selectedKeys: selected ? [selected.path] : [],
    openKeys: open.map((node) => node.path),
  };
}

export interface Crumb {
  title: string;
  path?: string;
}

/** First crumb is the home page, then the matched menu entries; the current page is not a link. */
export function breadcrumbFor(menu: readonly MenuNode[], pathname: string, fallbackTitle?: string): Crumb[] {
  // 首页 is the home tab; the menu row named 首页 (the analysis page) is not a second home in the trail.
  const chain = findMenuChain(menu, pathname).filter((node) => !pathMatches(node.path, HOME_PATH));
  const crumbs: Crumb[] = [{ title: "首页", path: HOME_TAB_PATH }];
  chain.forEach((node, index) => {
    const last = index === chain.length - 1;
    const container = isLayoutComponent(node.component) && !node.component?.includes("Iframe");
    crumbs.push({ title: node.meta?.title ?? "", path: last || container ? undefined : node.path });
  });
  const home = pathMatches(HOME_TAB_PATH, pathname);
  if (chain.length === 0 && fallbackTitle && !home) crumbs.push({ title: fallbackTitle });
  if (crumbs.length === 1) return [{ title: "首页" }];
  return crumbs;
}

export function pageTitle(menu: readonly MenuNode[], pathname: string): string | undefined {
  const chain = findMenuChain(menu, pathname);
  return chain[chain.length - 1]?.meta?.title;
}

/** The document title: "{page title} · {system name}", the system name alone on the home page. */
export function documentTitle(systemName: string, pathname: string, title?: string): string {
  if (pathMatches(HOME_PATH, pathname) || normalizePath(pathname) === "/" || !title) return systemName;
  return `${title} · ${systemName}`;
}

/** Entries of the menu that are pages (not hidden, not pure containers), for searches and quick links. */
export function menuLeaves(menu: readonly MenuNode[]): MenuNode[] {
  const out: MenuNode[] = [];
  const visit = (nodes: readonly MenuNode[]) => {
    for (const node of nodes) {
      if (node.hidden) continue;
      if (node.component !== "layouts/RouteView") out.push(node);
      visit(node.children ?? []);
    }
  };
  visit(menu);
  return out.filter((node) => !node.children?.length);
}

/**
 * The header's menu search (the original's UserMenu searchMenus): every entry that is not hidden and not a
 * pure route-view container; the children of a hidden entry are still searched, as the original does.
 */
export function searchableMenus(menu: readonly MenuNode[]): MenuNode[] {
  const out: MenuNode[] = [];
  const visit = (nodes: readonly MenuNode[]) => {
    for (const node of nodes) {
      if (!node.hidden && node.component !== "layouts/RouteView") out.push(node);
      visit(node.children ?? []);
    }
  };
  visit(menu);
  return out;
}

export type MenuTarget = { kind: "external"; url: string } | { kind: "route"; path: string };

/**
 * An external entry opens its URL in a new tab; iframe pages and the rest are routes of the app. The menu's
 * 首页 opens the fixed home tab, so there is one 首页.
 */
export function menuTarget(node: MenuNode): MenuTarget {
  if (node.meta?.internalOrExternal === true && node.meta.url)
    return { kind: "external", url: node.meta.url };
  return { kind: "route", path: pathMatches(HOME_PATH, node.path) ? HOME_TAB_PATH : node.path };
}
