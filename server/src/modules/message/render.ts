/**
 * Template rendering: each `${name}` is replaced by the value of that key in the data object, found by plain
 * lookup. Nothing is evaluated, and a value's own text is inserted as it is, never scanned again, so a value
 * holding `${x}` stays literally `${x}`. A placeholder whose key the data lacks stays visible as written,
 * so a missing value shows in the sent message instead of vanishing silently.
 */

const PLACEHOLDER = /\$\{([^{}\s]{1,64})\}/g;

export type TemplateData = Readonly<Record<string, unknown>>;

/** How a value becomes text: strings as they are, null as empty, numbers and booleans printed, others as JSON. */
function valueText(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean" || typeof value === "bigint")
    return String(value);
  return JSON.stringify(value);
}

const HTML_ESCAPES: Readonly<Record<string, string>> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]);
}

/**
 * The template with its placeholders filled. `html`: the template is HTML (mail, system message), so each
 * value is escaped and shows as the text it is.
 */
export function renderTemplate(
  template: string,
  data: TemplateData,
  options: { html?: boolean } = {},
): string {
  return template.replace(PLACEHOLDER, (whole, key: string) => {
    if (!Object.hasOwn(data, key)) return whole;
    const text = valueText(data[key]);
    return options.html ? escapeHtml(text) : text;
  });
}

/** The data object of a JSON text, or undefined when the text is no JSON object. */
export function parseTemplateData(text: string): TemplateData | undefined {
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed === null || typeof parsed !== "object" || Array.isArray(parsed)) return undefined;
    return parsed as TemplateData;
  } catch {
    return undefined;
  }
}
