/**
 * The import that can be corrected before it is saved. The check reads the files exactly as the import
 * does and runs every row through the same rules, writing the rows inside a transaction that is always
 * rolled back, so a rule that only the database or an earlier batch can answer (a plate taken twice in
 * the file, a unique index) answers here too, yet nothing is stored. It answers each row's texts by field
 * and each refused cell. The corrected rows come back as JSON, go through the same reading and rules
 * again and are stored all or nothing.
 */
import type { FastifyRequest } from "fastify";
import type { Db, Row } from "../../db/client.ts";
import { loadDictTexts, withDictTextCache } from "../dict-text.ts";
import { BizError } from "../result.ts";
import { type ExcelColumn, excelColumns } from "./excel-columns.ts";
import { IMPORT_BATCH, NOTHING_IMPORTED } from "./excel-import.ts";
import { refusedField } from "./field-refusal.ts";
import { RowReader, type SheetRecord, sheetRecords } from "./import-sheet.ts";
import type { CrudTable, PreparedRow } from "./table.ts";
import { refusedFields } from "./values.ts";
import { MAX_CELL_CHARS, MAX_IMPORT_ROWS } from "./xlsx-limits.ts";

/** A refused cell; `row` counts the data rows from 1; a refusal of the whole row names no field. */
export interface CellRefusal {
  row: number;
  field?: string;
  message: string;
}

export interface ImportCheck {
  /** the import columns the rows carry, in the module's order */
  columns: { field: string; title: string }[];
  /** each row's texts by field (a file's check only; corrected rows are the caller's own) */
  rows?: Record<string, string>[];
  total: number;
  /** how many rows hold at least one refused cell */
  errorRows: number;
  errors: CellRefusal[];
}

/** Thrown inside the check's transaction to roll it back. */
class Discard extends Error {}

const UNKNOWN = "未知错误";

function refusal(n: number, err: unknown, columns: readonly ExcelColumn[]): CellRefusal {
  if (!(err instanceof BizError)) return { row: n, message: UNKNOWN };
  const field = refusedField(err, columns);
  return field ? { row: n, field, message: err.message } : { row: n, message: err.message };
}

const summaryMessage = (total: number, errorRows: number) =>
  errorRows === 0 ? `共${total}行数据全部通过校验` : `共${total}行，${errorRows}行有错误`;

interface Pending {
  n: number;
  body: Row;
}

/**
 * Every row of `source` checked and written inside `t` in batches, as the import writes them; the caller
 * decides whether `t` commits. A batch the database refuses is rolled back to its savepoint and redone
 * in halves until the refused rows are alone, so every other row still gets its verdict.
 */
async function checkRows(
  table: CrudTable,
  t: Db,
  req: FastifyRequest,
  source: AsyncIterable<SheetRecord> | Iterable<SheetRecord>,
  foreignKeys: Row | undefined,
  keepTexts: boolean,
): Promise<ImportCheck> {
  const { decl } = table;
  const columns = excelColumns(decl);
  const dicts = await loadDictTexts(
    t,
    columns.flatMap((c) => (c.dict ? [c.dict] : [])),
  );
  const reader = new RowReader(decl.columns, dicts, foreignKeys);
  const errors: CellRefusal[] = [];
  const rows: Record<string, string>[] = [];
  const present = new Set<string>();
  let pending: Pending[] = [];
  let total = 0;
  let savepoints = 0;

  const attempt = async (batch: Pending[]): Promise<void> => {
    const savepoint = `import_check_${++savepoints}`;
    await t.query(`SAVEPOINT ${savepoint}`);
    try {
      const answers = await table.prepareInserts(
        req,
        batch.map((p) => p.body),
        t,
      );
      const good: PreparedRow[] = [];
      const refused: CellRefusal[] = [];
      answers.forEach((a, i) => {
        if (a instanceof BizError) refused.push(refusal(batch[i].n, a, columns));
        else good.push(a);
      });
      await table.writeInserts(t, req, good);
      await t.query(`RELEASE SAVEPOINT ${savepoint}`);
      errors.push(...refused);
    } catch (err) {
      await t.query(`ROLLBACK TO SAVEPOINT ${savepoint}`);
      if (batch.length === 1) {
        errors.push(refusal(batch[0].n, err, columns));
        return;
      }
      const half = Math.ceil(batch.length / 2);
      await attempt(batch.slice(0, half));
      await attempt(batch.slice(half));
    }
  };
  const flush = async () => {
    const batch = pending;
    pending = [];
    if (batch.length > 0) await attempt(batch);
  };

  for await (const record of source) {
    total = record.n;
    for (const [col] of record.cells) present.add(col.field);
    if (keepTexts) rows.push(Object.fromEntries(record.cells.map(([col, text]) => [col.field, text])));
    if (record.problem) {
      errors.push({ row: record.n, message: record.problem });
      continue;
    }
    const { body, refused } = reader.read(record.cells);
    const cells = [...refused, ...refusedFields(decl.columns, body, "add", table.idField)];
    if (cells.length > 0) {
      const seen = new Set<string>();
      for (const err of cells) {
        // A cell refused twice (not in its dictionary, so not of its type either) shows its first reason.
        if (seen.has(err.field)) continue;
        seen.add(err.field);
        errors.push({ row: record.n, field: err.field, message: err.message });
      }
      continue;
    }
    pending.push({ n: record.n, body });
    if (pending.length >= IMPORT_BATCH) await flush();
  }
  await flush();
  const order = new Map(columns.map((c, i) => [c.field, i]));
  errors.sort((a, b) => a.row - b.row || (order.get(a.field ?? "") ?? -1) - (order.get(b.field ?? "") ?? -1));
  const shown = present.size > 0 ? columns.filter((c) => present.has(c.field)) : columns;
  return {
    columns: shown.map((c) => ({ field: c.field, title: c.title })),
    ...(keepTexts ? { rows } : {}),
    total,
    errorRows: new Set(errors.map((e) => e.row)).size,
    errors,
  };
}

/** Runs the rows in one transaction, committed only when `store` is asked and no row was refused. */
function inTransaction(
  table: CrudTable,
  req: FastifyRequest,
  source: AsyncIterable<SheetRecord> | Iterable<SheetRecord>,
  foreignKeys: Row | undefined,
  mode: { store: boolean; keepTexts: boolean },
): Promise<ImportCheck> {
  return withDictTextCache(async () => {
    let answer: ImportCheck | undefined;
    try {
      await table.db.tx(async (t) => {
        answer = await checkRows(table, t, req, source, foreignKeys, mode.keepTexts);
        if (!mode.store || answer.errors.length > 0) throw new Discard();
      });
    } catch (err) {
      if (!(err instanceof Discard)) throw err;
    }
    if (!answer) throw new BizError("校验失败");
    return answer;
  });
}

/** The check of uploaded files: every row's texts and every refused cell; nothing is stored. */
export async function checkImportFiles(
  table: CrudTable,
  req: FastifyRequest,
  files: readonly Buffer[],
  foreignKeys: Row | undefined,
): Promise<{ answer: ImportCheck; message: string }> {
  const answer = await inTransaction(table, req, sheetRecords(files, excelColumns(table.decl)), foreignKeys, {
    store: false,
    keepTexts: true,
  });
  return { answer, message: summaryMessage(answer.total, answer.errorRows) };
}

/**
 * The rows of a JSON body as the import reads a sheet's: each an object of import fields to texts (a
 * number or null is taken as its text). Anything else refuses the whole request.
 */
export function rowRecords(body: unknown, columns: readonly ExcelColumn[]): SheetRecord[] {
  const rows = typeof body === "object" && body !== null ? (body as { rows?: unknown }).rows : undefined;
  if (!Array.isArray(rows)) throw new BizError("请求体须含行数组 rows");
  if (rows.length === 0) throw new BizError("没有要导入的数据");
  if (rows.length > MAX_IMPORT_ROWS) throw new BizError(`一次最多导入${MAX_IMPORT_ROWS}行`);
  const byField = new Map(columns.map((c) => [c.field, c]));
  return rows.map((row: unknown, i) => {
    const n = i + 1;
    if (typeof row !== "object" || row === null || Array.isArray(row)) {
      throw new BizError(`第 ${n} 行须是字段名到值的对象`);
    }
    const cells: [ExcelColumn, string][] = [];
    for (const [field, value] of Object.entries(row)) {
      const col = byField.get(field);
      if (!col) throw new BizError(`第 ${n} 行的字段 ${field} 不能导入`);
      if (value !== null && typeof value !== "string" && typeof value !== "number") {
        throw new BizError(`第 ${n} 行的字段 ${field} 须是文本`);
      }
      const text = value === null ? "" : String(value).trim();
      if (text.length > MAX_CELL_CHARS) throw new BizError(`第 ${n} 行的字段 ${field} 过长`);
      cells.push([col, text]);
    }
    // The columns in the module's order, as a sheet's header gives them.
    cells.sort((a, b) => columns.indexOf(a[0]) - columns.indexOf(b[0]));
    return { n, cells };
  });
}

/** The check of corrected rows (a re-check before importing them): every refused cell; nothing is stored. */
export async function checkImportRows(
  table: CrudTable,
  req: FastifyRequest,
  body: unknown,
  foreignKeys: Row | undefined,
): Promise<{ answer: ImportCheck; message: string }> {
  const records = rowRecords(body, excelColumns(table.decl));
  const answer = await inTransaction(table, req, records, foreignKeys, { store: false, keepTexts: false });
  return { answer, message: summaryMessage(answer.total, answer.errorRows) };
}

/** Stores corrected rows all or nothing; a refusal answers every refused cell and stores nothing. */
export async function importRows(
  table: CrudTable,
  req: FastifyRequest,
  body: unknown,
  foreignKeys: Row | undefined,
): Promise<string> {
  const records = rowRecords(body, excelColumns(table.decl));
  const answer = await inTransaction(table, req, records, foreignKeys, { store: true, keepTexts: false });
  if (answer.errors.length > 0) {
    const { total, errorRows, errors } = answer;
    throw new BizError(NOTHING_IMPORTED, 500, 200, { total, errorRows, errors });
  }
  return `共${answer.total}行数据全部导入成功！`;
}
