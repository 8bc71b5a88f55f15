import { useList } from "@refinedev/core";
import { errorNotice } from "@/components/crud/notices";
import { useLastLoaded } from "@/components/resource-table/use-last-loaded";

export interface DepartTreeNode {
  key: string;
  title: string;
  id: string;
  departName: string;
  orgCode?: string;
  children?: DepartTreeNode[];
}

/** The refine resource of departments: a change made in 部门管理 reloads every department tree. */
export const DEPART_RESOURCE = "sys-depart";

const NO_NODES: never[] = [];

/**
 * The department tree (`queryTreeList`, login-only picker fields), or with a keyword the matching
 * departments flat (`searchBy`), through refine. A failed load keeps the nodes shown before; `loaded`
 * stays false until the first answer.
 */
export function useDepartNodes<T extends object = DepartTreeNode>({
  keyWord = "",
  enabled = true,
}: {
  keyWord?: string;
  enabled?: boolean;
} = {}): { nodes: T[]; loaded: boolean; loading: boolean } {
  const { result, query } = useList<T>({
    resource: DEPART_RESOURCE,
    meta: { api: { list: keyWord ? "/sys/sysDepart/searchBy" : "/sys/sysDepart/queryTreeList" } },
    filters: keyWord ? [{ field: "keyWord", operator: "eq", value: keyWord }] : [],
    pagination: { mode: "off" },
    queryOptions: { enabled },
    errorNotification: errorNotice,
  });
  const nodes = useLastLoaded(query.isSuccess ? result.data : undefined);
  return {
    nodes: nodes ?? NO_NODES,
    loaded: nodes !== undefined || query.isError,
    loading: query.isFetching,
  };
}

/** Nodes whose title contains the keyword, with their ancestors (so the match stays in its place). */
export function filterTree(nodes: DepartTreeNode[], keyword: string): DepartTreeNode[] {
  if (keyword === "") return nodes;
  return nodes.flatMap((n) => {
    const children = filterTree(n.children ?? [], keyword);
    if (n.title.includes(keyword) || children.length > 0) return [{ ...n, children }];
    return [];
  });
}

export function flattenTree(nodes: DepartTreeNode[]): DepartTreeNode[] {
  return nodes.flatMap((n) => [n, ...flattenTree(n.children ?? [])]);
}
