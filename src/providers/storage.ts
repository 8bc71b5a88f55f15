/**
 * The original's vue-ls store: `localStorage['pro__' + key] = JSON.stringify({value, expire})`,
 * `expire` = `Date.now() + ms` or null; an expired entry reads as null and is removed. Kept byte-compatible so
 * a session written by either front end is read by the other.
 */

export const NAMESPACE = "pro__";
/** Session and token lifetime: 7 days. */
export const SEVEN_DAYS = 604800000;

export const ACCESS_TOKEN = "Access-Token";
export const USER_NAME = "Login_Username";
export const USER_INFO = "Login_Userinfo";
export const UI_CACHE_DB_DICT_DATA = "UI_CACHE_DB_DICT_DATA";
export const TENANT_ID = "TENANT_ID";
export const CACHE_INCLUDED_ROUTES = "CACHE_INCLUDED_ROUTES";

/** sessionStorage keys of the button permission lists: raw JSON, no prefix, no wrapper. */
export const USER_AUTH = "LOGIN_USER_BUTTON_AUTH";
export const SYS_BUTTON_AUTH = "SYS_BUTTON_AUTH";

interface Entry {
  value: unknown;
  expire: number | null;
}

function isEntry(data: unknown): data is Entry {
  if (typeof data !== "object" || data === null || !("value" in data)) return false;
  const expire = (data as { expire?: unknown }).expire;
  return expire === null || typeof expire === "number";
}

function local(): Storage | undefined {
  try {
    return typeof window === "undefined" ? undefined : window.localStorage;
  } catch {
    // Storage access throws in some privacy modes; behave as an empty store.
    return undefined;
  }
}

function session(): Storage | undefined {
  try {
    return typeof window === "undefined" ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
}

export const ls = {
  /** The value, or `def` when missing, unreadable or expired (then the entry is removed). */
  get<T = unknown>(key: string, def: T | null = null): T | null {
    const raw = local()?.getItem(NAMESPACE + key);
    if (raw === null || raw === undefined) return def;
    let data: unknown;
    try {
      data = JSON.parse(raw);
    } catch {
      return def;
    }
    if (!isEntry(data)) return def;
    if (data.expire === null || data.expire >= Date.now()) return data.value as T;
    ls.remove(key);
    return def;
  },

  /** `expireMs` null keeps the value until removed. */
  set(key: string, value: unknown, expireMs: number | null = null): void {
    const entry: Entry = { value, expire: expireMs === null ? null : Date.now() + expireMs };
    local()?.setItem(NAMESPACE + key, JSON.stringify(entry));
  },

  remove(key: string): void {
    local()?.removeItem(NAMESPACE + key);
  },

  /** Removes only this namespace's keys, as vue-ls does. */
  clear(): void {
    const store = local();
    if (!store) return;
    const keys: string[] = [];
    for (let i = 0; i < store.length; i++) {
      const key = store.key(i);
      if (key?.startsWith(NAMESPACE)) keys.push(key);
    }
    for (const key of keys) store.removeItem(key);
  },
};

/** sessionStorage as the original uses it: `JSON.stringify` of the value under the bare key. */
export const ss = {
  getJson<T = unknown>(key: string, def: T): T {
    const raw = session()?.getItem(key);
    if (raw === null || raw === undefined) return def;
    try {
      return JSON.parse(raw) as T;
    } catch {
      return def;
    }
  },
  setJson(key: string, value: unknown): void {
    session()?.setItem(key, JSON.stringify(value));
  },
  remove(key: string): void {
    session()?.removeItem(key);
  },
};

/** The raw arrays of GET /sys/permission/getUserPermissionByToken (`auth`, `allAuth`). */
export function readButtonAuth(key: typeof USER_AUTH | typeof SYS_BUTTON_AUTH): unknown[] {
  const value = ss.getJson<unknown>(key, []);
  return Array.isArray(value) ? value : [];
}

export function writeButtonAuth(key: typeof USER_AUTH | typeof SYS_BUTTON_AUTH, list: unknown[]): void {
  ss.setJson(key, list);
}
