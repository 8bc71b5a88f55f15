import { expect, type Locator, type Page, test } from "@playwright/test";
import { apiAs, pickOpenOption, signIn } from "./support/app.ts";
import { type RunningServer, startTestServer } from "./support/server.ts";

/**
 * 系统通告 as the administrator uses it: an announcement to 指定用户 jeecg written through the form (the
 * user picker stores the user's id) and published after a confirmation; another revoked; and an
 * announcement whose content carries a script and an event handler, viewed without either running.
 */

let server: RunningServer;
let page: Page;
const OK = /确\s*定/;
const URL = "/sys/annountCement";
const SHOTS = process.env.SHOTS_DIR;

test.beforeAll(async ({ browser }) => {
  server = await startTestServer();
  page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await page.goto(`${server.url}/user/login?redirect=/isystem/annountCement`);
  await signIn(page);
  await expect(page.getByRole("heading", { level: 2, name: "系统通告" })).toBeVisible({ timeout: 60_000 });
});

test.afterAll(async () => {
  await page?.close();
  await server?.stop();
});

const row = (title: string) => page.locator("tbody tr[data-row-key]", { hasText: title });

/** Picks `option` in the select labelled `label` inside `scope`. */
async function choose(scope: Locator, label: string, option: string) {
  await scope.getByLabel(label, { exact: true }).click();
  await pickOpenOption(page, option);
}

/** Runs a row action that asks first, and answers the question with 确定. */
async function confirmRowAction(title: string, action: string, question: string) {
  await row(title).getByText(action, { exact: true }).click();
  const popup = page.locator(".ant-popover:not(.ant-popover-hidden)", { hasText: question });
  await expect(popup).toBeVisible();
  await popup.getByRole("button", { name: OK }).click();
}

/** An announcement added (and published when asked) through the API, listed again on the screen. */
async function added(fields: Record<string, unknown>, publish = false): Promise<string> {
  const titile = String(fields.titile);
  const res = await apiAs(page, server.url, "POST", `${URL}/add`, {
    msgCategory: "1",
    msgType: "ALL",
    priority: "L",
    ...fields,
  });
  expect(res.body.success, res.body.message).toBe(true);
  const list = await apiAs(page, server.url, "GET", `${URL}/list?titile=${encodeURIComponent(titile)}`);
  const id = (list.body.result as { records: { id: string }[] }).records[0].id;
  if (publish)
    expect((await apiAs(page, server.url, "GET", `${URL}/doReleaseData?id=${id}`)).body.success).toBe(true);
  await page.reload();
  await expect(row(titile)).toBeVisible({ timeout: 30_000 });
  return id;
}

test("an announcement to jeecg, written through the form and published after a confirmation", async () => {
  const title = "端到端指定用户通告";
  await page.getByRole("button", { name: "新增" }).click();
  const form = page.getByRole("dialog", { name: "新增系统通告" });
  await expect(form).toBeVisible();
  await form.getByLabel("标题", { exact: true }).fill(title);
  await choose(form, "消息类型", "通知公告");
  await choose(form, "优先级", "高");
  // The receivers show only for an announcement to listed users.
  const receivers = form.getByRole("textbox", { name: "指定用户" });
  await expect(receivers).toHaveCount(0);
  await choose(form, "通告对象类型", "指定用户");
  // The receivers are the form's only picker.
  await form.getByRole("button", { name: "选择" }).click();
  const picker = page.getByRole("dialog", { name: "选择用户" });
  await picker.getByPlaceholder("请输入用户账号").fill("jeecg");
  await picker.getByPlaceholder("请输入用户账号").press("Enter");
  await expect(picker.locator(".ant-table-row")).toHaveCount(1);
  await picker.locator(".ant-table-row", { hasText: "jeecg" }).locator("input[type=checkbox]").check();
  await picker.getByRole("button", { name: OK }).click();
  await expect(picker).toBeHidden();
  const users = await apiAs(page, server.url, "GET", "/sys/user/list?username=jeecg");
  const jeecg = (users.body.result as { records: { id: string; realname: string }[] }).records[0];
  await expect(receivers).toHaveValue(jeecg.realname);
  await form.getByRole("textbox", { name: "内容", exact: true }).fill("请于本周五前提交材料。");
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/announcement-form.png` });
  await form.getByRole("button", { name: OK }).click();
  await expect(form).toBeHidden();

  await expect(row(title)).toContainText("未发布");
  const list = await apiAs(page, server.url, "GET", `${URL}/list?titile=${encodeURIComponent(title)}`);
  const stored = (list.body.result as { records: { id: string; userIds: string; msgContent: string }[] })
    .records[0];
  expect(stored.userIds).toBe(`${jeecg.id},`);
  expect(stored.msgContent).toContain("请于本周五前提交材料。");

  // Opened again, the form names the stored receiver, read by id.
  await row(title).getByText("编辑", { exact: true }).click();
  const edit = page.getByRole("dialog", { name: "编辑系统通告" });
  await expect(edit.getByRole("textbox", { name: "指定用户" })).toHaveValue(jeecg.realname);
  await edit.getByRole("button", { name: /取\s*消/ }).click();
  await expect(edit).toBeHidden();

  await confirmRowAction(title, "发布", "确定发布该通告吗?");
  await expect(row(title)).toContainText("已发布");
  await expect(row(title).getByText("撤销", { exact: true })).toBeVisible();
  // A published announcement is no longer edited or deleted, only revoked.
  await expect(row(title).getByText("编辑", { exact: true })).toHaveCount(0);
  await expect(row(title).getByText("删除", { exact: true })).toHaveCount(0);
  const one = await apiAs(page, server.url, "GET", `${URL}/queryById?id=${stored.id}`);
  expect(one.body.result).toMatchObject({ sendStatus: "1", sender: "admin" });
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/announcement-list.png` });
});

test("a published announcement is revoked after a confirmation", async () => {
  const title = "端到端待撤销通告";
  const id = await added({ titile: title, msgContent: "<p>将被撤销</p>" }, true);
  await expect(row(title)).toContainText("已发布");
  await confirmRowAction(title, "撤销", "确定撤销该通告吗?");
  await expect(row(title)).toContainText("已撤销");
  await expect(row(title).getByText("发布", { exact: true })).toHaveCount(0);
  const one = await apiAs(page, server.url, "GET", `${URL}/queryById?id=${id}`);
  expect(one.body.result).toMatchObject({ sendStatus: "2" });
});

test("a script or an event handler in the content does not run when the announcement is viewed", async () => {
  const title = "端到端脚本通告";
  await added({
    titile: title,
    msgContent:
      '<p>正文仍在</p><img src="x" onerror="window.__announcementXss = 1">' +
      '<script>window.__announcementXss = 2</script><a href="javascript:window.__announcementXss = 3">链接</a>',
  });
  await row(title).getByText("查看", { exact: true }).click();
  const notice = page.getByRole("dialog", { name: "通知消息" });
  const content = notice.getByRole("region", { name: "通告内容" });
  await expect(content).toContainText("正文仍在");
  await content.getByText("链接").click();
  // The picture has failed to load by now, so its handler would have run.
  await expect
    .poll(() => content.locator("img").evaluate((img) => (img as HTMLImageElement).complete))
    .toBe(true);
  await expect
    .poll(() => page.evaluate(() => (window as { __announcementXss?: number }).__announcementXss))
    .toBe(undefined);
  const html = await content.innerHTML();
  expect(html).not.toMatch(/onerror|<script|javascript:/i);
  await page.keyboard.press("Escape");
  await expect(notice).toBeHidden();
});
