/** The original's clean-up of a menu row before it is saved (reference §2.2 "Adding or editing a menu"). */

export function normaliseComponent(component: string): string {
  let c = component;
  if (c.startsWith("/")) c = c.slice(1);
  if (c.startsWith("views/")) c = c.slice("views/".length);
  if (c.startsWith("src/views/")) c = c.slice("src/views/".length);
  if (c.endsWith(".vue")) c = c.slice(0, -".vue".length);
  return c;
}

export function normaliseUrl(url: string): string {
  let u = url;
  if (u.endsWith(".vue")) u = u.slice(0, -".vue".length);
  if (!u.startsWith("http") && !u.startsWith("/") && !u.trim().startsWith("{{")) u = `/${u}`;
  return u;
}

export const ROUTE_VIEW = "layouts/RouteView";

export interface MenuFields {
  component?: unknown;
  url?: unknown;
  menuType?: unknown;
  parentId?: unknown;
}

/**
 * Normalises the given fields in place. `menuType` is the row's type after the save (the body's, or
 * the stored one on an edit that leaves it out).
 */
export function normaliseMenu(values: MenuFields, menuType: number): void {
  if (typeof values.component === "string" && values.component !== "") {
    values.component = normaliseComponent(values.component);
  }
  if (typeof values.url === "string" && values.url !== "") values.url = normaliseUrl(values.url);
  if (values.parentId === "") values.parentId = null;
  if (menuType === 0) {
    // A first-level menu has no parent and renders its children through the route view.
    values.parentId = null;
    if (values.component === undefined || values.component === null || values.component === "") {
      values.component = ROUTE_VIEW;
    }
  }
}
