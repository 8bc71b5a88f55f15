/** POST <prefix>/importExcel: multipart field `file` or `files[]` (ARCHITECTURE "Excel"). */
import multipart from "@fastify/multipart";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { BizError } from "../result.ts";
import { importExcel } from "./excel-import.ts";
import { routeAccess } from "./register.ts";
import type { CrudTable } from "./table.ts";
import { MAX_IMPORT_BYTES } from "./xlsx-limits.ts";

const MAX_FILES = 5;
const FILE_FIELDS = new Set(["file", "files", "files[]"]);

async function readFiles(req: FastifyRequest): Promise<Buffer[]> {
  if (!req.isMultipart()) throw new BizError("请上传文件");
  const files: Buffer[] = [];
  try {
    for await (const part of req.parts({ limits: { fileSize: MAX_IMPORT_BYTES, files: MAX_FILES } })) {
      if (part.type === "file" && FILE_FIELDS.has(part.fieldname)) files.push(await part.toBuffer());
      else if (part.type === "file") part.file.resume();
    }
  } catch (err) {
    if (err instanceof BizError) throw err;
    throw new BizError(`文件大小超出${MAX_IMPORT_BYTES / 1024 / 1024}MB限制或上传内容有误`);
  }
  if (files.length === 0) throw new BizError("请上传文件");
  return files;
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
    importExcel(table, req, await readFiles(req), opts),
  );
}
