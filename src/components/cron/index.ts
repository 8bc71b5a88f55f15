/** The cron widgets: the expression input with its editor dialog, and the simple hour and minute pickers. */
export { CRON_EDITOR_WIDTH, CronEditor, type CronEditorProps } from "./cron-editor";
export { CronInput, type CronInputProps } from "./cron-input";
export { CronPartPicker, type CronPartPickerProps } from "./cron-part-picker";
export { cronRules, cronValidator } from "./cron-rules";
