/** The cron widgets: the expression input with its editor dialog, and the simple hour and minute pickers. */
// The editor dialog itself loads on first use, through CronInput.
export { CRON_EDITOR_WIDTH } from "./cron-constants";
export { CronInput, type CronInputProps } from "./cron-input";
export { CronPartPicker, type CronPartPickerProps } from "./cron-part-picker";
export { cronRules, cronValidator } from "./cron-rules";
