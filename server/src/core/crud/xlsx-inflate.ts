/**
 * The zip-bomb guard of Excel import: the bytes an .xlsx really inflates to, counted while streaming and
 * stopped as soon as they pass the limit. The sizes a zip declares in its headers are the sender's word
 * and prove nothing, so this reads the archive with the very zip parser exceljs reads it with (unzipper,
 * resolved through exceljs), entry by entry in the same order, before any row is parsed or stored.
 */
import { createRequire } from "node:module";
import { Readable } from "node:stream";
import { BizError } from "../result.ts";

/** One file of the archive, read as the bytes it inflates to. */
interface ZipEntry extends AsyncIterable<Buffer> {
  readonly path: string;
  destroy(error?: Error): void;
}

/** unzipper's parser: written the archive, it hands over one inflating entry at a time. */
interface ZipParser extends NodeJS.WritableStream {
  destroy(error?: Error): void;
  [Symbol.asyncIterator](): AsyncIterator<ZipEntry>;
}

interface Unzipper {
  Parse(opts: { forceStream: true }): ZipParser;
}

const fromExceljs = createRequire(createRequire(import.meta.url).resolve("exceljs"));
const unzipper = fromExceljs("unzipper") as Unzipper;

export const TOO_BIG_INFLATED = (limit: number) =>
  `文件解压后超过${Math.round(limit / 1024 / 1024)}MB的上限，请拆分后再导入`;

/** Inflates every entry and returns the total; refuses with a message once it passes `limit`. */
export async function inflatedSize(file: Buffer, limit: number): Promise<number> {
  const zip = unzipper.Parse({ forceStream: true });
  let current: ZipEntry | undefined;
  let failed: Error | undefined;
  // A broken archive (cut short, say) fails on the parser, not on the entry being read, which would then
  // never end: the entry being read ends with the error, and so does any entry handed over after it.
  zip.on("error", (err: Error) => {
    failed = err;
    current?.destroy(err);
  });
  Readable.from([file]).pipe(zip);
  let total = 0;
  try {
    for await (const entry of zip) {
      if (failed) throw failed;
      current = entry;
      for await (const chunk of entry) {
        total += chunk.length;
        if (total > limit) throw new BizError(TOO_BIG_INFLATED(limit));
      }
    }
  } catch (err) {
    if (err instanceof BizError) throw err;
    throw new BizError("文件不是有效的xlsx文件");
  } finally {
    zip.destroy();
  }
  return total;
}
