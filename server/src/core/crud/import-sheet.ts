/**
 * How an import reads its rows, shared by the import, its check and the import of corrected rows: the
 * header row found by the column titles, blank rows skipped, dictionary texts mapped back to values and a
 * unique value refused when the file holds it twice.
 */
import type { Row } from "../../db/client.ts";
import { BizError } from "../result.ts";
import type { ExcelColumn } from "./excel-columns.ts";
import { FieldRefusal } from "./field-refusal.ts";
import type { CrudColumns } from "./types.ts";
import { checkXlsxFile } from "./xlsx-limits.ts";
import { readSheetRows } from "./xlsx-rows.ts";

const HEADER_SEARCH_ROWS = 10;

/** One data row of the files: its number (1-based over all files), its texts by column, or why it is unreadable. */
export interface SheetRecord {
  readonly n: number;
  readonly cells: readonly (readonly [ExcelColumn, string])[];
  readonly problem?: string;
}

/** Column index -> Excel column, when at least half of the titles are present in the row. */
function headerOf(cells: string[], columns: readonly ExcelColumn[]): Map<number, ExcelColumn> | undefined {
  const byTitle = new Map(columns.map((c) => [c.title, c]));
  const map = new Map<number, ExcelColumn>();
  cells.forEach((text, i) => {
    const col = byTitle.get(text);
    if (col) map.set(i, col);
  });
  // Two known titles tell the header from a title row; a file may carry only some of the columns.
  return map.size >= Math.min(2, columns.length) ? map : undefined;
}

export const noHeaderMessage = (columns: readonly ExcelColumn[]) =>
  `未找到表头，请确认文件的列标题：${columns.map((c) => c.title).join("、")}`;

/**
 * The data rows of the files in order. Every file passes its limits before any row of any file is read, so
 * a refused upload changes nothing; each file has its own header row, and a file without one is refused
 * once the rows before it were given.
 */
export async function* sheetRecords(
  files: readonly Buffer[],
  columns: readonly ExcelColumn[],
): AsyncGenerator<SheetRecord> {
  for (const one of files) await checkXlsxFile(one);
  let total = 0;
  for (const one of files) {
    let header: Map<number, ExcelColumn> | undefined;
    read: for await (const rows of readSheetRows(one)) {
      for (const row of rows) {
        if (!header) {
          header = headerOf(row.cells, columns);
          if (!header && row.number >= HEADER_SEARCH_ROWS) break read;
          continue;
        }
        if (!row.problem && row.cells.every((c) => c === "")) continue;
        const cells = [...header].map(([i, col]) => [col, row.cells[i] ?? ""] as const);
        yield { n: ++total, cells, problem: row.problem };
      }
    }
    if (!header) throw new BizError(noHeaderMessage(columns));
  }
}

/** A dictionary text back to its value; a value given as such is accepted too. */
function dictValue(texts: ReadonlyMap<string, string> | undefined, col: ExcelColumn, text: string): string {
  for (const [value, t] of texts ?? []) if (t === text) return value;
  if (texts?.has(text)) return text;
  throw new FieldRefusal(col.field, `${col.title}的值“${text.slice(0, 50)}”不在字典中`);
}

/** Turns rows' texts into bodies for add, remembering the unique values seen so far in the file. */
export class RowReader {
  private readonly uniqueFields: string[];
  private readonly seen: Map<string, Set<string>>;

  constructor(
    private readonly columns: CrudColumns,
    private readonly dicts: ReadonlyMap<string, ReadonlyMap<string, string>>,
    private readonly foreignKeys: Row | undefined,
  ) {
    this.uniqueFields = Object.entries(columns)
      .filter(([, c]) => c.unique)
      .map(([f]) => f);
    this.seen = new Map(this.uniqueFields.map((f) => [f, new Set()]));
  }

  /**
   * A row's body, or every cell refused on the way: a text not in its dictionary, a unique value the file
   * held before. The first refusal is the one an import reports.
   */
  read(cells: readonly (readonly [ExcelColumn, string])[]): { body: Row; refused: FieldRefusal[] } {
    const body: Row = {};
    const refused: FieldRefusal[] = [];
    for (const [col, text] of cells) {
      try {
        body[col.field] = col.dict && text !== "" ? dictValue(this.dicts.get(col.dict), col, text) : text;
      } catch (err) {
        if (!(err instanceof FieldRefusal)) throw err;
        refused.push(err);
        body[col.field] = text;
      }
    }
    Object.assign(body, this.foreignKeys);
    for (const f of this.uniqueFields) {
      const v = body[f];
      if (typeof v === "string" && v !== "" && this.seen.get(f)?.has(v)) {
        refused.push(new FieldRefusal(f, `${this.columns[f].title ?? f}在文件中重复`));
      }
    }
    if (refused.length > 0) return { body, refused };
    for (const f of this.uniqueFields)
      if (typeof body[f] === "string" && body[f] !== "") this.seen.get(f)?.add(body[f]);
    return { body, refused };
  }
}
