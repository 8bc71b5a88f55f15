/** The original's clean-up of a menu row before it is added or edited. */
import { BizError } from "../../core/result.ts";

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
  perms?: unknown;
}

const blank = (v: unknown) => v === undefined || v === null || String(v).trim() === "";

/**
 * The menu form's required fields, checked on the row as it will be stored (`row`: the body over the
 * stored row on an edit): a sub-menu or button needs its parent, a menu its path, a sub-menu its
 * component, a button its permission code.
 */
export function checkMenuRequired(row: MenuFields, menuType: number): void {
  if (menuType !== 0 && blank(row.parentId)) throw new BizError("请选择上级菜单!");
  if (menuType === 2) {
    if (blank(row.perms)) throw new BizError("请输入授权标识!");
    return;
  }
  if (blank(row.url)) throw new BizError("请输入菜单路径!");
  if (menuType === 1 && blank(row.component)) throw new BizError("请输入前端组件!");
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
