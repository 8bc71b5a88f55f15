/**
 * A zip archive written front to back with Node's own zlib, synchronously. An entry's bytes are deflated
 * as they come, in independent pieces each ended by a sync flush, so a long entry is never held whole in
 * memory and never waits for the thread pool: a streaming zip library (archiver, as exceljs writes) hands
 * every piece to zlib's thread pool and back, and under load each of those turns waits behind other
 * requests. Sizes and checksums follow each entry (a data descriptor), as streaming writers do. No zip64:
 * an archive must stay under 4 GiB.
 */
import { constants, crc32, deflateRawSync } from "node:zlib";

/** zlib's level 3: within a few per cent of the default's size in a third of its time on sheet XML. */
const LEVEL = 3;
const LIMIT = 0xffff_ffff;
/** Bit 3: sizes and checksum in a data descriptor after the data; bit 11: the name is UTF-8. */
const FLAGS = 0x0808;
const DEFLATE = 8;
const VERSION = 20;
/** Deflate's empty final block: what ends each entry's run of sync-flushed pieces. */
const FINAL_BLOCK = deflateRawSync(Buffer.alloc(0), { level: LEVEL });

interface Written {
  name: Buffer;
  crc: number;
  compressed: number;
  size: number;
  offset: number;
}

/** Date and time as the zip format keeps them (MS-DOS, local time, two-second steps). */
function dosDateTime(at: Date): { date: number; time: number } {
  return {
    date: ((Math.max(at.getFullYear(), 1980) - 1980) << 9) | ((at.getMonth() + 1) << 5) | at.getDate(),
    time: (at.getHours() << 11) | (at.getMinutes() << 5) | Math.floor(at.getSeconds() / 2),
  };
}

/** One entry being written: its bytes go out deflated as they are given. */
export interface ZipEntry {
  write(data: string | Buffer): void;
  close(): void;
}

export class ZipWriter {
  private readonly written: Written[] = [];
  private offset = 0;
  private open: ZipEntry | undefined;
  private readonly stamp: { date: number; time: number };

  /** `emit` receives the archive's bytes in order. */
  constructor(
    private readonly emit: (bytes: Buffer) => void,
    modified = new Date(),
  ) {
    this.stamp = dosDateTime(modified);
  }

  /** An entry given whole. */
  file(name: string, data: string | Buffer): void {
    const entry = this.entry(name);
    entry.write(data);
    entry.close();
  }

  /** An entry written piece by piece; it must be closed before the next one starts. */
  entry(name: string): ZipEntry {
    if (this.open) throw new Error("zip: the previous entry is still open");
    const state: Written = {
      name: Buffer.from(name, "utf8"),
      crc: 0,
      compressed: 0,
      size: 0,
      offset: this.offset,
    };
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(VERSION, 4);
    header.writeUInt16LE(FLAGS, 6);
    header.writeUInt16LE(DEFLATE, 8);
    header.writeUInt16LE(this.stamp.time, 10);
    header.writeUInt16LE(this.stamp.date, 12);
    header.writeUInt16LE(state.name.length, 26);
    this.out(Buffer.concat([header, state.name]));
    const entry: ZipEntry = {
      write: (data) => {
        const bytes = typeof data === "string" ? Buffer.from(data, "utf8") : data;
        if (bytes.length === 0) return;
        state.crc = crc32(bytes, state.crc);
        state.size += bytes.length;
        const piece = deflateRawSync(bytes, { level: LEVEL, finishFlush: constants.Z_SYNC_FLUSH });
        state.compressed += piece.length;
        this.out(piece);
      },
      close: () => {
        state.compressed += FINAL_BLOCK.length;
        this.out(FINAL_BLOCK);
        if (state.size > LIMIT || state.compressed > LIMIT) throw new Error("zip: an entry exceeds 4 GiB");
        const descriptor = Buffer.alloc(16);
        descriptor.writeUInt32LE(0x08074b50, 0);
        descriptor.writeUInt32LE(state.crc, 4);
        descriptor.writeUInt32LE(state.compressed, 8);
        descriptor.writeUInt32LE(state.size, 12);
        this.out(descriptor);
        this.written.push(state);
        this.open = undefined;
      },
    };
    this.open = entry;
    return entry;
  }

  /** The central directory and its end record; nothing may be written after. */
  finish(): void {
    if (this.open) throw new Error("zip: an entry is still open");
    const start = this.offset;
    for (const e of this.written) {
      const header = Buffer.alloc(46);
      header.writeUInt32LE(0x02014b50, 0);
      header.writeUInt16LE(VERSION, 4);
      header.writeUInt16LE(VERSION, 6);
      header.writeUInt16LE(FLAGS, 8);
      header.writeUInt16LE(DEFLATE, 10);
      header.writeUInt16LE(this.stamp.time, 12);
      header.writeUInt16LE(this.stamp.date, 14);
      header.writeUInt32LE(e.crc, 16);
      header.writeUInt32LE(e.compressed, 20);
      header.writeUInt32LE(e.size, 24);
      header.writeUInt16LE(e.name.length, 28);
      header.writeUInt32LE(e.offset, 42);
      this.out(Buffer.concat([header, e.name]));
    }
    const end = Buffer.alloc(22);
    end.writeUInt32LE(0x06054b50, 0);
    end.writeUInt16LE(this.written.length, 8);
    end.writeUInt16LE(this.written.length, 10);
    end.writeUInt32LE(this.offset - start, 12);
    end.writeUInt32LE(start, 16);
    this.out(end);
  }

  private out(bytes: Buffer): void {
    this.offset += bytes.length;
    if (this.offset > LIMIT) throw new Error("zip: the archive exceeds 4 GiB");
    this.emit(bytes);
  }
}
