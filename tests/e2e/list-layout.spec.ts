import { expect, type Locator, type Page, test } from "@playwright/test";
import { signIn } from "./support/app.ts";
import { type RunningServer, startTestServer } from "./support/server.ts";

/**
 * Lists fit their screen: at 1440 × 900 every column of the permit, vehicle and driver lists shows whole
 * and none lies under the fixed 操作 column; rows are one line of one height; on a phone the search folds
 * behind 展开 and the table scrolls with its first column and 操作 in view; empty cells show the mark.
 */

let server: RunningServer;
let page: Page;
const SHOTS = process.env.SHOTS_DIR;

const WIDE_LISTS = [
  "/permit/application",
  "/permit/application-east",
  "/permit/application-west",
  "/permit/application-visitor",
  "/permit/vehicle",
  "/permit/driver",
];

test.beforeAll(async ({ browser }) => {
  server = await startTestServer();
  page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await page.goto(`${server.url}/user/login`);
  await signIn(page);
});

test.afterAll(async () => {
  await page?.close();
  await server?.stop();
});

/** Opens a list and waits for its first rows. */
async function openList(path: string): Promise<Locator> {
  await page.goto(`${server.url}${path}`);
  // The lists draw their own table; a list of another kind draws antd's.
  const table = page.locator(".lt, .ant-table").first();
  await expect(table.locator("tbody tr[data-row-key]").first()).toBeVisible();
  return table;
}

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  expect(found).not.toBeNull();
  return found as { x: number; y: number; width: number; height: number };
}

/** Whether the element's text runs past its box (cut by an ellipsis or hidden under a neighbour). */
const isCut = (locator: Locator) =>
  locator.evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    const text = range.getBoundingClientRect();
    const cell = el.getBoundingClientRect();
    return text.left < cell.left - 1 || text.right > cell.right + 1;
  });

test("at 1440 × 900 every column of the permit, vehicle and driver lists shows whole, beside 操作", async () => {
  for (const path of WIDE_LISTS) {
    const table = await openList(path);
    const visible = await box(table.locator(".lt-scroll, .ant-table-content, .ant-table-body").first());
    const headers = table.locator("thead th");
    const actions = await box(headers.filter({ hasText: "操作" }));
    expect(actions.x + actions.width, `${path}: 操作 inside the table`).toBeLessThanOrEqual(
      visible.x + visible.width + 1,
    );
    const titles = await headers.allTextContents();
    for (const [index, title] of titles.entries()) {
      if (title.trim() === "" || title === "操作") continue;
      const header = headers.nth(index);
      const cell = await box(header);
      expect(cell.x, `${path}: ${title} starts inside the table`).toBeGreaterThanOrEqual(visible.x - 1);
      expect(cell.x + cell.width, `${path}: ${title} ends before 操作`).toBeLessThanOrEqual(actions.x + 1);
      expect(
        await isCut(header.locator(".lt-column-title, .ant-table-column-title").or(header).first()),
        `${path}: ${title}`,
      ).toBe(false);
    }
    if (path.startsWith("/permit/application")) {
      const column = titles.indexOf("有效期止");
      expect(column, `${path}: 有效期止`).toBeGreaterThan(0);
      const validTo = table.locator("tbody tr[data-row-key]").first().locator("td").nth(column);
      await expect(validTo).toHaveText(/^\d{4}-\d{2}-\d{2}$/);
      expect(await isCut(validTo)).toBe(false);
    }
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/list-layout${path.replace(/\//g, "-")}.png` });
  }
});

test("rows of 用户管理, 角色管理 and 数据字典 are of one height, each with its actions on one line", async () => {
  for (const path of ["/isystem/user", "/isystem/roleUserList", "/isystem/dict"]) {
    const table = await openList(path);
    const rows = table.locator("tbody tr[data-row-key]");
    const heights = new Set<number>();
    for (let index = 0; index < (await rows.count()); index += 1) {
      const row = rows.nth(index);
      heights.add(Math.round((await box(row)).height));
      const links = row.locator("td").last().getByRole("button");
      const tops = new Set<number>();
      for (let link = 0; link < (await links.count()); link += 1) {
        tops.add(Math.round((await box(links.nth(link))).y));
      }
      expect(tops.size, `${path}: row ${index + 1}'s actions on one line`).toBe(1);
    }
    expect([...heights], `${path}: one row height`).toHaveLength(1);
  }
});

test("empty cells show the empty mark and visitor permits name their visitor", async () => {
  const vehicles = await openList("/permit/vehicle");
  const photo = (await vehicles.locator("thead th").allTextContents()).indexOf("车辆照片");
  const firstPhoto = vehicles.locator("tbody tr[data-row-key]").first().locator("td").nth(photo);
  await expect(firstPhoto.getByRole("img").or(firstPhoto.getByText("—", { exact: true }))).toBeVisible();

  const visitors = await openList("/permit/application-visitor");
  const titles = await visitors.locator("thead th").allTextContents();
  expect(titles).toContain("访客");
  expect(titles).not.toContain("申请人");
  const visitor = visitors
    .locator("tbody tr[data-row-key]")
    .first()
    .locator("td")
    .nth(titles.indexOf("访客"));
  await expect(visitor).not.toHaveText("");

  const permits = await openList("/permit/application");
  const heads = await permits.locator("thead th").allTextContents();
  const visitorRow = permits.locator("tbody tr[data-row-key]").filter({ hasText: "访客" }).first();
  await expect(visitorRow.locator("td").nth(heads.indexOf("申请人"))).toHaveText("—");
});

test("on a 390 × 844 phone the search folds behind 展开 and the table scrolls with its first column and 操作", async () => {
  await page.setViewportSize({ width: 390, height: 844 });
  try {
    const table = await openList("/permit/application");
    const search = page.getByRole("search", { name: "查询条件" });
    await expect(search.getByLabel("申请编号")).toBeVisible();
    await expect(search.getByLabel("通行证类型")).toBeHidden();
    await expect(search.getByRole("button", { name: /展开/ })).toBeVisible();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/list-layout-phone.png` });

    const content = table.locator(".lt-scroll, .ant-table-content, .ant-table-body").first();
    expect(await content.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    const first = table.locator("thead th").filter({ hasText: "申请编号" });
    const actions = table.locator("thead th").filter({ hasText: "操作" });
    const before = await box(first);
    await content.evaluate((el) => {
      el.scrollLeft = 300;
    });
    await expect.poll(() => content.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    expect(Math.round((await box(first)).x)).toBe(Math.round(before.x));
    const operations = await box(actions);
    expect(operations.x + operations.width).toBeLessThanOrEqual(390);
    // 操作 holds only 更多, so it stays narrow.
    expect(operations.width).toBeLessThan(100);

    await search.getByRole("button", { name: /展开/ }).click();
    await expect(search.getByLabel("通行证类型")).toBeVisible();
    await expect(search.getByRole("button", { name: /收起/ })).toBeVisible();

    // A custom list's one-line search puts each condition on its own line, its date range on screen.
    await page.goto(`${server.url}/isystem/log`);
    const range = page.getByRole("search", { name: "查询条件" }).locator(".ant-picker-range");
    await expect(range).toBeVisible();
    const shown = await box(range);
    expect(shown.x + shown.width).toBeLessThanOrEqual(390);
  } finally {
    await page.setViewportSize({ width: 1440, height: 900 });
  }
});
