/** Tree shapes of sys_permission rows: the editor's full rows and the authorisation tree's TreeModel. */
import { buildTree } from "../tree.ts";
import type { PermissionRecord } from "./permission-store.ts";

/** SysPermissionTree: every field of the row plus `key` and `title`, children nested. */
export function editorTree(rows: readonly PermissionRecord[]) {
  return buildTree(rows, (r) => ({ ...r, key: r.id, title: r.name }));
}

export interface TreeModel {
  key: string;
  title: string | null;
  slotTitle: string | null;
  label: string | null;
  value: string;
  icon: string | null;
  parentId: string | null;
  isLeaf: boolean;
  ruleFlag: number;
}

/** The original's TreeModel: the authorisation drawer's tree (all rows, buttons included). */
export function authorisationTree(rows: readonly PermissionRecord[]) {
  return buildTree(
    rows,
    (r): TreeModel => ({
      key: r.id,
      title: r.name,
      slotTitle: r.name,
      label: r.name,
      value: r.id,
      icon: r.icon,
      parentId: r.parentId,
      isLeaf: r.leaf !== false,
      ruleFlag: Number(r.ruleFlag ?? 0),
    }),
  );
}
