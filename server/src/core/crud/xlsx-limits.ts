/**
 * Limits checked before an uploaded .xlsx is parsed: its size, the zip's declared uncompressed size (a
 * quick first refusal of an honest big file) and the size it really inflates to (the declared sizes are
 * the sender's word), and the limits of what one row may hold.
 */
import { BizError } from "../result.ts";
import { inflatedSize } from "./xlsx-inflate.ts";
import { zipEntries } from "./zip-reader.ts";

export const MAX_IMPORT_BYTES = 20 * 1024 * 1024;
export const MAX_UNCOMPRESSED_BYTES = 300 * 1024 * 1024;
export const MAX_IMPORT_ROWS = 100_000;
/** Far wider than any module's sheet; a row reaching further out is not one of ours. */
export const MAX_IMPORT_COLUMNS = 200;
/** Excel's own limit of characters in one cell. */
export const MAX_CELL_CHARS = 32_767;

/** Sum of the uncompressed sizes the zip's central directory declares; refuses zip64 and broken archives. */
export const zipUncompressedSize = (buf: Buffer): number =>
  zipEntries(buf).reduce((sum, e) => sum + e.declaredSize, 0);

export function checkXlsxLimits(buf: Buffer): void {
  if (buf.length === 0) throw new BizError("上传文件为空");
  if (buf.length > MAX_IMPORT_BYTES)
    throw new BizError(`文件大小超出${MAX_IMPORT_BYTES / 1024 / 1024}MB限制`);
  if (zipUncompressedSize(buf) > MAX_UNCOMPRESSED_BYTES) throw new BizError("文件解压后过大");
}

/** Every limit of a file, the real inflated size included; run on each file before any row is read. */
export async function checkXlsxFile(buf: Buffer): Promise<void> {
  checkXlsxLimits(buf);
  await inflatedSize(buf, MAX_UNCOMPRESSED_BYTES);
}
