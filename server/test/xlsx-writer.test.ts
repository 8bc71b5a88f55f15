import { crc32, inflateRawSync } from "node:zlib";
import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { XlsxSheetWriter } from "../src/core/crud/xlsx-writer.ts";
import { ZipWriter } from "../src/core/crud/zip-writer.ts";

interface Entry {
  name: string;
  crc: number;
  compressed: number;
  size: number;
  data: Buffer;
}

/** The entries as the central directory lists them, each inflated from where its local header says. */
function readZip(zip: Buffer): Entry[] {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  expect(end).toBe(zip.length - 22);
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const entries: Entry[] = [];
  for (let i = 0; i < count; i++) {
    expect(zip.readUInt32LE(at)).toBe(0x02014b50);
    const nameLength = zip.readUInt16LE(at + 28);
    const offset = zip.readUInt32LE(at + 42);
    const compressed = zip.readUInt32LE(at + 20);
    const local = offset + 30 + zip.readUInt16LE(offset + 26);
    expect(zip.readUInt32LE(offset)).toBe(0x04034b50);
    const descriptor = local + compressed;
    expect(zip.readUInt32LE(descriptor)).toBe(0x08074b50);
    entries.push({
      name: zip.toString("utf8", at + 46, at + 46 + nameLength),
      crc: zip.readUInt32LE(at + 16),
      compressed,
      size: zip.readUInt32LE(at + 24),
      data: inflateRawSync(zip.subarray(local, descriptor)),
    });
    expect(zip.readUInt32LE(descriptor + 4)).toBe(entries[i].crc);
    expect(zip.readUInt32LE(descriptor + 12)).toBe(entries[i].size);
    at += 46 + nameLength;
  }
  return entries;
}

function collect(write: (emit: (bytes: Buffer) => void) => void): Buffer {
  const parts: Buffer[] = [];
  write((bytes) => parts.push(bytes));
  return Buffer.concat(parts);
}

describe("zip writer", () => {
  it("writes entries whose sizes and checksums match their bytes, also when written in many pieces", () => {
    const pieces = Array.from({ length: 40 }, (_, i) => `第${i}段 ${"abc<>&".repeat(i * 50)}\n`);
    const zip = collect((emit) => {
      const writer = new ZipWriter(emit, new Date(2026, 10, 27, 9, 30, 14));
      writer.file("whole.txt", "通行证");
      writer.file("empty.txt", "");
      const long = writer.entry("dir/long.txt");
      for (const piece of pieces) long.write(piece);
      long.close();
      writer.finish();
    });
    const entries = readZip(zip);
    expect(entries.map((e) => e.name)).toEqual(["whole.txt", "empty.txt", "dir/long.txt"]);
    const expected = ["通行证", "", pieces.join("")];
    for (const [i, e] of entries.entries()) {
      expect(e.data.toString("utf8")).toBe(expected[i]);
      expect(e.size).toBe(Buffer.byteLength(expected[i]));
      expect(e.crc).toBe(crc32(Buffer.from(expected[i])));
    }
    // The stamp is the local date and time in MS-DOS form.
    expect(zip.readUInt16LE(12)).toBe(((2026 - 1980) << 9) | (11 << 5) | 27);
    expect(zip.readUInt16LE(10)).toBe((9 << 11) | (30 << 5) | 7);
  });

  it("refuses a second entry while one is open, and a finish with one open", () => {
    const writer = new ZipWriter(() => {});
    writer.entry("a");
    expect(() => writer.entry("b")).toThrow(/still open/);
    expect(() => writer.finish()).toThrow(/still open/);
  });
});

describe("xlsx sheet writer", () => {
  it("writes a file exceljs reads back cell for cell, across many deflated pieces", async () => {
    const rows: (string | number | null)[][] = [["标题报表"], ["导出人:管理员"], ["名称", "数量", "备注"]];
    for (let i = 0; i < 3000; i++)
      rows.push([`车辆${i} <&>"'`, i % 7 === 0 ? -(i + 1) / 4 : i, i % 5 === 0 ? null : "粤B·12345"]);
    const file = collect((emit) => {
      const sheet = new XlsxSheetWriter(emit, { sheetName: "车辆[信息]:导出/表*?", creator: "管理员 <a&b>" });
      for (const row of rows) sheet.addRow(row);
      sheet.end();
    });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect(sheet.name).toBe("车辆_信息__导出_表__");
    expect(book.creator).toBe("管理员 <a&b>");
    const read: (string | number | null)[][] = [];
    sheet.eachRow({ includeEmpty: true }, (row) => {
      const values = (row.values as unknown[]).slice(1);
      read.push(
        Array.from({ length: Math.max(values.length, 1) }, (_, i) =>
          values[i] === undefined ? null : (values[i] as string | number),
        ),
      );
    });
    expect(read.length).toBe(rows.length);
    for (const [i, row] of rows.entries()) {
      const trimmed = [...row];
      while (trimmed.length > 1 && trimmed.at(-1) === null) trimmed.pop();
      expect(read[i]).toEqual(trimmed);
    }
    const parts = readZip(file).map((e) => e.name);
    expect(parts).toContain("xl/worksheets/sheet1.xml");
    expect(parts).toContain("[Content_Types].xml");
  });

  it("keeps a sheet name within Excel's 31 characters", async () => {
    const file = collect((emit) => {
      const sheet = new XlsxSheetWriter(emit, { sheetName: "长".repeat(40), creator: "" });
      sheet.addRow(["x"]);
      sheet.end();
    });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file as unknown as ArrayBuffer);
    expect(book.worksheets[0].name).toBe("长".repeat(31));
  });
});
