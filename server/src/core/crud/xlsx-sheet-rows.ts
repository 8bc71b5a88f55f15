/**
 * Rows of a sheet as the XML exceljs's streaming writer makes of them (plain strings and numbers, no
 * shared strings, no styles): building exceljs's row and cell objects for each row would cost an export
 * most of its time. The export tests compare this XML with exceljs's own.
 */

export type SheetCell = string | number | null;

/** The five characters XML escapes, and those XML 1.0 refuses (exceljs drops them). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the characters XML 1.0 refuses are the point
const ENCODED = /[<>&'"\x7F\x00-\x08\x0B-\x0C\x0E-\x1F]/g;
const ESCAPES: Readonly<Record<string, string>> = {
  "<": "&lt;",
  ">": "&gt;",
  "&": "&amp;",
  "'": "&apos;",
  '"': "&quot;",
};

/** Text as XML character data or an attribute value. */
export const xmlText = (text: string): string => text.replace(ENCODED, (c) => ESCAPES[c] ?? "");

const letters: string[] = [];

/** The column letters of a 0-based column index: A … Z, AA … */
function columnLetters(index: number): string {
  let cached = letters[index];
  if (cached === undefined) {
    cached = "";
    for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26))
      cached = String.fromCharCode(65 + ((n - 1) % 26)) + cached;
    letters[index] = cached;
  }
  return cached;
}

/**
 * One row's XML (row numbers from 1). As in exceljs, its span runs over every cell given, null ones
 * included, and a row without any value is left out.
 */
export function sheetRowXml(rowNumber: number, cells: readonly (SheetCell | undefined)[]): string {
  let first = 0;
  let last = 0;
  let body = "";
  for (let i = 0; i < cells.length; i++) {
    const value = cells[i];
    if (value === undefined) continue;
    if (first === 0) first = i + 1;
    last = i + 1;
    if (value === null) continue;
    const ref = `${columnLetters(i)}${rowNumber}`;
    body +=
      typeof value === "number"
        ? `<c r="${ref}"><v>${value}</v></c>`
        : `<c r="${ref}" t="str"><v>${xmlText(value)}</v></c>`;
  }
  if (body === "") return "";
  return `<row r="${rowNumber}" spans="${first}:${last}" x14ac:dyDescent="0.25">${body}</row>`;
}
