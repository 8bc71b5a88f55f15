import { App } from "antd";
import { useCallback, useRef, useState } from "react";
import { type Location, useNavigate } from "react-router";
import type { TabAction } from "./tab-bar";
import {
  closeLeft,
  closeOthers,
  closeRight,
  closeTab,
  openTab,
  refreshTab,
  type TabEntry,
  tabKey,
  tabPath,
} from "./tab-list";

/**
 * The open tabs and their actions. The current location always has a tab (unless it only redirects); a
 * closed or replaced active tab hands over to its neighbour by navigating there.
 */
export function useTabs(
  location: Location,
  redirecting: boolean,
  multipage: boolean,
  withoutTab?: (location: Location) => boolean,
) {
  const navigate = useNavigate();
  const { message } = App.useApp();
  const [tabs, setTabs] = useState<TabEntry[]>([]);
  const activeKey = tabKey(location);

  // The active tab just closed: the router may render its URL once more before moving on (transitions).
  const closing = useRef<string | null>(null);
  if (closing.current !== activeKey) closing.current = null;

  // Derived during render (no effect): the new tab exists in the same paint as the new URL.
  const next = redirecting || closing.current ? tabs : openTab(tabs, location, multipage, withoutTab);
  if (next !== tabs) setTabs(next);

  const go = useCallback(
    (list: readonly TabEntry[], key: string) => {
      const target = list.find((tab) => tab.key === key);
      if (!target || key === activeKey) return;
      if (!list.some((tab) => tab.key === activeKey)) closing.current = activeKey;
      navigate(tabPath(target));
    },
    [activeKey, navigate],
  );

  const act = useCallback(
    (action: TabAction, tab: TabEntry) => {
      if (action === "refresh") {
        setTabs((list) => refreshTab(list, tab.key));
        if (tab.key !== activeKey) go(next, tab.key);
        return;
      }
      if (action === "close") {
        const outcome = closeTab(next, tab.key, activeKey);
        if ("warning" in outcome) {
          message.warning(outcome.warning);
          return;
        }
        setTabs(outcome.tabs);
        go(outcome.tabs, outcome.active);
        return;
      }
      const run = { closeLeft, closeRight, closeOthers }[action];
      const outcome = run(next, tab.key, activeKey);
      setTabs(outcome.tabs);
      go(outcome.tabs, outcome.active);
    },
    [activeKey, go, message, next],
  );

  return { tabs: next, activeKey, act, select: (tab: TabEntry) => go(next, tab.key) };
}
