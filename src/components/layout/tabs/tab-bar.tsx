import {
  ArrowLeftOutlined,
  ArrowRightOutlined,
  CloseOutlined,
  ColumnWidthOutlined,
  ReloadOutlined,
} from "@ant-design/icons";
import { Dropdown, type MenuProps } from "antd";
import { type KeyboardEvent, useEffect, useRef } from "react";
import { isHomeTab, type TabEntry } from "./tab-list";

export type TabAction = "refresh" | "close" | "closeLeft" | "closeRight" | "closeOthers";

const MENU: MenuProps["items"] = [
  { key: "refresh", icon: <ReloadOutlined />, label: "刷新" },
  { key: "close", icon: <CloseOutlined />, label: "关闭" },
  { key: "closeLeft", icon: <ArrowLeftOutlined />, label: "关闭左侧" },
  { key: "closeRight", icon: <ArrowRightOutlined />, label: "关闭右侧" },
  { key: "closeOthers", icon: <ColumnWidthOutlined />, label: "关闭其它" },
];

/**
 * The tab strip: a button per tab, a close button (not on the fixed home tab), a context menu with
 * 刷新 / 关闭 / 关闭左侧 / 关闭右侧 / 关闭其它. Delete closes the focused tab; arrows move along the strip.
 */
export function TabBar({
  tabs,
  activeKey,
  titleOf,
  onSelect,
  onAction,
}: {
  tabs: readonly TabEntry[];
  activeKey: string;
  titleOf: (tab: TabEntry) => string;
  onSelect: (tab: TabEntry) => void;
  onAction: (action: TabAction, tab: TabEntry) => void;
}) {
  const strip = useRef<HTMLElement>(null);

  // The active tab is scrolled into the strip's view (horizontally only: the page keeps its scroll).
  useEffect(() => {
    const nav = strip.current;
    const active = nav?.querySelector<HTMLElement>(`[data-key="${CSS.escape(activeKey)}"]`);
    if (!nav || !active) return;
    const left = active.offsetLeft - (nav.clientWidth - active.offsetWidth) / 2;
    nav.scrollTo({ left: Math.max(0, left) });
  }, [activeKey]);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, tab: TabEntry) => {
    if (event.key === "Delete") {
      event.preventDefault();
      onAction("close", tab);
      return;
    }
    if (event.key !== "ArrowLeft" && event.key !== "ArrowRight") return;
    const buttons = [...(event.currentTarget.closest("nav")?.querySelectorAll("[data-tab]") ?? [])];
    const index = buttons.indexOf(event.currentTarget);
    const next = buttons[index + (event.key === "ArrowLeft" ? -1 : 1)];
    if (next instanceof HTMLElement) next.focus();
  };

  return (
    <nav aria-label="多页签" className="app-tabs" ref={strip}>
      {tabs.map((tab) => {
        const title = titleOf(tab);
        const active = tab.key === activeKey;
        return (
          <Dropdown
            key={tab.key}
            trigger={["contextMenu"]}
            menu={{ items: MENU, onClick: ({ key }) => onAction(key as TabAction, tab) }}
          >
            <div className={active ? "app-tab app-tab-active" : "app-tab"} data-key={tab.key}>
              <button
                type="button"
                data-tab
                className="app-tab-title"
                aria-current={active ? "page" : undefined}
                title={title}
                onClick={() => onSelect(tab)}
                onKeyDown={(event) => onKeyDown(event, tab)}
              >
                {title}
              </button>
              {!isHomeTab(tab.key) && (
                <button
                  type="button"
                  className="app-tab-close"
                  aria-label={`关闭 ${title}`}
                  onClick={() => onAction("close", tab)}
                >
                  <CloseOutlined />
                </button>
              )}
            </div>
          </Dropdown>
        );
      })}
    </nav>
  );
}
