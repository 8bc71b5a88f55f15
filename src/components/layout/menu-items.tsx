import type { MenuProps } from "antd";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { MenuIcon } from "@/components/shell/icons";
import { menuTarget } from "@/components/shell/menu";
import type { MenuNode } from "@/components/shell/menu-types";

type Items = NonNullable<MenuProps["items"]>;

const visibleChildren = (node: MenuNode) => (node.children ?? []).filter((child) => !child.hidden);

function leafLabel(node: MenuNode): ReactNode {
  const title = node.meta?.title ?? "";
  if (node.meta?.internalOrExternal && node.meta.url) {
    return (
      <a href={node.meta.url} target="_blank" rel="noopener noreferrer">
        {title}
      </a>
    );
  }
  const target = menuTarget(node);
  return <Link to={target.kind === "route" ? target.path : node.path}>{title}</Link>;
}

function toItem(node: MenuNode): Items[number] {
  const children = visibleChildren(node);
  const icon = node.meta?.icon ? <MenuIcon name={node.meta.icon} /> : undefined;
  if (children.length > 0) {
    return { key: node.path, icon, label: node.meta?.title ?? "", children: toMenuItems(children) };
  }
  return { key: node.path, icon, label: leafLabel(node) };
}

/** antd Menu items from the server menu: hidden entries left out, external entries open a new tab. */
export function toMenuItems(nodes: readonly MenuNode[]): Items {
  return nodes.filter((node) => !node.hidden).map(toItem);
}

/** Keys of first-level sub-menus: opening one closes the others (the original's accordion). */
export function rootSubmenuKeys(nodes: readonly MenuNode[]): string[] {
  return nodes.filter((node) => !node.hidden && visibleChildren(node).length > 0).map((node) => node.path);
}

export function accordionOpenKeys(previous: string[], next: string[], rootKeys: string[]): string[] {
  const opened = next.find((key) => !previous.includes(key));
  if (!opened || !rootKeys.includes(opened)) return next;
  return [opened];
}
