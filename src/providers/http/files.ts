/** Downloads, uploads and stored-file URLs; these have no 9000 ms limit. */
import { appConfig } from "@/app-config";
import { pick, type RequestOptions } from "./actions";
import { type JeecgResult, request, requestResponse } from "./instance";
import type { ProgressEvent } from "./transport";

export interface DownloadedFile {
  blob: Blob;
  /** From `Content-Disposition`, when the server sent one the browser may read. */
  fileName?: string;
}

function latin1AsUtf8(text: string): string {
  // The Java backends write UTF-8 bytes into the header, which the browser reads as Latin-1.
  const codes = Array.from(text, (c) => c.charCodeAt(0));
  if (!codes.some((c) => c >= 0x80) || codes.some((c) => c > 0xff)) return text;
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(Uint8Array.from(codes));
  } catch {
    return text;
  }
}

function decodeName(raw: string): string {
  const unquoted = raw.trim().replace(/^"(.*)"$/, "$1");
  try {
    return decodeURIComponent(unquoted);
  } catch {
    return latin1AsUtf8(unquoted);
  }
}

/** `filename*=UTF-8''…` wins over `filename=…`; both may be percent-encoded. */
export function fileNameFromDisposition(header: unknown): string | undefined {
  if (typeof header !== "string" || header === "") return undefined;
  const extended = /filename\*\s*=\s*[^']*'[^']*'([^;]+)/i.exec(header);
  if (extended) return decodeName(extended[1]);
  const plain = /filename\s*=\s*("[^"]*"|[^;]+)/i.exec(header);
  if (plain) return latin1AsUtf8(decodeName(plain[1]));
  return undefined;
}

export interface DownloadOptions extends RequestOptions {
  /** Bytes received so far, and the total when the server sent a length. */
  onProgress?: (loaded: number, total?: number) => void;
}

/** Blob GET (`downFile`): no 9000 ms limit, since exports take as long as they take; progress instead. */
export async function downFile(
  url: string,
  params?: object,
  options?: DownloadOptions,
): Promise<DownloadedFile> {
  const onProgress = options?.onProgress;
  const response = await requestResponse<Blob>({
    ...pick(options),
    url,
    method: "get",
    params,
    responseType: "blob",
    timeout: options?.timeout ?? 0,
    onDownloadProgress: onProgress ? (event) => onProgress(event.loaded, event.total) : undefined,
  });
  return { blob: response.data, fileName: fileNameFromDisposition(response.headers["content-disposition"]) };
}

/** Saves a downloaded blob through a temporary link. */
export function saveBlob(blob: Blob, fileName: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.style.display = "none";
  link.href = href;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(href);
}

export interface UploadOptions extends RequestOptions {
  /** Whole percent 0–100 as the body goes out. */
  onProgress?: (percent: number) => void;
}

/** The upload's progress as the caller's whole percent, when the caller asked for it. */
function progressOf(options?: UploadOptions): ((event: ProgressEvent) => void) | undefined {
  const onProgress = options?.onProgress;
  if (!onProgress) return undefined;
  return (event) => {
    if (event.total) onProgress(Math.floor((event.loaded / event.total) * 100));
  };
}

/** Multipart POST (`uploadAction`); no 9000 ms limit, progress instead. */
export function uploadAction<T = unknown>(
  url: string,
  formData: FormData,
  options?: UploadOptions,
): Promise<JeecgResult<T>> {
  return request({
    ...pick(options),
    url,
    method: "post",
    data: formData,
    timeout: options?.timeout ?? 0,
    headers: { ...options?.headers, "Content-Type": "multipart/form-data" },
    onUploadProgress: progressOf(options),
  });
}

/**
 * POST of a large JSON body (an import's corrected rows, up to tens of megabytes): no 9000 ms limit and no
 * signature, whose digest of the whole body would cost the browser more than the request; progress
 * instead.
 */
export function uploadJson<T = unknown>(
  url: string,
  data: object,
  options?: UploadOptions,
): Promise<JeecgResult<T>> {
  return request({
    ...pick(options),
    url,
    method: "post",
    data,
    timeout: options?.timeout ?? 0,
    onUploadProgress: progressOf(options),
  });
}

/**
 * URL of a stored file: `http…` unchanged, a relative path under the static
 * prefix, nothing for an empty value or a JSON-ish list (`[`).
 */
export function getFileAccessHttpUrl(path: string | null | undefined, prefix = "http"): string | undefined {
  if (!path) return undefined;
  if (path.startsWith(prefix)) return path;
  if (path.includes("[")) return undefined;
  return `${appConfig().staticDomainUrl}/${path}`;
}
