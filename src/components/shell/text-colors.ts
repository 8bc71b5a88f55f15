/** Secondary text (breadcrumbs): 65 % black on white, #595959, 7:1. */
export const SECONDARY_TEXT = "rgba(0, 0, 0, 0.65)";
/**
 * Descriptions, hints, empty states, statistic and result subtitles, and placeholders: 56 % black
 * instead of antd's 45 % (3.4:1) and 25 % (1.8:1). It reads at 4.8:1 or more on white and on the
 * page's and the alerts' light backgrounds (WCAG AA asks 4.5:1 for text below 18 pt).
 */
export const TERTIARY_TEXT = "rgba(0, 0, 0, 0.56)";
