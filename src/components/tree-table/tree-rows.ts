/**
 * Pure helpers of the tree table: reading a level from the server's answer, building the shown tree from
 * the loaded levels, and the ancestors a search result needs.
 */

export type TreeRow = Record<string, unknown>;

/** What the table shows when an answer holds neither a list nor a page of records. */
export const UNKNOWN_ANSWER = "返回数据类型不识别";

export interface TreeLevel {
  rows: TreeRow[];
  /** the page's total when the answer was a page */
  total?: number;
}

/** The rows of one level: `result` as a list, or a page whose `records` is a list; undefined otherwise. */
export function readLevel(body: unknown): TreeLevel | undefined {
  const result =
    typeof body === "object" && body !== null ? (body as { result?: unknown }).result : undefined;
  if (Array.isArray(result)) return { rows: result as TreeRow[] };
  if (typeof result === "object" && result !== null) {
    const { records, total } = result as { records?: unknown; total?: unknown };
    if (Array.isArray(records)) {
      return { rows: records as TreeRow[], ...(typeof total === "number" ? { total } : {}) };
    }
  }
  return undefined;
}

export interface TreeShape {
  rowKey: string;
  /** whether a row has children still to load */
  hasChildren: (row: TreeRow) => boolean;
}

export const keyOf = (row: TreeRow, rowKey: string) => String(row[rowKey] ?? "");

/**
 * The tree shown: each row that has children carries the loaded ones, or an empty list (which keeps its
 * expand button) until they are loaded.
 */
export function buildTree(
  rows: readonly TreeRow[],
  children: ReadonlyMap<string, readonly TreeRow[]>,
  shape: TreeShape,
  depth = 0,
): TreeRow[] {
  return rows.map((row) => {
    const key = keyOf(row, shape.rowKey);
    const loaded = children.get(key);
    // A cycle in bad data must not recurse forever.
    if (loaded && depth < 50) return { ...row, children: buildTree(loaded, children, shape, depth + 1) };
    return shape.hasChildren(row) ? { ...row, children: [] } : { ...row, children: undefined };
  });
}

/** Parent ids a set of found rows still lacks to reach the top (the top value and known rows excluded). */
export function missingParents(
  rows: readonly TreeRow[],
  parentField: string,
  rowKey: string,
  topValue: string,
): string[] {
  const known = new Set(rows.map((r) => keyOf(r, rowKey)));
  const wanted = new Set<string>();
  for (const row of rows) {
    const parent = row[parentField];
    if (parent === undefined || parent === null || parent === "") continue;
    const id = String(parent);
    if (id !== topValue && !known.has(id)) wanted.add(id);
  }
  return [...wanted];
}

/**
 * Found rows and their ancestors as one tree, every level expanded: the tops are rows whose parent is the
 * top value or was not found. Children are in the order the rows came.
 */
export function treeOfFound(
  rows: readonly TreeRow[],
  parentField: string,
  rowKey: string,
  topValue: string,
): { tree: TreeRow[]; keys: string[] } {
  const byKey = new Map(rows.map((r) => [keyOf(r, rowKey), r]));
  const kids = new Map<string, TreeRow[]>();
  const tops: TreeRow[] = [];
  for (const row of byKey.values()) {
    const parent = row[parentField];
    const id = parent === undefined || parent === null ? "" : String(parent);
    if (id === "" || id === topValue || !byKey.has(id)) tops.push(row);
    else kids.set(id, [...(kids.get(id) ?? []), row]);
  }
  const keys: string[] = [];
  const attach = (level: readonly TreeRow[], depth: number): TreeRow[] =>
    level.map((row) => {
      const key = keyOf(row, rowKey);
      const below = kids.get(key);
      if (!below || depth > 50) return { ...row, children: undefined };
      keys.push(key);
      return { ...row, children: attach(below, depth + 1) };
    });
  return { tree: attach(tops, 0), keys };
}
