/**
 * The authorisation tree's check state as one set of granted ids. antd's own conduction cannot show a menu
 * granted without its buttons (it would check them all), so the tree runs with checkStrictly and the
 * check/half-check marks are derived here.
 */

export interface PermissionNode {
  key: string;
  title: string | null;
  parentId?: string | null;
  isLeaf?: boolean;
  children?: PermissionNode[];
}

export interface TreeIndex {
  parent: Map<string, string>;
  children: Map<string, string[]>;
  titles: Map<string, string>;
  keys: string[];
}

export function indexTree(nodes: readonly PermissionNode[]): TreeIndex {
  const index: TreeIndex = { parent: new Map(), children: new Map(), titles: new Map(), keys: [] };
  const visit = (list: readonly PermissionNode[], parent?: string) => {
    for (const node of list) {
      index.keys.push(node.key);
      index.titles.set(node.key, node.title ?? "");
      if (parent) index.parent.set(node.key, parent);
      const kids = node.children ?? [];
      index.children.set(
        node.key,
        kids.map((kid) => kid.key),
      );
      visit(kids, node.key);
    }
  };
  visit(nodes);
  return index;
}

function descendants(index: TreeIndex, key: string): string[] {
  const out: string[] = [];
  const stack = [...(index.children.get(key) ?? [])];
  while (stack.length) {
    const next = stack.pop() as string;
    out.push(next);
    stack.push(...(index.children.get(next) ?? []));
  }
  return out;
}

function ancestors(index: TreeIndex, key: string): string[] {
  const out: string[] = [];
  for (let up = index.parent.get(key); up; up = index.parent.get(up)) out.push(up);
  return out;
}

/**
 * Checking a node grants it, its subtree and its ancestors (a button is useless without its menu);
 * unchecking revokes it and its subtree, and leaves the ancestors.
 */
export function toggleKey(index: TreeIndex, granted: ReadonlySet<string>, key: string, checked: boolean) {
  const next = new Set(granted);
  const subtree = [key, ...descendants(index, key)];
  if (checked) for (const id of [...subtree, ...ancestors(index, key)]) next.add(id);
  else for (const id of subtree) next.delete(id);
  return next;
}

/** A granted node whose subtree is only partly granted shows half-checked, as does an ungranted parent of grants. */
export function displayChecks(index: TreeIndex, granted: ReadonlySet<string>) {
  const checked: string[] = [];
  const halfChecked: string[] = [];
  for (const key of index.keys) {
    const below = descendants(index, key);
    const all = below.every((id) => granted.has(id));
    const some = below.some((id) => granted.has(id));
    if (granted.has(key) && all) checked.push(key);
    else if (granted.has(key) || some) halfChecked.push(key);
  }
  return { checked, halfChecked };
}

export interface SavePayload {
  roleId: string;
  permissionIds: string;
  lastpermissionIds: string;
}

/**
 * The body of saveRolePermission: the grants now and the grants the editor started from, comma-joined as
 * the original sends them; the server revokes only what was in `last` and is no longer wanted.
 */
export function savePayload(
  roleId: string,
  granted: ReadonlySet<string>,
  initial: ReadonlySet<string>,
): SavePayload {
  return {
    roleId,
    permissionIds: [...granted].join(","),
    lastpermissionIds: [...initial].join(","),
  };
}

/** Keys whose title contains the text, with their ancestors (to expand to them). */
export function matchingKeys(index: TreeIndex, text: string): string[] {
  const needle = text.trim();
  if (!needle) return [];
  const out = new Set<string>();
  for (const key of index.keys) {
    if (!(index.titles.get(key) ?? "").includes(needle)) continue;
    out.add(key);
    for (const up of ancestors(index, key)) out.add(up);
  }
  return [...out];
}

/** Parents only: expanding a leaf does nothing. */
export function parentKeys(index: TreeIndex): string[] {
  return index.keys.filter((key) => (index.children.get(key) ?? []).length > 0);
}
