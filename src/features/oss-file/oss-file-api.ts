import { appConfig } from "@/app-config";
import { uploadAction } from "@/providers/http/client";

/** The refine resource of the stored files: every screen that lists them uses this name. */
export const OSS_RESOURCE = "oss-file";

export const OSS_URLS = {
  list: "/sys/oss/file/list",
  upload: "/sys/oss/file/upload",
  delete: "/sys/oss/file/delete",
} as const;

export interface OssFile {
  id: string;
  fileName: string;
  url: string;
  fileType: string;
  fileSize: number;
  createBy: string | null;
  createTime: string | null;
  usedBy: { title: string; id: string; label: string }[];
}

/**
 * The file itself, shown (`preview`, images and PDFs) or saved (`download`). Same-origin requests carry the
 * session cookie, so the URL needs no token.
 */
export function ossFileUrl(kind: "preview" | "download", id: string): string {
  return `${appConfig().apiBaseUrl}/sys/oss/file/${kind}?id=${encodeURIComponent(id)}`;
}

/** Multipart POST of one file through the HTTP client (signed, no time limit). */
export function uploadOssFile(file: File) {
  const form = new FormData();
  form.append("file", file, file.name);
  return uploadAction<OssFile>(OSS_URLS.upload, form);
}
