import { fillTemplate } from "./grid-messages";
import type { GridColumn, GridOption } from "./grid-types";

/**
 * Column widths when none is given: a share of about 92 % of the grid, at least 120 px (many columns then
 * scroll sideways rather than shrink to unreadable slivers), 120 px when the grid's width is not known.
 */
export const FALLBACK_WIDTH = 120;
export const SHARE = 0.92;
const TYPE_WIDTHS: Partial<Record<GridColumn["type"], number>> = {
  datetime: 200,
  sel_user: 220,
  sel_depart: 160,
};
/** The original's minimums, which win over its widths (the department picker's 160 px becomes 190 px). */
const TYPE_MIN_WIDTHS: Partial<Record<GridColumn["type"], number>> = {
  datetime: 190,
  sel_user: 190,
  sel_depart: 190,
  date: 135,
};
export const SELECTION_WIDTH = 48;
export const DRAG_WIDTH = 36;

export const visibleColumns = (columns: readonly GridColumn[]) => columns.filter((c) => c.type !== "hidden");

/** The pixel width of each visible column inside a grid `gridWidth` pixels wide (0 when unknown). */
export function columnWidths(columns: readonly GridColumn[], gridWidth: number): number[] {
  const share = gridWidth > 0 && columns.length > 0 ? (gridWidth * SHARE) / columns.length : FALLBACK_WIDTH;
  return columns.map((column) => {
    const min = TYPE_MIN_WIDTHS[column.type] ?? 0;
    const { width } = column;
    let base: number;
    if (typeof width === "number") base = width;
    else if (typeof width === "string" && width.endsWith("%") && gridWidth > 0)
      base = (gridWidth * Number.parseFloat(width)) / 100;
    else if (typeof width === "string" && Number.isFinite(Number.parseFloat(width)))
      base = Number.parseFloat(width);
    else base = TYPE_WIDTHS[column.type] ?? Math.max(share, FALLBACK_WIDTH);
    return Math.round(Math.max(base, min));
  });
}

const SELECT_TYPES = new Set<GridColumn["type"]>([
  "select",
  "list_multi",
  "sel_search",
  "sel_search_async",
  "sel_depart",
  "sel_user",
  "date",
  "datetime",
  "time",
  "radio",
  "popup",
]);

/** The editor's placeholder: the column's own (with ${title}, ${key}, ${defaultValue}) or 请输入/请选择 + title. */
export function placeholderOf(column: GridColumn): string {
  if (column.placeholder) return fillTemplate(column.placeholder, column);
  return `${SELECT_TYPES.has(column.type) ? "请选择" : "请输入"}${column.title}`;
}

export const optionLabel = (option: GridOption) =>
  option.text ?? option.title ?? option.label ?? String(option.value);

/** The text of stored option value(s) (several joined by ','). */
export function optionsText(options: readonly GridOption[], value: unknown): string {
  if (value === undefined || value === null || value === "") return "";
  const values = Array.isArray(value) ? value.map(String) : String(value).split(",");
  return values
    .map((v) => {
      const found = options.find((o) => String(o.value) === v);
      return found ? optionLabel(found) : v;
    })
    .join(",");
}
