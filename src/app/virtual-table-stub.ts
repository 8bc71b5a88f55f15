/**
 * Stands in for antd Table's virtual body and rc-table's (a grid on a virtual list): no table of this app
 * sets `virtual`; the editable grid virtualises its rows itself.
 */
export default function VirtualTable(): never {
  throw new Error("The virtual Table is left out of the build (vite.config.ts, antdParts)");
}

export function genVirtualTable(): typeof VirtualTable {
  return VirtualTable;
}
