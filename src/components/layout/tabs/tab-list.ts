/**
 * The multi-tab rules as pure functions: one tab per full path, the fixed home tab
 * first, the closing rules and the context-menu actions.
 */
import type { Location } from "react-router";
import { HOME_TAB_PATH } from "@/components/shell/fixed-routes";

export interface TabEntry {
  /** The full path (the home tab's is always HOME_TAB_PATH). */
  key: string;
  /** The location the tab renders, kept while other tabs are shown. */
  location: Location;
  /** Bumped by 刷新 to remount the page. */
  refresh: number;
  /** Only visited tabs render; the home tab may sit unvisited in the bar. */
  visited: boolean;
}

export const HOME_CLOSE_WARNING = "首页不能关闭!";
export const LAST_CLOSE_WARNING = "这是最后一页，不能再关闭了啦";

export function isHomePath(pathname: string): boolean {
  return pathname.replace(/\/+$/, "").toLowerCase() === HOME_TAB_PATH.toLowerCase();
}

/** The tab of a location: its full path, the home path case-insensitively. */
export function tabKey(location: Pick<Location, "pathname" | "search" | "hash">): string {
  if (isHomePath(location.pathname) && !location.search && !location.hash) return HOME_TAB_PATH;
  return `${location.pathname}${location.search}${location.hash}`;
}

export function isHomeTab(key: string): boolean {
  return key === HOME_TAB_PATH;
}

function homeEntry(): TabEntry {
  return {
    key: HOME_TAB_PATH,
    location: { pathname: HOME_TAB_PATH, search: "", hash: "", state: null, key: "home" },
    refresh: 0,
    visited: false,
  };
}

/**
 * The tab list after navigating to `location`: an existing tab is reused (its page state kept), a new
 * full path appends a tab. Without multi-tab mode only the current page exists. A page without a tab of
 * its own (`withoutTab`) has an entry only while it shows. Returns `tabs` itself when nothing changes.
 */
export function openTab(
  tabs: readonly TabEntry[],
  location: Location,
  multipage: boolean,
  withoutTab: (location: Location) => boolean = () => false,
): TabEntry[] {
  const key = tabKey(location);
  const shown = tabs.filter((tab) => tab.key === key || !withoutTab(tab.location));
  const existing = shown.find((tab) => tab.key === key);
  if (!multipage) {
    if (tabs.length === 1 && existing?.visited) return tabs as TabEntry[];
    return [existing ? { ...existing, visited: true } : { key, location, refresh: 0, visited: true }];
  }
  let next = (shown.length === tabs.length ? tabs : shown) as TabEntry[];
  if (!next.some((tab) => isHomeTab(tab.key))) next = [homeEntry(), ...next];
  if (existing?.visited) return next;
  if (existing || key === HOME_TAB_PATH) {
    return next.map((tab) => (tab.key === key ? { ...tab, location, visited: true } : tab));
  }
  return [...next, { key, location, refresh: 0, visited: true }];
}

export type CloseOutcome = { warning: string } | { tabs: TabEntry[]; active: string };

/** Closing a tab: never the last one, never the home tab; the neighbour becomes active if needed. */
export function closeTab(tabs: readonly TabEntry[], key: string, active: string): CloseOutcome {
  if (tabs.length <= 1) return { warning: LAST_CLOSE_WARNING };
  if (isHomeTab(key)) return { warning: HOME_CLOSE_WARNING };
  const index = tabs.findIndex((tab) => tab.key === key);
  if (index < 0) return { tabs: [...tabs], active };
  const next = tabs.filter((tab) => tab.key !== key);
  if (key !== active) return { tabs: next, active };
  return { tabs: next, active: next[Math.min(index, next.length - 1)].key };
}

/** The tab the user acted on becomes active when the active one was closed. */
function settle(next: TabEntry[], key: string, active: string) {
  return { tabs: next, active: next.some((tab) => tab.key === active) ? active : key };
}

/** Keeps the home tab; the home tab and `key` survive with the tabs on the chosen side. */
export function closeLeft(tabs: readonly TabEntry[], key: string, active: string) {
  const index = tabs.findIndex((tab) => tab.key === key);
  const next = tabs.filter((tab, i) => i >= index || isHomeTab(tab.key));
  return settle(next, key, active);
}

export function closeRight(tabs: readonly TabEntry[], key: string, active: string) {
  const index = tabs.findIndex((tab) => tab.key === key);
  const next = tabs.filter((tab, i) => i <= index || isHomeTab(tab.key));
  return settle(next, key, active);
}

export function closeOthers(tabs: readonly TabEntry[], key: string, active: string) {
  const next = tabs.filter((tab) => tab.key === key || isHomeTab(tab.key));
  return settle(next, key, active);
}

/** 刷新: the page of this tab is mounted again. */
export function refreshTab(tabs: readonly TabEntry[], key: string): TabEntry[] {
  return tabs.map((tab) => (tab.key === key ? { ...tab, refresh: tab.refresh + 1 } : tab));
}

export function tabPath(tab: TabEntry): string {
  return `${tab.location.pathname}${tab.location.search}${tab.location.hash}`;
}
