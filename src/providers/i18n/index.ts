/**
 * refine I18nProvider: zh-CN first, en-US second. `translate(key, "text")` treats the string as the default
 * text, as refine calls it that way; a missing key answers the default, else the key.
 */
import type { I18nProvider } from "@refinedev/core";
import { ls } from "../storage";
import { enUS } from "./en-us";
import { type MessageTree, zhCN } from "./zh-cn";

export type Locale = "zh-CN" | "en-US";
export const LOCALES: readonly Locale[] = ["zh-CN", "en-US"];
const LOCALE_KEY = "APP_LOCALE";

const bundles: Record<Locale, MessageTree> = { "zh-CN": zhCN, "en-US": enUS };

/** "zh_CN", "zh-cn", "zh" -> "zh-CN"; "en", "en_US" -> "en-US"; anything else -> undefined. */
export function normalizeLocale(value: unknown): Locale | undefined {
  if (typeof value !== "string") return undefined;
  const lower = value.toLowerCase().replace("_", "-");
  if (lower === "zh" || lower.startsWith("zh-")) return "zh-CN";
  if (lower === "en" || lower.startsWith("en-")) return "en-US";
  return undefined;
}

let current: Locale = normalizeLocale(ls.get(LOCALE_KEY)) ?? "zh-CN";
const listeners = new Set<(locale: Locale) => void>();

function lookup(tree: unknown, key: string): string | undefined {
  let node: unknown = tree;
  for (const part of key.split(".")) {
    if (typeof node !== "object" || node === null || !(part in node)) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === "string" ? node : undefined;
}

function interpolate(text: string, vars: Record<string, unknown> | undefined): string {
  if (!vars) return text;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    name in vars && vars[name] !== undefined && vars[name] !== null ? String(vars[name]) : whole,
  );
}

export function translate(key: string, options?: unknown, defaultMessage?: string): string {
  const fallback = typeof options === "string" ? options : defaultMessage;
  const vars =
    typeof options === "object" && options !== null ? (options as Record<string, unknown>) : undefined;
  return interpolate(lookup(bundles[current], key) ?? fallback ?? key, vars);
}

export function getLocale(): Locale {
  return current;
}

/** Switches and remembers the locale; unknown names are ignored. */
export function changeLocale(locale: string): Locale {
  const next = normalizeLocale(locale);
  if (next && next !== current) {
    current = next;
    ls.set(LOCALE_KEY, next);
    for (const listener of listeners) listener(next);
  }
  return current;
}

/** For the app to switch antd/dayjs locales along; returns the unsubscribe. */
export function onLocaleChange(listener: (locale: Locale) => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export const i18nProvider: I18nProvider = { translate, changeLocale, getLocale };

export { enUS } from "./en-us";
export { SYSTEM_NAME, zhCN } from "./zh-cn";
