/**
 * Reads an uploaded zip held in memory: its entries as its central directory lists them, and each entry's
 * bytes inflated a piece at a time against a budget shared by every entry read. An upload is at most a few
 * megabytes and already in memory, so the directory at its end is read first and no entry waits on
 * another: the order of the entries in the file does not matter.
 */
import { createInflateRaw } from "node:zlib";
import { BizError } from "../result.ts";

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const STORED = 0;
const DEFLATED = 8;
/** Bytes handed out at a time when an entry is stored uncompressed. */
const STORED_PIECE = 64 * 1024;

export const NOT_XLSX = "文件不是有效的xlsx文件";

export interface ZipEntryInfo {
  readonly name: string;
  readonly method: number;
  readonly compressedSize: number;
  /** what the archive declares; the sender's word, see InflateBudget */
  readonly declaredSize: number;
  readonly localHeader: number;
}

/** The entries of the central directory, in its order; refuses zip64 and archives that are not whole. */
export function zipEntries(buf: Buffer): ZipEntryInfo[] {
  const min = Math.max(0, buf.length - 65_557);
  let eocd = -1;
  for (let i = buf.length - 22; i >= min; i--) {
    if (buf.readUInt32LE(i) === EOCD) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw new BizError(NOT_XLSX);
  const count = buf.readUInt16LE(eocd + 10);
  let p = buf.readUInt32LE(eocd + 16);
  const entries: ZipEntryInfo[] = [];
  for (let n = 0; n < count; n++) {
    if (p + 46 > buf.length || buf.readUInt32LE(p) !== CENTRAL) throw new BizError(NOT_XLSX);
    const declaredSize = buf.readUInt32LE(p + 24);
    if (declaredSize === 0xffffffff) throw new BizError("文件过大");
    const nameLength = buf.readUInt16LE(p + 28);
    entries.push({
      name: buf.toString("utf8", p + 46, p + 46 + nameLength),
      method: buf.readUInt16LE(p + 10),
      compressedSize: buf.readUInt32LE(p + 20),
      declaredSize,
      localHeader: buf.readUInt32LE(p + 42),
    });
    p += 46 + nameLength + buf.readUInt16LE(p + 30) + buf.readUInt16LE(p + 32);
  }
  return entries;
}

export const TOO_BIG_INFLATED = (limit: number) =>
  `文件解压后超过${Math.round(limit / 1024 / 1024)}MB的上限，请拆分后再导入`;

/** The inflated bytes still allowed for one file, whatever its headers declare. */
export class InflateBudget {
  private used = 0;

  constructor(private readonly limit: number) {}

  take(bytes: number): void {
    this.used += bytes;
    if (this.used > this.limit) throw new BizError(TOO_BIG_INFLATED(this.limit));
  }

  get total(): number {
    return this.used;
  }
}

/** The compressed bytes of an entry, found through its local header. */
function entryData(buf: Buffer, entry: ZipEntryInfo): Buffer {
  const h = entry.localHeader;
  if (h + 30 > buf.length || buf.readUInt32LE(h) !== LOCAL) throw new BizError(NOT_XLSX);
  const start = h + 30 + buf.readUInt16LE(h + 26) + buf.readUInt16LE(h + 28);
  const end = start + entry.compressedSize;
  if (end > buf.length) throw new BizError(NOT_XLSX);
  return buf.subarray(start, end);
}

/** An entry's bytes, a piece at a time, each piece counted against the budget before it is handed out. */
export async function* entryBytes(
  buf: Buffer,
  entry: ZipEntryInfo,
  budget: InflateBudget,
): AsyncGenerator<Buffer> {
  const data = entryData(buf, entry);
  if (entry.method === STORED) {
    for (let i = 0; i < data.length; i += STORED_PIECE) {
      const piece = data.subarray(i, i + STORED_PIECE);
      budget.take(piece.length);
      yield piece;
    }
    return;
  }
  if (entry.method !== DEFLATED) throw new BizError(NOT_XLSX);
  const inflate = createInflateRaw();
  inflate.end(data);
  try {
    for await (const piece of inflate as AsyncIterable<Buffer>) {
      budget.take(piece.length);
      yield piece;
    }
  } catch (err) {
    if (err instanceof BizError) throw err;
    throw new BizError(NOT_XLSX);
  } finally {
    inflate.destroy();
  }
}
