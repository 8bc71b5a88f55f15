/** Streams the rows of the first sheet of an .xlsx as plain text cells (exceljs streaming reader). */
import { Readable } from "node:stream";
import ExcelJS from "exceljs";
import { BizError } from "../result.ts";
import { checkXlsxLimits, MAX_CELL_CHARS, MAX_IMPORT_COLUMNS, MAX_IMPORT_ROWS } from "./xlsx-limits.ts";

const pad = (n: number) => String(n).padStart(2, "0");

/** Excel dates are wall-clock values stored as UTC. */
function dateText(d: Date): string {
  const day = `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
  const time = `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
  return time === "00:00:00" ? day : `${day} ${time}`;
}

/** One cell's value as text ("" when empty): rich text, formulas and links give their shown text. */
export function cellText(v: unknown): string {
  if (v === null || v === undefined) return "";
  if (v instanceof Date) return dateText(v);
  if (typeof v === "object") {
    const o = v as { richText?: { text: string }[]; result?: unknown; text?: unknown; error?: string };
    if (Array.isArray(o.richText)) return o.richText.map((r) => r.text).join("");
    if ("result" in o) return cellText(o.result);
    if ("text" in o) return cellText(o.text);
    return "";
  }
  return String(v).trim();
}

/** UTF-8 text of a byte stream, decoded across chunk boundaries. */
async function* utf8Text(chunks: AsyncIterable<Buffer | string>): AsyncGenerator<string> {
  const decoder = new TextDecoder("utf-8");
  for await (const chunk of chunks) {
    const text = typeof chunk === "string" ? chunk : decoder.decode(chunk, { stream: true });
    if (text) yield text;
  }
  const rest = decoder.decode();
  if (rest) yield rest;
}

/** The parts of exceljs's streaming reader that receive the zip entries' bytes. */
interface ReaderParts {
  model?: object;
  _parseWorksheet(chunks: AsyncIterable<Buffer | string>, sheetNo: string): unknown;
  _parseSharedStrings(entry: Readable): unknown;
  _parseStyles(entry: Readable): unknown;
}

/**
 * exceljs decodes each chunk of a zip entry on its own, so a Chinese character split between two chunks
 * turns into replacement characters (every few thousand rows): upstream exceljs issue #2084 (also #2063,
 * #2316), still open in 4.4.0. Its parsers get text decoded as a whole. This replaces private methods of
 * exceljs's streaming reader, which is why package.json pins exceljs to one exact version: check this
 * patch (and the import tests) before moving to another.
 */
function decodeEntriesWhole(reader: InstanceType<typeof ExcelJS.stream.xlsx.WorkbookReader>): void {
  const parts = reader as unknown as ReaderParts;
  const worksheet = parts._parseWorksheet.bind(reader);
  parts._parseWorksheet = (chunks, sheetNo) => {
    // The workbook's model names the sheets; exceljs sometimes reaches a sheet before it has one (a file
    // written by SheetJS, now and then) and then fails on it. The rows need no sheet name.
    parts.model ??= {};
    return worksheet(utf8Text(chunks), sheetNo);
  };
  for (const name of ["_parseSharedStrings", "_parseStyles"] as const) {
    const parse = parts[name].bind(reader);
    parts[name] = (entry) => parse(Readable.from(utf8Text(entry)));
  }
}

export interface SheetRow {
  /** 1-based row number in the sheet */
  readonly number: number;
  /** cell texts, index 0 = column A (none when the row is refused) */
  readonly cells: string[];
  /** why the row cannot be read (too wide, a cell too long) */
  readonly problem?: string;
}

/** exceljs's worksheet reader: its events come a chunk of the file at a time. */
interface SheetEvents {
  parse(): AsyncIterable<{ eventType: string; value: unknown }[]>;
}

interface ReadRow {
  number: number;
  values: unknown;
}

/**
 * A row's cell texts, or why the row is refused: more columns than MAX_IMPORT_COLUMNS (its cells are not
 * even converted) or a cell over MAX_CELL_CHARS characters. A refused row is reported like any bad row.
 */
function readRow(number: number, values: unknown[]): SheetRow {
  if (values.length > MAX_IMPORT_COLUMNS)
    return { number, cells: [], problem: `超过${MAX_IMPORT_COLUMNS}列的上限` };
  const cells = Array.from(values, cellText);
  const long = cells.findIndex((c) => c.length > MAX_CELL_CHARS);
  if (long >= 0)
    return { number, cells: [], problem: `第${long + 1}列的内容超过${MAX_CELL_CHARS}个字符的上限` };
  return { number, cells };
}

/**
 * Rows of the first worksheet, after the size and declared zip limits (the import checks the real
 * inflated size of every file before it reads any: checkXlsxFile), a chunk of the file at a time (not row by
 * row: an import reads tens of thousands); at most MAX_IMPORT_ROWS rows.
 */
export async function* readSheetRows(file: Buffer): AsyncGenerator<SheetRow[]> {
  checkXlsxLimits(file);
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([file]), {
    sharedStrings: "cache",
    hyperlinks: "ignore",
    styles: "cache",
    worksheets: "emit",
  });
  decodeEntriesWhole(reader);
  let count = 0;
  try {
    for await (const sheet of reader) {
      for await (const events of (sheet as unknown as SheetEvents).parse()) {
        const rows: SheetRow[] = [];
        for (const { eventType, value } of events) {
          if (eventType !== "row") continue;
          if (++count > MAX_IMPORT_ROWS) throw new BizError(`文件行数超过${MAX_IMPORT_ROWS}行的上限`);
          const row = value as ReadRow;
          const values = Array.isArray(row.values) ? row.values.slice(1) : [];
          rows.push(readRow(row.number, values));
        }
        if (rows.length > 0) yield rows;
      }
      return;
    }
  } catch (err) {
    if (err instanceof BizError) throw err;
    throw new BizError("文件不是有效的xlsx文件");
  }
}
