/**
 * POST <prefix>/importExcel: multipart field `file` or `files[]`, and the dialog's flags
 * `isSingleTableImport`, `foreignKeys` and `validateStatus` (import-flags.ts).
 */
import multipart from "@fastify/multipart";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Db } from "../../db/client.ts";
import { BizError } from "../result.ts";
import { importExcel } from "./excel-import.ts";
import { IMPORT_FLAG_FIELDS, type ImportFlagField, parseImportFlags } from "./import-flags.ts";
import { routeAccess } from "./register.ts";
import type { CrudTable } from "./table.ts";
import { MAX_IMPORT_BYTES } from "./xlsx-limits.ts";

const MAX_FILES = 5;
const FILE_FIELDS = new Set(["file", "files", "files[]"]);
const MB = MAX_IMPORT_BYTES / 1024 / 1024;

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

/** Adds the import route of a table whose declaration has `excel` and `access.importExcel`. */
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
}
