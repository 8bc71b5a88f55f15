/**
 * The navigation guard as pure decisions, so both shells and the tests share them.
 */

export const HOME_PATH = "/dashboard/analysis";
/** The fixed first tab 首页, matched case-insensitively; the side menu's 首页 (HOME_PATH) leads here too. */
export const HOME_TAB_PATH = "/dashboard/Monitor";
export const LOGIN_PATH = "/user/login";
export const OAUTH2_LOGIN_PATH = "/oauth2-app/login";

export const WHITELIST: readonly string[] = [
  LOGIN_PATH,
  "/user/register",
  "/user/register-result",
  "/user/alteration",
  "/public/passcard",
  "/public/passcardTez",
  "/public/passcardTest",
  "/public/passcardFK",
  OAUTH2_LOGIN_PATH,
];

/** Trailing slashes do not make a different page ("/user/login/" is the login page). */
export function normalizePath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, "");
  return trimmed === "" ? "/" : trimmed;
}

export function isWhitelisted(pathname: string): boolean {
  return WHITELIST.includes(normalizePath(pathname));
}

/** WeCom and DingTalk browsers log in through OAuth2. */
export function isOAuth2AppEnv(userAgent: string): boolean {
  return /wxwork|dingtalk/i.test(userAgent);
}

/**
 * Accepts only same-origin absolute paths, so a crafted `redirect` cannot send the user to another site.
 */
export function safeRedirect(value: string | null | undefined): string | null {
  if (!value) return null;
  if (!value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return null;
  return value;
}

export function redirectQuery(search: string): string | null {
  return safeRedirect(new URLSearchParams(search).get("redirect"));
}

export function loginUrl(fullPath: string, oauth2Env = false): string {
  const base = oauth2Env ? OAUTH2_LOGIN_PATH : LOGIN_PATH;
  return `${base}?redirect=${encodeURIComponent(fullPath)}`;
}

export interface GuardInput {
  pathname: string;
  search: string;
  hasToken: boolean;
  permissionsLoaded: boolean;
  oauth2Env?: boolean;
}

export type GuardDecision =
  | { kind: "allow" }
  | { kind: "redirect"; to: string }
  /** Load the permissions, build the routes, then go to `next`; on failure log out and go to `onFailure`. */
  | { kind: "load"; next: string; onFailure: string };

export function decideGuard({
  pathname,
  search,
  hasToken,
  permissionsLoaded,
  oauth2Env = false,
}: GuardInput): GuardDecision {
  const path = normalizePath(pathname);
  const fullPath = `${pathname}${search}`;
  if (hasToken) {
    if (path === LOGIN_PATH || path === OAUTH2_LOGIN_PATH) return { kind: "redirect", to: HOME_PATH };
    if (permissionsLoaded) return { kind: "allow" };
    return { kind: "load", next: redirectQuery(search) ?? fullPath, onFailure: loginUrl(fullPath) };
  }
  if (isWhitelisted(path)) {
    if (path === LOGIN_PATH && oauth2Env) return { kind: "redirect", to: `${OAUTH2_LOGIN_PATH}${search}` };
    return { kind: "allow" };
  }
  return { kind: "redirect", to: loginUrl(fullPath, oauth2Env) };
}

/** Paths served by the light login shell (no refine): the session pages and the public pass cards. */
export function isLightShellPath(pathname: string): boolean {
  return /^\/(user|public|oauth2-app)(\/|$)/i.test(pathname);
}

/** Login success goes to the `redirect` query if it is safe, else home. */
export function afterLoginTarget(search: string): string {
  const target = redirectQuery(search);
  if (!target || isLightShellPath(target)) return HOME_PATH;
  return target;
}

/**
 * WeCom/DingTalk browsers are sent to the OAuth2 login page only once that third-party flow exists;
 * until then they use the account login like everyone else.
 */
export const OAUTH2_LOGIN_ENABLED = false;
