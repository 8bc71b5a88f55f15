import { useList } from "@refinedev/core";
import { errorNotice } from "@/components/crud/notices";
import { useLastLoaded } from "@/components/resource-table/use-last-loaded";
import type { DepartNode } from "./depart-api";

/** The refine resource of departments: a change made in 部门管理 reloads every department tree. */
export const DEPART_RESOURCE = "sys-depart";

export const DEPART_API = {
  add: "/sys/sysDepart/add",
  edit: "/sys/sysDepart/edit",
  delete: "/sys/sysDepart/delete",
};

/**
 * The department tree (`queryTreeList`), or with a keyword the matching departments flat (`searchBy`).
 * A failed load keeps the nodes shown before.
 */
export function useDepartTree(keyWord = ""): { nodes: DepartNode[]; loading: boolean } {
  const { result, query } = useList<DepartNode>({
    resource: DEPART_RESOURCE,
    meta: { api: { list: keyWord ? "/sys/sysDepart/searchBy" : "/sys/sysDepart/queryTreeList" } },
    filters: keyWord ? [{ field: "keyWord", operator: "eq", value: keyWord }] : [],
    pagination: { mode: "off" },
    errorNotification: errorNotice,
  });
  const nodes = useLastLoaded(query.isSuccess ? result.data : undefined);
  return { nodes: nodes ?? [], loading: query.isFetching };
}
