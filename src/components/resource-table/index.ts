export { eqFilters, type FixedFilter, ResourceTable, type ResourceTableProps } from "./resource-table";
export { useKeptTableProps } from "./use-kept-table-props";
