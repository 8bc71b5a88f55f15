import { getAction } from "@/providers/http/client";

export interface DepartTreeNode {
  key: string;
  title: string;
  id: string;
  departName: string;
  orgCode?: string;
  children?: DepartTreeNode[];
}

/** The whole department tree (`/sys/sysDepart/queryTreeList`, login-only picker fields). */
export async function loadDepartTree(): Promise<DepartTreeNode[]> {
  try {
    const answer = await getAction<DepartTreeNode[]>("/sys/sysDepart/queryTreeList");
    return answer.success && Array.isArray(answer.result) ? answer.result : [];
  } catch {
    return [];
  }
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
