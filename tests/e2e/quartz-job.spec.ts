import { expect, type Locator, type Page, test } from "@playwright/test";
import { signIn } from "./support/app.ts";
import { type RunningServer, startTestServer } from "./support/server.ts";

/**
 * 定时任务 end to end: a new SampleJob gets its expression from the cron editor (秒 tab: every 5 seconds
 * from second 0), whose preview lists ten run times; saved with 保存并安排任务 it runs, its 执行记录 fills,
 * and after 停止 no further run is recorded.
 */

let server: RunningServer;
let page: Page;
const OK = /确\s*定/;
const SHOTS = process.env.SHOTS_DIR;
const JOB_CLASS = "org.jeecg.modules.quartz.job.SampleJob";
const DESCRIPTION = "端到端每5秒任务";

test.beforeAll(async ({ browser }) => {
  server = await startTestServer();
  page = await browser.newPage();
  await page.goto(`${server.url}/user/login`);
  await signIn(page);
});

test.afterAll(async () => {
  await page?.close();
  await server?.stop();
});

const shot = async (name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/quartz-${name}.png` });
};

/** The number of runs the history says it holds (its pagination's 共N条). */
async function runCount(history: Locator): Promise<number> {
  const total = history.locator(".ant-pagination-total-text");
  if ((await total.count()) === 0) return 0;
  return Number(/共(\d+)条/.exec((await total.textContent()) ?? "")?.[1] ?? 0);
}

test("a job built in the cron editor runs every 5 seconds, shows its runs and stops on 停止", async () => {
  await page.goto(`${server.url}/isystem/QuartzJobList`);
  await expect(page.getByRole("heading", { level: 2, name: "定时任务" })).toBeVisible({ timeout: 60_000 });
  await expect(page.locator("tbody tr[data-row-key]").first()).toBeVisible();
  await shot("list");

  await page.getByRole("button", { name: "新增" }).click();
  const add = page.getByRole("dialog", { name: "新增定时任务" });
  const cron = add.getByLabel("Cron表达式", { exact: true });
  await expect(cron).toHaveValue("* * * * * ? *");
  await add.getByLabel("任务类名", { exact: true }).fill(JOB_CLASS);
  await add.getByLabel("描述", { exact: true }).fill(DESCRIPTION);

  await add.getByRole("button", { name: /选\s*择/ }).click();
  const editor = page.getByRole("dialog", { name: "Cron表达式", exact: true });
  const pane = editor.locator(".ant-tabs-tabpane-active");
  await pane.getByRole("radio", { name: "循环" }).check();
  await pane.getByLabel("循环开始").fill("0");
  await pane.getByLabel("循环间隔").fill("5");
  await pane.getByLabel("循环间隔").blur();
  const built = editor.getByLabel("生成的Cron表达式");
  await expect(built).toHaveValue("0/5 * * * * ? *");
  const preview = editor.getByRole("status", { name: "最近10次运行时间" });
  await expect(async () => {
    const lines = ((await preview.textContent()) ?? "").split("\n");
    expect(lines).toHaveLength(10);
    for (const line of lines) expect(line).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:[0-5][05]$/);
  }).toPass();
  await shot("editor-second");
  for (const [key, name] of [
    ["minute", "分"],
    ["hour", "时"],
    ["day", "日"],
    ["month", "月"],
    ["week", "周"],
    ["year", "年"],
  ]) {
    await editor.getByRole("tab", { name, exact: true }).click();
    await shot(`editor-${key}`);
  }
  await expect(built).toHaveValue("0/5 * * * * ? *");
  await editor.getByRole("button", { name: OK }).click();
  await expect(editor).toBeHidden();
  await expect(cron).toHaveValue("0/5 * * * * ? *");

  await add.getByRole("button", { name: "保存并安排任务" }).click();
  await expect(add).toBeHidden();

  const row = page.locator("tbody tr[data-row-key]").filter({ hasText: DESCRIPTION });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("0/5 * * * * ? *");
  await expect(row.getByText("已启动", { exact: true })).toBeVisible();

  await row.getByRole("button", { name: "执行记录", exact: true }).click();
  const history = page.locator(".ant-drawer-content").filter({ hasText: `执行记录：${JOB_CLASS}` });
  await expect(history).toBeVisible();
  // The drawer reloads every 5 s: two fires 5 s apart show up without a click.
  await expect(async () => expect(await runCount(history)).toBeGreaterThanOrEqual(2)).toPass({
    timeout: 30_000,
  });
  await expect(history.locator("tbody tr[data-row-key]").first()).toContainText("成功");
  await shot("history");
  await history.getByRole("button", { name: /^(关闭|Close)$/ }).click();
  await expect(history).toBeHidden();

  await row.getByRole("button", { name: "停止", exact: true }).click();
  const confirm = page.getByRole("dialog", { name: "停止任务" });
  await confirm.getByRole("button", { name: /停\s*止/ }).click();
  await expect(page.getByText("暂停定时任务成功")).toBeVisible();
  await expect(row.getByText("已暂停", { exact: true })).toBeVisible();
  await expect(row.getByRole("button", { name: "启动", exact: true })).toBeVisible();

  await row.getByRole("button", { name: "执行记录", exact: true }).click();
  await expect(history).toBeVisible();
  await expect(async () => expect(await runCount(history)).toBeGreaterThanOrEqual(2)).toPass();
  const stopped = await runCount(history);
  // Stopped means no fire at the next multiple of 5 s: wait past one and read the history again.
  await page.waitForTimeout(6_000);
  await history.getByRole("button", { name: /刷\s*新/ }).click();
  await expect(history.locator("tbody tr[data-row-key]").first()).toBeVisible();
  expect(await runCount(history)).toBe(stopped);
});
