/** The editor dialog's width. */
export const CRON_EDITOR_WIDTH = 608;
