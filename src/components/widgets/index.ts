/** Light widgets and the lazy editor wrappers; the editors' own modules load on first use. */
export { AREA_ROOT, Area, type AreaNode, type AreaOption, loadArea } from "./area-data";
export { AreaLinkage, type AreaLinkageProps, AreaText, badTypeText } from "./area-linkage";
export { CODE_MODE_LABELS, CODE_MODES, type CodeMode, codeModeOf } from "./code-modes";
export { type DetailItem, DetailList, detailColumns } from "./detail-list";
export { Ellipsis, ellipsisText } from "./ellipsis";
export { INPUT_POPUP_SIZE, InputPopup, type InputPopupProps } from "./input-popup";
export { CodeEditor, MarkdownEditor, RichTextEditor } from "./lazy-editors";
export { PromptDialog, type PromptDialogProps } from "./prompt-dialog";
export {
  DEFAULT_SWITCH_OPTIONS,
  type SwitchOptions,
  switchChecked,
  switchValue,
  YesNoSwitch,
} from "./switch";
export { TIME_FORMAT, TimeInput, type TimeInputProps, timeValue } from "./time-input";
