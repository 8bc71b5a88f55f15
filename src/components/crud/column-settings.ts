import type { ColumnSetting } from "../../../shared/column-settings";

/** What column settings need of a table column: its key. */
export interface KeyedColumn {
  key?: unknown;
}

const keyOf = (column: KeyedColumn) => String(column.key ?? "");

/**
 * A list's declared columns as settings: each shown, in declared order. The first column names the row and
 * stays first and shown whatever the settings say.
 */
export function declaredSettings(columns: readonly KeyedColumn[]): ColumnSetting[] {
  return columns.map((column) => ({ key: keyOf(column), visible: true }));
}

/**
 * Saved settings completed against the columns declared now: a saved column that no longer exists is
 * dropped, a column declared since the save is shown at its declared place (after the column declared just
 * before it), and the first declared column comes first and shown.
 */
export function completeSettings(
  columns: readonly KeyedColumn[],
  saved: readonly ColumnSetting[] | null | undefined,
): ColumnSetting[] {
  const declared = declaredSettings(columns);
  if (!saved || saved.length === 0 || declared.length === 0) return declared;
  const known = new Set(declared.map((column) => column.key));
  const result = saved.filter((column) => known.has(column.key)).map((column) => ({ ...column }));
  const placed = new Set(result.map((column) => column.key));
  declared.forEach((column, index) => {
    if (placed.has(column.key)) return;
    const before = declared
      .slice(0, index)
      .reverse()
      .find((earlier) => placed.has(earlier.key));
    const at = before ? result.findIndex((kept) => kept.key === before.key) + 1 : 0;
    result.splice(at, 0, column);
    placed.add(column.key);
  });
  const first = declared[0].key;
  return [{ key: first, visible: true }, ...result.filter((column) => column.key !== first)];
}

/** The columns in the settings' order, without the hidden ones (see completeSettings). */
export function applyColumnSettings<C extends KeyedColumn>(
  columns: readonly C[],
  saved: readonly ColumnSetting[] | null | undefined,
): C[] {
  if (!saved || saved.length === 0) return [...columns];
  const byKey = new Map(columns.map((column) => [keyOf(column), column]));
  return completeSettings(columns, saved).flatMap((setting) => {
    const column = byKey.get(setting.key);
    return column && setting.visible ? [column] : [];
  });
}

/** Do two settings show the same columns in the same order? */
export function sameSettings(a: readonly ColumnSetting[], b: readonly ColumnSetting[]): boolean {
  return (
    a.length === b.length &&
    a.every((column, i) => column.key === b[i].key && column.visible === b[i].visible)
  );
}
