import { deleteAction, getAction, postAction, putAction } from "@/providers/http/client";

/** A node of /sys/sysDepart/queryTreeList: the department row plus key/title. */
export interface DepartNode {
  key: string;
  title: string;
  id: string;
  parentId?: string | null;
  departName: string;
  orgCode?: string;
  orgCategory?: string | null;
  departOrder?: number | null;
  mobile?: string | null;
  fax?: string | null;
  address?: string | null;
  memo?: string | null;
  children?: DepartNode[] | null;
}

export type DepartValues = Pick<
  DepartNode,
  "departName" | "orgCategory" | "departOrder" | "mobile" | "fax" | "address" | "memo"
>;

export async function loadDepartTree(): Promise<DepartNode[]> {
  const answer = await getAction<DepartNode[]>("/sys/sysDepart/queryTreeList");
  return answer.success && Array.isArray(answer.result) ? answer.result : [];
}

/** searchBy answers the matches flat; an empty answer is "未查询匹配数据！". */
export async function searchDeparts(keyWord: string): Promise<DepartNode[]> {
  const answer = await getAction<DepartNode[]>("/sys/sysDepart/searchBy", { keyWord });
  return answer.success && Array.isArray(answer.result) ? answer.result : [];
}

export const addDepart = (parentId: string | undefined, values: DepartValues) =>
  postAction("/sys/sysDepart/add", { ...values, parentId: parentId ?? "" });
export const editDepart = (id: string, values: DepartValues) =>
  putAction("/sys/sysDepart/edit", { ...values, id });
export const deleteDepart = (id: string) => deleteAction("/sys/sysDepart/delete", { id });
