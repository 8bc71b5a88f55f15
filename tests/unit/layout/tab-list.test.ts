import type { Location } from "react-router";
import { describe, expect, it } from "vitest";
import {
  closeLeft,
  closeOthers,
  closeRight,
  closeTab,
  HOME_CLOSE_WARNING,
  LAST_CLOSE_WARNING,
  openTab,
  refreshTab,
  type TabEntry,
  tabKey,
} from "@/components/layout/tabs/tab-list";

const at = (path: string): Location => {
  const [pathname, search = ""] = path.split("?");
  return { pathname, search: search ? `?${search}` : "", hash: "", state: null, key: path };
};
const keys = (tabs: readonly TabEntry[]) => tabs.map((tab) => tab.key);

function visit(...paths: string[]): TabEntry[] {
  return paths.reduce<TabEntry[]>((tabs, path) => openTab(tabs, at(path), true), []);
}

describe("tab list", () => {
  it("keeps one tab per full path after the fixed home tab, matching the home path in any case", () => {
    const tabs = visit("/isystem/user", "/isystem/user?status=1", "/isystem/user", "/dashboard/monitor");
    expect(keys(tabs)).toEqual(["/dashboard/Monitor", "/isystem/user", "/isystem/user?status=1"]);
    expect(tabs[0].visited).toBe(true);
    expect(tabKey(at("/DASHBOARD/MONITOR"))).toBe("/dashboard/Monitor");
  });

  it("leaves the home tab unvisited until it is opened, and reuses a tab without a new entry", () => {
    const tabs = visit("/isystem/user");
    expect(tabs[0].visited).toBe(false);
    expect(openTab(tabs, at("/isystem/user"), true)).toBe(tabs);
  });

  it("has only the current page without multi-tab mode", () => {
    const tabs = visit("/isystem/user", "/isystem/role");
    expect(keys(openTab(tabs, at("/isystem/role"), false))).toEqual(["/isystem/role"]);
  });

  it("refuses to close the last tab, then the home tab; closing the active tab activates its neighbour", () => {
    expect(closeTab(visit("/dashboard/Monitor"), "/dashboard/Monitor", "/dashboard/Monitor")).toEqual({
      warning: LAST_CLOSE_WARNING,
    });
    const tabs = visit("/a", "/b", "/c");
    expect(closeTab(tabs, "/dashboard/Monitor", "/b")).toEqual({ warning: HOME_CLOSE_WARNING });
    const middle = closeTab(tabs, "/b", "/b");
    expect(middle).toMatchObject({ active: "/c" });
    const last = closeTab(tabs, "/c", "/c");
    expect(last).toMatchObject({ active: "/b" });
    const other = closeTab(tabs, "/a", "/c");
    expect("tabs" in other && keys(other.tabs)).toEqual(["/dashboard/Monitor", "/b", "/c"]);
  });

  it("closes left, right and others around a tab, keeping the home tab", () => {
    const tabs = visit("/a", "/b", "/c", "/d");
    const left = closeLeft(tabs, "/c", "/a");
    expect(keys(left.tabs)).toEqual(["/dashboard/Monitor", "/c", "/d"]);
    expect(left.active).toBe("/c");
    const right = closeRight(tabs, "/b", "/a");
    expect(keys(right.tabs)).toEqual(["/dashboard/Monitor", "/a", "/b"]);
    expect(right.active).toBe("/a");
    const others = closeOthers(tabs, "/b", "/d");
    expect(keys(others.tabs)).toEqual(["/dashboard/Monitor", "/b"]);
    expect(others.active).toBe("/b");
  });

  it("refresh bumps only that tab's mount key", () => {
    const tabs = refreshTab(visit("/a", "/b"), "/a");
    expect(tabs.map((tab) => tab.refresh)).toEqual([0, 1, 0]);
  });
});
