/**
 * Button-level permissions as pure functions over an AuthContext, and
 * the refine AccessControlProvider built on them. Hiding is convenience: the server enforces every code.
 *
 * Lists: `auth` = the user's granted entries, `allAuth` = every defined entry (status '0' = invalid, i.e.
 * not controlled). Entry type '1' = show/hide strategy, '2' = enable/disable strategy.
 */
import type { AccessControlProvider, CanParams, CanReturnType } from "@refinedev/core";
import type { PermissionEntry } from "./auth-provider";
import { type MenuRoute, session } from "./session";
import { readButtonAuth, SYS_BUTTON_AUTH, USER_AUTH } from "./storage";

export type { PermissionEntry };

export interface AuthContext {
  /** The user's granted entries (`auth`, sessionStorage LOGIN_USER_BUTTON_AUTH). */
  auth: PermissionEntry[];
  /** Every defined entry (`allAuth`, sessionStorage SYS_BUTTON_AUTH). */
  allAuth: PermissionEntry[];
  /** Node-level list of a workflow form (`formData.permissionList`); checked first when present. */
  nodePermissionList?: PermissionEntry[];
}

const isEntry = (value: unknown): value is PermissionEntry =>
  typeof value === "object" && value !== null && typeof (value as { action?: unknown }).action === "string";

/** The stored lists; `node` adds a form's own list. */
export function readAuthContext(node?: PermissionEntry[]): AuthContext {
  return {
    auth: readButtonAuth(USER_AUTH).filter(isEntry),
    allAuth: readButtonAuth(SYS_BUTTON_AUTH).filter(isEntry),
    nodePermissionList: node,
  };
}

// The original compares with `==`, so "2" and 2 are the same type.
const typeIs = (entry: PermissionEntry, type: "1" | "2") => String(entry.type) === type;
const statusIs = (entry: PermissionEntry, status: "0" | "1") => String(entry.status) === status;
const actionsOf = (entry: PermissionEntry) => entry.action.split(",").map((a) => a.trim());

/**
 * The `v-has` directive: keep the control when the node list grants the code (type ≠ '2'), when the code is
 * invalid (status '0') in allAuth, or when the user's auth (type ≠ '2', comma lists split) contains it.
 */
export function hasPermission(code: string, ctx: AuthContext = readAuthContext()): boolean {
  const node = (ctx.nodePermissionList ?? []).filter((e) => !typeIs(e, "2"));
  if (node.some((e) => e.action === code)) return true;

  if (ctx.allAuth.some((e) => !typeIs(e, "2") && e.action === code && statusIs(e, "0"))) return true;

  const granted = ctx.auth.filter((e) => !typeIs(e, "2"));
  if (granted.length === 0) return false;
  return granted.some((e) => actionsOf(e).includes(code));
}

/**
 * `disabledAuthFilter`: true = render the control disabled. Type-'2' entries only. The node list disables
 * a code it names; otherwise the code is disabled when allAuth defines it as valid and the user's auth
 * does not grant it; an invalid code (status '0') is never disabled.
 */
export function disabledAuthFilter(code: string, ctx: AuthContext = readAuthContext()): boolean {
  const node = (ctx.nodePermissionList ?? []).filter((e) => typeIs(e, "2"));
  if (node.some((e) => e.action === code)) return true;

  const defined = ctx.allAuth.find((e) => typeIs(e, "2") && e.action === code);
  if (defined && statusIs(defined, "0")) return false;
  const disabled = defined !== undefined;
  const granted = ctx.auth.filter((e) => typeIs(e, "2"));
  if (granted.some((e) => e.action === code)) return false;
  return disabled;
}

const withColon = (prefix: string) => (prefix && !prefix.endsWith(":") ? `${prefix}:` : prefix);

/**
 * `getNoAuthCols`: the valid type-'1' allAuth actions under `prefix` that the user's
 * type-'1' auth lacks, with the prefix stripped. Used to hide columns and toolbar buttons.
 */
export function getNoAuthCols(prefix: string, ctx: AuthContext = readAuthContext()): string[] {
  if (!prefix) return [];
  const under = (e: PermissionEntry) => e.action.length > prefix.length && e.action.startsWith(prefix);
  const strip = (e: PermissionEntry) => e.action.substring(prefix.length);
  const granted = ctx.auth.filter((e) => typeIs(e, "1") && under(e)).map(strip);
  return ctx.allAuth
    .filter((e) => typeIs(e, "1") && statusIs(e, "1") && under(e))
    .map(strip)
    .filter((code) => !granted.includes(code));
}

/** `colAuthFilter`: drops the columns whose `dataIndex` is a non-granted code under `prefix`. */
export function colAuthFilter<C extends { dataIndex?: unknown }>(
  columns: C[],
  prefix: string,
  ctx: AuthContext = readAuthContext(),
): C[] {
  const hidden = getNoAuthCols(prefix, ctx);
  return columns.filter((c) => !(typeof c.dataIndex === "string" && hidden.includes(c.dataIndex)));
}

/**
 * The programmatic action check, over the user's list (first) and allAuth
 * (second):
 * 1. an action among the user's type-'2' entries is allowed unless allAuth also lists it;
 * 2. an action disabled (status '0') in allAuth is denied;
 * 3. when the user has no type-'2' entries, allAuth decides: an enabled entry allows the action.
 * Anything else is denied.
 */
export function hasActionPermission(action: string, ctx: AuthContext = readAuthContext()): boolean {
  const granted = ctx.auth.filter((e) => typeIs(e, "2")).flatMap(actionsOf);
  const listed = ctx.allAuth.find((e) => e.action === action);
  if (listed && statusIs(listed, "0")) return false;
  if (granted.includes(action)) return listed === undefined;
  if (granted.length === 0) return listed !== undefined && statusIs(listed, "1");
  return false;
}

/**
 * Codes excluded for a grid/list toolbar under an authorisation prefix (a ':' is appended when missing):
 * 'add' hides the add button, 'batch_delete' the remove and clear-selection buttons.
 */
export function excludedToolbarCodes(authPrefix: string, ctx: AuthContext = readAuthContext()): string[] {
  return getNoAuthCols(withColon(authPrefix), ctx);
}

/** refine's CRUD actions -> the original's button code suffixes. */
const ACTION_CODES: Readonly<Partial<Record<string, string>>> = {
  create: "add",
  clone: "add",
  edit: "edit",
  delete: "delete",
};

function normalizePath(path: string): string {
  const trimmed = path.replace(/\/+$/, "").toLowerCase();
  return trimmed === "" ? "/" : trimmed;
}

function menuHas(menu: MenuRoute[], names: string[], paths: string[]): boolean {
  for (const item of menu) {
    if ((item.name && names.includes(item.name)) || paths.includes(normalizePath(item.path ?? "")))
      return true;
    if (item.children && menuHas(item.children, names, paths)) return true;
  }
  return false;
}

interface ResourceLike {
  name?: string;
  identifier?: string;
  list?: unknown;
  meta?: Record<string, unknown>;
}

function resourceOf(params: CanParams["params"]): ResourceLike | undefined {
  const resource: unknown = params?.resource;
  return typeof resource === "object" && resource !== null ? (resource as ResourceLike) : undefined;
}

/** Is the resource a page of the user's menu (by name, identifier, list route or `meta.menuPath`)? */
export function inMenu(
  resourceName: string | undefined,
  resource?: ResourceLike,
  menu = session.getSnapshot().permissionList,
): boolean {
  const names = [resourceName, resource?.name, resource?.identifier].filter((n): n is string => Boolean(n));
  const paths = [resource?.list, resource?.meta?.menuPath]
    .filter((p): p is string => typeof p === "string" && p !== "")
    .map(normalizePath);
  return menuHas(menu, names, paths);
}

const DENIED = "无此操作权限";

/** The decision for one button code: type-'2' codes disable, the others show/hide. */
export function canUseCode(code: string, ctx: AuthContext = readAuthContext()): CanReturnType {
  const disableStrategy = ctx.allAuth.some((e) => e.action === code && typeIs(e, "2"));
  const can = disableStrategy ? !disabledAuthFilter(code, ctx) : hasPermission(code, ctx);
  return can ? { can } : { can, reason: DENIED };
}

/**
 * `can`: a literal code (`user:add`) is checked as is; refine's create/clone/edit/delete become
 * `<meta.authPrefix><add|edit|delete>`; `list` and `show` are allowed for a page in the user's menu;
 * without an authPrefix a CRUD action is not controlled.
 */
export const accessControlProvider: AccessControlProvider = {
  async can({ resource, action, params }: CanParams): Promise<CanReturnType> {
    if (action.includes(":")) return canUseCode(action);
    const res = resourceOf(params);
    if (action === "list" || action === "show") {
      return inMenu(resource, res) ? { can: true } : { can: false, reason: DENIED };
    }
    const suffix = ACTION_CODES[action];
    const prefix = res?.meta?.authPrefix;
    if (!suffix || typeof prefix !== "string" || prefix === "") return { can: true };
    return canUseCode(`${withColon(prefix)}${suffix}`);
  },
  options: {
    buttons: { enableAccessControl: true, hideIfUnauthorized: true },
    queryOptions: { staleTime: Number.POSITIVE_INFINITY },
  },
};
