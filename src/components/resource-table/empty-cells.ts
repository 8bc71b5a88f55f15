import type { ColumnsType } from "antd/es/table";
import type { ReactNode } from "react";
import { EMPTY_MARK, isBlank } from "@/components/crud/columns";

/**
 * Columns whose plain cells show the product's empty mark when the row has no value, so a blank cell
 * never looks like one that failed to load. Columns that render their own content keep it.
 */
export function withEmptyMarks<T>(columns: ColumnsType<T> | undefined): ColumnsType<T> | undefined {
  return columns?.map((column) => {
    if ("children" in column || column.render || !("dataIndex" in column) || column.dataIndex === undefined)
      return column;
    return { ...column, render: (value: unknown) => (isBlank(value) ? EMPTY_MARK : (value as ReactNode)) };
  });
}
