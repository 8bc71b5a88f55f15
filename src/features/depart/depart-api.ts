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
