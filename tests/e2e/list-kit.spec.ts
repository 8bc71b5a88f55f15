import { readFileSync } from "node:fs";
import { expect, type Page, test } from "@playwright/test";
import ExcelJS from "exceljs";
import { apiAs, signIn } from "./support/app.ts";
import { type RunningServer, startTestServer } from "./support/server.ts";

/**
 * Issue 5, the list-page kit on the vehicle list: a super query built, run, saved and reloaded from the
 * saved list; an import with one bad row (201 warning, error file download); an export whose .xlsx rows
 * match the list.
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

/** The plates shown in the vehicle table, in order. */
async function shownPlates(): Promise<string[]> {
  const cells = page.locator(".ant-table-tbody tr[data-row-key] td:nth-child(2)");
  return (await cells.allInnerTexts()).map((t) => t.trim());
}

async function openVehicles() {
  await page.goto(`${server.url}/permit/vehicle`);
  // The first visit loads the app and the list page; a busy machine takes its time.
  await expect(page.getByRole("search", { name: "查询条件" })).toBeVisible({ timeout: 60_000 });
  await expect(page.locator(".ant-table-tbody tr[data-row-key]").first()).toBeVisible({ timeout: 30_000 });
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
