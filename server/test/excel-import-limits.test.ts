/**
 * Limits of Excel import against hostile files: the size a file really inflates to (not the size it
 * declares), columns per row, characters per cell, the multipart parts, and one import per user at a time.
 */
import { createDeflateRaw } from "node:zlib";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inflatedSize } from "../src/core/crud/xlsx-inflate.ts";
import { MAX_UNCOMPRESSED_BYTES, zipUncompressedSize } from "../src/core/crud/xlsx-limits.ts";
import { ADMIN, api, createTestApp, login, type TestApp } from "./helpers.ts";

let t: TestApp;
let admin: ReturnType<typeof api>;

beforeAll(async () => {
  t = await createTestApp();
  admin = api(t.app, (await login(t.app, ADMIN.username, ADMIN.password)).token);
});
afterAll(async () => {
  await t?.close();
});

async function xlsx(rows: unknown[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet("s");
  for (const r of rows) sheet.addRow(r);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** `bytes` zero bytes, deflated a megabyte at a time (about a thousandth of the size). */
async function deflatedZeros(bytes: number): Promise<Buffer> {
  const deflate = createDeflateRaw({ level: 9 });
  const out: Buffer[] = [];
  deflate.on("data", (c: Buffer) => out.push(c));
  const done = new Promise((resolve) => deflate.on("end", resolve));
  const mb = Buffer.alloc(1024 * 1024);
  for (let left = bytes; left > 0; left -= mb.length) {
    if (!deflate.write(left >= mb.length ? mb : mb.subarray(0, left)))
      await new Promise((resolve) => deflate.once("drain", resolve));
  }
  deflate.end();
  await done;
  return Buffer.concat(out);
}

/**
 * The xlsx with one more entry in front: `inflated` zero bytes that the zip's local and central headers
 * both declare as `declared` bytes (the sizes of a zip are the sender's word).
 */
async function withLyingEntry(file: Buffer, inflated: number, declared: number): Promise<Buffer> {
  const data = await deflatedZeros(inflated);
  const name = Buffer.from("xl/media/padding.bin");
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(8, 8);
  local.writeUInt16LE(0x21, 12);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(declared, 22);
  local.writeUInt16LE(name.length, 26);
  const front = Buffer.concat([local, name, data]);

  const eocd = file.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const count = file.readUInt16LE(eocd + 10);
  const cdSize = file.readUInt32LE(eocd + 12);
  const cdStart = file.readUInt32LE(eocd + 16);
  const central = Buffer.from(file.subarray(cdStart, cdStart + cdSize));
  for (let p = 0; p < central.length; ) {
    central.writeUInt32LE(central.readUInt32LE(p + 42) + front.length, p + 42);
    p += 46 + central.readUInt16LE(p + 28) + central.readUInt16LE(p + 30) + central.readUInt16LE(p + 32);
  }
  const mine = Buffer.alloc(46);
  mine.writeUInt32LE(0x02014b50, 0);
  mine.writeUInt16LE(20, 4);
  mine.writeUInt16LE(20, 6);
  mine.writeUInt16LE(8, 10);
  mine.writeUInt16LE(0x21, 14);
  mine.writeUInt32LE(data.length, 20);
  mine.writeUInt32LE(declared, 24);
  mine.writeUInt16LE(name.length, 28);
  const end = Buffer.from(file.subarray(eocd, eocd + 22));
  end.writeUInt16LE(count + 1, 8);
  end.writeUInt16LE(count + 1, 10);
  end.writeUInt32LE(cdSize + mine.length + name.length, 12);
  end.writeUInt32LE(cdStart + front.length, 16);
  return Buffer.concat([front, file.subarray(0, cdStart), mine, name, central, end]);
}

function multipart(parts: { name: string; file?: Buffer; value?: string }[]) {
  const boundary = "----limits7MA4YWxkTrZu0gW";
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const disposition = p.file
      ? `form-data; name="${p.name}"; filename="a.xlsx"\r\nContent-Type: application/octet-stream`
      : `form-data; name="${p.name}"`;
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n\r\n`),
      p.file ?? Buffer.from(p.value ?? ""),
      Buffer.from("\r\n"),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}

function importDicts(
  client: ReturnType<typeof api>,
  parts: { name: string; file?: Buffer; value?: string }[],
) {
  return client.inject({ method: "POST", url: "/sys/dict/importExcel", ...multipart(parts) });
}

const dictCodes = async () =>
  (await t.db.query<{ dict_code: string }>("SELECT dict_code FROM sys_dict ORDER BY dict_code")).map(
    (r) => r.dict_code,
  );

describe("the size a file really inflates to", () => {
  it("refuses a small file that declares a few bytes but inflates past the limit, storing nothing", async () => {
    const honest = await xlsx([
      ["字典编码", "字典名称"],
      ["bomb_row", "不应导入"],
    ]);
    const bomb = await withLyingEntry(honest, MAX_UNCOMPRESSED_BYTES + 10 * 1024 * 1024, 500);
    expect(bomb.length).toBeLessThan(1024 * 1024);
    expect(zipUncompressedSize(bomb)).toBeLessThan(honest.length * 100);
    const before = await dictCodes();
    const res = await importDicts(admin, [{ name: "file", file: bomb }]);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: false, message: "文件解压后超过300MB的上限，请拆分后再导入" });
    expect(await dictCodes()).toEqual(before);
  });

  it("counts every inflated byte of the sheet itself and stops as soon as the count passes the limit", async () => {
    const rows: string[][] = [["字典编码", "字典名称"]];
    for (let i = 0; i < 3000; i++) rows.push([`inflate_${i}`, "名称".repeat(20)]);
    const file = await xlsx(rows);
    const total = await inflatedSize(file, MAX_UNCOMPRESSED_BYTES);
    expect(total).toBe(zipUncompressedSize(file));
    await expect(inflatedSize(file, 100_000)).rejects.toThrow("文件解压后超过0MB的上限");
  });

  it("answers a file cut short or not a zip with a clear message", async () => {
    const file = await xlsx([
      ["字典编码", "字典名称"],
      ["cut_row", "截断"],
    ]);
    for (const bad of [file.subarray(0, Math.floor(file.length / 2)), Buffer.from("PK\u0003\u0004garbage")]) {
      const res = await importDicts(admin, [{ name: "file", file: bad }]);
      expect(res.body).toMatchObject({ success: false, message: "文件不是有效的xlsx文件" });
    }
    expect(await dictCodes()).not.toContain("cut_row");
  });
});

describe("what one row may hold", () => {
  it("reports a row wider than 200 columns or with a cell over 32767 characters, and imports the rest", async () => {
    const wide: unknown[] = ["wide_row", "太宽"];
    wide[250] = "远处的格";
    const res = await importDicts(admin, [
      {
        name: "file",
        file: await xlsx([
          ["字典编码", "字典名称"],
          ["row_ok", "正常"],
          wide,
          ["long_row", "长".repeat(40_000)],
        ]),
      },
    ]);
    expect(res.body).toMatchObject({
      success: true,
      code: 201,
      result: { totalCount: 3, successCount: 1, errorCount: 2 },
    });
    const report = await admin.get(`/sys/common/static/import-errors/${res.body.result.fileName}`);
    expect(report.text.trim().split("\n")).toEqual([
      "第 2 行：超过200列的上限，忽略导入。",
      "第 3 行：第2列的内容超过32767个字符的上限，忽略导入。",
    ]);
    const codes = await dictCodes();
    expect(codes).toContain("row_ok");
    expect(codes).not.toContain("wide_row");
    expect(codes).not.toContain("long_row");
  });
});

describe("the multipart parts", () => {
  it("refuses more than five files or ten fields with a message, storing nothing", async () => {
    const file = await xlsx([
      ["字典编码", "字典名称"],
      ["parts_row", "部件"],
    ]);
    const six = Array.from({ length: 6 }, () => ({ name: "files[]", file }));
    const tooMany = await importDicts(admin, six);
    expect(tooMany.body).toMatchObject({ success: false, message: "一次最多导入5个文件" });
    const fields = Array.from({ length: 11 }, (_, i) => ({ name: `f${i}`, value: "x" }));
    const tooManyFields = await importDicts(admin, [...fields, { name: "file", file }]);
    expect(tooManyFields.body).toMatchObject({ success: false, message: "上传的表单字段过多" });
    expect(await dictCodes()).not.toContain("parts_row");
  });
});

describe("one import per user at a time", () => {
  it("refuses a second import of the same user while the first runs, and takes the next one after", async () => {
    const rows: string[][] = [["字典编码", "字典名称"]];
    for (let i = 0; i < 4000; i++) rows.push([`busy_${i}`, `忙${i}`]);
    const big = await xlsx(rows);
    const small = await xlsx([
      ["字典编码", "字典名称"],
      ["second_row", "第二个"],
    ]);
    const [first, second] = await Promise.all([
      importDicts(admin, [{ name: "file", file: big }]),
      importDicts(admin, [{ name: "file", file: small }]),
    ]);
    const answers = [first.body, second.body];
    const refused = answers.filter((b) => b.message === "您有一个导入正在进行，请等它完成后再导入");
    expect(refused, JSON.stringify(answers)).toHaveLength(1);
    expect(refused[0].success).toBe(false);
    expect(answers.filter((b) => b.success)).toHaveLength(1);

    const next = await importDicts(admin, [{ name: "file", file: small }]);
    expect(next.body.success, next.text).toBe(true);
  });
});
