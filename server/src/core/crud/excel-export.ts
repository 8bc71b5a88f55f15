/**
 * GET <prefix>/exportXls: the list query without paging (plus `selections=id1,id2`) streamed as .xlsx
 * with the original's two title rows; dictionary values are written as their texts.
 */
import { Transform, type TransformCallback } from "node:stream";
import { setImmediate as nextTurn } from "node:timers/promises";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Row } from "../../db/client.ts";
import { loadDictTexts, translate } from "../dict-text.ts";
import type { QueryInput } from "../query-builder.ts";
import { BizError } from "../result.ts";
import { ident, SqlParams } from "../sql-params.ts";
import { attachmentHeader, excelColumns, excelTitle } from "./excel-columns.ts";
import { splitIds } from "./split-ids.ts";
import { type CrudTable, selectList } from "./table.ts";
import type { SheetCell } from "./xlsx-sheet-rows.ts";
import { XlsxSheetWriter } from "./xlsx-writer.ts";

export const MAX_EXPORT_ROWS = 200_000;
/** Rows read per query; a file of at most this many rows is read in one query and written in one go. */
const CHUNK = 2000;
/**
 * Longest stretch of row writing (deflating included) before other requests get their turn on the event
 * loop. A request on the embedded database takes several turns, each waiting behind one stretch.
 */
const SLICE_MS = 2;
/** Rows written between two looks at the clock. */
const ROWS_PER_CHECK = 50;
/** Bytes of the file gathered before they go to the connection. */
const WRITE_BYTES = 64 * 1024;

/**
 * Gathers the zip's pieces (headers of a few dozen bytes, deflated rows of a few KB) into writes of up
 * to WRITE_BYTES: each piece would otherwise be a write to the socket of its own.
 */
class GatheredWrites extends Transform {
  private parts: Buffer[] = [];
  private size = 0;

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.parts.push(chunk);
    this.size += chunk.length;
    if (this.size >= WRITE_BYTES) this.release();
    done();
  }

  override _flush(done: TransformCallback): void {
    this.release();
    done();
  }

  private release(): void {
    if (this.size === 0) return;
    this.push(Buffer.concat(this.parts, this.size));
    this.parts = [];
    this.size = 0;
  }
}

function drainedOrClosed(out: Transform): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      out.off("drain", done);
      out.off("close", done);
      resolve();
    };
    out.on("drain", done);
    out.on("close", done);
  });
}

/**
 * Lets other requests run between slices of a long export, and waits while the client reads slower
 * than the file is written, so neither the event loop nor memory is held by one download.
 */
function exportPacer(out: Transform) {
  let sliceStart = performance.now();
  let rows = 0;
  return async () => {
    rows += 1;
    if (rows % ROWS_PER_CHECK !== 0) return;
    if (out.writableNeedDrain) await drainedOrClosed(out);
    if (out.destroyed) throw new Error("导出已中止：连接已关闭");
    if (performance.now() - sliceStart < SLICE_MS) return;
    await nextTurn();
    sliceStart = performance.now();
  };
}

/** Each dictionary value's text, worked out once per export (a file repeats a few values). */
function dictTranslator(texts: ReadonlyMap<string, string> | undefined) {
  const known = new Map<unknown, string>();
  return (value: unknown): string => {
    let text = known.get(value);
    if (text === undefined) {
      text = translate(texts, value);
      known.set(value, text);
    }
    return text;
  };
}

export async function exportXls(table: CrudTable, req: FastifyRequest, reply: FastifyReply) {
  const { decl, db } = table;
  const query = req.query as QueryInput;
  const columns = excelColumns(decl);
  const { params, q, where } = await table.listParts(req, query);
  const conditions = where ? [where.slice("WHERE ".length)] : [];
  const selections = typeof query.selections === "string" ? splitIds(query.selections) : [];
  if (selections.length > 0) conditions.push(`${ident(table.idColumn)} IN (${params.list(selections)})`);
  const whereSql = conditions.length ? `WHERE ${conditions.join(" AND ")}` : "";
  const fields = columns.map((c) => c.field);
  const selected = selectList(decl.columns, [...fields, table.idField]);
  // A file of up to CHUNK rows comes whole from the first query. A longer one takes its order once, as
  // ids, and reads its rows by id a chunk at a time: paging the sorted query with OFFSET would sort the
  // whole result again for every chunk.
  const firstRows = await db.query(
    `SELECT ${selected} FROM ${table.table} ${whereSql} ${q.orderBy} LIMIT ${CHUNK + 1}`,
    params.values,
  );
  const small = firstRows.length <= CHUNK;
  const ordered = small
    ? []
    : await db.query<{ id: string }>(
        `SELECT ${ident(table.idColumn)} AS id FROM ${table.table} ${whereSql} ${q.orderBy} LIMIT ${MAX_EXPORT_ROWS + 1}`,
        params.values,
      );
  if (ordered.length > MAX_EXPORT_ROWS)
    throw new BizError(`导出数据超过${MAX_EXPORT_ROWS}行，请缩小查询范围`);
  const texts = await loadDictTexts(
    db,
    columns.flatMap((c) => (c.dict ? [c.dict] : [])),
  );
  const cellOf = columns.map((c) => {
    if (c.dict) {
      const text = dictTranslator(texts.get(c.dict));
      return (r: Row): SheetCell => text(r[c.field]);
    }
    return (r: Row): SheetCell => {
      const v = r[c.field];
      return v === null || v === undefined ? null : typeof v === "number" ? v : String(v);
    };
  });
  const title = excelTitle(decl);

  const out = new GatheredWrites();
  const pace = exportPacer(out);
  const write = async () => {
    const exporter = req.session?.realname ?? "";
    const sheet = new XlsxSheetWriter((bytes) => out.write(bytes), { sheetName: title, creator: exporter });
    sheet.addRow([`${title}报表`]);
    sheet.addRow([`导出人:${exporter}`]);
    sheet.addRow(columns.map((c) => c.title));
    const addRow = (r: Row) => sheet.addRow(cellOf.map((cell) => cell(r)));
    if (small) firstRows.forEach(addRow);
    for (let start = 0; start < ordered.length; start += CHUNK) {
      const ids = ordered.slice(start, start + CHUNK).map((r) => String(r.id));
      const byId = new SqlParams();
      const rows = await db.query(
        `SELECT ${selected} FROM ${table.table} WHERE ${ident(table.idColumn)} IN (${byId.list(ids)})`,
        byId.values,
      );
      const found = new Map(rows.map((r) => [String(r[table.idField]), r]));
      for (const id of ids) {
        const r = found.get(id);
        if (!r) continue;
        addRow(r);
        await pace();
      }
    }
    sheet.end();
    out.end();
  };
  // Written while Fastify streams it; a failure mid-way can only cut the download short.
  write().catch((err: unknown) => out.destroy(err instanceof Error ? err : new Error(String(err))));
  return reply
    .header("Content-Type", "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet")
    .header("Content-Disposition", attachmentHeader(`${title}.xlsx`))
    .header("Cache-Control", "no-store")
    .send(out);
}
