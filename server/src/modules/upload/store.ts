/** Where uploads live on disk and in `sys_upload_file`: DATA_DIR/upload/<biz>/<generated name>. */
import { randomBytes } from "node:crypto";
import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { newId } from "../../core/ids.ts";
import type { Db } from "../../db/client.ts";
import type { FileKind } from "./file-type.ts";

export const UPLOAD_DIR = "upload";

export interface StoredFile {
  filePath: string;
  originalName: string | null;
  contentType: string;
  fileSize: number;
}

export function uploadRoot(dataDir: string): string {
  return path.join(dataDir, UPLOAD_DIR);
}

/** Writes the content under a new random name and records it; answers the relative path `<biz>/<name>`. */
export async function storeUpload(
  db: Db,
  dataDir: string,
  upload: { biz: string; content: Buffer; kind: FileKind; originalName: string; username: string },
): Promise<string> {
  const name = `${randomBytes(16).toString("hex")}.${upload.kind.ext}`;
  const relative = `${upload.biz}/${name}`;
  const folder = path.join(uploadRoot(dataDir), ...upload.biz.split("/"));
  const file = path.join(folder, name);
  await mkdir(folder, { recursive: true });
  // `wx`: a name collision fails instead of overwriting another upload.
  await writeFile(file, upload.content, { flag: "wx", mode: 0o640 });
  try {
    await db.query(
      `INSERT INTO sys_upload_file (id, biz, file_path, original_name, content_type, file_size, create_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [
        newId(),
        upload.biz,
        relative,
        upload.originalName.slice(0, 255) || null,
        upload.kind.mime,
        upload.content.length,
        upload.username,
      ],
    );
  } catch (err) {
    await rm(file, { force: true });
    throw err;
  }
  return relative;
}

export async function findUpload(db: Db, relative: string): Promise<StoredFile | undefined> {
  const row = await db.one<{
    file_path: string;
    original_name: string | null;
    content_type: string;
    file_size: number;
  }>("SELECT file_path, original_name, content_type, file_size FROM sys_upload_file WHERE file_path = $1", [
    relative,
  ]);
  if (!row) return undefined;
  return {
    filePath: row.file_path,
    originalName: row.original_name,
    contentType: row.content_type,
    fileSize: Number(row.file_size),
  };
}
