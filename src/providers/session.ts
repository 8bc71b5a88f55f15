/**
 * The session user state (the original's Vuex `user` module) as a tiny external store:
 * `subscribe` + `getSnapshot` for React's `useSyncExternalStore`. Persistent parts live in the `pro__` store;
 * this object is rebuilt from it on load.
 */
import { useSyncExternalStore } from "react";
import {
  ACCESS_TOKEN,
  CACHE_INCLUDED_ROUTES,
  ls,
  SYS_BUTTON_AUTH,
  ss,
  TENANT_ID,
  UI_CACHE_DB_DICT_DATA,
  USER_AUTH,
  USER_INFO,
  USER_NAME,
} from "./storage";

/** The `userInfo` of the login answer; only the fields the app reads are named. */
export interface UserInfo {
  id?: string;
  username?: string;
  realname?: string;
  avatar?: string | null;
  orgCode?: string | null;
  relTenantIds?: string | null;
  [key: string]: unknown;
}

/** A menu node of getUserPermissionByToken. */
export interface MenuRoute {
  id?: string;
  path: string;
  name?: string;
  component?: string | null;
  redirect?: string | null;
  hidden?: boolean;
  alwaysShow?: boolean;
  /** "0": in the menu, not a route. */
  route?: string;
  meta: {
    title: string;
    icon?: string;
    url?: string;
    keepAlive?: boolean;
    internalOrExternal?: boolean;
    componentName?: string;
    hideTab?: boolean;
    /** The page shows no page header (breadcrumbs and title). */
    hiddenHeaderContent?: boolean;
    hideMenu?: boolean;
    permissionList?: unknown[];
  };
  children?: MenuRoute[];
}

export interface SessionState {
  token: string;
  username: string;
  realname: string;
  tenantid: string;
  welcome: string;
  avatar: string;
  /** The menu tree; empty until permissions are loaded (the guard's trigger). */
  permissionList: MenuRoute[];
  info: UserInfo;
  sysSafeMode: boolean;
}

const WELCOMES = ["休息一会儿吧", "准备吃什么呢?", "要不要打一把 DOTA", "我猜你可能累了"];

/** One of the original's welcome lines (its `welcome()`). */
export function welcome(): string {
  return WELCOMES[Math.floor(Math.random() * WELCOMES.length)];
}

const asString = (value: unknown): string =>
  typeof value === "string" ? value : typeof value === "number" ? String(value) : "";

function fromStorage(): SessionState {
  const stored = ls.get<unknown>(USER_INFO);
  const info: UserInfo = typeof stored === "object" && stored !== null ? (stored as UserInfo) : {};
  return {
    token: asString(ls.get(ACCESS_TOKEN)),
    username: asString(ls.get(USER_NAME)) || asString(info.username),
    realname: asString(info.realname),
    tenantid: asString(ls.get(TENANT_ID)),
    welcome: "",
    avatar: asString(info.avatar),
    permissionList: [],
    info,
    sysSafeMode: false,
  };
}

let state: SessionState = fromStorage();
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

export const session = {
  getSnapshot(): SessionState {
    return state;
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  /** Shallow merge; a new snapshot object on every change. */
  set(patch: Partial<SessionState>): void {
    state = { ...state, ...patch };
    emit();
  },
  /** Re-reads the persistent parts (after another tab or a test changed storage); the menu is dropped. */
  hydrate(): void {
    state = fromStorage();
    emit();
  },
};

/** `useSession()` for the whole state, `useSession(s => s.realname)` for a slice (return stable values). */
export function useSession(): SessionState;
export function useSession<T>(selector: (s: SessionState) => T): T;
export function useSession<T>(selector?: (s: SessionState) => T): T | SessionState {
  const snapshot = useSyncExternalStore(session.subscribe, session.getSnapshot, session.getSnapshot);
  return selector ? selector(snapshot) : snapshot;
}

/**
 * The client half of logout (the original's `Logout` action): token, permission list and the stored
 * session items. The button lists in sessionStorage go too, so a next login in this tab starts clean.
 */
export function clearLocalSession(): void {
  for (const key of [
    ACCESS_TOKEN,
    USER_INFO,
    USER_NAME,
    UI_CACHE_DB_DICT_DATA,
    CACHE_INCLUDED_ROUTES,
    TENANT_ID,
  ]) {
    ls.remove(key);
  }
  ss.remove(USER_AUTH);
  ss.remove(SYS_BUTTON_AUTH);
  session.set({
    token: "",
    permissionList: [],
    info: {},
    username: "",
    realname: "",
    avatar: "",
    tenantid: "",
    welcome: "",
    sysSafeMode: false,
  });
}
