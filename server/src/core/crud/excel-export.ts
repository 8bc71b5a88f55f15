/**
 * GET <prefix>/exportXls: the list query without paging (plus `selections=id1,id2`) streamed as .xlsx
 * with the original's two title rows; dictionary values are written as their texts.
 */
import { PassThrough } from "node:stream";
import { setImmediate as nextTurn } from "node:timers/promises";
import ExcelJS from "exceljs";
import type { FastifyReply, FastifyRequest } from "fastify";
import { loadDictTexts, translate } from "../dict-text.ts";
import type { QueryInput } from "../query-builder.ts";
import { BizError } from "../result.ts";
import { ident, SqlParams } from "../sql-params.ts";
import { attachmentHeader, excelColumns, excelTitle } from "./excel-columns.ts";
import { splitIds } from "./split-ids.ts";
import { type CrudTable, selectList } from "./table.ts";

export const MAX_EXPORT_ROWS = 200_000;
const CHUNK = 2000;
/** Longest stretch of row writing before other requests get their turn on the event loop. */
const SLICE_MS = 8;
/** Rows written between two looks at the clock. */
const ROWS_PER_CHECK = 50;

function drainedOrClosed(out: PassThrough): Promise<void> {
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
function exportPacer(out: PassThrough) {
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

export async function exportXls(table: CrudTable, req: FastifyRequest, reply: FastifyReply) {
  const { decl, db } = table;
  const query = req.query as QueryInput;
  const columns = excelColumns(decl);
  const { params, q, where } = await table.listParts(req, query);
  const conditions = where ? [where.slice("WHERE ".length)] : [];
  const selections = typeof query.selections === "string" ? splitIds(query.selections) : [];
  if (selections.length > 0) conditions.push(`${ident(table.idColumn)} IN (${params.list(selections)})`);
  const whereSql = conditions.length ? `WHERE ${conditions.join(" AND ")}` : "";
  // The order is taken once, as ids; rows are then read by id a chunk at a time. Paging the sorted query
  // with OFFSET would sort the whole result again for every chunk.
  const ordered = await db.query<{ id: string }>(
    `SELECT ${ident(table.idColumn)} AS id FROM ${table.table} ${whereSql} ${q.orderBy} LIMIT ${MAX_EXPORT_ROWS + 1}`,
    params.values,
  );
  if (ordered.length > MAX_EXPORT_ROWS)
    throw new BizError(`导出数据超过${MAX_EXPORT_ROWS}行，请缩小查询范围`);
  const texts = await loadDictTexts(
    db,
    columns.flatMap((c) => (c.dict ? [c.dict] : [])),
  );
  const fields = columns.map((c) => c.field);
  const title = excelTitle(decl);

  const out = new PassThrough();
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: false,
    useSharedStrings: false,
  });
  const sheet = book.addWorksheet(title.slice(0, 31));
  const pace = exportPacer(out);
  const write = async () => {
    sheet.addRow([`${title}报表`]).commit();
    sheet.addRow([`导出人:${req.session?.realname ?? ""}`]).commit();
    sheet.addRow(columns.map((c) => c.title)).commit();
    for (let start = 0; start < ordered.length; start += CHUNK) {
      const ids = ordered.slice(start, start + CHUNK).map((r) => String(r.id));
      const byId = new SqlParams();
      const rows = await db.query(
        `SELECT ${selectList(decl.columns, [...fields, table.idField])} FROM ${table.table}
          WHERE ${ident(table.idColumn)} IN (${byId.list(ids)})`,
        byId.values,
      );
      const found = new Map(rows.map((r) => [String(r[table.idField]), r]));
      for (const id of ids) {
        const r = found.get(id);
        if (!r) continue;
        const cells = columns.map((c) => {
          const v = r[c.field];
          if (c.dict) return translate(texts.get(c.dict), v);
          return v === null || v === undefined ? null : typeof v === "number" ? v : String(v);
        });
        sheet.addRow(cells).commit();
        await pace();
      }
    }
    sheet.commit();
    await book.commit();
  };
  // Written while Fastify streams it; a failure mid-way can only cut the download short.
  write().catch((err: unknown) => out.destroy(err instanceof Error ? err : new Error(String(err))));
  return reply
    .header("Content-Type", "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet")
    .header("Content-Disposition", attachmentHeader(`${title}.xlsx`))
    .header("Cache-Control", "no-store")
    .send(out);
}
