/**
 * 文件管理: every file stored through uploads, with the records that use it. Upload goes through the upload
 * module's checks (content sniffed, size and quota); delete is refused while a record still uses the file.
 */
import { createReadStream } from "node:fs";
import { rm, stat } from "node:fs/promises";
import path from "node:path";
import type { FastifyInstance, FastifyReply } from "fastify";
import { camelRow } from "../../core/case.ts";
import { escapeLike, page } from "../../core/query-builder.ts";
import { requireSession } from "../../core/require-session.ts";
import { BizError, fail, ok } from "../../core/result.ts";
import type { AppContext } from "../../core/server-module.ts";
import { SqlParams } from "../../core/sql-params.ts";
import type { Db } from "../../db/client.ts";
import { parseStoredPath } from "../upload/biz.ts";
import { checkQuota, disposition, kindOf, receive } from "../upload/index.ts";
import { storeUpload, uploadRoot } from "../upload/store.ts";
import { OSS_CODES } from "./menu.ts";
import { type FileSource, fileSources, fileUses } from "./references.ts";

export const OSS_BIZ = "oss";

export const OSS_MESSAGES = {
  uploaded: "上传成功！",
  deleted: "删除成功!",
  notFound: "未找到对应数据",
  inUse: (uses: string) => `文件正在被使用，不能删除：${uses}`,
} as const;

const MAX_PAGE_SIZE = 200;

interface FileRow {
  id: string;
  biz: string;
  file_path: string;
  original_name: string | null;
  content_type: string;
  file_size: string;
  create_by: string | null;
  create_time: string | null;
}

const COLUMNS =
  "id, biz, file_path, original_name, content_type, file_size::text AS file_size, create_by, create_time";

const positive = (raw: unknown, fallback: number) => {
  const n = Number(String(raw ?? "").trim());
  return Number.isInteger(n) && n >= 1 ? n : fallback;
};

/** The original's entity `{id, fileName, url}` and what this list adds. */
async function present(db: Db, sources: readonly FileSource[], rows: readonly FileRow[]) {
  const uses = await fileUses(
    db,
    sources,
    rows.map((r) => r.file_path),
  );
  return rows.map((r) => {
    const base = camelRow(r as unknown as Record<string, unknown>);
    return {
      ...base,
      fileName: r.original_name ?? path.basename(r.file_path),
      url: r.file_path,
      fileType: r.content_type,
      fileSize: Number(r.file_size),
      usedBy: uses.get(r.file_path) ?? [],
    };
  });
}

const idQuery = {
  querystring: {
    type: "object",
    required: ["id"],
    properties: { id: { type: "string", minLength: 1, maxLength: 32 } },
  },
} as const;

const listQuery = {
  querystring: {
    type: "object",
    properties: {
      pageNo: { type: ["string", "number"], pattern: "^\\s*[0-9]{1,9}\\s*$" },
      pageSize: { type: ["string", "number"], pattern: "^\\s*[0-9]{1,9}\\s*$" },
      fileName: { type: "string", maxLength: 100 },
      fileType: { type: "string", maxLength: 100 },
      createBy: { type: "string", maxLength: 50 },
    },
  },
} as const;

async function byId(db: Db, id: string): Promise<FileRow | undefined> {
  return db.one<FileRow>(`SELECT ${COLUMNS} FROM sys_upload_file WHERE id = $1`, [id]);
}

export function registerOssRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db, config } = ctx;
  const sources = fileSources(ctx.modules ?? []);
  const root = uploadRoot(config.dataDir);

  app.get("/sys/oss/file/list", { config: { perm: OSS_CODES.list }, schema: listQuery }, async (req) => {
    const q = req.query as Record<string, string | undefined>;
    const pageNo = positive(q.pageNo, 1);
    const pageSize = Math.min(positive(q.pageSize, 10), MAX_PAGE_SIZE);
    const params = new SqlParams();
    const where: string[] = [];
    const fileName = (q.fileName ?? "").trim().replace(/^\*|\*$/g, "");
    if (fileName) where.push(`original_name ILIKE ${params.add(`%${escapeLike(fileName)}%`)}`);
    const fileType = (q.fileType ?? "").trim();
    if (fileType) where.push(`content_type ILIKE ${params.add(`${escapeLike(fileType)}%`)}`);
    const createBy = (q.createBy ?? "").trim();
    if (createBy) where.push(`create_by = ${params.add(createBy)}`);
    const clause = where.length > 0 ? `WHERE ${where.join(" AND ")}` : "";
    const count = await db.one<{ total: number }>(
      `SELECT count(*)::integer AS total FROM sys_upload_file ${clause}`,
      params.values,
    );
    const rows = await db.query<FileRow>(
      `SELECT ${COLUMNS} FROM sys_upload_file ${clause} ORDER BY create_time DESC, id DESC
       LIMIT ${params.add(pageSize)} OFFSET ${params.add((pageNo - 1) * pageSize)}`,
      params.values,
    );
    return ok(page(await present(db, sources, rows), Number(count?.total ?? 0), { pageNo, pageSize }));
  });

  app.get("/sys/oss/file/queryById", { config: { perm: OSS_CODES.list }, schema: idQuery }, async (req) => {
    const row = await byId(db, (req.query as { id: string }).id);
    if (!row) return fail(OSS_MESSAGES.notFound);
    const [file] = await present(db, sources, [row]);
    return ok(file);
  });

  app.post("/sys/oss/file/upload", { config: { perm: OSS_CODES.upload } }, async (req) => {
    const session = requireSession(req);
    const upload = await receive(req, config.uploadMaxBytes);
    const kind = kindOf(upload);
    await checkQuota(db, session.username, upload.content.length, config.uploadQuotaBytes);
    const relative = await storeUpload(db, config.dataDir, {
      biz: OSS_BIZ,
      content: upload.content,
      kind,
      originalName: path.basename(upload.fileName.replace(/\\/g, "/")),
      username: session.username,
    });
    const row = await db.one<FileRow>(`SELECT ${COLUMNS} FROM sys_upload_file WHERE file_path = $1`, [
      relative,
    ]);
    const [file] = row ? await present(db, sources, [row]) : [];
    return ok(file ?? null, OSS_MESSAGES.uploaded);
  });

  app.delete("/sys/oss/file/delete", { config: { perm: OSS_CODES.delete }, schema: idQuery }, async (req) => {
    const row = await byId(db, (req.query as { id: string }).id);
    if (!row) return fail(OSS_MESSAGES.notFound);
    const uses = (await fileUses(db, sources, [row.file_path])).get(row.file_path) ?? [];
    if (uses.length > 0) {
      const named = uses
        .slice(0, 3)
        .map((u) => `${u.title}「${u.label}」`)
        .join("、");
      throw new BizError(OSS_MESSAGES.inUse(uses.length > 3 ? `${named}等${uses.length}处` : named));
    }
    await db.query("DELETE FROM sys_upload_file WHERE id = $1", [row.id]);
    const parsed = parseStoredPath(row.file_path);
    if (parsed) await rm(path.join(root, ...parsed.biz.split("/"), parsed.name), { force: true });
    return ok(null, OSS_MESSAGES.deleted);
  });

  /** The file itself: shown in the page (images and PDFs) or saved (`download`). */
  const serve = async (id: string, download: boolean, reply: FastifyReply) => {
    const row = await byId(db, id);
    const parsed = row ? parseStoredPath(row.file_path) : undefined;
    const file = parsed ? path.join(root, ...parsed.biz.split("/"), parsed.name) : "";
    const found = parsed ? await stat(file).catch(() => undefined) : undefined;
    if (!row || !found?.isFile()) return reply.code(404).send(fail(OSS_MESSAGES.notFound, 404));
    const image = row.content_type.startsWith("image/");
    const pdf = row.content_type === "application/pdf";
    const name = row.original_name ?? parsed?.name ?? "file";
    return (
      reply
        .header("Content-Type", row.content_type)
        .header("Content-Length", String(found.size))
        .header("Content-Disposition", disposition(!download && (image || pdf), name))
        .header("X-Content-Type-Options", "nosniff")
        // The browser's PDF viewer does not run in a sandboxed document; every other file stays sandboxed.
        .header(
          "Content-Security-Policy",
          pdf && !download ? "default-src 'none'" : "default-src 'none'; sandbox",
        )
        .header("Cache-Control", "private, no-cache")
        .send(createReadStream(file))
    );
  };
  const fileRoute = { config: { perm: OSS_CODES.list, cookie: true }, schema: idQuery };
  app.get("/sys/oss/file/preview", fileRoute, async (req, reply) =>
    serve((req.query as { id: string }).id, false, reply),
  );
  app.get("/sys/oss/file/download", fileRoute, async (req, reply) =>
    serve((req.query as { id: string }).id, true, reply),
  );
}
