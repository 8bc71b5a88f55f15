export { buildTree, readLevel, type TreeRow, treeOfFound, UNKNOWN_ANSWER } from "./tree-rows";
export type { TreeSearchOptions } from "./tree-search";
export { TreeTable, type TreeTableProps } from "./tree-table";
