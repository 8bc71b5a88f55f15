/**
 * Limits checked before an uploaded .xlsx is parsed: its size, the zip's declared uncompressed size (a
 * quick first refusal of an honest big file) and the size it really inflates to (the declared sizes are
 * the sender's word), and the limits of what one row may hold.
 */
import { BizError } from "../result.ts";
import { inflatedSize } from "./xlsx-inflate.ts";

export const MAX_IMPORT_BYTES = 20 * 1024 * 1024;
export const MAX_UNCOMPRESSED_BYTES = 300 * 1024 * 1024;
export const MAX_IMPORT_ROWS = 100_000;
/** Far wider than any module's sheet; a row reaching further out is not one of ours. */
export const MAX_IMPORT_COLUMNS = 200;
/** Excel's own limit of characters in one cell. */
export const MAX_CELL_CHARS = 32_767;

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const NOT_XLSX = "文件不是有效的xlsx文件";

/** Sum of the uncompressed sizes in the zip's central directory; refuses zip64 and broken archives. */
export function zipUncompressedSize(buf: Buffer): number {
  const min = Math.max(0, buf.length - 65_557);
  let eocd = -1;
  for (let i = buf.length - 22; i >= min; i--) {
    if (buf.readUInt32LE(i) === EOCD) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw new BizError(NOT_XLSX);
  const entries = buf.readUInt16LE(eocd + 10);
  let p = buf.readUInt32LE(eocd + 16);
  let total = 0;
  for (let n = 0; n < entries; n++) {
    if (p + 46 > buf.length || buf.readUInt32LE(p) !== CENTRAL) throw new BizError(NOT_XLSX);
    const size = buf.readUInt32LE(p + 24);
    if (size === 0xffffffff) throw new BizError("文件过大");
    total += size;
    p += 46 + buf.readUInt16LE(p + 28) + buf.readUInt16LE(p + 30) + buf.readUInt16LE(p + 32);
  }
  return total;
}

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
