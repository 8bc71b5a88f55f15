import { expect, type Locator, type Page, test } from "@playwright/test";
import { apiAs, signIn } from "./support/app.ts";
import { type RunningServer, startTestServer } from "./support/server.ts";

/**
 * Every picker opens its dialog, a record is chosen, and its value lands in the
 * form field (the field shows the chosen text; the form holds the stored value). Runs on the hidden
 * 组件示例 page, which holds every dictionary widget and picker.
 */

let server: RunningServer;
let page: Page;
const SHOTS = ".tmp/shots-pickers";

// A busy machine starts the server and loads the lazy page slowly; the steps themselves wait for states.
test.describe.configure({ timeout: 120_000 });

test.beforeAll(async ({ browser }) => {
  test.setTimeout(180_000);
  server = await startTestServer();
  page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await page.goto(`${server.url}/user/login?redirect=/isystem/componentDemo`);
  await signIn(page);
  await expect(page).toHaveURL(`${server.url}/isystem/componentDemo`);
  await expect(page.getByText("选择组件")).toBeVisible({ timeout: 60_000 });
});
test.afterAll(async () => {
  await page?.close();
  await server?.stop();
});

/** The form row of the field whose control has this id (antd gives the control the field name). */
const row = (field: string): Locator => page.locator(".ant-form-item", { has: page.locator(`#${field}`) });
const openDialog = async (field: string, title: string): Promise<Locator> => {
  await row(field).getByRole("button", { name: "选择" }).click();
  const dialog = page.getByRole("dialog", { name: title });
  await expect(dialog).toBeVisible();
  return dialog;
};
const stored = (field: string) => page.getByTestId(`value-${field}`);
const confirm = (dialog: Locator) =>
  dialog
    .getByRole("button", { name: "确 定" })
    .or(dialog.getByRole("button", { name: "确定" }))
    .click();
const tableRow = (dialog: Locator, text: string) =>
  dialog.locator(".ant-table-row", { hasText: text }).first();

async function realnameOf(username: string): Promise<string> {
  const answer = await apiAs(page, server.url, "GET", `/sys/user/list?username=${username}`);
  return String((answer.body.result as { records: { realname: string }[] }).records[0].realname);
}

test("the user picker returns usernames and shows realnames", async () => {
  const dialog = await openDialog("users", "选择用户");
  await expect(dialog.getByRole("columnheader", { name: "出生日期" })).toBeVisible();
  await expect(dialog.getByRole("combobox", { name: /性别/ })).toBeVisible();
  await dialog.getByPlaceholder("请输入用户账号").fill("jeecg");
  await dialog.getByRole("button", { name: "查 询" }).click();
  await expect(dialog.locator(".ant-table-row")).toHaveCount(1);
  await tableRow(dialog, "jeecg").locator("input[type=checkbox]").check();
  await page.screenshot({ path: `${SHOTS}/user-picker.png` });
  await confirm(dialog);
  await expect(dialog).toBeHidden();
  await expect(page.locator("#users")).toHaveValue(await realnameOf("jeecg"));
  await expect(stored("users")).toHaveText("users=jeecg");
});

test("the user-by-department picker (1250 wide) searches accounts and returns the username", async () => {
  const dialog = await openDialog("depUsers", "选择用户");
  await expect(dialog.locator(".ant-tree-treenode:visible").first()).toBeVisible();
  // Measured once the dialog has finished zooming in.
  await expect.poll(async () => Math.round((await dialog.boundingBox())?.width ?? 0)).toBe(1250);
  await dialog.getByPlaceholder("请输入用户账号").fill("admin");
  await dialog.getByPlaceholder("请输入用户账号").press("Enter");
  await expect(dialog.locator(".ant-table-row")).toHaveCount(1);
  await tableRow(dialog, "admin").locator("input[type=checkbox]").check();
  await page.screenshot({ path: `${SHOTS}/user-by-depart-picker.png` });
  await confirm(dialog);
  await expect(page.locator("#depUsers")).toHaveValue(await realnameOf("admin"));
  await expect(stored("depUsers")).toHaveText("depUsers=admin");
});

test("the department picker checks departments, with a search and the linked toggle", async () => {
  const dialog = await openDialog("departs", "选择部门");
  const first = dialog.locator(".ant-tree-treenode:visible").first();
  await expect(first).toBeVisible();
  await expect(dialog.getByRole("button", { name: "父子关联" })).toBeVisible();
  const name = (await first.locator(".ant-tree-title").textContent())?.trim() ?? "";
  await dialog.getByPlaceholder("请输入部门名称").fill(name);
  await dialog.getByPlaceholder("请输入部门名称").press("Enter");
  await dialog
    .locator(".ant-tree-treenode:visible", { hasText: name })
    .first()
    .locator(".ant-tree-checkbox")
    .click();
  await page.screenshot({ path: `${SHOTS}/depart-picker.png` });
  await confirm(dialog);
  await expect(page.locator("#departs")).toHaveValue(name);
  await expect(stored("departs")).toContainText("departs=");
});

test("the role picker returns the role id and shows its name", async () => {
  const dialog = await openDialog("roles", "选择角色");
  await tableRow(dialog, "admin").locator("input[type=checkbox]").check();
  await page.screenshot({ path: `${SHOTS}/role-picker.png` });
  await confirm(dialog);
  await expect(page.locator("#roles")).toHaveValue("管理员");
  const roles = await apiAs(page, server.url, "GET", "/sys/role/list?roleCode=admin");
  const id = (roles.body.result as { records: { id: string }[] }).records[0].id;
  await expect(stored("roles")).toHaveText(`roles=${id}`);
});

test("the position picker returns the position code", async () => {
  const dialog = await openDialog("post", "选择职务");
  await expect(dialog.getByRole("columnheader", { name: "职级" })).toBeVisible();
  await tableRow(dialog, "研发部经理").click();
  await page.screenshot({ path: `${SHOTS}/position-picker.png` });
  await confirm(dialog);
  await expect(page.locator("#post")).toHaveValue("研发部经理");
  await expect(stored("post")).toHaveText("post=devleader");
});

test("the popup report picker fills both destination fields, and wants exactly one row", async () => {
  const dialog = await openDialog("popupUser", "用户选择");
  await expect(dialog.getByRole("columnheader", { name: "用户账号" })).toBeVisible();
  await confirm(dialog);
  await expect(dialog.getByText("请选择一条记录")).toBeVisible();
  await dialog.getByRole("button", { name: /展\s?开/ }).click();
  await expect(dialog.getByRole("combobox", { name: /性别/ })).toBeVisible();
  // The phone shows masked and is no search field: a search by it would tell the hidden digits.
  await expect(dialog.getByPlaceholder("请输入手机号")).toHaveCount(0);
  await expect(tableRow(dialog, "admin")).toContainText(/1\d\d\*{4}\d{4}/);
  await tableRow(dialog, "admin").locator("input[type=radio]").check();
  await page.screenshot({ path: `${SHOTS}/popup-picker.png` });
  await confirm(dialog);
  await expect(page.locator("#popupUser")).toHaveValue("admin");
  await expect(page.getByTestId("popup-name")).toHaveText(await realnameOf("admin"));
});

test("the business-component picker shows the chosen records in the right pane, 5 a page", async () => {
  const dialog = await openDialog("vehicles", "选择车辆");
  const first = dialog.locator(".ant-table-row").first();
  await expect(first).toBeVisible();
  expect(await dialog.locator(".ant-col").first().locator(".ant-table-row").count()).toBeLessThanOrEqual(5);
  const plate = (await first.locator("td").nth(1).textContent())?.trim() ?? "";
  await first.click();
  await expect(dialog.locator(".ant-col").nth(1).getByText(plate)).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/biz-picker.png` });
  await confirm(dialog);
  await expect(page.locator("#vehicles")).toHaveValue(plate);
  await expect(stored("vehicles")).toContainText("vehicles=");
});

test("dictionary widgets: async search, the empty texts and the missing code", async () => {
  await expect(page.getByText("字典Code不能为空!")).toBeVisible();
  const search = page.locator("#realnameUser");
  await search.click();
  const empty = page.locator(".ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-empty");
  await expect(empty).toHaveText("请输入搜索内容");
  await search.fill("不存在的人");
  await expect(empty).toHaveText("没有查询到任何数据");
  await search.fill(await realnameOf("admin"));
  await page.locator(".ant-select-item-option", { hasText: await realnameOf("admin") }).click();
  await expect(stored("realnameUser")).toHaveText("realnameUser=admin");
  await page.locator("#sex").click();
  await page.locator(".ant-select-item-option", { hasText: "女" }).click();
  await expect(stored("sex")).toHaveText("sex=2");
  await page.screenshot({ path: `${SHOTS}/component-demo.png`, fullPage: true });
});

test("the position, data source and gateway route screens list and open their forms", async () => {
  const screens = [
    { url: "/isystem/position", form: "新增职务", shot: "positions" },
    { url: "/isystem/dataSource", form: "新增数据源", shot: "data-sources" },
    { url: "/isystem/gatewayroute", form: "新增路由", shot: "gateway-routes" },
  ];
  for (const s of screens) {
    await page.goto(`${server.url}${s.url}`);
    await expect(page.getByRole("table").first()).toBeVisible({ timeout: 60_000 });
    await page
      .getByRole("button", { name: /新\s?增/ })
      .first()
      .click();
    const dialog = page.getByRole("dialog", { name: s.form });
    await expect(dialog).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/${s.shot}.png` });
    await dialog
      .getByRole("button", { name: /取\s?消|关\s?闭/ })
      .first()
      .click();
    await expect(dialog).toBeHidden();
  }
});
