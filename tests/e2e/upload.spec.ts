import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { expect as baseExpect, type Locator, type Page, test } from "@playwright/test";
import { apiAs, pickOpenOption, signIn } from "./support/app.ts";
import { rgbPng } from "./support/png.ts";
import { ROOT, type RunningServer, startTestServer } from "./support/server.ts";

/**
 * Image upload shows the picture: in the vehicle form a real PNG uploads through
 * /sys/common/upload, shows, is saved with the record and shows again when the record is reopened; a
 * file that is not an image is refused in the image widget.
 */

// Uploads, decoding and the modal animations are slow on a machine shared by many test runs.
const expect = baseExpect.configure({ timeout: 30_000 });

let server: RunningServer;
const SHOTS = join(ROOT, ".tmp", "shots-upload");
const PLATE = "粤B5U001";
const OK = /确\s*定/;

/** A real RGB PNG of 160×120: a blue sky over a grey road with a red car. */
const vehiclePng = () =>
  rgbPng(160, 120, (x, y) => {
    const car = y > 55 && y < 95 && x > 30 && x < 130;
    return car ? [210, 40, 40] : y < 70 ? [120, 180, 235] : [110, 110, 110];
  });

const PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");

/** Width of a picture as the browser decoded it (0 while loading or when it failed). */
const decodedWidth = (img: Locator) =>
  img.evaluate((el: HTMLImageElement) => (el.complete ? el.naturalWidth : 0));

async function openVehicles(page: Page) {
  await page.goto(`${server.url}/permit/vehicle`);
  // The first visit loads the app's chunks, which takes a while on a busy machine.
  await expect(page.getByRole("search", { name: "查询条件" })).toBeVisible({ timeout: 60_000 });
}

async function chooseVehicleType(dialog: Locator) {
  await dialog.getByLabel("车辆类型", { exact: true }).click();
  await pickOpenOption(dialog.page(), "小型汽车");
}

test.describe.configure({ mode: "serial", timeout: 180_000 });

test.beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  server = await startTestServer();
});

test.afterAll(async () => {
  await server?.stop();
});

test("a vehicle photo uploads, shows, is saved and shows again when the record is reopened", async ({
  page,
}) => {
  await page.goto(`${server.url}/user/login`);
  await signIn(page);
  await openVehicles(page);

  await page.getByRole("button", { name: "新增" }).click();
  const dialog = page.getByRole("dialog", { name: "新增车辆" });
  await dialog.getByLabel("车牌号", { exact: true }).fill(PLATE);
  await chooseVehicleType(dialog);

  const photos = dialog.getByRole("group", { name: "车辆照片" });
  await photos.locator('input[type="file"]').setInputFiles({
    name: "车辆正面.png",
    mimeType: "image/png",
    buffer: vehiclePng(),
  });
  const picture = photos.getByRole("img", { name: "车辆正面.png" });
  await expect(picture).toBeVisible();
  await expect.poll(() => decodedWidth(picture)).toBe(160);

  const scan = dialog.getByRole("group", { name: "行驶证扫描件" });
  await scan.locator('input[type="file"]').setInputFiles({
    name: "行驶证.pdf",
    mimeType: "application/pdf",
    buffer: PDF,
  });
  await expect(scan.getByRole("link", { name: "行驶证.pdf" })).toBeVisible();

  await photos.scrollIntoViewIfNeeded();
  await dialog.locator(".ant-modal-content").screenshot({ path: join(SHOTS, "vehicle-form.png") });
  await dialog.getByRole("button", { name: OK }).click();
  await expect(dialog).toBeHidden();

  // The list shows a thumbnail of the saved photo.
  const search = page.getByRole("search", { name: "查询条件" });
  await search.getByLabel("车牌号", { exact: true }).fill(PLATE);
  await search.getByRole("button", { name: /查\s*询/ }).click();
  const row = page.getByRole("row").filter({ hasText: PLATE });
  await expect(row).toHaveCount(1);
  const thumb = row.getByRole("img", { name: "车辆照片1" });
  await expect.poll(() => decodedWidth(thumb)).toBe(160);
  await page.screenshot({ path: join(SHOTS, "vehicle-list.png") });

  const saved = await apiAs(
    page,
    server.url,
    "GET",
    `/permit/vehicle/list?plateNo=${encodeURIComponent(PLATE)}`,
  );
  const record = (saved.body.result as { records: { photos: string; licenceScan: string }[] }).records[0];
  expect(record.photos).toMatch(/^permit\/[0-9a-f]{32}\.png$/);
  expect(record.licenceScan).toMatch(/^permit\/[0-9a-f]{32}\.pdf$/);

  // Reopened, the picture is still there and decodes.
  await row.getByText("编辑", { exact: true }).click();
  const edit = page.getByRole("dialog", { name: "编辑车辆" });
  const again = edit.getByRole("group", { name: "车辆照片" }).getByRole("img", { name: "图片1.png" });
  await expect.poll(() => decodedWidth(again)).toBe(160);
  await expect(
    edit.getByRole("group", { name: "行驶证扫描件" }).getByRole("link", { name: "附件1.pdf" }),
  ).toBeVisible();
  await edit.locator(".ant-modal-content").screenshot({ path: join(SHOTS, "vehicle-edit.png") });
  await edit.getByRole("button", { name: /取\s*消/ }).click();
  await expect(edit).toBeHidden();
});

test("the image widget refuses a file that is not an image", async ({ page }) => {
  await page.goto(`${server.url}/user/login`);
  await signIn(page);
  await openVehicles(page);
  await page.getByRole("button", { name: "新增" }).click();
  const dialog = page.getByRole("dialog", { name: "新增车辆" });
  const photos = dialog.getByRole("group", { name: "车辆照片" });
  await photos.locator('input[type="file"]').setInputFiles({
    name: "说明.txt",
    mimeType: "text/plain",
    buffer: Buffer.from("这不是图片"),
  });
  await expect(page.locator(".ant-message").getByText("请上传图片")).toBeVisible();
  await expect(photos.locator("img")).toHaveCount(0);

  // A text file renamed to .png passes the browser's type check but not the server's content check.
  await photos.locator('input[type="file"]').setInputFiles({
    name: "伪装.png",
    mimeType: "image/png",
    buffer: Buffer.from("这也不是图片"),
  });
  await expect(page.locator(".ant-message").getByText("伪装.png 上传失败.")).toBeVisible();
  const failed = photos.locator('[data-status="error"]');
  await expect(failed).toHaveCount(1);
  await failed.getByRole("button", { name: /伪装\.png/ }).click();
  const problem = page.locator(".ant-modal-confirm");
  await expect(problem).toContainText("上传出错");
  await expect(problem).toContainText("错误信息：文件内容与扩展名不符");
  await page.screenshot({ path: join(SHOTS, "upload-error.png") });
});
