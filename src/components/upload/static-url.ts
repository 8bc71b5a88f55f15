/**
 * URLs of stored files (the original's getFileAccessHttpUrl): an `http…` value is used as it is, a
 * relative path gets the static domain (`<api base>/sys/common/static`). Same-origin images and downloads
 * carry the session cookie, so these URLs need no token.
 */
import { getFileAccessHttpUrl } from "@/providers/http/client";

export function fileUrl(path: string | null | undefined): string | undefined {
  return getFileAccessHttpUrl(path?.trim());
}

/** Every URL of a comma-joined value ("permit/a.png,permit/b.png"). */
export function fileUrls(value: unknown): string[] {
  if (typeof value !== "string") return [];
  return value
    .split(",")
    .map((p) => fileUrl(p))
    .filter((url): url is string => url !== undefined);
}

/** The endpoint every upload widget posts to (multipart `file` and `biz`). */
export const UPLOAD_URL = "/sys/common/upload";
