/** Streams the rows of the first sheet of an .xlsx as plain text cells (exceljs streaming reader). */
import { Readable } from "node:stream";
import ExcelJS from "exceljs";
import { BizError } from "../result.ts";
import {
  checkXlsxLimits,
  MAX_CELL_CHARS,
  MAX_IMPORT_COLUMNS,
  MAX_IMPORT_ROWS,
  MAX_UNCOMPRESSED_BYTES,
} from "./xlsx-limits.ts";
import { entryBytes, InflateBudget, NOT_XLSX, type ZipEntryInfo, zipEntries } from "./zip-reader.ts";

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
async function* utf8Text(chunks: AsyncIterable<Buffer>): AsyncGenerator<string> {
  const decoder = new TextDecoder("utf-8");
  for await (const chunk of chunks) {
    const text = decoder.decode(chunk, { stream: true });
    if (text) yield text;
  }
  const rest = decoder.decode();
  if (rest) yield rest;
}

/** The parsers of exceljs's streaming reader, each given one part of the workbook as decoded text. */
interface ReaderParts {
  model?: { sheets?: { rId: string }[] };
  workbookRels?: { Id: string; Target: string }[];
  _parseRels(entry: Readable): Promise<void>;
  _parseWorkbook(entry: Readable): Promise<void>;
  _parseSharedStrings(entry: Readable): AsyncIterable<unknown>;
  _parseStyles(entry: Readable): Promise<void>;
  _parseWorksheet(chunks: AsyncIterable<string>, sheetNo: string): Iterable<{ value: unknown }>;
}

const SHEET = /^xl\/worksheets\/sheet(\d+)\.xml$/;

/** The workbook's first sheet by its tabs, else the first sheet the archive holds. */
function firstSheet(parts: ReaderParts, names: ReadonlyMap<string, ZipEntryInfo>): string | undefined {
  const rId = parts.model?.sheets?.[0]?.rId;
  const target = parts.workbookRels?.find((r) => r.Id === rId)?.Target;
  if (target) {
    const name = target.startsWith("/") ? target.slice(1) : `xl/${target}`;
    if (SHEET.test(name) && names.has(name)) return name;
  }
  return [...names.keys()].find((n) => SHEET.test(n));
}

/**
 * exceljs's streaming reader walks the archive front to back with unzipper and parks every sheet met
 * before the shared strings in a temporary file (exceljs itself writes its sheets first). Those sheets
 * were now and then parsed without their shared strings and read as blank. The upload is in memory, so
 * each part is read here from the central directory, the shared strings and styles before the sheet.
 *
 * exceljs also decodes each chunk of a part on its own, so a Chinese character split between two chunks
 * turned into replacement characters (upstream exceljs issue #2084, also #2063, #2316, open in 4.4.0):
 * its parsers are given text decoded as a whole.
 *
 * These are private methods of exceljs's reader, which is why package.json pins exceljs to one exact
 * version: check this (and the import tests) before moving to another.
 */
async function openFirstSheet(file: Buffer): Promise<SheetEvents | undefined> {
  const names = new Map(zipEntries(file).map((e) => [e.name, e]));
  const budget = new InflateBudget(MAX_UNCOMPRESSED_BYTES);
  const text = (entry: ZipEntryInfo) => utf8Text(entryBytes(file, entry, budget));
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([]), {
    sharedStrings: "cache",
    hyperlinks: "ignore",
    styles: "cache",
    worksheets: "emit",
  });
  const parts = reader as unknown as ReaderParts;
  const part = (name: string) => {
    const entry = names.get(name);
    return entry && Readable.from(text(entry));
  };
  const rels = part("xl/_rels/workbook.xml.rels");
  if (rels) await parts._parseRels(rels);
  const workbook = part("xl/workbook.xml");
  if (workbook) await parts._parseWorkbook(workbook);
  // A sheet's reader looks its name up in the model, which a workbook without xl/workbook.xml lacks.
  parts.model ??= {};
  const shared = part("xl/sharedStrings.xml");
  if (shared) for await (const _ of parts._parseSharedStrings(shared));
  const styles = part("xl/styles.xml");
  if (styles) await parts._parseStyles(styles);
  const sheet = firstSheet(parts, names);
  const entry = sheet ? names.get(sheet) : undefined;
  if (!sheet || !entry) return undefined;
  for (const { value } of parts._parseWorksheet(text(entry), sheet.replace(SHEET, "$1")))
    return value as SheetEvents;
  return undefined;
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
  let count = 0;
  try {
    const sheet = await openFirstSheet(file);
    if (!sheet) return;
    for await (const events of sheet.parse()) {
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
  } catch (err) {
    if (err instanceof BizError) throw err;
    throw new BizError(NOT_XLSX);
  }
}
