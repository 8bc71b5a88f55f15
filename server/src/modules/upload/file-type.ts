/**
 * What an uploaded file is, judged by its content (magic bytes), never by the name or the type the
 * client claims. The name's extension only picks among formats that share one container (a zip can be
 * a .docx) and must agree with the content: a text file named `.png` is refused.
 */

export interface FileKind {
  /** extension the stored file gets */
  ext: string;
  /** Content-Type the download is served with */
  mime: string;
  image: boolean;
}

interface Format {
  /** extensions the content may carry; the first is used when the name has none of them */
  exts: readonly string[];
  mimes: Readonly<Record<string, string>>;
  image: boolean;
  matches(head: Buffer): boolean;
}

const startsWith = (head: Buffer, bytes: readonly number[], at = 0) =>
  head.length >= at + bytes.length && bytes.every((b, i) => head[at + i] === b);
const ascii = (text: string) => Array.from(text, (c) => c.charCodeAt(0));

const OOXML_MIMES = {
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  pptx: "application/vnd.openxmlformats-officedocument.presentationml.presentation",
  zip: "application/zip",
};

const FORMATS: readonly Format[] = [
  {
    exts: ["jpg", "jpeg"],
    mimes: { jpg: "image/jpeg", jpeg: "image/jpeg" },
    image: true,
    matches: (h) => startsWith(h, [0xff, 0xd8, 0xff]),
  },
  {
    exts: ["png"],
    mimes: { png: "image/png" },
    image: true,
    matches: (h) => startsWith(h, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  },
  {
    exts: ["gif"],
    mimes: { gif: "image/gif" },
    image: true,
    matches: (h) => startsWith(h, ascii("GIF87a")) || startsWith(h, ascii("GIF89a")),
  },
  {
    exts: ["webp"],
    mimes: { webp: "image/webp" },
    image: true,
    matches: (h) => startsWith(h, ascii("RIFF")) && startsWith(h, ascii("WEBP"), 8),
  },
  {
    exts: ["pdf"],
    mimes: { pdf: "application/pdf" },
    image: false,
    matches: (h) => startsWith(h, ascii("%PDF-")),
  },
  {
    // Office Open XML files are zip containers.
    exts: ["zip", "docx", "xlsx", "pptx"],
    mimes: OOXML_MIMES,
    image: false,
    matches: (h) => startsWith(h, [0x50, 0x4b, 0x03, 0x04]) || startsWith(h, [0x50, 0x4b, 0x05, 0x06]),
  },
  {
    // Office 97–2003 documents are OLE2 compound files.
    exts: ["doc", "xls", "ppt"],
    mimes: {
      doc: "application/msword",
      xls: "application/vnd.ms-excel",
      ppt: "application/vnd.ms-powerpoint",
    },
    image: false,
    matches: (h) => startsWith(h, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
  },
  {
    exts: ["txt", "csv"],
    mimes: { txt: "text/plain; charset=utf-8", csv: "text/csv; charset=utf-8" },
    image: false,
    matches: isPlainText,
  },
];

/** UTF-8 text without NUL or other control characters than tab, line feed, carriage return and form feed. */
function isPlainText(content: Buffer): boolean {
  if (content.length === 0) return false;
  for (const byte of content) {
    if (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d && byte !== 0x0c) return false;
    if (byte === 0x7f) return false;
  }
  try {
    new TextDecoder("utf-8", { fatal: true }).decode(content);
    return true;
  } catch {
    return false;
  }
}

/** Lower-case extension of a client file name ("" when it has none). */
export function extensionOf(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? "";
  const dot = base.lastIndexOf(".");
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : "";
}

export type Sniffed = { ok: true; kind: FileKind } | { ok: false; reason: "unknown" | "mismatch" };

/**
 * The kind of `content`. A name with an extension must name the content's format (`a.png` holding text is a
 * mismatch); a name without one takes the format's usual extension.
 */
export function sniffFile(content: Buffer, fileName: string): Sniffed {
  const format = FORMATS.find((f) => f.matches(content));
  if (!format) return { ok: false, reason: "unknown" };
  const declared = extensionOf(fileName);
  if (declared !== "" && !format.exts.includes(declared)) return { ok: false, reason: "mismatch" };
  const ext = declared || format.exts[0];
  return {
    ok: true,
    kind: { ext, mime: format.mimes[ext] ?? "application/octet-stream", image: format.image },
  };
}

/** Every extension a stored file can have (the download route accepts no other names). */
export const STORED_EXTENSIONS: readonly string[] = FORMATS.flatMap((f) => f.exts);
