import { type Browser, expect, type Page, test } from "@playwright/test";
import { signIn } from "./support/app.ts";
import { type RunningServer, startTestServer } from "./support/server.ts";

/**
 * 列设置 on a list (the vehicle list): columns hidden and reordered by check box, by 上移 and by dragging,
 * shown at once, saved with 保存成功 and kept for the user in another browser; 重置 brings back the declared
 * columns, there too.
 */

let server: RunningServer;

test.beforeAll(async () => {
  server = await startTestServer();
});

test.afterAll(async () => {
  await server?.stop();
});

/** Screenshots for looking at the screens, only when SHOTS_DIR is set (not part of the assertions). */
async function shot(page: Page, name: string) {
  if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/${name}.png` });
}

/** A browser of its own (no shared storage), signed in, on the vehicle list. */
async function openVehicles(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${server.url}/user/login`);
  await signIn(page);
  await page.goto(`${server.url}/permit/vehicle`);
  // The first visit loads the app and the list page; a busy machine takes its time.
  await expect(page.locator("tbody tr[data-row-key]").first()).toBeVisible({ timeout: 60_000 });
  return page;
}

/** The table's column titles, in order (the row checkboxes' column has none). */
async function headers(page: Page): Promise<string[]> {
  const texts = await page.locator("thead th").allInnerTexts();
  return texts.map((text) => text.trim()).filter(Boolean);
}

const popover = (page: Page) => page.locator(".ant-popover").filter({ hasText: "列设置" });

async function openSettings(page: Page) {
  await page.getByRole("button", { name: "列设置" }).click();
  await expect(popover(page)).toBeVisible();
}

test("hidden and reordered columns are saved for the user, kept in another browser, and reset", async ({
  browser,
}) => {
  // Two sign-ins and three list loads: a loaded machine needs more than the default two minutes.
  test.setTimeout(300_000);
  const first = await openVehicles(browser);
  const declared = await headers(first);
  expect(declared[0]).toBe("车牌号");
  expect(declared.at(-1)).toBe("操作");
  for (const title of ["品牌", "车主姓名", "车辆类型", "保险到期"]) expect(declared).toContain(title);

  await openSettings(first);
  const settings = popover(first);
  // The first column and 操作 stay: shown, and not to be unticked.
  await expect(settings.getByRole("checkbox", { name: "车牌号" })).toBeDisabled();
  await expect(settings.getByRole("checkbox", { name: "操作" })).toBeDisabled();
  await expect(settings.getByRole("checkbox", { name: "操作" })).toBeChecked();

  await settings.getByRole("checkbox", { name: "品牌" }).uncheck();
  await settings.getByRole("button", { name: "上移 车主姓名" }).click();
  // 保险到期 dragged onto 车辆类型's row takes its place.
  await settings
    .locator('li[data-column="insuranceExpiry"]')
    .dragTo(settings.locator('li[data-column="vehicleType"]'));

  // The list shows the change at once: the settings list holds every column but 操作, hidden ones too.
  const order = declared.slice(0, -1);
  const owner = order.indexOf("车主姓名");
  order.splice(owner - 1, 2, order[owner], order[owner - 1]);
  const [insurance] = order.splice(order.indexOf("保险到期"), 1);
  order.splice(order.indexOf("车辆类型"), 0, insurance);
  const wanted = [...order.filter((title) => title !== "品牌"), "操作"];
  await expect.poll(() => headers(first)).toEqual(wanted);
  await shot(first, "column-settings-popover");

  await settings.getByRole("button", { name: "保存" }).click();
  await expect(first.getByText("保存成功")).toBeVisible();
  await expect(settings).toBeHidden();
  expect(await headers(first)).toEqual(wanted);

  // Another browser: nothing shared but the account.
  const second = await openVehicles(browser);
  await expect.poll(() => headers(second)).toEqual(wanted);
  await shot(second, "column-settings-kept");

  await openSettings(second);
  await expect(popover(second).getByRole("checkbox", { name: "品牌" })).not.toBeChecked();
  await popover(second).getByRole("button", { name: "重置" }).click();
  await expect(second.getByText("重置成功")).toBeVisible();
  await expect.poll(() => headers(second)).toEqual(declared);

  // The reset is the server's: a fresh load shows the declared columns too.
  await first.reload();
  await expect(first.locator("tbody tr[data-row-key]").first()).toBeVisible({ timeout: 60_000 });
  expect(await headers(first)).toEqual(declared);
  await first.context().close();
  await second.context().close();
});
