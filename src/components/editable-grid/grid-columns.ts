import { fillTemplate } from "./grid-messages";
import type { GridColumn, GridOption } from "./grid-types";

/**
 * Columns without a width share what the sized ones leave of the grid, so the rows fill it; each takes at
 * least 120 px (many columns then scroll sideways rather than shrink to unreadable slivers), and 120 px
 * when the grid's width is not known.
 */
export const FALLBACK_WIDTH = 120;
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

/** The width a column asks for itself, or undefined when it takes a share of the grid. */
function ownWidth(column: GridColumn, gridWidth: number): number | undefined {
  const { width } = column;
  if (typeof width === "number") return width;
  if (typeof width === "string" && width.endsWith("%"))
    return gridWidth > 0 ? (gridWidth * Number.parseFloat(width)) / 100 : undefined;
  if (typeof width === "string" && Number.isFinite(Number.parseFloat(width))) return Number.parseFloat(width);
  return TYPE_WIDTHS[column.type];
}

/** The pixel width of each visible column inside a grid `gridWidth` pixels wide (0 when unknown). */
export function columnWidths(columns: readonly GridColumn[], gridWidth: number): number[] {
  const min = (column: GridColumn) => TYPE_MIN_WIDTHS[column.type] ?? 0;
  const own = columns.map((column) => {
    const width = ownWidth(column, gridWidth);
    return width === undefined ? undefined : Math.round(Math.max(width, min(column)));
  });
  const sized = own.reduce<number>((sum, w) => sum + (w ?? 0), 0);
  const shared = own.filter((w) => w === undefined).length;
  const left = Math.max(0, gridWidth - sized);
  const share = gridWidth > 0 && shared > 0 ? Math.floor(left / shared) : FALLBACK_WIDTH;
  // The pixels the rounding leaves go to the last sharing column, so the rows end at the grid's edge.
  const lastShared = own.lastIndexOf(undefined);
  return columns.map((column, i) => {
    const w = own[i];
    if (w !== undefined) return w;
    const width = i === lastShared && gridWidth > 0 ? share + (left - share * shared) : share;
    return Math.max(width, FALLBACK_WIDTH, min(column));
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
