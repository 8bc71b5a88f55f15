/** The pickers: each a form control storing `a,b` text, opening its dialog from a read-only input. */
export { BIZ_PAGE_SIZE, BIZ_PICKER_WIDTH, BizPicker, type BizPickerProps } from "./biz-picker";
export { DEPART_PICKER_WIDTH, DepartPicker } from "./depart-picker";
export { PickerInput } from "./picker-input";
export {
  PICK_ONE,
  POPUP_CONFIG_ERROR,
  POPUP_COUNT_ERROR,
  PopupPicker,
  type PopupPickerProps,
  popupConfigProblem,
  popupValues,
  selfParams,
} from "./popup-picker";
export { PositionPicker } from "./position-picker";
export { REPORT_CACHE_MS } from "./report-api";
export { RolePicker } from "./role-picker";
export type { PickerProps } from "./types";
export { USER_BY_DEPART_WIDTH, UserByDepartPicker } from "./user-by-depart-picker";
export { UserPicker } from "./user-picker";
