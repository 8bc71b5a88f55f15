import { expect, type Page, type Route, test } from "@playwright/test";
import { apiAs, signIn } from "./support/app.ts";
import { rowAction } from "./support/row-actions.ts";
import { type RunningServer, startTestServer } from "./support/server.ts";

/**
 * A list whose reload fails keeps the rows it showed and says why, once: the generic user list after a
 * search, and the items drawer of a dictionary after a page change. Our server never answers HTTP 500, so
 * the failure is forced by intercepting the one request.
 */

let server: RunningServer;
let page: Page;

const FAILURE = "服务器繁忙，请稍后再试";
const DICT = { dictName: "列表失败字典", dictCode: "e2e_list_failure" };
const ITEMS = Array.from({ length: 12 }, (_, index) => `失败项${String(index + 1).padStart(2, "0")}`);

test.beforeAll(async ({ browser }) => {
  server = await startTestServer();
  page = await browser.newPage();
  await page.goto(`${server.url}/user/login`);
  await signIn(page);
  const dict = await apiAs(page, server.url, "POST", "/sys/dict/add", DICT);
  expect(dict.body.success, dict.body.message).toBe(true);
  const found = await apiAs(page, server.url, "GET", `/sys/dict/list?dictCode=${DICT.dictCode}`);
  const dictId = (found.body.result as { records: { id: string }[] }).records[0]?.id;
  expect(dictId).toBeTruthy();
  for (const [index, itemText] of ITEMS.entries()) {
    const item = { dictId, itemText, itemValue: `v${index + 1}`, sortOrder: index + 1, status: 1 };
    const { body } = await apiAs(page, server.url, "POST", "/sys/dictItem/add", item);
    expect(body.success, body.message).toBe(true);
  }
});

test.afterAll(async () => {
  await page?.close();
  await server?.stop();
});

/** The next request to a list path that `matches` answers HTTP 500 with the envelope's message. */
async function failNext(path: string, matches: (url: URL) => boolean = () => true) {
  let failed = false;
  await page.route(
    (url) => url.pathname.endsWith(path) && matches(url),
    (route: Route) => {
      failed = true;
      return route.fulfill({
        status: 500,
        contentType: "application/json",
        body: JSON.stringify({ success: false, code: 500, message: FAILURE, result: null }),
      });
    },
    { times: 1 },
  );
  return () => failed;
}

const failureMessages = () => page.locator(".ant-message-notice").filter({ hasText: FAILURE });

test("the user list keeps its rows and shows the message once when a search fails", async () => {
  await page.goto(`${server.url}/isystem/user`);
  const table = page.locator("tbody:visible");
  await expect(table.getByRole("cell", { name: "jeecg", exact: true })).toBeVisible();
  await expect(table.getByRole("cell", { name: "admin", exact: true })).toBeVisible();

  const failed = await failNext("/sys/user/list");
  const search = page.getByRole("search", { name: "查询条件" });
  await search.getByLabel("用户账号").fill("admin");
  await search.getByRole("button", { name: /查\s*询/ }).click();

  await expect(failureMessages()).toHaveCount(1);
  expect(failed()).toBe(true);
  await expect(table.getByRole("cell", { name: "jeecg", exact: true })).toBeVisible();
  await expect(table.getByRole("cell", { name: "admin", exact: true })).toBeVisible();
  await expect(failureMessages()).toHaveCount(1);
});

test("the dictionary items drawer keeps page 1 when page 2 fails, and page 2 loads when asked again", async () => {
  await page.goto(`${server.url}/isystem/dict`);
  const row = page.getByRole("row", { name: new RegExp(DICT.dictName) });
  await rowAction(page, row, "字典配置");
  const drawer = page.getByRole("dialog", { name: `字典列表：${DICT.dictName}` });
  await expect(drawer.getByRole("cell", { name: ITEMS[0], exact: true })).toBeVisible();
  await expect(drawer.getByText("1-10 共12条")).toBeVisible();

  const failed = await failNext("/sys/dictItem/list", (url) => url.searchParams.get("pageNo") === "2");
  await drawer.locator(".ant-pagination-item-2").click();

  await expect(failureMessages()).toHaveCount(1);
  expect(failed()).toBe(true);
  await expect(drawer.getByRole("cell", { name: ITEMS[0], exact: true })).toBeVisible();
  await expect(drawer.getByText("1-10 共12条")).toBeVisible();

  await drawer.locator(".ant-pagination-item-2").click();
  await expect(drawer.getByRole("cell", { name: ITEMS[11], exact: true })).toBeVisible();
  await expect(drawer.getByText("11-12 共12条")).toBeVisible();
  await expect(failureMessages()).toHaveCount(1);
});
