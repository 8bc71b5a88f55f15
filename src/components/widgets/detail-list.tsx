import { Descriptions } from "antd";
import type { ReactNode } from "react";

export const DEFAULT_DETAIL_COLUMNS = 3;
export const MAX_DETAIL_COLUMNS = 4;

/** Columns of a detail list: default 3, at most 4, at least 1. */
export function detailColumns(col?: number): number {
  if (col === undefined || !Number.isFinite(col)) return DEFAULT_DETAIL_COLUMNS;
  return Math.min(MAX_DETAIL_COLUMNS, Math.max(1, Math.floor(col)));
}

export interface DetailItem {
  label: ReactNode;
  value: ReactNode;
  /** columns this item spans */
  span?: number;
}

/** The detail list: label/value pairs in 3 columns by default, never more than 4. */
export function DetailList({
  title,
  items,
  col,
  bordered,
}: {
  title?: ReactNode;
  items: readonly DetailItem[];
  col?: number;
  bordered?: boolean;
}) {
  const column = detailColumns(col);
  return (
    <Descriptions
      title={title}
      bordered={bordered}
      size="small"
      column={{ xs: 1, sm: Math.min(2, column), md: column }}
      items={items.map((item, index) => ({
        key: index,
        label: item.label,
        children: item.value,
        span: item.span,
      }))}
    />
  );
}
