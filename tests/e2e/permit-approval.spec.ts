import { expect as baseExpect, type Locator, type Page, test } from "@playwright/test";
import { apiAs, pickDropdownEntry, pickOpenOption, signIn } from "./support/app.ts";
import { rowAction, rowActionNames } from "./support/row-actions.ts";
import { ADMIN, type RunningServer, startTestServer } from "./support/server.ts";

/**
 * The approval screens: rejecting needs an opinion and a rejected application is resubmitted,
 * an expired permit shows as expired in the list and on its card, the west approver sees and acts on
 * west permits only, batch approval of pending rows, the details modal (1200 wide, fullscreen) with the
 * approval history, and the super query of the application list.
 */

// Lazy list pages and dialogs on a shared, busy machine: wait longer than the default for each state.
const expect = baseExpect.configure({ timeout: 30_000 });

let server: RunningServer;
let admin: Page;

const WEST = { username: "e2e_west_approver", realname: "西区审批员", password: "West@2026pw" };
const PLATE = "京W7E2E2";
const BATCH_PLATE = "京B7E2E3";

/** Dates as the browser (Asia/Shanghai) sees them: today plus `days`, `yyyy-MM-dd`. */
function day(days: number): string {
  return new Intl.DateTimeFormat("sv-SE", { timeZone: "Asia/Shanghai" }).format(
    new Date(Date.now() + days * 86_400_000),
  );
}

interface Application {
  id: string;
  applicationNo: string;
  passToken: string;
  status: number;
}

async function expectOk(answer: Promise<{ body: { success: boolean; message: string } }>) {
  const { body } = await answer;
  expect(body.success, body.message).toBe(true);
}

async function records<T>(path: string): Promise<T[]> {
  const answer = await apiAs(admin, server.url, "GET", path);
  expect(answer.body.success, answer.body.message).toBe(true);
  return (answer.body.result as { records: T[] }).records;
}

async function vehicle(plateNo: string): Promise<string> {
  await expectOk(apiAs(admin, server.url, "POST", "/permit/vehicle/add", { plateNo, vehicleType: "truck" }));
  const [row] = await records<{ id: string }>(`/permit/vehicle/list?plateNo=${encodeURIComponent(plateNo)}`);
  return row.id;
}

/** A temporary permit applied for through the API (adding submits it: status 0); `reason` finds it. */
async function apply(
  vehicleId: string,
  reason: string,
  extra: Record<string, unknown> = {},
): Promise<Application> {
  await expectOk(
    apiAs(admin, server.url, "POST", "/permit/application/add", {
      permitType: "temporary",
      region: "east",
      vehicleId,
      areas: "A01,A05",
      validFrom: day(0),
      validTo: day(14),
      reason,
      ...extra,
    }),
  );
  const [row] = await records<{ id: string }>(
    `/permit/application/list?reason=${encodeURIComponent(reason)}`,
  );
  const one = await apiAs(admin, server.url, "GET", `/permit/application/queryById?id=${row.id}`);
  return one.body.result as Application;
}

async function approve(app: Application, fromStatus: number) {
  await expectOk(
    apiAs(admin, server.url, "POST", "/permit/application/approve", { id: app.id, fromStatus, opinion: "" }),
  );
}

async function login(page: Page, user: { username: string; password: string }) {
  await page.goto(`${server.url}/user/login`);
  await signIn(page, user.username, user.password);
}

/** Opens 通行证管理 → `item` in the side menu and waits for the list's search panel. */
async function openMenu(page: Page, item: string, path: string) {
  const menu = page.getByRole("navigation", { name: "主菜单" });
  const folder = menu.getByText("通行证管理", { exact: true });
  const entry = menu.getByRole("link", { name: item, exact: true });
  await expect(folder).toBeVisible();
  if (!(await entry.isVisible())) await folder.click();
  await entry.click();
  await expect(page).toHaveURL(`${server.url}${path}`);
  // The URL changes before the tab does: until the new page's title shows, the previous tab's page (and
  // its buttons) may still be the visible one.
  await expect(page.getByRole("heading", { level: 2, name: item, exact: true })).toBeVisible();
  await expect(page.getByRole("search", { name: "查询条件" })).toBeVisible();
}

/** Searches the list by one field of the search panel; answers the rows of the table body. */
async function search(page: Page, label: string, value: string): Promise<Locator> {
  const panel = page.getByRole("search", { name: "查询条件" });
  // One condition at a time: 重置 clears the previous search first.
  await panel.getByRole("button", { name: /重\s*置/ }).click();
  const field = panel.getByLabel(label, { exact: true });
  if (await field.isHidden()) await panel.getByRole("button", { name: /展开/ }).click();
  await field.fill(value);
  await panel.getByRole("button", { name: /查\s*询/ }).click();
  return page.locator("tbody tr[data-row-key]");
}

async function rowOf(page: Page, app: Application): Promise<Locator> {
  const rows = await search(page, "申请编号", app.applicationNo);
  await expect(rows).toHaveCount(1);
  return rows.filter({ hasText: app.applicationNo });
}

const OK = /确\s*定/;

// Several steps per test on a shared, busy machine: more time than the default.
test.describe.configure({ mode: "serial", timeout: 240_000 });

test.beforeAll(async ({ browser }) => {
  test.setTimeout(180_000);
  server = await startTestServer();
  admin = await browser.newPage();
  await login(admin, ADMIN);
  const [west] = await records<{ id: string }>("/sys/role/list?roleCode=permit_approver_west");
  await expectOk(
    apiAs(admin, server.url, "POST", "/sys/user/add", {
      ...WEST,
      confirmpassword: WEST.password,
      phone: "13700003333",
      selectedroles: west.id,
    }),
  );
});

test.afterAll(async () => {
  await admin?.close();
  await server?.stop();
});

test("rejecting needs an opinion; the rejected application is resubmitted to pending", async () => {
  const app = await apply(await vehicle(PLATE), "驳回后重新提交");
  const page = admin;
  await openMenu(page, "通行证申请", "/permit/application");
  const row = await rowOf(page, app);
  await expect(row).toContainText("待审核");

  await row.getByRole("button", { name: "处理" }).click();
  const deal = page.getByRole("dialog", { name: `处理通行证申请 ${app.applicationNo}` });
  await deal.getByRole("button", { name: /驳\s*回/ }).click();
  await expect(deal.getByText("请填写驳回意见", { exact: true })).toBeVisible();
  await expect(deal).toBeVisible();
  await deal.getByLabel("审批意见").fill("缺少行驶证扫描件");
  await deal.getByRole("button", { name: /驳\s*回/ }).click();
  await expect(deal).toBeHidden();
  await expect(row).toContainText("已驳回");
  // The deal button is hidden for status 3; resubmitting is a separate action.
  await expect.poll(() => rowActionNames(page, row)).not.toContain("处理");

  await row.getByRole("button", { name: "提交" }).click();
  await page
    .getByRole("tooltip")
    .filter({ hasText: "确定重新提交该申请吗" })
    .getByRole("button", { name: OK })
    .click();
  await expect(row).toContainText("待审核");
  await expect(row.getByRole("button", { name: "处理" })).toBeVisible();
});

test("the details modal is 1200 wide, goes fullscreen and shows the approval history", async () => {
  const page = admin;
  const [app] = await records<Application>(
    `/permit/application/list?reason=${encodeURIComponent("驳回后重新提交")}`,
  );
  const row = await rowOf(page, app);
  await rowAction(page, row, "详情");
  const details = page.getByRole("dialog", { name: "详细信息" });
  await expect(details).toBeVisible();
  await expect(details).toContainText(app.applicationNo);
  await expect(details).toContainText(PLATE);
  // Measured once the dialog has finished zooming in.
  await expect.poll(async () => Math.round((await details.boundingBox())?.width ?? 0)).toBe(1200);

  await details.getByRole("button", { name: "全屏" }).click();
  const viewport = page.viewportSize()?.width ?? 0;
  await expect.poll(async () => Math.round((await details.boundingBox())?.width ?? 0)).toBe(viewport);
  await details.getByRole("button", { name: "退出全屏" }).click();
  await expect.poll(async () => Math.round((await details.boundingBox())?.width ?? 0)).toBe(1200);

  const history = details.getByRole("region", { name: "审批记录" });
  const rejected = history.getByRole("row").filter({ hasText: "待审核 → 已驳回" });
  await expect(rejected).toContainText("驳回");
  await expect(rejected).toContainText("缺少行驶证扫描件");
  await expect(rejected).toContainText("管理员");
  await expect(history.getByRole("row").filter({ hasText: "已驳回 → 待审核" })).toContainText("重新提交");
  await details.getByRole("button", { name: /关\s*闭/ }).click();
  await expect(details).toBeHidden();
});

test("a permit past its valid-to date shows 已过期 in the list and on its card", async ({ browser }) => {
  const [vehicleRow] = await records<{ id: string }>(
    `/permit/vehicle/list?plateNo=${encodeURIComponent(PLATE)}`,
  );
  const app = await apply(vehicleRow.id, "已过期的通行证", { validFrom: day(-20), validTo: day(-2) });
  await approve(app, 0);
  await approve(app, 2);
  const row = await rowOf(admin, app);
  // One tag: 已过期, with the step it reached in its tooltip.
  await expect(row.getByText("已过期", { exact: true })).toHaveAttribute("title", "已通过，已过有效期");

  const context = await browser.newContext();
  try {
    const card = await context.newPage();
    await card.goto(`${server.url}/public/passcard?token=${app.passToken}`);
    const article = card.getByRole("article", { name: "车辆通行证" });
    await expect(article.getByRole("status")).toHaveText("已过期");
    await expect(article).toContainText(PLATE);
    await expect(article).toContainText(`${day(-20)} 至 ${day(-2)}`);
  } finally {
    await context.close();
  }
});

test("batch approval moves the selected pending rows to the next step", async () => {
  const vehicleId = await vehicle(BATCH_PLATE);
  await apply(vehicleId, "批量审批一");
  await apply(vehicleId, "批量审批二");
  const page = admin;
  const rows = await search(page, "车牌号", BATCH_PLATE);
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: "待审核" })).toHaveCount(2);
  for (const row of await rows.all()) await row.getByRole("checkbox").check();
  await expect(page.getByRole("status").filter({ hasText: "已选择" })).toContainText("2");

  await page.getByRole("button", { name: /批量操作/ }).click();
  await pickDropdownEntry(page, "批量审批");
  const confirm = page.getByRole("dialog").filter({ hasText: "确定审批通过所选 2 项" });
  await confirm.getByRole("button", { name: OK }).click();
  await expect(page.getByText("批量审批完成：成功2条，跳过0条")).toBeVisible();
  await expect(rows.filter({ hasText: "审核中" })).toHaveCount(2);
});

test("the super query filters the application list", async () => {
  const page = admin;
  await page
    .getByRole("search", { name: "查询条件" })
    .getByRole("button", { name: /重\s*置/ })
    .click();
  const rows = page.locator("tbody tr[data-row-key]");
  await expect(rows.first()).toBeVisible();
  expect(await rows.count()).toBeGreaterThan(2);

  await page.getByRole("button", { name: "高级查询" }).click();
  const builder = page.getByRole("dialog", { name: "高级查询构造器" });
  // The builder opens with one empty line, or an empty state with 点击新增.
  const field = builder.getByRole("combobox", { name: "第1行查询字段", exact: true });
  await expect(builder.getByText("过滤条件匹配").or(builder.getByText("没有任何查询条件"))).toBeVisible();
  if (!(await field.isVisible())) await builder.getByRole("button", { name: "点击新增" }).click();
  const pick = async (label: string, option: string) => {
    await builder.getByRole("combobox", { name: label, exact: true }).click();
    await pickOpenOption(page, option);
  };
  await pick("第1行查询字段", "车牌号");
  // The rule starts as 等于.
  await expect(builder.getByTitle("等于", { exact: true })).toBeVisible();
  await builder.getByLabel("第1行查询值", { exact: true }).fill(BATCH_PLATE);
  await builder.getByRole("button", { name: /^查\s*询$/ }).click();
  await expect(rows).toHaveCount(2);
  // The builder stays open after a query (to refine it); 关闭 leaves the filtered list.
  await builder.getByRole("button", { name: /^关\s*闭$/ }).click();
  await expect(builder).toBeHidden();
  await expect(rows).toHaveCount(2);
  for (const row of await rows.all()) await expect(row).toContainText(BATCH_PLATE);
});

test("the west approver sees and acts on west permits only", async ({ browser }) => {
  const [vehicleRow] = await records<{ id: string }>(
    `/permit/vehicle/list?plateNo=${encodeURIComponent(PLATE)}`,
  );
  const west = await apply(vehicleRow.id, "西区待审", { region: "west" });
  const east = await apply(vehicleRow.id, "东区待审", { region: "east" });

  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await login(page, WEST);
    const menu = page.getByRole("navigation", { name: "主菜单" });
    await openMenu(page, "西区通行证", "/permit/application-west");
    await expect(page.getByRole("button", { name: "高级查询" })).toBeVisible();
    await expect(menu.getByRole("link", { name: "东区通行证", exact: true })).toHaveCount(0);
    await expect(menu.getByRole("link", { name: "通行证申请", exact: true })).toHaveCount(0);

    // Every listed permit is a west one.
    const all = page.locator("tbody tr[data-row-key]");
    await expect(all.first()).toBeVisible();
    await expect(all.filter({ hasText: "东区" })).toHaveCount(0);
    expect(await all.filter({ hasText: "西区" }).count()).toBe(await all.count());

    // The east permit is not there, and the server refuses acting on it.
    const none = await search(page, "申请编号", east.applicationNo);
    await expect(none).toHaveCount(0);
    await expect(page.locator("tbody:visible")).toContainText("暂无数据");
    const refused = await apiAs(page, server.url, "POST", "/permit/application/approve", {
      id: east.id,
      fromStatus: 0,
    });
    expect(refused.body.success).toBe(false);

    const row = await rowOf(page, west);
    await row.getByRole("button", { name: "处理" }).click();
    const deal = page.getByRole("dialog", { name: `处理通行证申请 ${west.applicationNo}` });
    await deal.getByLabel("审批意见").fill("西区同意");
    await deal.getByRole("button", { name: "初审通过" }).click();
    await expect(deal).toBeHidden();
    await expect(row).toContainText("审核中");
  } finally {
    await context.close();
  }
  const [after] = await records<Application>(
    `/permit/application/list?reason=${encodeURIComponent("东区待审")}`,
  );
  expect(Number(after.status)).toBe(0);
});

test("the drawer variant adds and edits a vehicle in a drawer, with the same rules", async () => {
  // From a fresh page, whatever the earlier tests left open.
  await admin.goto(`${server.url}/dashboard/analysis`);
  await openMenu(admin, "车辆(抽屉)", "/permit/vehicle-drawer");
  await admin.getByRole("button", { name: "新增" }).click();
  const drawer = admin.locator(".ant-drawer-content").filter({ hasText: "新增车辆" });
  await expect(drawer.getByLabel("车牌号", { exact: true })).toBeVisible();
  await drawer.getByRole("button", { name: OK }).click();
  await expect(drawer.getByText("请输入车牌号", { exact: true })).toBeVisible();
  await drawer.getByLabel("车牌号", { exact: true }).fill("京QDR0E1");
  await drawer.getByRole("combobox", { name: "车辆类型" }).click();
  await pickOpenOption(admin, "货车");
  await drawer.getByRole("button", { name: OK }).click();
  await expect(drawer).toBeHidden();

  const rows = await search(admin, "车牌号", "京QDR0E1");
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText("货车");
  await rows.first().getByText("编辑", { exact: true }).click();
  const edit = admin.locator(".ant-drawer-content").filter({ hasText: "编辑车辆" });
  await edit.getByLabel("品牌", { exact: true }).fill("解放");
  await edit.getByRole("button", { name: OK }).click();
  await expect(edit).toBeHidden();
  await expect(rows.first()).toContainText("解放");
});
