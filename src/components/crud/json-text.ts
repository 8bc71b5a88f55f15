/** A JSON field's value as the text the form and the list show: parsed JSON serialised, text as typed. */
export function jsonText(value: unknown): string {
  if (value === undefined || value === null) return "";
  return typeof value === "string" ? value : JSON.stringify(value);
}
