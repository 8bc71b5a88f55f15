/**
 * Session: password login, logout, check, permissions.
 * refine's contract is followed (methods resolve and describe what to do), except `getPermissions`, whose
 * rejection is the guard's signal to log out.
 */
import type { AuthProvider, CheckResponse, HttpError, OnErrorResponse } from "@refinedev/core";
import {
  catalogueShows,
  getPlain,
  isHttpRequestError,
  type JeecgResult,
  messageOf,
  request,
  setLogoutHandler,
} from "./http/client";
import { clearLocalSession, type MenuRoute, session, type UserInfo, welcome } from "./session";
import {
  ACCESS_TOKEN,
  ls,
  SEVEN_DAYS,
  SYS_BUTTON_AUTH,
  TENANT_ID,
  UI_CACHE_DB_DICT_DATA,
  USER_AUTH,
  USER_INFO,
  USER_NAME,
  writeButtonAuth,
} from "./storage";

export const LOGIN_PATH = "/user/login";
export const HOME_PATH = "/dashboard/analysis";
export const PERMISSIONS_EMPTY = "getPermissionList: permissions must be a non-null array !";
/** Shown when the server refuses a logout without saying why. */
export const LOGOUT_FAILED = "注销失败";

export interface LoginParams {
  username: string;
  password: string;
  captcha?: string;
  checkKey?: string | number;
  remember_me?: boolean;
  /** Where to go after login (the `redirect` query of the login page). */
  redirect?: string | null;
}

export interface Tenant {
  id: string | number;
  name?: string;
  [key: string]: unknown;
}

export interface Depart {
  id: string;
  orgCode?: string;
  departName?: string;
  [key: string]: unknown;
}

/** `result` of POST /sys/login; `needChangePassword` is our server's first-login flag. */
export interface LoginResult {
  token: string;
  userInfo: UserInfo;
  sysAllDictItems?: Record<string, unknown[]>;
  departs?: Depart[];
  multi_depart?: number;
  tenantList?: Tenant[];
  needChangePassword?: boolean;
  [key: string]: unknown;
}

/** A login answer other than code 200; `response` is the body as the original rejects with it. */
export class LoginError extends Error {
  readonly response: unknown;
  readonly statusCode: number;
  constructor(message: string, response: unknown, statusCode = 500) {
    super(message);
    this.name = "LoginError";
    this.response = response;
    this.statusCode = statusCode;
  }
}

/** A permission entry of `auth` / `allAuth`. */
export interface PermissionEntry {
  action: string;
  type?: string | number;
  status?: string | number;
  describe?: string;
}

export interface PermissionsResult {
  menu: MenuRoute[];
  auth: PermissionEntry[];
  allAuth: PermissionEntry[];
  sysSafeMode: boolean;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null;

/** Only same-site absolute paths, so a crafted `redirect` cannot leave the app. */
export function safeRedirect(value: string | null | undefined): string | undefined {
  if (!value?.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return undefined;
  return value;
}

/** `/user/login?redirect=<full path>`, plain on the login page itself. */
export function loginRedirectPath(fullPath?: string): string {
  const here =
    fullPath ??
    (typeof window === "undefined"
      ? ""
      : window.location.pathname + window.location.search + window.location.hash);
  if (!here || here === "/" || here.startsWith(LOGIN_PATH)) return LOGIN_PATH;
  return `${LOGIN_PATH}?redirect=${encodeURIComponent(here)}`;
}

/** The tenant the session acts in: the single one, else none (a chooser comes later). */
function chosenTenant(list: Tenant[] | undefined): string {
  return list && list.length === 1 ? String(list[0].id) : "";
}

/**
 * POST /sys/login. Resolves with the login `result` only for `code == 200` (the original's loose test) and
 * then stores the session for 7 days; otherwise rejects with a LoginError carrying the server message.
 */
export async function passwordLogin(params: LoginParams): Promise<LoginResult> {
  const { redirect: _redirect, ...body } = params;
  let answer: unknown;
  try {
    answer = await request<JeecgResult<LoginResult>>({ url: "/sys/login", method: "post", data: body });
  } catch (error) {
    const data: unknown = isHttpRequestError(error) ? error.response?.data : undefined;
    const status = isHttpRequestError(error) ? (error.response?.status ?? 0) : 0;
    throw new LoginError(
      messageOf(data) || (error instanceof Error ? error.message : "登录失败"),
      data,
      status,
    );
  }
  const code = isObject(answer) ? answer.code : undefined;
  const result = isObject(answer) ? answer.result : undefined;
  if (String(code) !== "200" || !isObject(result) || typeof result.token !== "string") {
    throw new LoginError(messageOf(answer) || "登录失败", answer);
  }
  const login = result as LoginResult;
  storeLogin(login);
  return login;
}

/** What every login path stores: token, username, user info, dictionaries, tenant; 7 days. */
export function storeLogin(login: LoginResult): void {
  const info: UserInfo = isObject(login.userInfo) ? login.userInfo : {};
  const username = typeof info.username === "string" ? info.username : "";
  const tenant = chosenTenant(login.tenantList);
  ls.set(ACCESS_TOKEN, login.token, SEVEN_DAYS);
  ls.set(USER_NAME, username, SEVEN_DAYS);
  ls.set(USER_INFO, info, SEVEN_DAYS);
  ls.set(UI_CACHE_DB_DICT_DATA, login.sysAllDictItems ?? {}, SEVEN_DAYS);
  ls.set(TENANT_ID, tenant, SEVEN_DAYS);
  session.set({
    token: login.token,
    username,
    realname: typeof info.realname === "string" ? info.realname : "",
    avatar: typeof info.avatar === "string" ? info.avatar : "",
    info,
    tenantid: tenant,
    welcome: welcome(),
  });
}

/**
 * The `Logout` action: clear the local session first, then tell the server with the old token (the
 * interceptor no longer has it). Answers the server's refusal (`success:false`, or an HTTP 500 the error
 * catalogue leaves to the caller) for the caller to show; the local session has ended either way.
 */
export async function logoutSession(): Promise<string | undefined> {
  const token = session.getSnapshot().token || ls.get<string>(ACCESS_TOKEN) || "";
  clearLocalSession();
  if (!token) return undefined;
  try {
    const answer = await request<JeecgResult<unknown>>({
      url: "/sys/logout",
      method: "post",
      headers: { "X-Access-Token": token, "Content-Type": "application/json;charset=UTF-8" },
    });
    return answer.success === false ? messageOf(answer) || LOGOUT_FAILED : undefined;
  } catch (error) {
    if (!isHttpRequestError(error) || !error.response) return undefined;
    const body: unknown = error.response.data;
    return catalogueShows(error.response.status, body) ? undefined : messageOf(body) || LOGOUT_FAILED;
  }
}

function entries(value: unknown): PermissionEntry[] {
  return Array.isArray(value) ? value.filter((e): e is PermissionEntry => isObject(e)) : [];
}

/**
 * GET /sys/permission/getUserPermissionByToken: stores auth/allAuth in sessionStorage and the menu in the
 * session; an empty menu rejects with the original's text.
 */
export async function loadPermissions(): Promise<PermissionsResult> {
  const answer = await getPlain<unknown>("/sys/permission/getUserPermissionByToken");
  if (!isObject(answer) || answer.success !== true || !isObject(answer.result)) {
    throw new Error(messageOf(answer) || PERMISSIONS_EMPTY);
  }
  const result = answer.result;
  const auth = entries(result.auth);
  const allAuth = entries(result.allAuth);
  writeButtonAuth(USER_AUTH, auth);
  writeButtonAuth(SYS_BUTTON_AUTH, allAuth);
  const menu = Array.isArray(result.menu) ? (result.menu.filter(isObject) as unknown as MenuRoute[]) : [];
  if (menu.length === 0) throw new Error(PERMISSIONS_EMPTY);
  // A first-level menu whose children are all hidden is hidden too (the original's JEECG-63 rule).
  const shaped = menu.map((item) =>
    item.children && !item.children.some((child) => !child.hidden) ? { ...item, hidden: true } : item,
  );
  const sysSafeMode = result.sysSafeMode === true;
  session.set({ permissionList: shaped, sysSafeMode });
  return { menu: shaped, auth, allAuth, sysSafeMode };
}

/** GET /sys/randomImage/{key}: a `data:image/jpg;base64,…` URL; `key` is also the login `checkKey`. */
export async function captchaImage(key: string | number = Date.now()): Promise<string> {
  const answer = await getPlain<string>(`/sys/randomImage/${encodeURIComponent(String(key))}`);
  if (!answer.success || typeof answer.result !== "string")
    throw new Error(answer.message || "验证码获取失败");
  return answer.result;
}

export const authProvider: AuthProvider = {
  /** Resolves `{ success, redirectTo, loginResult }` or `{ success:false, error }` (refine notifies it). */
  async login(params: LoginParams) {
    try {
      const loginResult = await passwordLogin(params);
      return { success: true, redirectTo: safeRedirect(params.redirect) ?? HOME_PATH, loginResult };
    } catch (error) {
      const message = error instanceof Error ? error.message : "登录失败";
      const statusCode = error instanceof LoginError ? error.statusCode : 500;
      const httpError: HttpError = { name: "登录失败", message, statusCode };
      return { success: false, error: httpError };
    }
  },

  /** Always ends the local session; `error` carries the server's refusal for the caller to show. */
  async logout() {
    const failure = await logoutSession();
    return failure
      ? { success: true, redirectTo: LOGIN_PATH, error: { name: "注销失败", message: failure } }
      : { success: true, redirectTo: LOGIN_PATH };
  },

  /** Local only: refine calls it on every navigation. */
  async check(): Promise<CheckResponse> {
    if (ls.get<string>(ACCESS_TOKEN)) return { authenticated: true };
    return { authenticated: false, logout: true, redirectTo: loginRedirectPath() };
  },

  /**
   * A 401 is handled by the HTTP client's error catalogue (message, logout, reload after 1500 ms);
   * logging out here as well would leave the page before the message can be read.
   */
  async onError(_error: unknown): Promise<OnErrorResponse> {
    return {};
  },

  async getIdentity() {
    const info = ls.get<unknown>(USER_INFO);
    if (!isObject(info)) return null;
    const name = info.realname || info.username;
    return { ...info, name: typeof name === "string" ? name : "" };
  },

  getPermissions: () => loadPermissions(),
};

// 401 and an expired token run the full logout, not only the local half.
setLogoutHandler(logoutSession);
