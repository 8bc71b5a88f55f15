import type { ReactNode } from "react";
import { DictTag } from "@/components/dict";
import { FileLinks, ImageThumbs } from "@/components/upload";
import { optionsText } from "./grid-columns";
import type { GridColumn } from "./grid-types";
import { LightCheckbox } from "./light-checkbox";

export const checkedOf = (column: GridColumn, value: unknown) => {
  const [on] = column.customValue ?? [true, false];
  return value === on;
};
export const checkValue = (column: GridColumn, checked: boolean) => {
  const [on, off] = column.customValue ?? [true, false];
  return checked ? on : off;
};

const plain = (value: unknown): string => {
  if (value === undefined || value === null) return "";
  if (Array.isArray(value)) return value.join(",");
  return String(value);
};

/** Types whose read-only cell already is the control (a click changes the value, no edit state). */
export const DIRECT_TYPES = new Set<GridColumn["type"]>(["checkbox", "checkbox_meta"]);

/**
 * The read-only cell as plain text, for the types that show nothing else; undefined for those that draw
 * a control, links, thumbnails or a dictionary tag (CellView draws those).
 */
export function cellText(column: GridColumn, value: unknown): string | undefined {
  switch (column.type) {
    case "checkbox":
    case "checkbox_meta":
    case "upload":
    case "file":
    case "image":
      return undefined;
    case "select":
    case "list_multi":
    case "sel_search":
    case "sel_search_async":
    case "radio":
      if (column.options) return optionsText(column.options, value);
      if (column.dictCode && plain(value) !== "") return undefined;
      return plain(value);
    default:
      return plain(value);
  }
}

/** The read-only text of a cell, by type; cheap, since every visible cell but the edited one shows this. */
export function CellView({
  column,
  value,
  disabled,
  onToggle,
}: {
  column: GridColumn;
  value: unknown;
  disabled: boolean;
  onToggle: (checked: boolean) => void;
}): ReactNode {
  const text = cellText(column, value);
  if (text !== undefined) return text;
  switch (column.type) {
    case "checkbox":
      return (
        <LightCheckbox
          checked={checkedOf(column, value)}
          disabled={disabled}
          aria-label={column.title}
          onChange={onToggle}
        />
      );
    case "checkbox_meta":
      return (
        <input
          type="checkbox"
          className="eg-native-check"
          checked={checkedOf(column, value)}
          disabled={disabled}
          aria-label={column.title}
          onChange={(e) => onToggle(e.target.checked)}
        />
      );
    case "upload":
    case "file":
      return <FileLinks value={value} />;
    case "image":
      return <ImageThumbs value={value} max={2} alt={column.title} />;
    default:
      // cellText leaves only a dictionary column's value without text of its own.
      return <DictTag dictCode={column.dictCode ?? ""} value={value} plain />;
  }
}
