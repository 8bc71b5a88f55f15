/**
 * The layout settings (the original's Vuex `app` module) as a small external store. Each
 * setting is kept in the `pro__` store under the original's key (mutation-types.js), without expiry, so
 * either front end reads what the other wrote; a change applies at once, without a reload.
 */
import { useSyncExternalStore } from "react";
import { ls } from "@/providers/storage";

export type NavTheme = "dark" | "light";
export type LayoutMode = "sidemenu" | "topmenu";
export type ContentWidth = "Fixed" | "Fluid";

export interface AppSettings {
  /** Menu theme. */
  theme: NavTheme;
  /** Primary colour (one of THEME_COLORS). */
  color: string;
  layout: LayoutMode;
  /** Only used by the top-menu layout. */
  contentWidth: ContentWidth;
  fixedHeader: boolean;
  /** Hides the fixed header after 100 px of scrolling. */
  autoHideHeader: boolean;
  fixSiderbar: boolean;
  weak: boolean;
  multipage: boolean;
}

/** The original's storage keys, one per setting. */
export const SETTING_KEYS: Readonly<Record<keyof AppSettings, string>> = {
  theme: "DEFAULT_THEME",
  color: "DEFAULT_COLOR",
  layout: "DEFAULT_LAYOUT_MODE",
  contentWidth: "DEFAULT_CONTENT_WIDTH_TYPE",
  fixedHeader: "DEFAULT_FIXED_HEADER",
  autoHideHeader: "DEFAULT_FIXED_HEADER_HIDDEN",
  fixSiderbar: "DEFAULT_FIXED_SIDEMENU",
  weak: "DEFAULT_COLOR_WEAK",
  multipage: "DEFAULT_MULTI_PAGE",
};

/** Whether the desktop sidebar is open (the original's SIDEBAR_TYPE). */
export const SIDEBAR_TYPE = "SIDEBAR_TYPE";

/** Defaults: #1890FF, light menu, side menu, fixed width, multi-tab on. */
export const DEFAULT_SETTINGS: Readonly<AppSettings> = {
  theme: "light",
  color: "#1890FF",
  layout: "sidemenu",
  contentWidth: "Fixed",
  fixedHeader: false,
  autoHideHeader: false,
  fixSiderbar: false,
  weak: false,
  multipage: true,
};

/** The eight preset colours of the original's settings drawer (settingConfig.js colorList). */
export const THEME_COLORS: readonly { key: string; color: string }[] = [
  { key: "薄暮", color: "#F5222D" },
  { key: "火山", color: "#FA541C" },
  { key: "日暮", color: "#FAAD14" },
  { key: "明青", color: "#13C2C2" },
  { key: "极光绿", color: "#52C41A" },
  { key: "拂晓蓝（默认）", color: "#1890FF" },
  { key: "极客蓝", color: "#2F54EB" },
  { key: "酱紫", color: "#722ED1" },
];

const VALID: { [K in keyof AppSettings]: (value: unknown) => value is AppSettings[K] } = {
  theme: (v): v is NavTheme => v === "dark" || v === "light",
  color: (v): v is string => typeof v === "string" && /^#[0-9a-f]{6}$/i.test(v),
  layout: (v): v is LayoutMode => v === "sidemenu" || v === "topmenu",
  contentWidth: (v): v is ContentWidth => v === "Fixed" || v === "Fluid",
  fixedHeader: (v): v is boolean => typeof v === "boolean",
  autoHideHeader: (v): v is boolean => typeof v === "boolean",
  fixSiderbar: (v): v is boolean => typeof v === "boolean",
  weak: (v): v is boolean => typeof v === "boolean",
  multipage: (v): v is boolean => typeof v === "boolean",
};

function read<K extends keyof AppSettings>(key: K): AppSettings[K] {
  const value = ls.get<unknown>(SETTING_KEYS[key]);
  return VALID[key](value) ? value : DEFAULT_SETTINGS[key];
}

function fromStorage(): AppSettings {
  const out = { ...DEFAULT_SETTINGS };
  for (const key of Object.keys(SETTING_KEYS) as (keyof AppSettings)[]) {
    Object.assign(out, { [key]: read(key) });
  }
  return out;
}

let state: AppSettings = fromStorage();
const listeners = new Set<() => void>();

export const appSettings = {
  getSnapshot(): AppSettings {
    return state;
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  /** Changes one setting, stores it under its key and tells the subscribers. */
  set<K extends keyof AppSettings>(key: K, value: AppSettings[K]): void {
    if (!VALID[key](value) || state[key] === value) return;
    state = { ...state, [key]: value };
    ls.set(SETTING_KEYS[key], value);
    for (const listener of listeners) listener();
  },
  /** Re-reads the stored settings (tests, or another tab changed them). */
  hydrate(): void {
    state = fromStorage();
    for (const listener of listeners) listener();
  },
};

/** `useAppSettings()` for all settings, `useAppSettings(s => s.color)` for one. */
export function useAppSettings(): AppSettings;
export function useAppSettings<T>(selector: (s: AppSettings) => T): T;
export function useAppSettings<T>(selector?: (s: AppSettings) => T): T | AppSettings {
  const snapshot = useSyncExternalStore(
    appSettings.subscribe,
    appSettings.getSnapshot,
    appSettings.getSnapshot,
  );
  return selector ? selector(snapshot) : snapshot;
}
