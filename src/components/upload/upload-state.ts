/**
 * The upload list as pure data (the original's
 * JUpload): each item goes uploading → done (path from the answer's `message`) or error (message from the
 * answer, default 未知错误), or is removed. The widgets only render this and call the upload endpoint.
 */
import { fileUrl } from "./static-url";
import { UPLOAD_TEXT } from "./upload-text";

export { UPLOAD_TEXT };

export type UploadStatus = "uploading" | "done" | "error" | "removed";

export interface UploadItem {
  uid: string;
  name: string;
  status: UploadStatus;
  /** whole percent while uploading */
  percent: number;
  /** stored relative path (`temp/…png`), once done */
  path?: string;
  /** URL to show or download it */
  url?: string;
  /** why it failed */
  message?: string;
  size?: number;
  /** MIME type the browser gave the chosen file */
  type?: string;
  /** The uploaded file as the original's items carry it: its name, stored path and size, once done. */
  fileName?: string;
  filePath?: string;
  fileSize?: number;
}

/** A done file as the original's upload value carries it without URLs (`returnUrl:false`). */
export interface UploadedFile {
  fileName: string;
  filePath: string;
  fileSize?: number;
}

/** What the endpoint answers (`{success, message: <path>}`); another field may hold the path (`responseName`). */
export interface UploadAnswer {
  success: boolean;
  message?: string;
}

/** The answer's field that holds the stored path unless a widget names another. */
export const DEFAULT_RESPONSE_NAME = "message";

export function startItem(file: { uid: string; name: string; size?: number; type?: string }): UploadItem {
  return {
    uid: file.uid,
    name: file.name,
    size: file.size,
    type: file.type,
    status: "uploading",
    percent: 0,
  };
}

/** Progress only moves an item that is still uploading. */
export function withProgress(item: UploadItem, percent: number): UploadItem {
  if (item.status !== "uploading") return item;
  return { ...item, percent: Math.max(item.percent, Math.min(100, Math.max(0, Math.round(percent)))) };
}

/**
 * The server's answer: done with the stored path, read from the field `responseName` (default `message`),
 * or error with its message (default 未知错误).
 */
export function withAnswer(
  item: UploadItem,
  answer: UploadAnswer,
  responseName = DEFAULT_RESPONSE_NAME,
): UploadItem {
  if (item.status !== "uploading") return item;
  const sent: unknown = Reflect.get(answer, responseName);
  const path = typeof sent === "string" ? sent.trim() : "";
  if (answer.success && path) {
    return {
      ...item,
      status: "done",
      percent: 100,
      path,
      url: fileUrl(path),
      fileName: item.name,
      filePath: path,
      fileSize: item.size,
    };
  }
  return { ...item, status: "error", message: answer.message || UPLOAD_TEXT.unknownError };
}

/** The done items as `{fileName, filePath, fileSize}`. */
export function toFileItems(items: readonly UploadItem[]): UploadedFile[] {
  return items.flatMap((item) =>
    item.status === "done" && item.path
      ? [{ fileName: item.fileName ?? item.name, filePath: item.path, fileSize: item.fileSize ?? item.size }]
      : [],
  );
}

/** The name a pasted screenshot is uploaded under, as the original's. */
export const SCREENSHOT_NAME = "upload.png";

/** The folder of a screenshot pasted on this day: `static/<year>/<month>/<day>`. */
export function screenshotBiz(day: Date): string {
  const two = (n: number) => String(n).padStart(2, "0");
  return `static/${day.getFullYear()}/${two(day.getMonth() + 1)}/${two(day.getDate())}`;
}

/** The first image of a paste, as a PNG file named upload.png; none when the paste holds no image. */
export function pastedImage(data: DataTransfer | null): File | undefined {
  if (!data) return undefined;
  const fromItems = Array.from(data.items ?? []).flatMap((item) => {
    const file = item.kind === "file" ? item.getAsFile() : null;
    return file ? [file] : [];
  });
  const image = [...fromItems, ...Array.from(data.files ?? [])].find((f) => f.type.startsWith("image/"));
  return image ? new File([image], SCREENSHOT_NAME, { type: image.type || "image/png" }) : undefined;
}

/** The request itself failed (network, timeout; the HTTP client has reported why): error, 上传失败. */
export function withFailure(item: UploadItem): UploadItem {
  if (item.status !== "uploading") return item;
  return { ...item, status: "error", message: UPLOAD_TEXT.failed };
}

export function removeItem(items: readonly UploadItem[], uid: string): UploadItem[] {
  return items.filter((item) => item.uid !== uid);
}

/** `number` > 0 keeps only the last N items; 0 (or less) keeps them all. */
export function keepLast<T>(items: readonly T[], number: number): T[] {
  return number > 0 && items.length > number ? items.slice(items.length - number) : [...items];
}

export type MoveResult = { ok: true; items: UploadItem[] } | { ok: false; message: string };

/** Moves an item one place left (-1) or right (+1); the first cannot go left, the last cannot go right. */
export function moveItem(items: readonly UploadItem[], index: number, direction: -1 | 1): MoveResult {
  if (direction < 0 && index <= 0) return { ok: false, message: UPLOAD_TEXT.moveFirst };
  if (direction > 0 && index >= items.length - 1) return { ok: false, message: UPLOAD_TEXT.moveLast };
  const next = [...items];
  const target = index + direction;
  [next[index], next[target]] = [next[target], next[index]];
  return { ok: true, items: next };
}

/** The form value: the done items' paths joined with commas, as the original stores them. */
export function toValue(items: readonly UploadItem[]): string {
  return items
    .filter((item) => item.status === "done" && item.path)
    .map((item) => item.path)
    .join(",");
}

/**
 * Items of a stored value (comma-joined paths), all done. Stored names are generated, so they are shown as
 * `<noun><n>.<ext>` (附件1.pdf); the download itself carries the original name.
 */
export function fromValue(value: unknown, noun = "附件"): UploadItem[] {
  if (typeof value !== "string" || value.trim() === "") return [];
  return value
    .split(",")
    .map((p) => p.trim())
    .filter(Boolean)
    .map((path, index) => {
      const name = `${noun}${index + 1}${extensionOf(path)}`;
      return {
        uid: `stored-${index}-${path}`,
        name,
        status: "done" as const,
        percent: 100,
        path,
        url: fileUrl(path),
        fileName: name,
        filePath: path,
      };
    });
}

export type DownloadTarget = { ok: true; url: string } | { ok: false; message: string };

/**
 * Where a download of a stored value goes: its URL, or 未知的文件 when the value names no file (empty,
 * blank, a JSON-ish list), so nothing is requested for it.
 */
export function downloadTarget(path: unknown): DownloadTarget {
  const url = typeof path === "string" ? fileUrl(path) : undefined;
  return url ? { ok: true, url } : { ok: false, message: UPLOAD_TEXT.unknownFile };
}

/** The original accepts a chosen file as an image when its type contains "image". */
export function isImageFile(file: { type?: string }): boolean {
  return (file.type ?? "").includes("image");
}

/** ".png" of "permit/ab12.png"; "" without one. */
function extensionOf(path: string): string {
  const name = path.split("/").pop() ?? "";
  const dot = name.lastIndexOf(".");
  return dot > 0 ? name.slice(dot).toLowerCase() : "";
}
