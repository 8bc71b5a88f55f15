/**
 * The import dialog's flags on a module's importExcel: `foreignKeys` gives every row these values over
 * the file's cells (still checked by the module's rules), `validateStatus=1` imports nothing when a row
 * is refused, `isSingleTableImport` is accepted as true or false, and malformed flags are refused before
 * any row is read.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IMPORT_FLAG_MESSAGES } from "../src/core/crud/import-flags.ts";
import { ADMIN, api, createTestApp, login, type TestApp } from "./helpers.ts";
import { expectOk, expectRefused } from "./user-fixtures.ts";

type Client = ReturnType<typeof api>;

let t: TestApp;
let admin: Client;

beforeAll(async () => {
  t = await createTestApp();
  admin = api(t.app, (await login(t.app, ADMIN.username, ADMIN.password)).token);
});
afterAll(async () => {
  await t?.close();
});

async function xlsx(rows: string[][]): Promise<Buffer> {
  const { default: ExcelJS } = await import("exceljs");
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet("职务");
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** POSTs the file as `files[]` with these form fields, as the import dialog does. */
async function importPositions(rows: string[][], fields: Record<string, string>) {
  const boundary = "----import-flags";
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="files[]"; filename="a.xlsx"\r\n` +
        "Content-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n",
    ),
    await xlsx(rows),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return admin.inject({
    method: "POST",
    url: "/sys/position/importExcel",
    payload: Buffer.concat(parts),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  });
}

const HEADER = ["职务编码", "职务名称", "职级"];

async function stored(prefix: string) {
  return t.db.query<{ code: string; post_rank: string }>(
    "SELECT code, post_rank FROM sys_position WHERE code LIKE $1 ORDER BY code",
    [`${prefix}%`],
  );
}

describe("import flags", () => {
  it("foreignKeys gives every row its values over the file's cells, by field or column name", async () => {
    const res = await importPositions([HEADER, ["FK_A", "甲", "员级"], ["FK_B", "乙", ""]], {
      foreignKeys: JSON.stringify({ post_rank: "4" }),
      isSingleTableImport: "true",
      validateStatus: "0",
    });
    expectOk(res, "共2行数据全部导入成功！");
    expect(await stored("FK_")).toEqual([
      { code: "FK_A", post_rank: "4" },
      { code: "FK_B", post_rank: "4" },
    ]);
    const byField = await importPositions([HEADER, ["FKF_A", "丙", ""]], {
      foreignKeys: JSON.stringify({ postRank: "2" }),
    });
    expectOk(byField);
    expect(await stored("FKF_")).toEqual([{ code: "FKF_A", post_rank: "2" }]);
  });

  it("a foreignKeys value still passes the module's rules", async () => {
    const res = await importPositions([HEADER, ["FKX_A", "丁", ""]], {
      foreignKeys: JSON.stringify({ postRank: "toolong" }),
    });
    expectOk(res);
    expect(res.body.code).toBe(201);
    expect(res.body.result.successCount).toBe(0);
    expect(await stored("FKX_")).toEqual([]);
  });

  it("validateStatus=0 imports the good rows; validateStatus=1 imports nothing when a row is refused", async () => {
    const rows = [HEADER, ["VS0_A", "甲", "员级"], ["bad code!", "乙", "员级"], ["VS0_C", "丙", "中级"]];
    const lenient = await importPositions(rows, { validateStatus: "0" });
    expectOk(lenient, "文件导入成功，但有错误。");
    expect(lenient.body.code).toBe(201);
    expect(lenient.body.result).toMatchObject({ totalCount: 3, successCount: 2, errorCount: 1 });
    expect((await stored("VS0_")).map((r) => r.code)).toEqual(["VS0_A", "VS0_C"]);

    const strictRows = [
      HEADER,
      ["VS1_A", "甲", "员级"],
      ["bad code!", "乙", "员级"],
      ["VS1_C", "丙", "中级"],
    ];
    const strict = await importPositions(strictRows, { validateStatus: "1" });
    expectOk(strict, "数据校验未通过，未导入任何数据");
    expect(strict.body.code).toBe(201);
    expect(strict.body.result).toMatchObject({ totalCount: 3, successCount: 0, errorCount: 3 });
    const report = await admin.get(String(strict.body.result.fileUrl));
    expect(report.text).toContain("第 2 行");
    expect(await stored("VS1_")).toEqual([]);

    const clean = await importPositions([HEADER, ["VS1_D", "丁", "员级"]], { validateStatus: "1" });
    expectOk(clean, "共1行数据全部导入成功！");
    expect((await stored("VS1_")).map((r) => r.code)).toEqual(["VS1_D"]);
  });

  it("malformed flags are refused and store nothing", async () => {
    const rows = [HEADER, ["BAD_A", "甲", "员级"]];
    expectRefused(await importPositions(rows, { validateStatus: "2" }), IMPORT_FLAG_MESSAGES.validateStatus);
    expectRefused(
      await importPositions(rows, { isSingleTableImport: "maybe" }),
      IMPORT_FLAG_MESSAGES.singleTable,
    );
    expectRefused(await importPositions(rows, { foreignKeys: "[1]" }), IMPORT_FLAG_MESSAGES.foreignKeys);
    expectRefused(await importPositions(rows, { foreignKeys: "{" }), IMPORT_FLAG_MESSAGES.foreignKeys);
    expectRefused(
      await importPositions(rows, { foreignKeys: JSON.stringify({ nope: "1" }) }),
      IMPORT_FLAG_MESSAGES.unknownKey("nope"),
    );
    expectRefused(
      await importPositions(rows, { foreignKeys: JSON.stringify({ id: "x" }) }),
      IMPORT_FLAG_MESSAGES.unknownKey("id"),
    );
    expect(await stored("BAD_")).toEqual([]);
  });
});
