import { expect as baseExpect, type Locator, type Page, type Route, test } from "@playwright/test";
import { apiAs, signIn } from "./support/app.ts";
import { rowAction } from "./support/row-actions.ts";
import { ADMIN, type RunningServer, startTestServer } from "./support/server.ts";

/**
 * The access screens read through refine: a role's permission tree whose reload fails keeps the tree it
 * showed and says why, once; and a user added to a role in the role's 用户 dialog shows with that role in
 * the user's open edit form, on another tab, without reloading the page. Our server never answers HTTP 500,
 * so the failure is forced by intercepting the one request.
 */

// Every view loads lazily; on a busy machine its first paint can take a while.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ mode: "serial", timeout: 150_000 });

let server: RunningServer;
let page: Page;

const FAILURE = "服务器繁忙，请稍后再试";
const ROLE = { roleName: "E2E刷新角色", roleCode: "e2e_refresh_role" };
const USER = { username: "e2e_refresh_user", realname: "刷新用户", phone: "13955556666" };

const menu = () => page.getByRole("navigation", { name: "主菜单" });
const tab = (title: string) =>
  page.getByRole("navigation", { name: "多页签" }).getByRole("button", { name: title, exact: true });
const failureMessages = () => page.locator(".ant-message-notice").filter({ hasText: FAILURE });

test.beforeAll(async ({ browser }) => {
  test.setTimeout(180_000);
  server = await startTestServer();
  page = await browser.newPage();
  await page.goto(`${server.url}/user/login`);
  await signIn(page);
  const role = await apiAs(page, server.url, "POST", "/sys/role/add", ROLE);
  expect(role.body.success, role.body.message).toBe(true);
  const roles = await apiAs(page, server.url, "GET", "/sys/role/queryall");
  const temporary = (roles.body.result as { id: string; roleCode: string }[]).find(
    (r) => r.roleCode === "test",
  );
  const user = await apiAs(page, server.url, "POST", "/sys/user/add", {
    ...USER,
    password: ADMIN.password,
    confirmpassword: ADMIN.password,
    selectedroles: temporary?.id ?? "",
  });
  expect(user.body.success, user.body.message).toBe(true);
});

test.afterAll(async () => {
  await page?.close();
  await server?.stop();
});

/** The next request to `path` answers HTTP 500 with the envelope's message. */
async function failNext(path: string) {
  let failed = false;
  await page.route(
    (url) => url.pathname.endsWith(path),
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

async function openAuthorisation(): Promise<Locator> {
  const row = page.getByRole("row").filter({ hasText: ROLE.roleCode });
  await rowAction(page, row, "授权");
  return page.getByRole("dialog", { name: `角色权限配置：${ROLE.roleName}` });
}

/** The role names the open edit form's 角色分配 shows. */
const chosenRoles = (form: Locator) =>
  form.locator(".ant-form-item").filter({ hasText: "角色分配" }).locator(".ant-select-selection-item");

test("the permission tree keeps its menus and shows the message once when its reload fails", async () => {
  await page.goto(`${server.url}/isystem/roleUserList`);
  let drawer = await openAuthorisation();
  await expect(drawer.getByText("角色管理", { exact: true })).toBeVisible();
  await drawer.getByRole("button", { name: /^取\s*消$/ }).click();
  await expect(drawer).toBeHidden();

  const failed = await failNext("/sys/permission/queryTreeList");
  drawer = await openAuthorisation();
  await expect(failureMessages()).toHaveCount(1);
  expect(failed()).toBe(true);
  await expect(drawer.getByText("角色管理", { exact: true })).toBeVisible();
  await expect(drawer.getByText("用户管理", { exact: true })).toBeVisible();
  await expect(drawer.getByText("没有匹配的菜单")).toHaveCount(0);
  // Said once: no second message (the first may have timed out by now on a slow machine).
  expect(await failureMessages().count()).toBeLessThanOrEqual(1);
  await drawer.getByRole("button", { name: /^取\s*消$/ }).click();
  await expect(drawer).toBeHidden();
});

test("a user added to a role in the role's 用户 dialog has that role when the user's form opens again", async () => {
  // The form has read the user's roles once, so the browser holds an answer from before the change.
  await page.goto(`${server.url}/isystem/user`);
  const row = page.getByRole("row").filter({ hasText: USER.username });
  await row.getByText("编辑", { exact: true }).click();
  const form = page.getByRole("dialog", { name: "编辑用户" });
  await expect(chosenRoles(form)).toHaveText(["临时角色"]);
  await form.getByRole("button", { name: /^取\s*消$/ }).click();
  await expect(form).toBeHidden();

  const roleLink = menu().getByRole("link", { name: "角色管理", exact: true });
  if (!(await roleLink.isVisible())) await menu().getByText("系统管理", { exact: true }).click();
  await roleLink.click();
  await expect(tab("角色管理")).toHaveAttribute("aria-current", "page");
  await rowAction(page, page.getByRole("row").filter({ hasText: ROLE.roleCode }), "用户");
  const members = page.getByRole("dialog", { name: `角色用户：${ROLE.roleName}` });
  await members.getByRole("button", { name: "添加用户" }).click();
  const picker = page.getByRole("dialog", { name: "选择用户" });
  await picker.getByPlaceholder("请输入用户账号").fill(USER.username);
  await picker.getByPlaceholder("请输入用户账号").press("Enter");
  await expect(picker.getByRole("row")).toHaveCount(2);
  await picker.getByRole("row").filter({ hasText: USER.username }).getByRole("checkbox").check();
  await picker.getByRole("button", { name: /^确\s*定$/ }).click();
  await expect(picker).toBeHidden();
  await expect(members.getByRole("row").filter({ hasText: USER.username })).toBeVisible();
  await members.getByRole("button", { name: "Close" }).click();
  await expect(members).toBeHidden();

  // Back on the user list's tab, without reloading the page: the form shows the role it has now.
  await tab("用户管理").click();
  await row.getByText("编辑", { exact: true }).click();
  await expect(form).toBeVisible();
  // The server lists a user's roles in no particular order.
  await expect(chosenRoles(form)).toHaveCount(2);
  for (const name of ["临时角色", ROLE.roleName])
    await expect(chosenRoles(form).filter({ hasText: name })).toHaveCount(1);
});
