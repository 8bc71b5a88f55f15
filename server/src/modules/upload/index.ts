/**
 * File upload and download (the original's CommonController): POST /sys/common/upload stores a file under a
 * generated name in an allowed `biz` folder and answers its relative path in `message`;
 * GET /sys/common/static/<biz>/<name> serves it to a signed-in caller (header or session cookie).
 */
import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import path from "node:path";
import multipart from "@fastify/multipart";
import type { FastifyRequest } from "fastify";
import { attachmentHeader } from "../../core/crud/index.ts";
import { requireSession } from "../../core/require-session.ts";
import { BizError, fail, okMessage } from "../../core/result.ts";
import type { ServerModule } from "../../core/server-module.ts";
import type { Db } from "../../db/client.ts";
import { DEFAULT_BIZ, isAllowedBiz, parseStoredPath } from "./biz.ts";
import { type FileKind, sniffFile } from "./file-type.ts";
import { widgetDemoMenus } from "./menu.ts";
import { findUpload, storeUpload, uploadRoot } from "./store.ts";

export const UPLOAD_MESSAGES = {
  noFile: "请选择要上传的文件",
  failed: "上传失败！",
  badBiz: "上传目录不允许",
  badType: "不支持的文件类型，仅允许图片（jpg、png、gif、webp）和文档（pdf、office、zip、txt）",
  mismatch: "文件内容与扩展名不符",
  notFound: "文件不存在",
} as const;

/** The refusal when an account's stored files would pass the quota. */
export function quotaMessage(quotaBytes: number): string {
  return `上传空间已满：每个账号最多保存${Math.round(quotaBytes / 1024 / 1024)}MB文件，请联系管理员`;
}

/** One account cannot fill the disk: its stored files and the new one stay within the quota. */
export async function checkQuota(db: Db, username: string, size: number, quotaBytes: number): Promise<void> {
  const row = await db.one<{ used: string | null }>(
    "SELECT sum(file_size)::text AS used FROM sys_upload_file WHERE create_by = $1",
    [username],
  );
  if (Number(row?.used ?? 0) + size > quotaBytes) throw new BizError(quotaMessage(quotaBytes));
}

/** The original's message for a file above the limit, with our configured size. */
export function tooLargeMessage(maxBytes: number): string {
  const mb = Math.round((maxBytes / 1024 / 1024) * 100) / 100;
  return `文件大小超出${mb}MB限制, 请压缩或降低文件质量! `;
}

export interface ReceivedUpload {
  content: Buffer;
  fileName: string;
  biz: string;
}

/** Reads the one `file` part and the `biz` field (the original also takes `biz` as a query parameter). */
export async function receive(req: FastifyRequest, maxBytes: number): Promise<ReceivedUpload> {
  if (!req.isMultipart()) throw new BizError(UPLOAD_MESSAGES.noFile);
  const fields: Record<string, string> = {};
  let file: { content: Buffer; fileName: string } | undefined;
  try {
    const parts = req.parts({ limits: { fileSize: maxBytes, files: 1, fields: 10, fieldSize: 1024 } });
    for await (const part of parts) {
      if (part.type === "file") {
        if (part.fieldname === "file" && !file) {
          file = { content: await part.toBuffer(), fileName: part.filename ?? "" };
        } else part.file.resume();
      } else if (typeof part.value === "string") fields[part.fieldname] = part.value;
    }
  } catch (err) {
    if ((err as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE") {
      throw new BizError(tooLargeMessage(maxBytes));
    }
    throw new BizError(UPLOAD_MESSAGES.failed);
  }
  if (!file) throw new BizError(UPLOAD_MESSAGES.noFile);
  const query = req.query as Record<string, unknown>;
  const raw = fields.biz ?? (typeof query.biz === "string" ? query.biz : "");
  return { ...file, biz: raw.trim() === "" ? DEFAULT_BIZ : raw.trim() };
}

export function kindOf(upload: ReceivedUpload): FileKind {
  const sniffed = sniffFile(upload.content, upload.fileName);
  if (!sniffed.ok) {
    throw new BizError(sniffed.reason === "mismatch" ? UPLOAD_MESSAGES.mismatch : UPLOAD_MESSAGES.badType);
  }
  return sniffed.kind;
}

/** `inline` for images (shown in the page), `attachment` for everything else. */
export function disposition(image: boolean, fileName: string): string {
  const header = attachmentHeader(fileName);
  return image ? header.replace(/^attachment/, "inline") : header;
}

export const uploadModule: ServerModule = {
  name: "upload",
  menus: widgetDemoMenus,
  async register(app, { db, config }) {
    await app.register(multipart);
    const root = uploadRoot(config.dataDir);

    app.post("/sys/common/upload", { config: { auth: "login" } }, async (req) => {
      const session = requireSession(req);
      const upload = await receive(req, config.uploadMaxBytes);
      if (!isAllowedBiz(upload.biz)) throw new BizError(UPLOAD_MESSAGES.badBiz);
      const kind = kindOf(upload);
      await checkQuota(db, session.username, upload.content.length, config.uploadQuotaBytes);
      const relative = await storeUpload(db, config.dataDir, {
        biz: upload.biz,
        content: upload.content,
        kind,
        originalName: path.basename(upload.fileName.replace(/\\/g, "/")),
        username: session.username,
      });
      return okMessage(relative);
    });

    app.get("/sys/common/static/*", { config: { auth: "login", cookie: true } }, async (req, reply) => {
      const relative = (req.params as { "*": string })["*"] ?? "";
      const parsed = parseStoredPath(relative);
      const stored = parsed ? await findUpload(db, relative) : undefined;
      const file = parsed ? path.join(root, ...parsed.biz.split("/"), parsed.name) : "";
      const found = stored ? await stat(file).catch(() => undefined) : undefined;
      if (!stored || !found?.isFile()) return reply.code(404).send(fail(UPLOAD_MESSAGES.notFound, 404));
      const image = stored.contentType.startsWith("image/");
      return reply
        .header("Content-Type", stored.contentType)
        .header("Content-Length", String(found.size))
        .header("Content-Disposition", disposition(image, stored.originalName ?? parsed?.name ?? "file"))
        .header("X-Content-Type-Options", "nosniff")
        .header("Content-Security-Policy", "default-src 'none'; sandbox")
        .header("Cache-Control", "private, max-age=86400")
        .send(createReadStream(file));
    });
  },
};
