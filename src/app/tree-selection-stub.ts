/**
 * Stands in, for antd Table's row selection only, for rc-tree's helpers: the list helpers it always uses,
 * and the ones that check a tree of rows as one (`rowSelection.checkStrictly: false`), which no table of
 * this app sets; those fail loudly if ever called. rc-tree's own tree keeps the real ones.
 */
export function arrDel<T>(list: readonly T[] | undefined, value: T): T[] {
  const copy = [...(list ?? [])];
  const at = copy.indexOf(value);
  if (at >= 0) copy.splice(at, 1);
  return copy;
}

export function arrAdd<T>(list: readonly T[] | undefined, value: T): T[] {
  const copy = [...(list ?? [])];
  if (!copy.includes(value)) copy.push(value);
  return copy;
}

const unsupported = (): never => {
  throw new Error("Table rows checked as a tree are left out of the build (vite.config.ts, antdParts)");
};
export const conductCheck = unsupported;
export const convertDataToEntities = unsupported;
