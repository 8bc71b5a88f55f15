import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { expect as baseExpect, type Page, test } from "@playwright/test";
import { signIn } from "./support/app.ts";
import { rgbPng } from "./support/png.ts";
import { ROOT, type RunningServer, startTestServer } from "./support/server.ts";

/**
 * 系统监控 and 文件管理 in the browser: each page opens with real figures and its charts drawn, reads its
 * figures again every few seconds, and stops reading when it is left or the tab is hidden; a file uploads
 * through 文件管理, previews and is deleted.
 */

const expect = baseExpect.configure({ timeout: 30_000 });
const SHOTS = join(ROOT, ".tmp", "shots-monitor");
/** A refresh is due every 5 s; a busy machine gets some slack. */
const REFRESH_WITHIN = 15_000;

const WIDTH = 240;

/** A real RGB PNG: a blue-to-green gradient, WIDTH × 160. */
const gradientPng = () =>
  rgbPng(WIDTH, 160, (x, y) => [40, Math.round((x * 200) / WIDTH), 220 - Math.round((y * 150) / 160)]);

let server: RunningServer;

test.describe.configure({ mode: "serial", timeout: 240_000 });

test.beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  server = await startTestServer();
});

test.afterAll(async () => {
  await server?.stop();
});

/** Counts the page's requests whose URL contains `part`. */
function counter(page: Page, part: string): () => number {
  let n = 0;
  page.on("request", (req) => {
    if (req.url().includes(part)) n += 1;
  });
  return () => n;
}

interface MonitorPage {
  path: string;
  endpoint: string;
  heading: string;
  /** a figure that must show a real value */
  figure: { testId: string; value: RegExp };
  /** test ids of the page's charts */
  charts: string[];
  shot: string;
}

const PAGES: MonitorPage[] = [
  {
    path: "/monitor/SystemInfo",
    endpoint: "/sys/actuator/server/info",
    heading: "服务器信息",
    figure: { testId: "figure-heap", value: /\d+(\.\d+)? (KB|MB|GB)/ },
    charts: ["chart-memory", "chart-cpu", "chart-event-loop"],
    shot: "server-info",
  },
  {
    path: "/monitor/TomcatInfo",
    endpoint: "/sys/actuator/http/info",
    heading: "HTTP 服务",
    figure: { testId: "figure-requests", value: /[1-9][\d,]*次/ },
    charts: ["chart-status"],
    shot: "http",
  },
  {
    path: "/monitor/Database",
    endpoint: "/sys/actuator/database/info",
    heading: "数据库",
    figure: { testId: "figure-db-size", value: /\d+(\.\d+)? (KB|MB|GB)/ },
    charts: ["chart-tables"],
    shot: "database",
  },
  {
    path: "/monitor/Disk",
    endpoint: "/sys/actuator/redis/queryDiskInfo",
    heading: "磁盘监控",
    figure: { testId: "disk-gauge", value: /\d+%/ },
    charts: [],
    shot: "disk",
  },
  {
    path: "/monitor/HttpTrace",
    endpoint: "/sys/actuator/httptrace",
    heading: "请求追踪",
    figure: { testId: "trace-table", value: /\/jeecg-boot\/sys\// },
    charts: [],
    shot: "trace",
  },
];

test("each monitoring page opens with real figures and drawn charts, and reads again every few seconds", async ({
  page,
}) => {
  await page.goto(`${server.url}/user/login`);
  await signIn(page);

  for (const p of PAGES) {
    const reads = counter(page, p.endpoint);
    await page.goto(`${server.url}${p.path}`);
    await expect(page.getByTestId("monitor-updated")).toBeVisible({ timeout: 60_000 });
    await expect(page.getByRole("heading", { name: p.heading, level: 2 })).toBeVisible();
    await expect(page.getByTestId(p.figure.testId).first()).toContainText(p.figure.value);
    for (const chart of p.charts) {
      // Drawn: the chart's SVG holds at least one line or bar shape.
      await expect(page.getByTestId(chart).locator("svg.chart-surface")).toBeVisible();
      await expect
        .poll(() => page.getByTestId(chart).locator(".chart-line, .chart-bar").count())
        .toBeGreaterThan(0);
    }
    const first = reads();
    expect(first).toBeGreaterThanOrEqual(1);
    await expect.poll(reads, { timeout: REFRESH_WITHIN }).toBeGreaterThan(first);
    await page.screenshot({ path: join(SHOTS, `${p.shot}.png`), fullPage: true });
  }

  // The disk page draws a gauge per file system and the data folder's parts.
  await page.goto(`${server.url}/monitor/Disk`);
  await expect(page.getByTestId("disk-gauge").first()).toContainText(/已用 .+ \/ 共 .+/);
  await expect(page.getByTestId("data-folder-part")).toHaveCount(3);

  // The trace filters by status class and path.
  await page.goto(`${server.url}/monitor/HttpTrace`);
  const table = page.getByTestId("trace-table");
  await expect(table).toContainText("/sys/actuator/");
  await page.getByLabel("路径").fill("queryDiskInfo");
  await page.getByLabel("路径").press("Enter");
  await expect(table.locator("tbody tr[data-row-key]").first()).toContainText("queryDiskInfo");
  await expect(table).not.toContainText("/sys/actuator/server/info");
});

test("a page stops reading when it is left and while the tab is hidden", async ({ page }) => {
  await page.goto(`${server.url}/user/login`);
  await signIn(page);
  const serverReads = counter(page, "/sys/actuator/server/info");
  const httpReads = counter(page, "/sys/actuator/http/info");
  await page.goto(`${server.url}/monitor/SystemInfo`);
  await expect(page.getByTestId("figure-heap")).toContainText(/\d/, { timeout: 60_000 });
  await expect.poll(serverReads, { timeout: REFRESH_WITHIN }).toBeGreaterThanOrEqual(2);

  // Hidden tab: no read while hidden, reading resumes when shown again.
  const setHidden = (hidden: boolean) =>
    page.evaluate((h) => {
      Object.defineProperty(document, "visibilityState", {
        configurable: true,
        get: () => (h ? "hidden" : "visible"),
      });
      Object.defineProperty(document, "hidden", { configurable: true, get: () => h });
      document.dispatchEvent(new Event("visibilitychange"));
    }, hidden);
  await setHidden(true);
  const whileHidden = serverReads();
  await page.waitForTimeout(11_000);
  expect(serverReads()).toBe(whileHidden);
  await setHidden(false);
  await expect.poll(serverReads, { timeout: REFRESH_WITHIN }).toBeGreaterThan(whileHidden);

  // Leaving through the menu: the page's reads stop, the next page's start.
  await page.getByRole("menuitem", { name: "HTTP 服务" }).click();
  await expect(page.getByTestId("figure-requests")).toBeVisible();
  const left = serverReads();
  await expect.poll(httpReads, { timeout: REFRESH_WITHIN }).toBeGreaterThanOrEqual(2);
  expect(serverReads()).toBe(left);
});

test("文件管理: a file uploads, shows who stored it, previews, and is deleted; on a phone the server page fits", async ({
  page,
}) => {
  await page.goto(`${server.url}/user/login`);
  await signIn(page);
  await page.goto(`${server.url}/oss/file`);
  await expect(page.getByRole("button", { name: "文件上传" })).toBeVisible({ timeout: 60_000 });
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: "监控测试.png", mimeType: "image/png", buffer: gradientPng() });
  const row = page.getByRole("row").filter({ hasText: "监控测试.png" });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("image/png");
  await expect(row).toContainText("admin");
  await expect(row).toContainText("未使用");

  await row.getByRole("button", { name: /预\s*览/ }).click();
  const preview = page.getByRole("dialog", { name: "监控测试.png" });
  const img = preview.getByRole("img", { name: "监控测试.png" });
  await expect
    .poll(() => img.evaluate((el: HTMLImageElement) => (el.complete ? el.naturalWidth : 0)))
    .toBe(WIDTH);
  await page.screenshot({ path: join(SHOTS, "oss-preview.png") });
  await preview.getByRole("button", { name: "Close" }).click();
  await page.screenshot({ path: join(SHOTS, "oss-file.png"), fullPage: true });

  await row.getByRole("button", { name: /删\s*除/ }).click();
  await page.getByRole("button", { name: /确\s*定|OK/ }).click();
  await expect(page.getByRole("row").filter({ hasText: "监控测试.png" })).toHaveCount(0);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${server.url}/monitor/SystemInfo`);
  await expect(page.getByTestId("figure-heap")).toContainText(/\d/, { timeout: 60_000 });
  await expect(page.getByTestId("chart-memory").locator(".chart-line").first()).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: join(SHOTS, "server-info-phone.png"), fullPage: true });
});
