const NUMBER_TEXT = /^-?\d*\.?\d*$/;

/**
 * A number cell's keystroke filter: the new text is kept when it is digits with an optional leading minus
 * and at most one decimal point; otherwise the previous text stays.
 */
export function filterNumberInput(next: string, previous: string): string {
  return NUMBER_TEXT.test(next) ? next : previous;
}

/** A number cell's value once it loses focus: the text as a float, or empty. */
export function numberOnBlur(text: unknown): number | "" {
  if (typeof text === "number") return Number.isFinite(text) ? text : "";
  const parsed = Number.parseFloat(String(text ?? ""));
  return Number.isNaN(parsed) ? "" : parsed;
}

/** A tag cell's text: its semicolons removed, then one inserted after every two characters. */
export function filterTags(text: string): string {
  const bare = Array.from(text.replaceAll(";", ""));
  const parts: string[] = [];
  for (let i = 0; i < bare.length; i += 2) parts.push(bare.slice(i, i + 2).join(""));
  return parts.join(";");
}
