import { readFileSync } from "node:fs";
import { expect, type Locator, type Page, test } from "@playwright/test";
import ExcelJS from "exceljs";
import { signIn } from "./support/app.ts";
import { type RunningServer, startTestServer } from "./support/server.ts";

/**
 * A module that exists only as a declaration (tests/fixtures/modules/visit-record.ts), served by a server
 * that registers it and shown by a web app that was built without it: menu, list, search, add with the
 * form's and the server's refusals, edit, export, import and delete.
 */

let server: RunningServer;
let page: Page;
const OK = /确\s*定/;
const SHOTS = process.env.SHOTS_DIR;

test.beforeAll(async ({ browser }) => {
  server = await startTestServer({}, "tests/e2e/support/serve-with-fixture-modules.ts");
  page = await browser.newPage({ acceptDownloads: true });
  await page.goto(`${server.url}/user/login`);
  await signIn(page);
});

test.afterAll(async () => {
  await page?.close();
  await server?.stop();
});

const rows = () => page.locator("tbody tr[data-row-key]");

async function pickDate(scope: Locator, label: string, date: string) {
  const input = scope.getByLabel(label, { exact: true });
  await input.click();
  await input.fill(date);
  await input.press("Enter");
  await expect(input).toHaveValue(date);
}

async function search(label: string, value: string) {
  const panel = page.getByRole("search", { name: "查询条件" });
  await panel.getByLabel(label, { exact: true }).fill(value);
  await panel.getByRole("button", { name: /查\s*询/ }).click();
}

test("a declared module works from its menu entry to import and delete", async () => {
  // The menu lists it under 系统管理 with the name derived from its title.
  await page.goto(`${server.url}/test/visitRecord`);
  await expect(page.getByRole("heading", { level: 2, name: "来访登记管理" })).toBeVisible({
    timeout: 60_000,
  });
  await expect(page.getByRole("search", { name: "查询条件" })).toBeVisible();
  await expect(page.locator(".ant-empty-description", { hasText: "暂无数据" })).toBeVisible();

  await page.getByRole("button", { name: "新增" }).click();
  const add = page.getByRole("dialog", { name: "新增来访登记" });
  await add.getByLabel("登记编号", { exact: true }).fill("X1");
  await add.getByLabel("来访人", { exact: true }).fill("张");
  await add.getByLabel("车牌号", { exact: true }).fill("ABC");
  await add.getByRole("button", { name: OK }).click();
  // The form runs the declaration's rules with the server's messages.
  await expect(add.getByText("登记编号格式为VR加4位数字")).toBeVisible();
  await expect(add.getByText("来访人长度不能少于2个字符")).toBeVisible();
  await expect(add.getByText(/车牌号格式不正确/)).toBeVisible();
  await expect(add.getByText("请选择来访日期!")).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/declared-module-form-errors.png` });

  await add.getByLabel("登记编号", { exact: true }).fill("VR0001");
  await add.getByLabel("来访人", { exact: true }).fill("张三");
  await add.getByLabel("车牌号", { exact: true }).fill("京A12345");
  await add.getByLabel("手机号", { exact: true }).fill("13912345678");
  await pickDate(add, "来访日期", "2026-11-20");
  await add.getByRole("button", { name: OK }).click();
  await expect(add).toBeHidden();
  await expect(rows()).toHaveCount(1);
  await expect(rows().first()).toContainText("张三");

  // A rule only the server can check (another record holds the number) comes back as its message.
  await page.getByRole("button", { name: "新增" }).click();
  await add.getByLabel("登记编号", { exact: true }).fill("VR0001");
  await add.getByLabel("来访人", { exact: true }).fill("李四");
  await pickDate(add, "来访日期", "2026-11-21");
  await add.getByRole("button", { name: OK }).click();
  await expect(page.getByText("登记编号已存在").first()).toBeVisible();
  await expect(add).toBeVisible();
  await add.getByLabel("登记编号", { exact: true }).fill("VR0002");
  await add.getByRole("button", { name: OK }).click();
  await expect(add).toBeHidden();
  await expect(rows()).toHaveCount(2);

  await search("来访人", "李");
  await expect(rows()).toHaveCount(1);
  await expect(rows().first()).toContainText("VR0002");

  await rows().first().getByRole("button", { name: "编辑" }).click();
  const edit = page.getByRole("dialog", { name: "编辑来访登记" });
  await expect(edit.getByLabel("登记编号", { exact: true })).toBeDisabled();
  await edit.getByLabel("来访人", { exact: true }).fill("李四光");
  await edit.getByRole("button", { name: OK }).click();
  await expect(edit).toBeHidden();
  await expect(rows().first()).toContainText("李四光");

  await search("来访人", "");
  await expect(rows()).toHaveCount(2);
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "导出" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe("来访登记表.xlsx");
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(readFileSync((await file.path()) as string) as unknown as ArrayBuffer);
  const sheet = book.worksheets[0];
  expect((sheet.getRow(3).values as unknown[]).slice(1, 3)).toEqual(["登记编号", "来访人"]);
  expect([sheet.getRow(4).getCell(1).value, sheet.getRow(5).getCell(1).value].sort()).toEqual([
    "VR0001",
    "VR0002",
  ]);

  const upload = new ExcelJS.Workbook();
  const data = upload.addWorksheet("来访登记");
  data.addRow(["登记编号", "来访人", "手机号", "车牌号", "紧急程度", "来访日期", "随行人数", "备注"]);
  data.addRow(["VR0300", "王五", "13800000000", "粤B12345D", "紧急", "2026-11-22", 1, "面试"]);
  await page.getByRole("button", { name: "导入" }).click();
  const dialog = page.getByRole("dialog", { name: "导入EXCEL" });
  await dialog.locator("input[type=file]").setInputFiles({
    name: "来访登记.xlsx",
    mimeType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    buffer: Buffer.from(await upload.xlsx.writeBuffer()),
  });
  await dialog.getByRole("button", { name: "开始上传" }).click();
  await expect(dialog).toBeHidden();
  await expect(rows()).toHaveCount(3);
  await expect(rows().filter({ hasText: "王五" })).toContainText("紧急");
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/declared-module-list.png` });

  await rows().filter({ hasText: "王五" }).getByRole("button", { name: "删除" }).click();
  await page.getByRole("button", { name: OK }).last().click();
  await expect(rows()).toHaveCount(2);
});
