/**
 * A column holding uploaded files (`permit/<name>.png,permit/<name>.jpg`) accepts only paths the upload
 * endpoint generates, so a record can never point an `<img>` at another site or at a path outside the
 * upload folders.
 */
import type { Check } from "../../core/validators.ts";
import { parseStoredPath } from "./biz.ts";

export const STORED_FILES_MESSAGE = "文件路径无效，请重新上传";

/** The check of such a column; `max` > 0 limits how many files it holds. */
export function storedFiles(title: string, max = 0): Check {
  return (value) => {
    if (value === null || value === undefined || value.trim() === "") return undefined;
    const paths = value.split(",").map((p) => p.trim());
    if (paths.some((p) => parseStoredPath(p) === undefined)) return `${title}：${STORED_FILES_MESSAGE}`;
    if (max > 0 && paths.length > max) return `${title}最多${max}个`;
    return undefined;
  };
}
