import { readFileSync } from "node:fs";
import { expect, type Locator, type Page, test } from "@playwright/test";
import ExcelJS from "exceljs";
import { utils, write } from "xlsx";
import { apiAs, pickOpenOption, signIn } from "./support/app.ts";
import { type RunningServer, startTestServer } from "./support/server.ts";

/**
 * The list-page kit on the vehicle list: a super query built, run, saved and reloaded from the
 * saved list; an import with one bad row (201 warning, error file download); a 1,000-row import whose
 * three bad rows are corrected in the dialog before anything is stored; an export whose .xlsx rows match
 * the list.
 */

let server: RunningServer;
let page: Page;

const VEHICLES = [
  { plateNo: "京QE2E01", vehicleType: "truck", ownerName: "列表甲" },
  { plateNo: "京QE2E02", vehicleType: "truck", ownerName: "列表乙" },
  { plateNo: "京QE2E03", vehicleType: "small_car", ownerName: "列表丙" },
  { plateNo: "沪QE2E04", vehicleType: "truck", ownerName: "列表丁" },
];

test.beforeAll(async ({ browser }) => {
  server = await startTestServer();
  page = await browser.newPage({ acceptDownloads: true });
  await page.goto(`${server.url}/user/login`);
  await signIn(page);
  for (const v of VEHICLES) {
    const { body } = await apiAs(page, server.url, "POST", "/permit/vehicle/add", {
      ...v,
      plateColor: "blue",
    });
    expect(body.success, body.message).toBe(true);
  }
});

test.afterAll(async () => {
  await page?.close();
  await server?.stop();
});

/** Screenshots for looking at the screens, only when SHOTS_DIR is set (not part of the assertions). */
async function shot(name: string) {
  if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/${name}.png` });
}

/** Picks `option` in the select named `label` (an antd Select with that aria-label). */
async function choose(scope: Locator | Page, label: string, option: string) {
  const box = scope.getByRole("combobox", { name: label, exact: true });
  // The selector box opens both kinds of select (a select without search shows its value over the input).
  await box
    .locator("xpath=ancestor::div[contains(concat(' ', @class, ' '), ' ant-select-selector ')][1]")
    .click();
  await pickOpenOption(page, option);
  await box.blur();
}

/** The plates shown in the vehicle table, in order. */
async function shownPlates(): Promise<string[]> {
  const cells = page.locator("tbody tr[data-row-key] td:nth-child(2)");
  return (await cells.allInnerTexts()).map((t) => t.trim());
}

async function openVehicles() {
  await page.goto(`${server.url}/permit/vehicle`);
  // The first visit loads the app and the list page; a busy machine takes its time.
  await expect(page.getByRole("search", { name: "查询条件" })).toBeVisible({ timeout: 60_000 });
  await expect(page.locator("tbody tr[data-row-key]").first()).toBeVisible({ timeout: 30_000 });
}

async function readRows(path: string): Promise<string[][]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(readFileSync(path) as unknown as ArrayBuffer);
  const rows: string[][] = [];
  book.worksheets[0].eachRow((row) => {
    rows.push(
      (row.values as unknown[]).slice(1).map((v) => (v === null || v === undefined ? "" : String(v))),
    );
  });
  return rows;
}

test("super query: built, run, saved, and reloaded from the saved list", async () => {
  await openVehicles();
  await page.getByRole("button", { name: "高级查询" }).click();
  const builder = page.getByRole("dialog", { name: "高级查询构造器" });
  await expect(builder).toBeVisible({ timeout: 30_000 });
  await choose(builder, "第1行查询字段", "车牌号");
  await choose(builder, "第1行匹配规则", "以..开始");
  await builder.getByLabel("第1行查询值").fill("京QE2E");
  await builder.getByRole("button", { name: "新增条件" }).first().click();
  await choose(builder, "第2行查询字段", "车辆类型");
  await choose(builder, "第2行查询值", "货车");

  const listCall = page.waitForRequest(
    (r) => r.url().includes("/permit/vehicle/list") && r.url().includes("superQueryParams"),
  );
  await builder.getByRole("button", { name: /^查\s*询$/ }).click();
  const sent = new URL((await listCall).url());
  expect(JSON.parse(decodeURIComponent(sent.searchParams.get("superQueryParams") ?? ""))).toEqual([
    { rule: "right_like", field: "plateNo", val: "京QE2E", type: "string" },
    { rule: "eq", field: "vehicleType", val: "truck", type: "list", dictCode: "vehicle_type" },
  ]);
  expect(sent.searchParams.get("superQueryMatchType")).toBe("and");
  // Both were added within a second or so, so their order by creation time is not fixed.
  await expect.poll(async () => (await shownPlates()).sort()).toEqual(["京QE2E01", "京QE2E02"]);
  await expect(page.getByText("1-2 共2条")).toBeVisible();
  await shot("super-query-modal");

  await builder.getByRole("button", { name: "保存查询条件" }).click();
  const naming = page.getByRole("dialog", { name: "请输入保存的名称" });
  await naming.getByLabel("保存的名称").fill("京Q货车");
  await naming.getByRole("button", { name: /确\s*定/ }).click();
  await expect(page.getByText("保存成功")).toBeVisible();
  await expect(builder.getByRole("button", { name: "京Q货车" }).first()).toBeVisible();

  // After a reload the list is plain again; the saved query comes back from the saved list.
  await page.reload();
  await expect.poll(async () => (await shownPlates()).length, { timeout: 60_000 }).toBeGreaterThan(2);
  await page.getByRole("button", { name: "高级查询" }).click();
  await expect(builder).toBeVisible();
  await builder.getByRole("button", { name: "京Q货车" }).first().click();
  await expect(builder.getByLabel("第1行查询值")).toHaveValue("京QE2E");
  await builder.getByRole("button", { name: /^查\s*询$/ }).click();
  await expect.poll(async () => (await shownPlates()).sort()).toEqual(["京QE2E01", "京QE2E02"]);
  await builder.getByRole("button", { name: /^关\s*闭$/ }).click();
  await expect(builder).toBeHidden();
});

test("import with one bad row shows the 201 warning and its error file downloads", async () => {
  await openVehicles();
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet("车辆信息");
  sheet.addRow(["车辆信息报表"]);
  sheet.addRow(["导出人:管理员"]);
  sheet.addRow(["车牌号", "车牌颜色", "车辆类型", "品牌", "型号", "车主姓名", "车主电话", "状态"]);
  sheet.addRow(["京QKMP01", "蓝色", "货车", "品牌", "型号", "导入甲", "13900000001", "正常"]);
  sheet.addRow(["京QKMP02", "蓝色", "客车", "品牌", "型号", "导入乙", "", "正常"]);
  sheet.addRow(["京QKMP03", "蓝色", "飞机", "品牌", "型号", "导入丙", "", "正常"]);
  const buffer = Buffer.from(await book.xlsx.writeBuffer());

  await page.getByRole("button", { name: "导入" }).click();
  const dialog = page.getByRole("dialog", { name: "导入EXCEL" });
  await expect(dialog).toBeVisible({ timeout: 30_000 });
  await dialog.locator("input[type=file]").setInputFiles({
    name: "车辆导入.xlsx",
    mimeType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    buffer,
  });
  await expect(dialog.getByText("车辆导入.xlsx")).toBeVisible();
  await shot("import-dialog");
  // Waiting for the import's own answer (not only for the dialog that follows) tells a slow server apart
  // from a click that sent nothing.
  const answered = page.waitForResponse((r) => r.url().includes("/importExcel"), { timeout: 60_000 });
  await dialog.getByRole("button", { name: "开始上传" }).click();
  await answered;

  const warning = page.locator(".ant-modal-confirm-warning");
  await expect(warning.locator(".ant-modal-confirm-title")).toHaveText("导入成功,但是有错误数据!");
  await expect(warning.getByText("总上传行数：3，已导入行数：2，错误行数：1")).toBeVisible();
  await shot("import-warning");
  const download = page.waitForEvent("download");
  await warning.getByRole("link", { name: "点击下载" }).click();
  const file = await download;
  const report = readFileSync((await file.path()) as string, "utf8");
  expect(report.trim()).toBe("第 3 行：车辆类型的值“飞机”不在字典中，忽略导入。");
  await warning.getByRole("button", { name: "知道了" }).click();
  await expect(dialog).toBeHidden();

  const search = page.getByRole("search", { name: "查询条件" });
  await search.getByLabel("车牌号", { exact: true }).fill("京QKMP");
  await search.getByRole("button", { name: /查\s*询/ }).click();
  // Until the search answers, the list still shows every vehicle (the new ones first).
  await expect.poll(async () => (await shownPlates()).sort()).toEqual(["京QKMP01", "京QKMP02"]);
});

/** A 1,000-row vehicle sheet (plates 京R00001…) with a bad plate in row 100, a type not in the dictionary in row 500 and a bad phone in row 900. */
function thousandRows(): Buffer {
  const rows: string[][] = [["车牌号", "车辆类型", "车主姓名", "车主电话", "状态"]];
  for (let i = 1; i <= 1000; i++) {
    rows.push([`京R${String(i).padStart(5, "0")}`, i % 2 ? "货车" : "小型汽车", `车主${i}`, "", "正常"]);
  }
  rows[100][0] = "BAD100";
  rows[500][1] = "飞机";
  rows[900][3] = "12345";
  const book = utils.book_new();
  utils.book_append_sheet(book, utils.aoa_to_sheet(rows), "车辆信息");
  return write(book, { type: "buffer", bookType: "xlsx" }) as Buffer;
}

test("a 1,000-row file with three bad rows is corrected in the dialog and imported completely", async () => {
  await openVehicles();
  await page.getByRole("button", { name: "导入" }).click();
  const dialog = page.getByRole("dialog", { name: "导入EXCEL" });
  await expect(dialog).toBeVisible({ timeout: 30_000 });
  const checked = page.waitForResponse((r) => r.url().includes("/permit/vehicle/importCheck"), {
    timeout: 60_000,
  });
  await dialog.locator("input[type=file]").setInputFiles({
    name: "千行车辆.xlsx",
    mimeType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    buffer: thousandRows(),
  });
  await checked;
  await expect(dialog.getByRole("status")).toHaveText("共 1000 行，3 行有错误", { timeout: 30_000 });
  const grid = dialog.getByRole("grid", { name: "导入数据" });
  const refused = grid.locator('[role="gridcell"][aria-invalid="true"]');
  await shot("import-review-errors");

  await dialog.getByRole("switch", { name: "只看有错误的行" }).click();
  await expect(grid.locator(".eg-row")).toHaveCount(3);
  await expect(refused).toHaveCount(3);
  const cell = (row: number, key: string) =>
    grid.locator(`.eg-row[aria-rowindex="${row + 1}"] [data-key="${key}"]`);
  const messages: [number, string, string][] = [
    [1, "plateNo", "车牌号格式不正确"],
    [2, "vehicleType", "车辆类型的值“飞机”不在字典中"],
    [3, "ownerPhone", "请输入正确手机号"],
  ];
  for (const [row, key, text] of messages) {
    await expect(cell(row, key)).toHaveAttribute("aria-invalid", "true");
    await cell(row, key).hover();
    await expect(page.getByRole("tooltip").filter({ hasText: text })).toBeVisible();
  }
  await shot("import-review-only-errors");

  const fixes: [number, string, string, string][] = [
    [1, "plateNo", "车牌号", "京R00100"],
    [2, "vehicleType", "车辆类型", "货车"],
    [3, "ownerPhone", "车主电话", "13900000900"],
  ];
  for (const [row, key, label, value] of fixes) {
    await cell(row, key).click();
    const input = cell(row, key).getByLabel(label, { exact: true });
    await input.fill(value);
    await grid.getByRole("columnheader", { name: "#" }).click();
    await expect(input).toHaveCount(0);
    await expect(cell(row, key)).not.toHaveAttribute("aria-invalid", "true");
  }
  await expect(dialog.getByRole("status")).toHaveText("共 1000 行，0 行有错误");
  await dialog.getByRole("button", { name: "重新校验" }).click();
  await expect(page.getByText("共1000行数据全部通过校验")).toBeVisible({ timeout: 30_000 });
  await dialog.getByRole("switch", { name: "只看有错误的行" }).click();
  await expect(grid.locator(".eg-row").first()).toBeVisible();
  await shot("import-review-corrected");

  const imported = page.waitForResponse((r) => r.url().includes("/permit/vehicle/importRows"), {
    timeout: 60_000,
  });
  await dialog.getByRole("button", { name: "导入修正后的数据" }).click();
  expect((await (await imported).json()).success).toBe(true);
  await expect(page.getByText("共1000行数据全部导入成功！")).toBeVisible();
  await expect(dialog).toBeHidden();

  const search = page.getByRole("search", { name: "查询条件" });
  await search.getByLabel("车牌号", { exact: true }).fill("京R");
  await search.getByRole("button", { name: /查\s*询/ }).click();
  await expect(page.locator(".ant-pagination-total-text")).toContainText("共1000条", { timeout: 30_000 });
  await expect.poll(async () => (await shownPlates()).every((p) => p.startsWith("京R"))).toBe(true);
});

test("export downloads a real .xlsx whose rows match the list, or just the selected rows", async () => {
  await openVehicles();
  const search = page.getByRole("search", { name: "查询条件" });
  await search.getByLabel("车牌号", { exact: true }).fill("QE2E");
  await search.getByRole("button", { name: /查\s*询/ }).click();
  await expect.poll(shownPlates).toHaveLength(4);
  await search.getByRole("button", { name: /展开/ }).click();
  await shot("list-expanded-search");
  await search.getByRole("button", { name: /收起/ }).click();
  const listed = await shownPlates();

  let download = page.waitForEvent("download");
  await page.getByRole("button", { name: "导出" }).click();
  let file = await download;
  expect(file.suggestedFilename()).toBe("车辆信息.xlsx");
  let rows = await readRows((await file.path()) as string);
  expect(rows[0]).toEqual(["车辆信息报表"]);
  expect(rows[1]).toEqual(["导出人:管理员"]);
  expect(rows[2].slice(0, 3)).toEqual(["车牌号", "车牌颜色", "车辆类型"]);
  expect(rows.slice(3).map((r) => r[0])).toEqual(listed);
  const truck = rows.find((r) => r[0] === "京QE2E01");
  expect(truck?.slice(0, 3)).toEqual(["京QE2E01", "蓝色", "货车"]);

  await page
    .locator(`tr[data-row-key]`)
    .filter({ hasText: "京QE2E03" })
    .locator("input[type=checkbox]")
    .check();
  await expect(page.getByText("已选择 1 项")).toBeVisible();
  download = page.waitForEvent("download");
  await page.getByRole("button", { name: "导出" }).click();
  file = await download;
  rows = await readRows((await file.path()) as string);
  expect(rows.slice(3).map((r) => r[0])).toEqual(["京QE2E03"]);
});
