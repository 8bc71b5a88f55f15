import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { expect as baseExpect, type Page, test } from "@playwright/test";
import { type RedisServer, startRedisServer } from "../../server/test/redis-server.ts";
import { signIn } from "./support/app.ts";
import { ROOT, type RunningServer, startTestServer } from "./support/server.ts";

/**
 * Redis 监控 and Redis 终端 against a server with REDIS_URL pointing at a private redis-server: the monitor
 * shows live numbers and draws its charts from readings every 3 s, which stop when the page is left; the
 * terminal runs INFO and refuses SET.
 */

const expect = baseExpect.configure({ timeout: 30_000 });
const SHOTS = join(ROOT, ".tmp", "shots-redis");
const POLL_MS = 3000;

let redis: RedisServer;
let server: RunningServer;

test.describe.configure({ mode: "serial", timeout: 180_000 });

test.beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  redis = await startRedisServer();
  server = await startTestServer({ REDIS_URL: redis.url });
});

test.afterAll(async () => {
  await server?.stop();
  await redis?.stop();
});

/** Counts the page's requests whose URL contains `part`. */
function counter(page: Page, part: string): () => number {
  let n = 0;
  page.on("request", (req) => {
    if (req.url().includes(part)) n += 1;
  });
  return () => n;
}

test("Redis 监控 shows live figures and charts, reads every 3 s while open and stops when left", async ({
  page,
}) => {
  const keyReads = counter(page, "/sys/actuator/redis/keysSize");
  await page.goto(`${server.url}/user/login`);
  await signIn(page);
  await page.goto(`${server.url}/monitor/redis/info`);

  await expect(page.getByRole("cell", { name: "Redis 服务器版本" })).toBeVisible();
  await expect(page.getByRole("cell", { name: "redis_version" })).toBeVisible();
  // The signed-in session itself is cached in Redis, so the key count is live and above zero.
  const keyFigure = page.locator(".ant-statistic").filter({ hasText: "Key 数量" });
  await expect(keyFigure).toContainText(/Key 数量[1-9]\d*/);
  await expect(page.locator(".ant-statistic").filter({ hasText: "内存占用" })).toContainText(/[1-9]\d*\s*KB/);

  for (const name of ["Key 数量", "内存占用"]) {
    const chart = page.getByTestId(`redis-chart-${name}`);
    await expect(chart.locator(".chart-area")).toHaveCount(1);
    // Two readings at least: the first and one 3 s later.
    await expect
      .poll(() => chart.locator(".chart-dot").count(), { timeout: 4 * POLL_MS })
      .toBeGreaterThanOrEqual(2);
  }
  const reads = keyReads();
  await expect.poll(keyReads, { timeout: 3 * POLL_MS }).toBeGreaterThan(reads);
  await page.screenshot({ path: join(SHOTS, "redis-info.png") });

  await page.goto(`${server.url}/monitor/redis/terminal`);
  await expect(page.getByLabel("Redis 命令")).toBeVisible();
  const left = keyReads();
  await page.waitForTimeout(POLL_MS + 1000);
  expect(keyReads()).toBe(left);
});

test("Redis 终端 runs INFO and refuses SET", async ({ page }) => {
  await page.goto(`${server.url}/user/login`);
  await signIn(page);
  await page.goto(`${server.url}/monitor/redis/terminal`);
  const input = page.getByLabel("Redis 命令");
  const output = page.getByTestId("redis-terminal-output");

  await input.fill("INFO server");
  await input.press("Enter");
  await expect(output).toContainText("redis> INFO server");
  await expect(output).toContainText(/redis_version:\d+\.\d+/);

  await input.fill("SET greeting hello");
  await input.press("Enter");
  await expect(output).toContainText("不允许执行命令 SET：终端只运行只读命令");

  await input.fill("DBSIZE");
  await page.getByRole("button", { name: /执\s*行/ }).click();
  await expect(output).toContainText(/\(integer\) [1-9]\d*/);
  await page.screenshot({ path: join(SHOTS, "redis-terminal.png"), fullPage: true });
});
