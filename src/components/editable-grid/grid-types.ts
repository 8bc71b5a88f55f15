import type { ReactNode } from "react";

/** Every cell type of the original's JEditableTable, plus JVxe's `tags`. */
export const CELL_TYPES = [
  "normal",
  "input",
  "inputNumber",
  "checkbox",
  "checkbox_meta",
  "select",
  "list_multi",
  "sel_search",
  "sel_search_async",
  "sel_depart",
  "sel_user",
  "date",
  "datetime",
  "time",
  "input_pop",
  "textarea",
  "upload",
  "file",
  "image",
  "popup",
  "radio",
  "slot",
  "hidden",
  "tags",
] as const;

export type CellType = (typeof CELL_TYPES)[number];

/** A grid row: its id and one value per column key. */
export type GridRow = { id: string } & Record<string, unknown>;

export interface GridOption {
  value: string | number;
  /** the original accepts text, title or label */
  text?: string;
  title?: string;
  label?: string;
  disabled?: boolean;
}

/** What a custom rule's handler sees. */
export interface CellCheck {
  value: unknown;
  row: GridRow;
  rowIndex: number;
  column: GridColumn;
}

/** Answer `callback(true)` to pass, `callback(false, message)` to fail; may answer later. */
export type RuleHandler = (cell: CellCheck, callback: (passed: boolean, message?: string) => void) => void;

export interface ValidateRule {
  required?: boolean;
  /** `unique: true` and `pattern: "only"` are the same rule */
  unique?: boolean;
  /** a named shortcut (n6-16, *6-16, s6-18, url, e, m, p, s, n, z, *, money, only) or a regular expression */
  pattern?: string | RegExp;
  handler?: RuleHandler;
  /** may contain ${title}, ${key} and ${defaultValue} */
  message?: string;
}

/** The context a `slot` column's renderer receives. */
export interface SlotContext {
  row: GridRow;
  rowIndex: number;
  column: GridColumn;
  value: unknown;
  setValue: (value: unknown) => void;
}

/** One column, as the original's column definition names its parts. */
export interface GridColumn {
  key: string;
  title: string;
  type: CellType;
  width?: number | string;
  /** may contain ${title}, ${key} and ${defaultValue} */
  placeholder?: string;
  defaultValue?: unknown;
  options?: GridOption[];
  dictCode?: string;
  validateRules?: ValidateRule[];
  disabled?: boolean;
  /** passed on to the editor */
  props?: Record<string, unknown>;
  /** checkbox: the stored values when checked and when not (default true and false) */
  customValue?: [unknown, unknown];
  defaultChecked?: boolean;
  /** the statistics row sums this column */
  statistics?: boolean;
  /** upload: the server's folder and the answer field holding the stored path */
  data?: Record<string, string>;
  responseName?: string;
  /** upload/file/image: keep only the last N files (0 = unlimited) */
  number?: number;
  /** popup: report code, its fields and the row keys receiving them */
  popupCode?: string;
  field?: string;
  orgFields?: string;
  destFields?: string;
  /** slot: the name of a renderer in the grid's `slots` */
  slot?: string;
  /** sel_user / sel_depart / list_multi: several values */
  multi?: boolean;
}

export type SlotRenderer = (ctx: SlotContext) => ReactNode;
