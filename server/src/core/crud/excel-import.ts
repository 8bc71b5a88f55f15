/**
 * Import of an .xlsx into a CRUD table: the header
 * row is found by the column titles, dictionary texts map back to values, every row passes the module's
 * own checks, good rows are stored in batches and bad ones listed in a downloadable report.
 */
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import type { FastifyRequest } from "fastify";
import type { Db, Row } from "../../db/client.ts";
import { loadDictTexts, withDictTextCache } from "../dict-text.ts";
import { newId } from "../ids.ts";
import { BizError, ok, okMessage, type Result } from "../result.ts";
import { excelColumns } from "./excel-columns.ts";
import type { ImportFlags } from "./import-flags.ts";
import { RowReader, sheetRecords } from "./import-sheet.ts";
import type { CrudTable, PreparedRow } from "./table.ts";

export const IMPORT_REPORT_DIR = "import-errors";
export const IMPORT_REPORT_URL = "/sys/common/static/import-errors";
/** Rows checked and written per transaction: each commit costs a flush to disk on the embedded database. */
export const IMPORT_BATCH = 2000;

export interface ImportSummary {
  totalCount: number;
  errorCount: number;
  successCount: number;
  msg: string;
  fileUrl: string;
  fileName: string;
}

interface Pending {
  n: number;
  body: Row;
}

const reason = (err: unknown) =>
  err instanceof BizError ? err.message.replace(/[!！。.]+$/, "") : "未知错误";

export const NOTHING_IMPORTED = "数据校验未通过，未导入任何数据";

export interface ImportOptions extends ImportFlags {
  dataDir: string;
}

/** Thrown inside the all-or-nothing transaction to roll it back once a row was refused. */
class Refused extends Error {}

/** Imports the files; throws a BizError for a file that cannot be read at all. Dictionaries are read once. */
export function importExcel(
  table: CrudTable,
  req: FastifyRequest,
  file: Buffer | readonly Buffer[],
  opts: ImportOptions,
): Promise<Result<unknown>> {
  return withDictTextCache(async () => {
    if (!opts.validateAll) return importFiles(table, table.db, req, file, opts);
    // All or nothing: every batch writes inside one transaction, rolled back when any row was refused.
    let answer: Result<unknown> | undefined;
    try {
      await table.db.tx(async (t) => {
        answer = await importFiles(table, t, req, file, opts);
        if (answer.code === 201) throw new Refused();
      });
    } catch (err) {
      if (!(err instanceof Refused)) throw err;
    }
    if (!answer) throw new BizError("导入失败");
    return answer;
  });
}

async function importFiles(
  table: CrudTable,
  db: Db,
  req: FastifyRequest,
  file: Buffer | readonly Buffer[],
  opts: ImportOptions,
): Promise<Result<unknown>> {
  const { decl } = table;
  const strict = opts.validateAll === true;
  const columns = excelColumns(decl);
  const dicts = await loadDictTexts(
    db,
    columns.flatMap((c) => (c.dict ? [c.dict] : [])),
  );
  const reader = new RowReader(decl.columns, dicts, opts.foreignKeys);
  const errors: { n: number; text: string }[] = [];
  let total = 0;
  let stored = 0;
  let pending: Pending[] = [];

  const fail = (n: number, err: unknown) =>
    errors.push({ n, text: `第 ${n} 行：${reason(err)}，忽略导入。` });

  /**
   * Checks and writes a batch in one transaction (one commit and a few statements per batch, not per
   * row). A row the module's checks refuse is listed and skipped; an SQL failure (a constraint the checks
   * missed, such as the same key twice in the batch) rolls the batch back, and `write` redoes it in halves
   * so one bad row costs no other.
   */
  const writeBatch = async (batch: Pending[]) => {
    const refused: { n: number; err: BizError }[] = [];
    await db.tx(async (t) => {
      const answers = await table.prepareInserts(
        req,
        batch.map((p) => p.body),
        t,
      );
      const good: PreparedRow[] = [];
      answers.forEach((a, i) => {
        if (a instanceof BizError) refused.push({ n: batch[i].n, err: a });
        else good.push(a);
      });
      await table.writeInserts(t, req, good);
    });
    stored += batch.length - refused.length;
    for (const r of refused) fail(r.n, r.err);
  };
  /**
   * Writes a batch; one that the database refuses is halved until the refused rows are alone. In the
   * all-or-nothing transaction a refused statement ends the transaction, so the whole batch is reported.
   */
  const write = async (batch: Pending[]): Promise<void> => {
    try {
      await writeBatch(batch);
    } catch (err) {
      if (strict) {
        for (const p of batch) fail(p.n, err);
        throw new Refused();
      }
      if (batch.length === 1) {
        fail(batch[0].n, err);
        return;
      }
      const half = Math.ceil(batch.length / 2);
      await write(batch.slice(0, half));
      await write(batch.slice(half));
    }
  };
  /** Set once the all-or-nothing transaction is spent: nothing more can be checked in it. */
  let aborted = false;
  const flush = async () => {
    const batch = pending;
    pending = [];
    try {
      await write(batch);
    } catch (err) {
      if (!(err instanceof Refused)) throw err;
      aborted = true;
    }
  };

  const files: readonly Buffer[] = Array.isArray(file) ? file : [file];
  for await (const row of sheetRecords(files, columns)) {
    const n = row.n;
    total = n;
    try {
      if (row.problem) throw new BizError(row.problem);
      const { body, refused } = reader.read(row.cells);
      if (refused.length > 0) throw refused[0];
      pending.push({ n, body });
    } catch (err) {
      fail(n, err);
    }
    if (pending.length >= IMPORT_BATCH) await flush();
    if (aborted) break;
  }
  if (pending.length > 0 && !aborted) await flush();
  if (errors.length === 0) return okMessage(`共${total}行数据全部导入成功！`);
  errors.sort((a, b) => a.n - b.n);
  // All or nothing: the caller rolls the stored rows back.
  if (strict) stored = 0;
  const summary = await writeReport(
    opts.dataDir,
    errors.map((e) => e.text),
    total,
    stored,
  );
  return ok(summary, strict ? NOTHING_IMPORTED : "文件导入成功，但有错误。", 201);
}

async function writeReport(
  dataDir: string,
  errors: string[],
  total: number,
  stored: number,
): Promise<ImportSummary> {
  const fileName = `import_errors_${newId()}.txt`;
  const dir = path.join(dataDir, IMPORT_REPORT_DIR);
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, fileName), `${errors.join("\n")}\n`, { mode: 0o600 });
  const errorCount = total - stored;
  return {
    totalCount: total,
    errorCount,
    successCount: stored,
    msg: `总上传行数：${total}，已导入行数：${stored}，错误行数：${errorCount}`,
    fileUrl: `${IMPORT_REPORT_URL}/${fileName}`,
    fileName,
  };
}
