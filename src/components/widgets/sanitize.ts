/**
 * HTML that users write is sanitised before it is stored or shown:
 * scripts, event handlers (`onerror`), `javascript:` URLs, frames and forms are dropped by DOMPurify.
 */
import DOMPurify from "dompurify";
import { marked } from "marked";

const FORBID_TAGS = [
  "style",
  "iframe",
  "frame",
  "object",
  "embed",
  "form",
  "input",
  "button",
  "textarea",
  "select",
];

export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS });
}

/** Markdown to safe HTML (the markdown editor's preview). */
export function markdownToHtml(markdown: string): string {
  return sanitizeHtml(marked.parse(markdown, { async: false, gfm: true, breaks: true }));
}
