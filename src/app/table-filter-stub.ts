/**
 * Stands in for antd Table's column filter menu (it brings rc-tree, checkboxes, radios and a dropdown with
 * it): no list of this app declares column filters (`filters`, `filterDropdown`); lists filter through their
 * search panels. A column that declares one fails loudly instead of showing no menu.
 */
interface FilterItem {
  value: unknown;
  children?: FilterItem[];
}

export function flattenKeys(filters?: FilterItem[]): unknown[] {
  return (filters ?? []).flatMap((item) => [item.value, ...flattenKeys(item.children)]);
}

export default function FilterDropdown(): never {
  throw new Error("Table column filters are left out of the build (vite.config.ts, antdParts)");
}
