/** Field-by-field comparison of two versions of a record (the data log's `dataContent` JSON). */

export interface FieldDiff {
  field: string;
  left: string;
  right: string;
  changed: boolean;
}

/** A version's content as an object; content that is not a JSON object shows as one `内容` field. */
export function parseContent(content: unknown): Record<string, unknown> {
  if (typeof content !== "string" || content.trim() === "") return {};
  try {
    const parsed: unknown = JSON.parse(content);
    if (parsed && typeof parsed === "object" && !Array.isArray(parsed))
      return parsed as Record<string, unknown>;
  } catch {
    // Not JSON: compared as plain text below.
  }
  return { 内容: content };
}

const show = (value: unknown): string =>
  value === undefined || value === null
    ? ""
    : typeof value === "object"
      ? JSON.stringify(value)
      : String(value);

/** Every field of either version, in the first version's order then the new ones, with whether it changed. */
export function compareVersions(left: Record<string, unknown>, right: Record<string, unknown>): FieldDiff[] {
  const fields = [...new Set([...Object.keys(left), ...Object.keys(right)])];
  return fields.map((field) => {
    const a = show(left[field]);
    const b = show(right[field]);
    return { field, left: a, right: b, changed: a !== b };
  });
}
