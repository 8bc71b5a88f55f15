import { expect as baseExpect, type Locator, type Page, test } from "@playwright/test";
import { signIn } from "./support/app.ts";
import { rowAction } from "./support/row-actions.ts";
import { type RunningServer, startTestServer } from "./support/server.ts";

/**
 * A change made in one screen shows in another open screen of the same data, without a reload: a
 * dictionary item renamed in 数据字典 is the new option text of the application list's type select, which
 * stays open in its tab meanwhile. The dictionary comes from the login's cache, so only the change itself
 * makes the select read it again.
 */

// Lazy list pages and dialogs on a shared, busy machine: wait longer than the default for each state.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ mode: "serial", timeout: 150_000 });

let server: RunningServer;
let page: Page;

const menu = () => page.getByRole("navigation", { name: "主菜单" });
const tab = (title: string) =>
  page.getByRole("navigation", { name: "多页签" }).getByRole("button", { name: title, exact: true });
const openDropdown = () => page.locator(".ant-select-dropdown:not(.ant-select-dropdown-hidden)");

test.beforeAll(async ({ browser }) => {
  test.setTimeout(180_000);
  server = await startTestServer();
  page = await browser.newPage();
  await page.goto(`${server.url}/user/login`);
  await signIn(page);
  await expect(menu()).toBeVisible();
});

test.afterAll(async () => {
  await page?.close();
  await server?.stop();
});

/** Opens a screen through the side menu (its folder first when closed) and waits for its heading. */
async function openMenu(folder: string, item: string, path: string) {
  const entry = menu().getByRole("link", { name: item, exact: true });
  if (!(await entry.isVisible())) await menu().getByText(folder, { exact: true }).click();
  await entry.click();
  await expect(page).toHaveURL(`${server.url}${path}`);
  await expect(page.getByRole("heading", { level: 2, name: item, exact: true })).toBeVisible();
}

/**
 * Opens the select labelled `label` in `scope` and checks its options. The dropdown stays open until the
 * next click elsewhere (a key would pick the active option).
 */
async function checkOptions(scope: Locator, label: string, expected: (options: Locator) => Promise<void>) {
  await scope.getByLabel(label, { exact: true }).click();
  const options = openDropdown().locator(".ant-select-item-option");
  await expect(options.first()).toBeVisible();
  await expected(options);
}

/** Marks the page, so a reload (which would clear the mark) is noticed. */
const markPage = () => page.evaluate(() => Object.assign(window, { e2eNoReload: true }));
const stillSamePage = () => page.evaluate(() => "e2eNoReload" in window);

test("a dictionary item renamed in 数据字典 is the new option of the open application list's select", async () => {
  await openMenu("通行证管理", "通行证申请", "/permit/application");
  await markPage();
  const search = page.getByRole("search", { name: "查询条件" });
  await checkOptions(search, "通行证类型", async (options) => {
    await expect(options.filter({ hasText: /^临时$/ })).toHaveCount(1);
  });

  await openMenu("系统管理", "数据字典", "/isystem/dict");
  const dicts = page.getByRole("search", { name: "查询条件" });
  await dicts.getByLabel("字典名称", { exact: true }).fill("通行证类型");
  await dicts.getByRole("button", { name: /查\s*询/ }).click();
  const row = page.getByRole("row", { name: /permit_type/ });
  await rowAction(page, row, "字典配置");
  const drawer = page.getByRole("dialog", { name: "字典列表：通行证类型" });
  const item = drawer.getByRole("row").filter({ has: page.getByRole("cell", { name: "临时", exact: true }) });
  await item.getByRole("button", { name: "编辑" }).click();
  const form = page.getByRole("dialog", { name: "编辑字典项" });
  await form.getByLabel("名称", { exact: true }).fill("临时通行");
  await form.getByRole("button", { name: /确\s*定/ }).click();
  await expect(form).toBeHidden();
  await expect(drawer.getByRole("cell", { name: "临时通行", exact: true })).toBeVisible();
  await drawer.getByRole("button", { name: "关闭", exact: true }).click();
  await expect(drawer).toBeHidden();

  await tab("通行证申请").click();
  await checkOptions(search, "通行证类型", async (options) => {
    await expect(options.filter({ hasText: /^临时通行$/ })).toHaveCount(1);
    await expect(options.filter({ hasText: /^临时$/ })).toHaveCount(0);
  });
  expect(await stillSamePage()).toBe(true);
});
