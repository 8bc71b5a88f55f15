import type { SuperQueryLine } from "./conditions";

/**
 * A new line is `{rule: 'eq'}`, as in the original. Apart from the conditions' logic, which the button
 * leaves to the builder it loads when first opened.
 */
export const newLine = (): SuperQueryLine => ({ rule: "eq" });
