/**
 * POST <prefix>/importExcel: multipart field `file` or `files[]`, and the dialog's flags
 * `isSingleTableImport`, `foreignKeys` and `validateStatus` (import-flags.ts).
 * POST <prefix>/importCheck: the same upload checked without storing anything, or corrected rows as JSON
 * checked again; POST <prefix>/importRows: corrected rows as JSON, stored all or nothing.
 */
import multipart from "@fastify/multipart";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Db } from "../../db/client.ts";
import { BizError, ok, okMessage } from "../result.ts";
import { importExcel } from "./excel-import.ts";
import { checkImportFiles, checkImportRows, importRows } from "./excel-import-check.ts";
import { IMPORT_FLAG_FIELDS, type ImportFlagField, parseImportFlags } from "./import-flags.ts";
import { routeAccess } from "./register.ts";
import type { CrudTable } from "./table.ts";
import { MAX_IMPORT_BYTES } from "./xlsx-limits.ts";

const MAX_FILES = 5;
const FILE_FIELDS = new Set(["file", "files", "files[]"]);
const MB = MAX_IMPORT_BYTES / 1024 / 1024;
/**
 * Corrected rows come as one JSON body: 50,000 rows of the widest import (ten columns of short Chinese
 * texts) take about 25 MB, so 64 MB leaves room for longer cells; one request per user at a time bounds
 * what the server holds.
 */
export const IMPORT_ROWS_BODY_LIMIT = 64 * 1024 * 1024;

/** The parts an import form sends: a few files and a few small fields; anything beyond is refused. */
const PART_LIMITS = {
  fileSize: MAX_IMPORT_BYTES,
  files: MAX_FILES,
  fields: 10,
  fieldSize: 1024,
  parts: MAX_FILES + 10,
  headerPairs: 100,
};

/** @fastify/multipart's limit errors, each with what the user should be told. */
const PART_ERRORS: Record<string, string> = {
  FST_REQ_FILE_TOO_LARGE: `文件大小超出${MB}MB限制`,
  FST_FILES_LIMIT: `一次最多导入${MAX_FILES}个文件`,
  FST_FIELDS_LIMIT: "上传的表单字段过多",
  FST_PARTS_LIMIT: "上传的内容过多",
};

interface ImportParts {
  files: Buffer[];
  fields: Partial<Record<ImportFlagField, string>>;
}

const FLAG_FIELDS = new Set<string>(IMPORT_FLAG_FIELDS);
const isFlagField = (name: string): name is ImportFlagField => FLAG_FIELDS.has(name);

async function readFiles(req: FastifyRequest): Promise<ImportParts> {
  if (!req.isMultipart()) throw new BizError("请上传文件");
  const files: Buffer[] = [];
  const fields: ImportParts["fields"] = {};
  try {
    for await (const part of req.parts({ limits: PART_LIMITS })) {
      if (part.type === "file" && FILE_FIELDS.has(part.fieldname)) files.push(await part.toBuffer());
      else if (part.type === "file") part.file.resume();
      else if (isFlagField(part.fieldname) && typeof part.value === "string")
        fields[part.fieldname] = part.value;
    }
  } catch (err) {
    if (err instanceof BizError) throw err;
    const code = (err as { code?: unknown }).code;
    throw new BizError(
      (typeof code === "string" && PART_ERRORS[code]) || `文件大小超出${MB}MB限制或上传内容有误`,
    );
  }
  if (files.length === 0) throw new BizError("请上传文件");
  return { files, fields };
}

/**
 * Users with an import under way, per database (one app): an import holds its files in memory and keeps
 * a transaction busy, so a user runs one at a time and a second one is refused until the first ends.
 */
const running = new WeakMap<Db, Set<string>>();

async function oneAtATime<T>(db: Db, userId: string, work: () => Promise<T>): Promise<T> {
  let users = running.get(db);
  if (!users) {
    users = new Set();
    running.set(db, users);
  }
  if (users.has(userId)) throw new BizError("您有一个导入正在进行，请等它完成后再导入");
  users.add(userId);
  try {
    return await work();
  } finally {
    users.delete(userId);
  }
}

/** The flags a JSON body of corrected rows carries beside `rows`, read like the upload's form fields. */
function bodyFlags(body: unknown): Partial<Record<ImportFlagField, string>> {
  const out: Partial<Record<ImportFlagField, string>> = {};
  if (typeof body !== "object" || body === null) return out;
  for (const name of IMPORT_FLAG_FIELDS) {
    const value = (body as Record<string, unknown>)[name];
    if (typeof value === "string") out[name] = value;
    else if (typeof value === "object" && value !== null) out[name] = JSON.stringify(value);
  }
  return out;
}

/**
 * Adds the import routes of a table whose declaration has `excel` and `access.importExcel`. The check and
 * the import of corrected rows sit beside `importExcel` under the module's prefix, behind its code, so
 * every module that imports has them; they have paths of their own because their bodies differ (JSON rows
 * of up to 64 MB) and the original's `importExcel` stays exactly as its clients call it.
 */
export async function registerExcelImport(
  app: FastifyInstance,
  table: CrudTable,
  opts: { dataDir: string },
): Promise<void> {
  const { decl } = table;
  const access = decl.access.importExcel;
  if (!decl.excel || !access) return;
  // One multipart parser per module scope; a parent scope may already provide it.
  if (!app.hasRequestDecorator("isMultipart")) await app.register(multipart);
  app.post(`${decl.prefix}/importExcel`, { config: routeAccess(access) }, async (req) =>
    oneAtATime(table.db, req.session?.id ?? "", async () => {
      const { files, fields } = await readFiles(req);
      const flags = parseImportFlags(fields, decl.columns);
      return importExcel(table, req, files, { ...opts, ...flags });
    }),
  );
  const rowsRoute = { config: routeAccess(access), bodyLimit: IMPORT_ROWS_BODY_LIMIT };
  app.post(`${decl.prefix}/importCheck`, rowsRoute, async (req) =>
    oneAtATime(table.db, req.session?.id ?? "", async () => {
      if (req.isMultipart()) {
        const { files, fields } = await readFiles(req);
        const flags = parseImportFlags(fields, decl.columns);
        const { answer, message } = await checkImportFiles(table, req, files, flags.foreignKeys);
        return ok(answer, message);
      }
      const flags = parseImportFlags(bodyFlags(req.body), decl.columns);
      const { answer, message } = await checkImportRows(table, req, req.body, flags.foreignKeys);
      return ok(answer, message);
    }),
  );
  app.post(`${decl.prefix}/importRows`, rowsRoute, async (req) =>
    oneAtATime(table.db, req.session?.id ?? "", async () => {
      const flags = parseImportFlags(bodyFlags(req.body), decl.columns);
      return okMessage(await importRows(table, req, req.body, flags.foreignKeys));
    }),
  );
}
