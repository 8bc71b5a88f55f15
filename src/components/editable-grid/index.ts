/** The editable grid (the original's JEditableTable / JVxeTable) and its pure parts. */
export { ADD_SETTINGS_KEY, type AddSettings, readAddSettings } from "./add-settings";
export {
  COLUMN_VIRTUAL_THRESHOLD,
  EditableGrid,
  type EditableGridHandle,
  type EditableGridProps,
  HEADER_HEIGHT,
} from "./editable-grid";
export { filterNumberInput, filterTags, numberOnBlur } from "./grid-filters";
export { applyLiveRow, liveValues } from "./grid-live";
export { deleteConfirmText, MAX_HEIGHT, ROW_HEIGHT, TOO_FAST } from "./grid-messages";
export { NAMED_PATTERNS } from "./grid-patterns";
export { DEFAULT_ORDER_KEY, moveRow, outputRows } from "./grid-rows";
export { checkCell, checkRows, type GridErrors } from "./grid-rules";
export {
  FormValidationError,
  GridValidationError,
  type TabGrid,
  TabsValidationError,
  validateFormAndGrids,
  validateGrids,
} from "./grid-tabs";
export { toolbarButtons } from "./grid-toolbar-rules";
export {
  CELL_TYPES,
  type CellType,
  type GridColumn,
  type GridOption,
  type GridRow,
  type ValidateRule,
} from "./grid-types";
