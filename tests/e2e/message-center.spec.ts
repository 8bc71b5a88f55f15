// biome-ignore-all lint/suspicious/noTemplateCurlyInString: template texts hold ${name} placeholders
import { expect, type Locator, type Page, test } from "@playwright/test";
import { pickOpenOption, signIn } from "./support/app.ts";
import { rowAction } from "./support/row-actions.ts";
import { type RunningServer, startTestServer } from "./support/server.ts";

/**
 * 消息中心 end to end: the administrator adds a template, sends a test system message to jeecg from the
 * template's 发送测试, and the message list shows it 发送成功 once the sender (on a short interval here)
 * has delivered it.
 */

let server: RunningServer;
let page: Page;
const OK = /确\s*定/;
const SHOTS = process.env.SHOTS_DIR;

test.beforeAll(async ({ browser }) => {
  server = await startTestServer({ MESSAGE_SEND_INTERVAL_MS: "500" });
  page = await browser.newPage();
  await page.goto(`${server.url}/user/login`);
  await signIn(page);
});

test.afterAll(async () => {
  await page?.close();
  await server?.stop();
});

async function choose(scope: Locator, label: string, option: string) {
  await scope.getByLabel(label, { exact: true }).click();
  await pickOpenOption(page, option);
}

test("a template's test message reaches the message list as 发送成功", async () => {
  await page.goto(`${server.url}/modules/message/sysMessageTemplateList`);
  await expect(page.getByRole("heading", { level: 2, name: "模板管理" })).toBeVisible({ timeout: 60_000 });

  await page.getByRole("button", { name: "新增" }).click();
  const add = page.getByRole("dialog", { name: "新增消息模板" });
  await add.getByLabel("模板编码", { exact: true }).fill("e2e_hello");
  await add.getByLabel("模板标题", { exact: true }).fill("端到端问候");
  await choose(add, "模板类型", "系统");
  await add.getByLabel("模板内容", { exact: true }).fill("<p>你好 ${name}</p>");
  await add.getByLabel("测试数据", { exact: true }).fill("[1]");
  await add.getByRole("button", { name: OK }).click();
  // The form runs the declaration's check: the sample values must be a JSON object.
  await expect(add.getByText(/必须是JSON对象/)).toBeVisible();
  await add.getByLabel("测试数据", { exact: true }).fill('{"name":"演示用户"}');
  await add.getByRole("button", { name: OK }).click();
  await expect(add).toBeHidden();

  const row = page.locator("tbody tr[data-row-key]").filter({ hasText: "e2e_hello" });
  await expect(row).toHaveCount(1);
  await rowAction(page, row, "发送测试");
  const send = page.getByRole("dialog", { name: /发送测试/ });
  // Prefilled from the template: its type and its sample values.
  await expect(send.getByTitle("系统消息", { exact: true })).toBeVisible();
  await expect(send.getByLabel("测试数据", { exact: true })).toHaveValue(/"name": "演示用户"/);
  // The server refuses a receiver who is no user, in its own words, and the dialog stays open.
  await send.getByLabel("接收人", { exact: true }).fill("nobody_e2e");
  // Not anchored at the start: antd may keep the loading icon of a button whose loading ended as soon as it
  // began (a quick refusal), and the working button is then named "loading 发 送".
  const sendButton = send.getByRole("button", { name: /发\s*送$/ });
  await sendButton.click();
  await expect(page.getByText("接收人不存在: nobody_e2e")).toBeVisible();
  await expect(send).toBeVisible();
  await send.getByLabel("接收人", { exact: true }).fill("jeecg");
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/message-send-test.png` });
  await sendButton.click();
  await expect(page.getByText("发送消息任务添加成功！")).toBeVisible();
  await expect(send).toBeHidden();

  await page.goto(`${server.url}/modules/message/sysMessageList`);
  await expect(page.getByRole("heading", { level: 2, name: "消息管理" })).toBeVisible({ timeout: 60_000 });
  const message = page.locator("tbody tr[data-row-key]").filter({ hasText: "端到端问候" });
  await expect(message).toHaveCount(1);
  await expect(message).toContainText("jeecg");
  // The sender runs every 500 ms; the list shows what it had when it loaded, so 查询 reads it again.
  await expect(async () => {
    await page
      .getByRole("search", { name: "查询条件" })
      .getByRole("button", { name: /查\s*询/ })
      .click();
    await expect(message).toContainText("发送成功", { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  // A delivered message offers no 重新发送.
  await expect(message.getByText("重新发送", { exact: true })).toHaveCount(0);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/message-list.png` });
});
