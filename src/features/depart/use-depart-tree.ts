import { DEPART_RESOURCE, useDepartNodes } from "@/components/pickers/depart-tree";
import type { DepartNode } from "./depart-api";

export { DEPART_RESOURCE };

export const DEPART_API = {
  add: "/sys/sysDepart/add",
  edit: "/sys/sysDepart/edit",
  delete: "/sys/sysDepart/delete",
};

/** The department tree of the system screens, or with a keyword the matching departments flat. */
export function useDepartTree(keyWord = ""): { nodes: DepartNode[]; loading: boolean } {
  const { nodes, loading } = useDepartNodes<DepartNode>({ keyWord });
  return { nodes, loading };
}
