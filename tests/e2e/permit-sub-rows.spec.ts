import { join } from "node:path";
import {
  type Browser,
  type BrowserContextOptions,
  expect,
  type Locator,
  type Page,
  test,
} from "@playwright/test";
import { apiAs, pickOpenOption, signIn } from "./support/app.ts";
import { rowAction } from "./support/row-actions.ts";
import { ADMIN, type RunningServer, startTestServer } from "./support/server.ts";

/**
 * 随行车辆 and 随行人员 in the permit form: three vehicles added through the editable grid (a second quick
 * click on 新增 refused by its guard), a bad plate flagged with its tooltip and blocking the save until
 * corrected, a row dragged into a new place, the save, and the edit form and the details showing the rows
 * in the order saved. Two pages on one permit's edit form see each other's cell edits live, and a user
 * without the sub-row add code gets the grid without 新增, which the server refuses too.
 */

const SHOTS = process.env.SHOTS_DIR;
const PLATE = "京A5B2E1";
const BAD_PLATE = "京A1234";
const PLATE_MESSAGE = "车牌号格式不正确，例如：京A12345、沪AD12345、粤B12345D、京A1234学";
const TOO_FAST = "你点击的太快了，请慢点点击!";
const OK = /确\s*定/;
/** 新增 buttons (their icon may add its own name in front); not 新增设置. */
const ADD = /新\s*增$/;

let server: RunningServer;

test.beforeAll(async () => {
  server = await startTestServer();
});
test.afterAll(async () => {
  await server?.stop();
});

/** Dates as the browser (Asia/Shanghai) sees them: today plus `days`, `yyyy-MM-dd`. */
function day(days: number): string {
  const at = new Date(Date.now() + days * 86_400_000);
  return new Intl.DateTimeFormat("sv-SE", { timeZone: "Asia/Shanghai" }).format(at);
}

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: join(SHOTS, `${name}.png`) });
}

/** Picks `option` in the select labelled `label` inside `scope`, typing `search` first for remote pickers. */
async function choose(scope: Locator, label: string, option: string, search?: string) {
  const box = scope.getByLabel(label, { exact: true });
  await box.click();
  if (search !== undefined) await box.fill(search);
  await pickOpenOption(scope.page(), option);
  await box.blur();
}

async function pickDate(scope: Locator, label: string, date: string) {
  const input = scope.getByLabel(label, { exact: true });
  await input.click();
  await input.fill(date);
  await input.press("Enter");
  await expect(input).toHaveValue(date);
}

/** The grid of a tab of the form, and its rows (the header row has aria-rowindex 1). */
const gridOf = (dialog: Locator, name: string) => dialog.getByRole("grid", { name });
const rowsOf = (grid: Locator) => grid.locator(".eg-row");
const cellOf = (grid: Locator, row: number, key: string) =>
  grid.locator(`.eg-row[aria-rowindex="${row + 1}"] [data-key="${key}"]`);

/** Types into a cell: a click opens its editor, a click on the grid's header closes it again. */
async function typeCell(grid: Locator, row: number, key: string, label: string, value: string) {
  await cellOf(grid, row, key).click();
  const input = cellOf(grid, row, key).getByLabel(label, { exact: true });
  await input.fill(value);
  await grid.getByRole("columnheader", { name: "#" }).click();
  await expect(input).toHaveCount(0);
}

const plates = (grid: Locator) => rowsOf(grid).locator('[data-key="plateNo"]').allTextContents();

test("permit form: three vehicles through the grid, a bad plate blocks saving, drag order kept", async ({
  page,
}) => {
  // Many steps, each waiting on a shared and loaded machine.
  test.setTimeout(480_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`${server.url}/user/login`);
  await signIn(page, ADMIN.username, ADMIN.password);
  const added = await apiAs(page, server.url, "POST", "/permit/vehicle/add", {
    plateNo: PLATE,
    vehicleType: "small_car",
    plateColor: "blue",
  });
  expect(added.body.success, added.body.message).toBe(true);

  await page.goto(`${server.url}/permit/application`);
  // The first visit loads the list's code; on a loaded machine that takes longer than a step.
  await expect(page.getByRole("search", { name: "查询条件" })).toBeVisible({ timeout: 60_000 });
  await page.getByRole("button", { name: ADD }).first().click();
  const dialog = page.getByRole("dialog", { name: "申请通行证" });
  await choose(dialog, "通行证类型", "长期");
  await choose(dialog, "通行区域", "东区");
  await choose(dialog, "车辆", PLATE, PLATE);
  await pickDate(dialog, "有效期起", day(0));
  await pickDate(dialog, "有效期止", day(90));
  await dialog.getByLabel("申请事由", { exact: true }).fill("随行车辆端到端");

  const vehicles = gridOf(dialog, "随行车辆");
  const add = dialog.locator(".ant-tabs-tabpane-active").getByRole("button", { name: ADD });

  await test.step("a second click on 新增 within the guard's interval is refused", async () => {
    // Two clicks in one go, as a quick double click. A dblclick aims both at one point, and on a loaded
    // machine the first click's new row can move the button before the second lands.
    await add.evaluate((button: HTMLElement) => {
      button.click();
      button.click();
    });
    await expect(page.getByText(TOO_FAST)).toBeVisible();
    await expect(rowsOf(vehicles)).toHaveCount(1);
    // Once the interval has passed a click adds again (each try clicks once, then looks).
    for (const count of [2, 3]) {
      await expect(async () => {
        await add.click();
        await expect(rowsOf(vehicles)).toHaveCount(count, { timeout: 300 });
      }).toPass({ timeout: 10_000 });
    }
  });

  await test.step("a bad plate shows its tooltip and blocks the save", async () => {
    await typeCell(vehicles, 1, "plateNo", "车牌号", "京A12345");
    await typeCell(vehicles, 1, "driverName", "驾驶员", "张三");
    await typeCell(vehicles, 2, "plateNo", "车牌号", BAD_PLATE);
    await typeCell(vehicles, 3, "plateNo", "车牌号", "粤B12345D");
    const bad = cellOf(vehicles, 2, "plateNo");
    await expect(bad).toHaveAttribute("aria-invalid", "true");
    await dialog.getByRole("button", { name: OK }).click();
    await expect(page.getByText(`随行车辆第2行：${PLATE_MESSAGE}`)).toBeVisible();
    await expect(dialog).toBeVisible();
    await bad.hover();
    await expect(page.getByRole("tooltip").filter({ hasText: PLATE_MESSAGE })).toBeVisible();
    await shot(page, "permit-sub-rows-bad-plate");
  });

  await test.step("corrected and a row dragged to the top, the save keeps that order", async () => {
    await typeCell(vehicles, 2, "plateNo", "车牌号", "沪AD12345");
    await expect(cellOf(vehicles, 2, "plateNo")).not.toHaveAttribute("aria-invalid", "true");
    await vehicles
      .getByRole("button", { name: "拖动第3行" })
      .dragTo(vehicles.locator('.eg-row[aria-rowindex="2"]'));
    await expect.poll(() => plates(vehicles)).toEqual(["粤B12345D", "京A12345", "沪AD12345"]);

    await dialog.getByRole("tab", { name: "随行人员" }).click();
    const persons = gridOf(dialog, "随行人员");
    await dialog.locator(".ant-tabs-tabpane-active").getByRole("button", { name: ADD }).click();
    await typeCell(persons, 1, "name", "姓名", "王五");
    await typeCell(persons, 1, "mobile", "手机号", "13800138000");
    await dialog.getByRole("button", { name: OK }).click();
    await expect(dialog).toBeHidden();
  });

  await test.step("reopened, the form and the details show the three rows in the saved order", async () => {
    const row = page.getByRole("row").filter({ hasText: PLATE });
    await expect(row).toHaveCount(1);
    await rowAction(page, row, "编辑");
    const edit = page.getByRole("dialog", { name: "编辑通行证申请" });
    const grid = gridOf(edit, "随行车辆");
    await expect.poll(() => plates(grid)).toEqual(["粤B12345D", "京A12345", "沪AD12345"]);
    await expect(cellOf(grid, 2, "driverName")).toHaveText("张三");
    await grid.scrollIntoViewIfNeeded();
    await shot(page, "permit-sub-rows-form");
    await edit.getByRole("button", { name: /取\s*消/ }).click();
    await expect(edit).toBeHidden();

    await rowAction(page, row, "详情");
    const details = page.getByRole("dialog", { name: /详细信息/ });
    const listed = details.getByRole("region", { name: "随行车辆" });
    const lines = listed.locator("tbody tr[data-row-key]");
    await expect(lines).toHaveCount(3);
    const texts = await lines.allTextContents();
    expect(texts.map((t) => t.match(/[京沪粤][A-Z0-9]+/)?.[0])).toEqual([
      "粤B12345D",
      "京A12345",
      "沪AD12345",
    ]);
    await expect(details.getByRole("region", { name: "随行人员" })).toContainText("王五");
    await shot(page, "permit-sub-rows-details");
  });

  await test.step("the pass card lists the vehicles and people in the same order", async () => {
    const list = await apiAs(page, server.url, "GET", `/permit/application/list?plateNo=${PLATE}`);
    const [{ id }] = (list.body.result as { records: { id: string }[] }).records;
    const one = await apiAs(page, server.url, "GET", `/permit/application/queryById?id=${id}`);
    const { passToken } = one.body.result as { passToken: string };
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${server.url}/public/passcard?token=${passToken}`);
    const vehicles = page.getByRole("region", { name: "随行车辆" });
    await expect(vehicles.getByRole("listitem")).toHaveText(["粤B12345D", "京A12345 · 张三", "沪AD12345"]);
    await expect(page.getByRole("region", { name: "随行人员" }).getByRole("listitem")).toHaveText(["王五"]);
    await shot(page, "permit-sub-rows-card");
  });
});

/**
 * Buttons of 通行证管理 → 通行证申请 a role needs to list, add and edit permits (and to read the vehicle the
 * form's picker names), without the sub-row codes.
 */
const PERMIT_MENU_ID = "2d31353382231ee304644a91d25ca782";
const APPLICATION_MENU_ID = "266b70a41e8444484990a6168e5b8e68";
const APPLICATION_BUTTONS = [
  "5f228c128dc949b0426b6dfe3e35cc61",
  "93a3b85a96bb17d2a89d9ec11f1bfd8f",
  "c1245afc17470a221a9dd49a5b4921ae",
  "22d7c2121924a549725edd38f785bf9b",
];
const EDITOR = { username: "e2e_sub_row_editor", realname: "随行编辑员", phone: "13955557777" };

/** Opens the edit form of the application whose row shows `plate`, on the application list. */
async function openEdit(page: Page, plate: string): Promise<Locator> {
  await page.goto(`${server.url}/permit/application`);
  await expect(page.getByRole("search", { name: "查询条件" })).toBeVisible({ timeout: 60_000 });
  const row = page.getByRole("row").filter({ hasText: plate });
  await expect(row).toHaveCount(1, { timeout: 30_000 });
  await rowAction(page, row, "编辑");
  const dialog = page.getByRole("dialog", { name: "编辑通行证申请" });
  await expect(gridOf(dialog, "随行车辆")).toBeVisible();
  return dialog;
}

/** A page in a browser context of its own, signed in already when given a stored session. */
async function newPage(browser: Browser, storageState?: BrowserContextOptions["storageState"]) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, storageState });
  return context.newPage();
}

test("two pages on one permit see an edited vehicle live; without the add code the grid has no 新增", async ({
  page,
  browser,
}) => {
  test.setTimeout(480_000);
  const plate = "京A5B2E2";
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`${server.url}/user/login`);
  await signIn(page, ADMIN.username, ADMIN.password);
  const vehicle = await apiAs(page, server.url, "POST", "/permit/vehicle/add", {
    plateNo: plate,
    vehicleType: "small_car",
    plateColor: "blue",
  });
  expect(vehicle.body.success, vehicle.body.message).toBe(true);
  const vehicles = await apiAs(page, server.url, "GET", `/permit/vehicle/list?plateNo=${plate}`);
  const [{ id: vehicleId }] = (vehicles.body.result as { records: { id: string }[] }).records;
  const application = await apiAs(page, server.url, "POST", "/permit/application/add", {
    permitType: "temporary",
    region: "east",
    vehicleId,
    validFrom: day(0),
    validTo: day(30),
    reason: "随行实时同步",
    vehicleList: [
      { plateNo: "京A12345", driverName: "张三" },
      { plateNo: "沪AD12345", driverName: "李四" },
    ],
  });
  expect(application.body.success, application.body.message).toBe(true);

  await test.step("an edit committed on one page shows merged on the other within 2 s", async () => {
    const other = await newPage(browser, await page.context().storageState());
    const here = gridOf(await openEdit(page, plate), "随行车辆");
    const there = gridOf(await openEdit(other, plate), "随行车辆");
    await expect.poll(() => plates(there)).toEqual(["京A12345", "沪AD12345"]);
    // An edit made before both sockets are open goes nowhere: each try edits again with a new value.
    await expect(async () => {
      await typeCell(here, 2, "driverName", "驾驶员", `王五${Date.now() % 1000}`);
      const sent = await cellOf(here, 2, "driverName").textContent();
      await expect(cellOf(there, 2, "driverName")).toHaveText(sent ?? "", { timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    await typeCell(here, 1, "remark", "备注", "实时同步的备注");
    await expect(cellOf(there, 1, "remark")).toHaveText("实时同步的备注", { timeout: 2_000 });
    await there.scrollIntoViewIfNeeded();
    await shot(other, "permit-sub-rows-live-merged");
    await other.context().close();
    await page.keyboard.press("Escape");
  });

  await test.step("a user without the sub-row add code sees no 新增, and the server refuses the add", async () => {
    const role = await apiAs(page, server.url, "POST", "/sys/role/add", {
      roleName: "随行编辑",
      roleCode: "e2e_sub_row_editor",
    });
    expect(role.body.success, role.body.message).toBe(true);
    const roles = await apiAs(page, server.url, "GET", "/sys/role/queryall");
    const roleId = (roles.body.result as { id: string; roleCode: string }[]).find(
      (r) => r.roleCode === "e2e_sub_row_editor",
    )?.id;
    const granted = await apiAs(page, server.url, "POST", "/sys/permission/saveRolePermission", {
      roleId,
      permissionIds: [PERMIT_MENU_ID, APPLICATION_MENU_ID, ...APPLICATION_BUTTONS].join(","),
      lastpermissionIds: "",
    });
    expect(granted.body.success, granted.body.message).toBe(true);
    const user = await apiAs(page, server.url, "POST", "/sys/user/add", {
      ...EDITOR,
      password: ADMIN.password,
      confirmpassword: ADMIN.password,
      selectedroles: roleId,
    });
    expect(user.body.success, user.body.message).toBe(true);

    const editor = await newPage(browser);
    await editor.goto(`${server.url}/user/login`);
    await signIn(editor, EDITOR.username, ADMIN.password);
    const dialog = await openEdit(editor, plate);
    const pane = dialog.locator(".ant-tabs-tabpane-active");
    await expect(cellOf(gridOf(dialog, "随行车辆"), 1, "plateNo")).toHaveText("京A12345");
    await expect(pane.getByRole("button", { name: ADD })).toHaveCount(0);
    // Selecting a row offers no 删除 either: the delete code is missing too.
    await pane.getByRole("checkbox", { name: "全选" }).check();
    await expect(pane.getByRole("button", { name: /删\s*除/ })).toHaveCount(0);
    await expect(dialog.locator(`.ant-select-selection-item[title="${plate}"]`)).toBeVisible();
    await gridOf(dialog, "随行车辆").scrollIntoViewIfNeeded();
    await shot(editor, "permit-sub-rows-no-add");
    const list = await apiAs(editor, server.url, "GET", `/permit/application/list?plateNo=${plate}`);
    const [stored] = (list.body.result as { records: { id: string }[] }).records;
    const one = await apiAs(editor, server.url, "GET", `/permit/application/queryById?id=${stored.id}`);
    const current = one.body.result as { vehicleList: Record<string, unknown>[] };
    const refused = await apiAs(editor, server.url, "POST", "/permit/application/edit", {
      id: stored.id,
      vehicleList: [...current.vehicleList, { plateNo: "粤B12345D" }],
    });
    expect(refused.body).toMatchObject({
      success: false,
      message: "没有新增随行车辆的权限，请联系管理员授权",
    });
    await editor.context().close();
  });
});
