import type { ResourceProps } from "@refinedev/core";
import type { ReactNode } from "react";
import type { ResourceHead } from "@/components/crud/resource-head";
import { declMeta } from "@/components/crud/resource-meta";
import { isLayoutComponent, routeName } from "@/components/shell/menu";
import type { MenuNode } from "@/components/shell/menu-types";

/**
 * Turns the server menu into refine resources. A view whose component key has a
 * declaration becomes that declared resource (name, api, authPrefix); other nodes become plain entries so
 * labels, icons and parents are known. Declarations missing from the menu are still registered, hidden,
 * so their hooks resolve.
 */
export function menuToResources(
  menu: readonly MenuNode[],
  decls: readonly ResourceHead[],
  icon: (name?: string) => ReactNode,
): ResourceProps[] {
  const byComponent = new Map(decls.map((decl) => [decl.component, decl]));
  const out: ResourceProps[] = [];
  const used = new Set<string>();

  const visit = (nodes: readonly MenuNode[], parent?: string) => {
    for (const node of nodes) {
      const decl = node.component ? byComponent.get(node.component) : undefined;
      const identifier = decl && !used.has(decl.name) ? decl.name : (node.id ?? routeName(node));
      if (used.has(identifier)) continue;
      used.add(identifier);
      const container = isLayoutComponent(node.component) && !node.component?.includes("Iframe");
      out.push({
        name: decl?.name ?? identifier,
        identifier,
        ...(container || node.route === "0" ? {} : { list: node.path }),
        meta: {
          ...(decl ? declMeta(decl) : {}),
          label: node.meta?.title ?? decl?.title ?? identifier,
          icon: icon(node.meta?.icon),
          parent,
          hide: node.hidden === true,
          component: node.component ?? undefined,
        },
      });
      visit(node.children ?? [], identifier);
    }
  };
  visit(menu);

  for (const decl of decls) {
    if (used.has(decl.name)) continue;
    out.push({ name: decl.name, identifier: decl.name, meta: { ...declMeta(decl), hide: true } });
  }
  return out;
}
