/** Limits checked before an uploaded .xlsx is parsed: its size and the zip's declared uncompressed size. */
import { BizError } from "../result.ts";

export const MAX_IMPORT_BYTES = 20 * 1024 * 1024;
export const MAX_UNCOMPRESSED_BYTES = 300 * 1024 * 1024;
export const MAX_IMPORT_ROWS = 100_000;

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
