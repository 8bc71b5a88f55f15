import { expect as baseExpect, type Locator, type Page, test } from "@playwright/test";
import { apiAs, signIn } from "./support/app.ts";
import { type RunningServer, startTestServer } from "./support/server.ts";

// The shell loads every view lazily; on a busy machine the first paint of a view can take a while.
const expect = baseExpect.configure({ timeout: 45_000 });
test.describe.configure({ timeout: 180_000 });

// The browser runs in another zone than the server (Asia/Shanghai), so a date the page worked out on the
// browser's clock would differ from the server's for part of every day.
test.use({ timezoneId: "America/Los_Angeles" });

let server: RunningServer;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  server = await startTestServer({ TIME_ZONE: "Asia/Shanghai" });
});
test.afterAll(async () => {
  await server?.stop();
});

/** Mixed texts the Chinese interface no longer shows. */
const LATIN = ["固定 Header", "路由ID", "路由URI", "dated-serial", "laozong", '{"prefix"'];

const tabs = (page: Page) => page.getByRole("navigation", { name: "多页签" });
const menu = (page: Page) => page.getByRole("navigation", { name: "主菜单" });
const tab = (page: Page, title: string) => tabs(page).getByRole("button", { name: title, exact: true });
const heading = (page: Page) => page.locator(".ant-layout-content h2").filter({ visible: true }).first();
const SHOTS = ".tmp/shots-names-and-home";

async function login(page: Page) {
  await page.goto(`${server.url}/user/login`);
  await signIn(page);
  await expect(menu(page)).toBeVisible();
}

async function expectNoLatin(page: Page) {
  const text = (await page.locator("body").textContent()) ?? "";
  for (const word of LATIN) expect(text, word).not.toContain(word);
}

/** Every legend entry of the charts in `scope` lies inside its chart's box, with its count. */
async function expectLegendsInside(scope: Locator) {
  // Tabs shown before stay mounted, hidden; only the page in view counts.
  const charts = scope.locator(".chart").filter({ visible: true });
  await expect(charts.first()).toBeVisible();
  for (const chart of await charts.all()) {
    const box = await chart.boundingBox();
    for (const item of await chart.locator(".chart-legend-item").all()) {
      const itemBox = await item.boundingBox();
      if (!box || !itemBox) throw new Error("chart or legend has no box");
      expect(itemBox.x).toBeGreaterThanOrEqual(box.x - 1);
      expect(itemBox.x + itemBox.width).toBeLessThanOrEqual(box.x + box.width + 1);
      expect(itemBox.y + itemBox.height).toBeLessThanOrEqual(box.y + box.height + 1);
    }
  }
}

test("names, not codes: 工作台, 个人中心 and 填值规则; the greeting's date is the server's", async ({
  page,
}) => {
  await login(page);
  const departs = await apiAs(page, server.url, "GET", "/sys/user/getCurrentUserDeparts");
  const current = departs.body.result as { list: { orgCode: string; departName: string }[]; orgCode: string };
  const departName = current.list.find((d) => d.orgCode === current.orgCode)?.departName ?? "";
  expect(departName).not.toBe("");
  const visits = await apiAs(page, server.url, "GET", "/sys/visitInfo");
  const today = (visits.body.result as { tian: string }[]).at(-1)?.tian ?? "";
  const [year, month, day] = today.split("-").map(Number);

  await page.goto(`${server.url}/dashboard/workplace`);
  const account = page.locator(".ant-descriptions").filter({ hasText: "所属部门" });
  await expect(account).toContainText(departName);
  await expect(account).not.toContainText(current.orgCode);
  await expect(page.getByTestId("server-date")).toContainText(`${year}年${month}月${day}日`);

  await page.goto(`${server.url}/account/center`);
  await expect(page.getByText(/，总经理$/)).toBeVisible();
  await expect(page.getByText(`部门：${departName}`)).toBeVisible();
  await expectNoLatin(page);

  await page.goto(`${server.url}/isystem/fillRule`);
  const row = page.getByRole("row").filter({ hasText: "通行证编号" });
  await expect(row).toContainText("日期流水号");
  await expect(row).toContainText("前缀 TXZ + 年月日 + 4 位流水号");
  await expectNoLatin(page);

  await page.goto(`${server.url}/isystem/gatewayroute`);
  await expect(page.getByRole("columnheader", { name: "路由标识" })).toBeVisible();
  await expectNoLatin(page);
});

test("one 首页 tab; 分析页, 工作台 and 监控页 each their own tab, title and content; legends fit", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await login(page);
  await menu(page).getByRole("link", { name: "首页", exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/Monitor$/);
  await expect(tab(page, "首页")).toHaveCount(1);
  await expect(tab(page, "首页")).toHaveAttribute("aria-current", "page");

  const pages: [string, string, string][] = [
    ["/dashboard/analysis", "分析页", "总访问量"],
    ["/dashboard/workplace", "工作台", "我的账号"],
    ["/dashboard/monitoring", "监控页", "通行证类型分布"],
  ];
  for (const [path, title, content] of pages) {
    if (title === "分析页") await page.goto(`${server.url}${path}`);
    else {
      const link = menu(page).getByRole("link", { name: title, exact: true });
      // 仪表盘 stays open while one of its pages shows; a click would close it.
      if (!(await link.isVisible())) await menu(page).getByText("仪表盘", { exact: true }).click();
      await link.click();
    }
    await expect(tab(page, title)).toHaveAttribute("aria-current", "page");
    await expect(heading(page)).toHaveText(title);
    await page.screenshot({ path: `${SHOTS}/${path.split("/").at(-1)}-1440.png` });
    await expect(page.getByText(content, { exact: true }).first()).toBeVisible();
    for (const [, other, otherContent] of pages)
      if (other !== title)
        await expect(page.getByText(otherContent, { exact: true }).filter({ visible: true })).toHaveCount(0);
    // 工作台 has no charts.
    if (title !== "工作台") await expectLegendsInside(page.locator(".ant-layout-content"));
  }
  await expect(tab(page, "首页")).toHaveCount(1);
  // The breadcrumb's 首页 is the same home tab, not the analysis page the menu row names.
  await page.locator(".ant-breadcrumb").getByRole("link", { name: "首页" }).click();
  await expect(page).toHaveURL(/\/dashboard\/Monitor$/);
  await expect(tab(page, "首页")).toHaveAttribute("aria-current", "page");
  await expect(tab(page, "首页")).toHaveCount(1);

  await page.goto(`${server.url}/dashboard/analysis`);
  await expect(page.locator(".chart-legend-item-text").filter({ hasText: /^已通过 \d+$/ })).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await expectLegendsInside(page.locator(".ant-layout-content"));
  await page.goto(`${server.url}/dashboard/monitoring`);
  await expectLegendsInside(page.locator(".ant-layout-content"));
  // 今日有效通行证 wraps at this width; its figure still lines up with 待处理申请's beside it.
  const figureTop = (title: string) =>
    page
      .getByRole("region", { name: title })
      .evaluate((card) => card.lastElementChild?.getBoundingClientRect().top);
  await expect(page.getByRole("region", { name: "今日有效通行证" }).locator(".ant-skeleton")).toHaveCount(0);
  expect(await figureTop("今日有效通行证")).toBe(await figureTop("待处理申请"));
});
