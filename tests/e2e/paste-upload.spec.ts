import { expect as baseExpect, type Locator, test } from "@playwright/test";
import { signIn } from "./support/app.ts";
import { rgbPng } from "./support/png.ts";
import { type RunningServer, startTestServer } from "./support/server.ts";

/**
 * A screenshot pasted into an image field uploads as upload.png into the day's screenshot folder
 * (static/<year>/<month>/<day>) and shows in the field: the vehicle form's 车辆照片 receives a paste event
 * holding a PNG, as the browser fires it for Ctrl+V.
 */

// Uploads, decoding and the modal animations are slow on a machine shared by many test runs.
const expect = baseExpect.configure({ timeout: 30_000 });

let server: RunningServer;

/** A real RGB PNG of 120×80: a grey window with a blue title bar, like a screenshot. */
const screenshotPng = () => rgbPng(120, 80, (_x, y) => (y < 16 ? [22, 119, 255] : [240, 240, 240]));

/** Width of a picture as the browser decoded it (0 while loading or when it failed). */
const decodedWidth = (img: Locator) =>
  img.evaluate((el: HTMLImageElement) => (el.complete ? el.naturalWidth : 0));

test.describe.configure({ timeout: 180_000 });

test.beforeAll(async () => {
  server = await startTestServer();
});

test.afterAll(async () => {
  await server?.stop();
});

test("a screenshot pasted into 车辆照片 uploads as upload.png into the day's folder and shows", async ({
  page,
}) => {
  await page.goto(`${server.url}/user/login`);
  await signIn(page);
  await page.goto(`${server.url}/permit/vehicle`);
  // The first visit loads the app's chunks, which takes a while on a busy machine.
  await expect(page.getByRole("search", { name: "查询条件" })).toBeVisible({ timeout: 60_000 });
  await page.getByRole("button", { name: "新增" }).click();
  const dialog = page.getByRole("dialog", { name: "新增车辆" });
  const photos = dialog.getByRole("group", { name: "车辆照片" });
  await expect(photos).toBeVisible();

  const uploaded = page.waitForResponse((r) => r.url().includes("/sys/common/upload"));
  await photos.evaluate((field, base64) => {
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const data = new DataTransfer();
    data.items.add(new File([bytes], "image.png", { type: "image/png" }));
    field.dispatchEvent(
      new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, screenshotPng().toString("base64"));
  const answer = (await (await uploaded).json()) as { success: boolean; message: string };
  expect(answer.success).toBe(true);

  const day = await page.evaluate(() => {
    const now = new Date();
    const two = (n: number) => String(n).padStart(2, "0");
    return `static/${now.getFullYear()}/${two(now.getMonth() + 1)}/${two(now.getDate())}`;
  });
  // Stored under a generated name in the day's folder.
  expect(answer.message).toMatch(new RegExp(`^${day}/[0-9a-f]{32}\\.png$`));
  const picture = photos.getByRole("img", { name: "upload.png" });
  await expect(picture).toBeVisible();
  await expect(picture).toHaveAttribute("src", new RegExp(`/sys/common/static/${day}/[0-9a-f]{32}\\.png$`));
  await expect.poll(() => decodedWidth(picture)).toBe(120);
});
