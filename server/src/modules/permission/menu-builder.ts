import { createHash } from "node:crypto";

/** The sys_permission columns the menu answer is built from. */
export interface PermissionRow {
  id: string;
  parent_id: string | null;
  name: string | null;
  url: string | null;
  component: string | null;
  component_name: string | null;
  redirect: string | null;
  menu_type: number | null;
  perms: string | null;
  perms_type: string | null;
  is_route: boolean | null;
  is_leaf: boolean | null;
  keep_alive: boolean | null;
  hidden: boolean | null;
  hide_tab: boolean | null;
  always_show: boolean | null;
  icon: string | null;
  internal_or_external: boolean | null;
  status: string | null;
}

export interface MenuMeta {
  keepAlive: boolean;
  internalOrExternal: boolean;
  title: string | null;
  componentName: string | null;
  icon?: string;
  url?: string;
  hideTab?: true;
  hideMenu?: true;
}

export interface MenuRoute {
  id: string;
  route: "0" | "1";
  path: string | null;
  name: string;
  component: string | null;
  redirect?: string | null;
  hidden?: true;
  alwaysShow?: true;
  meta: MenuMeta;
  children?: MenuRoute[];
}

export interface AuthEntry {
  action: string | null;
  type: string | null;
  describe: string | null;
}

export interface AllAuthEntry extends AuthEntry {
  status: string | null;
}

/** http(s) and `{{ ... }}` urls are external pages: their path becomes an md5 and meta.url keeps the url. */
export function isExternalUrl(url: string | null | undefined): boolean {
  return !!url && (url.startsWith("http://") || url.startsWith("https://") || url.startsWith("{{"));
}

/** `/isystem/user` -> `isystem-user`, `/online/cgformList/:code` -> `online-cgformList-@code`. */
export function routeNameFromUrl(url: string | null | undefined): string {
  let s = url ?? "";
  if (s.startsWith("/")) s = s.slice(1);
  return s.replace(/\//g, "-").replace(/:/g, "@");
}

const md5 = (text: string) => createHash("md5").update(text, "utf8").digest("hex");
const isRoot = (row: PermissionRow) => !row.parent_id;
const isMenu = (row: PermissionRow) => row.menu_type === 0 || row.menu_type === 1;

/** One route object (the original's getPermissionJsonObject). */
export function toRoute(row: PermissionRow): MenuRoute {
  const external = isExternalUrl(row.url);
  const componentName = row.component_name || lastSegment(row.component);
  const meta: MenuMeta = {
    keepAlive: row.keep_alive === true,
    internalOrExternal: row.internal_or_external === true,
    title: row.name,
    componentName,
  };
  if (row.icon) meta.icon = row.icon;
  if (external && row.url) meta.url = row.url;
  if (row.hide_tab) meta.hideTab = true;
  const route: MenuRoute = {
    id: row.id,
    route: row.is_route === false ? "0" : "1",
    path: external && row.url ? md5(row.url) : row.url,
    name: row.component_name || routeNameFromUrl(row.url),
    component: row.component,
    meta,
  };
  if (row.hidden) {
    route.hidden = true;
    meta.hideMenu = true;
  }
  if (row.always_show) route.alwaysShow = true;
  if (isRoot(row)) route.redirect = row.redirect;
  return route;
}

function lastSegment(component: string | null): string | null {
  if (!component) return null;
  const parts = component.split("/");
  return parts[parts.length - 1] || null;
}

/**
 * The menu tree from the user's rows, already in sort order: roots are rows without a parent; only
 * non-leaf rows are descended into; buttons are never routes. A root whose children are all hidden
 * is hidden itself.
 */
export function buildMenuTree(rows: readonly PermissionRow[]): MenuRoute[] {
  const byParent = new Map<string, PermissionRow[]>();
  for (const row of rows) {
    if (!row.parent_id || !isMenu(row)) continue;
    const list = byParent.get(row.parent_id) ?? [];
    list.push(row);
    byParent.set(row.parent_id, list);
  }
  const build = (row: PermissionRow, seen: Set<string>): MenuRoute => {
    const route = toRoute(row);
    if (row.is_leaf === false && !seen.has(row.id)) {
      const next = new Set(seen).add(row.id);
      const children = (byParent.get(row.id) ?? []).map((child) => build(child, next));
      if (children.length > 0) route.children = children;
    }
    return route;
  };
  const roots = rows.filter((r) => isRoot(r) && isMenu(r)).map((r) => build(r, new Set()));
  for (const root of roots) {
    if (root.children && root.children.length > 0 && root.children.every((c) => c.hidden)) {
      root.hidden = true;
      root.meta.hideMenu = true;
    }
  }
  return roots;
}

/** `auth`: the user's valid buttons. */
export function buildAuth(rows: readonly PermissionRow[]): AuthEntry[] {
  return rows
    .filter((r) => r.menu_type === 2 && r.status === "1")
    .map((r) => ({ action: r.perms, type: r.perms_type, describe: r.name }));
}

/** `allAuth`: every button of the system (rows are already without deleted ones). */
export function buildAllAuth(rows: readonly PermissionRow[]): AllAuthEntry[] {
  return rows
    .filter((r) => r.menu_type === 2)
    .map((r) => ({ action: r.perms, status: r.status, type: r.perms_type, describe: r.name }));
}
