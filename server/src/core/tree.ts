/** Builds a tree from flat rows (menus, departments), keeping the rows' order among siblings. */

export interface TreeSource {
  id: string;
  parentId: string | null;
}

export type WithChildren<N> = N & { children?: WithChildren<N>[] | null };

/**
 * Rows whose parent is empty, or not among the rows, are roots (an orphan stays visible rather than lost).
 * `leafChildren`: what a node without children gets (the original leaves `children` null on leaves).
 */
export function buildTree<R extends TreeSource, N extends object>(
  rows: readonly R[],
  toNode: (row: R) => N,
  leafChildren: null | undefined | [] = null,
): WithChildren<N>[] {
  const ids = new Set(rows.map((r) => r.id));
  const byParent = new Map<string, R[]>();
  const roots: R[] = [];
  for (const r of rows) {
    if (r.parentId && ids.has(r.parentId) && r.parentId !== r.id) {
      const list = byParent.get(r.parentId) ?? [];
      list.push(r);
      byParent.set(r.parentId, list);
    } else roots.push(r);
  }
  const seen = new Set<string>();
  const make = (r: R): WithChildren<N> => {
    seen.add(r.id);
    // A cycle in stored data must not recurse forever.
    const kids = (byParent.get(r.id) ?? []).filter((k) => !seen.has(k.id)).map(make);
    return { ...toNode(r), children: kids.length ? kids : leafChildren } as WithChildren<N>;
  };
  return roots.map(make);
}
