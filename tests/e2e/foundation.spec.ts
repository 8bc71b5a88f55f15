import { expect, test } from "@playwright/test";
import { apiAs, pickDropdownEntry, signIn } from "./support/app.ts";
import { rowAction } from "./support/row-actions.ts";
import { DEMO, type RunningServer, startTestServer } from "./support/server.ts";

let server: RunningServer;

test.beforeAll(async () => {
  server = await startTestServer();
});
test.afterAll(async () => {
  await server?.stop();
});

test.describe.configure({ mode: "serial" });

test("a deep link opened while logged out lands there after login, with the menu", async ({ page }) => {
  await page.goto(`${server.url}/isystem/user?status=1`);
  await expect(page).toHaveURL(/\/user\/login\?redirect=%2Fisystem%2Fuser%3Fstatus%3D1$/);
  await signIn(page);
  await expect(page).toHaveURL(/\/isystem\/user\?status=1$/);
  const menu = page.getByRole("navigation", { name: "主菜单" });
  await expect(menu.getByText("系统管理")).toBeVisible();
  await expect(menu.getByText("用户管理")).toBeVisible();
  await expect(page.getByRole("cell", { name: "admin", exact: true })).toBeVisible();
  await expect(page.getByText(/1-\d+ 共\d+条/)).toBeVisible();
});

test("an administrator creates, edits, freezes and deletes a user", async ({ page }) => {
  await page.goto(`${server.url}/user/login`);
  await signIn(page);
  await page.goto(`${server.url}/isystem/user`);

  await page.getByRole("button", { name: "新增" }).click();
  const dialog = page.getByRole("dialog", { name: "新增用户" });
  await dialog.getByLabel("用户账号").fill("e2e_user");
  await dialog.getByLabel("用户姓名").fill("端到端");
  await dialog.getByLabel("登录密码").fill("E2e@2026pw");
  await dialog.getByLabel("确认密码").fill("E2e@2026pw");
  await dialog.getByLabel("手机号").fill("13900001111");
  await dialog.getByRole("button", { name: /确\s*定|保\s*存/ }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole("row").filter({ hasText: "e2e_user" });
  await expect(row).toBeVisible();
  await expect(row).toContainText("端到端");

  await row.getByText("编辑").click();
  const edit = page.getByRole("dialog", { name: "编辑用户" });
  await expect(edit.getByLabel("用户姓名")).toHaveValue("端到端");
  await edit.getByLabel("用户姓名").fill("端到端改");
  await edit.getByRole("button", { name: /确\s*定|保\s*存/ }).click();
  await expect(edit).toBeHidden();
  await expect(row).toContainText("端到端改");

  await row.getByText("冻结").click();
  await page
    .getByRole("tooltip")
    .getByRole("button", { name: /确\s*定|是|OK/ })
    .click();
  await expect(row).toContainText("冻结");
  await expect(row.getByText("解冻")).toBeVisible();

  await rowAction(page, row, "删除");
  await page
    .getByRole("tooltip")
    .getByRole("button", { name: /确\s*定|是|OK/ })
    .click();
  await expect(page.getByRole("row").filter({ hasText: "e2e_user" })).toHaveCount(0);
});

test("a user without user:add sees no add button and the server refuses the call", async ({ page }) => {
  await page.goto(`${server.url}/user/login`);
  await signIn(page, DEMO.username, DEMO.password);
  await page.goto(`${server.url}/isystem/user`);
  await expect(page.getByRole("cell", { name: "jeecg", exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "新增" })).toHaveCount(0);

  const refused = await apiAs(page, server.url, "POST", "/sys/user/add", {
    username: "sneaky_user",
    realname: "越权",
    password: "Sneaky@2026",
  });
  expect(refused.body).toMatchObject({ success: false, code: 510, message: "没有权限，请联系管理员授权" });
  const list = await apiAs(page, server.url, "GET", "/sys/user/list?username=sneaky_user");
  expect((list.body.result as { total: number }).total).toBe(0);
});

test("logout asks for confirmation and returns to the login page", async ({ page }) => {
  await page.goto(`${server.url}/user/login`);
  await signIn(page);
  // The greeting sits over the header's right end until it is closed.
  const greeting = page.locator(".ant-notification-notice").filter({ hasText: "欢迎回来" });
  await greeting.locator(".ant-notification-notice-close").click();
  await expect(greeting).toBeHidden();
  await page.getByRole("button", { name: /^当前用户/ }).click();
  await pickDropdownEntry(page, /退出登录/);
  const confirm = page.getByRole("dialog").filter({ hasText: "真的要注销登录吗 ?" });
  await expect(confirm).toContainText("提示");
  await confirm.getByRole("button", { name: /确\s*定/ }).click();
  await expect(page).toHaveURL(/\/user\/login/);
  expect(await page.evaluate(() => localStorage.getItem("pro__Access-Token"))).toBeNull();
  await page.goto(`${server.url}/isystem/user`);
  await expect(page).toHaveURL(/\/user\/login\?redirect=/);
});
