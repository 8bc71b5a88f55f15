import { type Browser, expect, type Locator, type Page, test } from "@playwright/test";
import QRCode from "qrcode";
import { apiAs, pickOpenOption, signIn } from "./support/app.ts";
import { rowAction, rowActionNames } from "./support/row-actions.ts";
import { ADMIN, type RunningServer, startTestServer } from "./support/server.ts";

/**
 * The permit flow in the browser: a clerk registers a vehicle and a driver and applies for a permit, an east-region
 * approver approves it in two steps, the public pass card shows it valid with its QR code, revoking it shows
 * on the card, and a visitor permit goes through the visitor lists to the visitor card.
 */

let server: RunningServer;
/** The administrator's signed-in page: set-up and look-ups through the API, and revoking in the UI. */
let admin: Page;
/** The clerk's signed-in page, kept across the clerk's steps (one login). */
let clerk: Page;

const CLERK = { username: "e2e_permit_clerk", realname: "通行证办事员", password: "Clerk@2026pw" };
const APPROVER = { username: "e2e_east_approver", realname: "东区审批员", password: "East@2026pw" };

const PLATE = "京A7E2E1";
const DRIVER = { name: "端到端司机", idCard: "110101199003076632", mobile: "13912345678" };
const VISITOR = { name: "端到端访客", mobile: "13987654321", company: "来访科技有限公司" };

/** Dates as the browser (Asia/Shanghai) sees them: today plus `days`, `yyyy-MM-dd`. */
function day(days: number): string {
  const at = new Date(Date.now() + days * 86_400_000);
  return new Intl.DateTimeFormat("sv-SE", { timeZone: "Asia/Shanghai" }).format(at);
}

interface Application {
  id: string;
  applicationNo: string;
  status: number | string;
  passToken: string;
  plateNo: string | null;
  region: string;
  areas: string | null;
  permitType: string;
}

/** The records of a list endpoint matching `query`, read as the administrator. */
async function recordsWhere<T>(list: string, query: string): Promise<T[]> {
  const answer = await apiAs(admin, server.url, "GET", `${list}?${query}`);
  expect(answer.body.success, answer.body.message).toBe(true);
  return (answer.body.result as { records: T[] }).records;
}

/** The one application matching `query`, read as the administrator (queryById gives the pass token). */
async function applicationWhere(query: string): Promise<Application> {
  const records = await recordsWhere<Application>("/permit/application/list", query);
  expect(records).toHaveLength(1);
  const one = await apiAs(admin, server.url, "GET", `/permit/application/queryById?id=${records[0].id}`);
  expect(one.body.success).toBe(true);
  return one.body.result as Application;
}

async function expectOk(answer: Promise<{ body: { success: boolean; message: string } }>) {
  const { body } = await answer;
  expect(body.success, body.message).toBe(true);
}

async function login(page: Page, user: { username: string; password: string }) {
  await page.goto(`${server.url}/user/login`);
  await signIn(page, user.username, user.password);
}

/** The permit screens this file visits, by menu entry. */
const SCREENS = {
  车辆信息: "/permit/vehicle",
  驾驶员信息: "/permit/driver",
  通行证申请: "/permit/application",
  东区通行证: "/permit/application-east",
  访客信息: "/permit/visitor",
  访客通行证: "/permit/application-visitor",
} as const;

/** Opens a screen through the side menu (通行证管理, then the entry) and waits for its search panel. */
async function openMenu(page: Page, item: keyof typeof SCREENS) {
  const menu = page.getByRole("navigation", { name: "主菜单" });
  const folder = menu.getByText("通行证管理", { exact: true });
  const entry = menu.getByRole("link", { name: item, exact: true });
  await expect(folder).toBeVisible();
  if (!(await entry.isVisible())) await folder.click();
  await entry.click();
  await expect(page).toHaveURL(`${server.url}${SCREENS[item]}`);
  // The URL changes before the tab does: until the new page's title shows, the previous tab's page (and
  // its buttons) may still be the visible one.
  await expect(page.getByRole("heading", { level: 2, name: item, exact: true })).toBeVisible();
  await expect(page.getByRole("search", { name: "查询条件" })).toBeVisible();
}

/** Picks `option` in the select labelled `label` inside `scope` (dictionaries and remote pickers). */
async function choose(scope: Locator, label: string, option: string, search?: string) {
  const box = scope.getByLabel(label, { exact: true });
  await box.click();
  if (search !== undefined) await box.fill(search);
  await pickOpenOption(scope.page(), option);
  // A multiple select stays open after a pick; leaving it closes its dropdown.
  await box.blur();
}

async function pickDate(scope: Locator, label: string, date: string) {
  const input = scope.getByLabel(label, { exact: true });
  await input.click();
  await input.fill(date);
  await input.press("Enter");
  await expect(input).toHaveValue(date);
}

const OK = /确\s*定/;

/** Searches a list by one field (the search panel's `label`) and answers the one row that shows `value`. */
async function rowWhere(page: Page, label: string, value: string): Promise<Locator> {
  const search = page.getByRole("search", { name: "查询条件" });
  const field = search.getByLabel(label, { exact: true });
  // Fields past the first few are folded away until 展开.
  if (await field.isHidden()) await search.getByRole("button", { name: /展开/ }).click();
  await field.fill(value);
  await search.getByRole("button", { name: /查\s*询/ }).click();
  const row = page.getByRole("row").filter({ hasText: value });
  await expect(row).toHaveCount(1);
  return row;
}

const rowWithPlate = (page: Page, plate: string) => rowWhere(page, "车牌号", plate);

/** The public card in a browser context with no storage at all (no login, no token). */
async function openCard(browser: Browser, path: "passcard" | "passcardFK", token: string) {
  const context = await browser.newContext({ storageState: undefined });
  const page = await context.newPage();
  await page.goto(`${server.url}/public/${path}?token=${token}`);
  return { page, close: () => context.close() };
}

/** Light (false) or dark (true) per pixel of a rendered image, row by row, read back through a canvas. */
async function pixels(image: Locator): Promise<{ width: number; dark: boolean[] }> {
  return image.evaluate((img: HTMLImageElement) => {
    const canvas = document.createElement("canvas");
    canvas.width = img.naturalWidth;
    canvas.height = img.naturalHeight;
    const context = canvas.getContext("2d") as CanvasRenderingContext2D;
    context.drawImage(img, 0, 0);
    const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
    const dark: boolean[] = [];
    for (let i = 0; i < data.length; i += 4) dark.push(data[i] + data[i + 1] + data[i + 2] < 384);
    return { width: canvas.width, dark };
  });
}

/**
 * Whether a rendered QR image shows exactly the symbol of `text`: its module centres are compared with the
 * symbol the qrcode library builds for `text`, at any error-correction level and quiet-zone width.
 */
function showsQrOf(image: { width: number; dark: boolean[] }, text: string): boolean {
  return (["L", "M", "Q", "H"] as const).some((errorCorrectionLevel) => {
    const { modules } = QRCode.create(text, { errorCorrectionLevel });
    return [0, 1, 2, 3, 4].some((margin) => {
      const step = image.width / (modules.size + 2 * margin);
      const at = (n: number) => Math.floor((margin + n + 0.5) * step);
      for (let row = 0; row < modules.size; row++)
        for (let col = 0; col < modules.size; col++)
          if (image.dark[at(row) * image.width + at(col)] !== (modules.get(row, col) === 1)) return false;
      return true;
    });
  });
}

test.describe.configure({ mode: "serial" });

test.beforeAll(async ({ browser }) => {
  server = await startTestServer();
  admin = await browser.newPage();
  await login(admin, ADMIN);

  // A clerk role: every permit screen and code except approving and revoking.
  await expectOk(
    apiAs(admin, server.url, "POST", "/sys/role/add", {
      roleName: "通行证办事员",
      roleCode: "e2e_permit_clerk",
      description: "端到端测试：登记车辆、驾驶员，申请通行证",
    }),
  );
  const roleId = async (code: string) => {
    const roles = await recordsWhere<{ id: string }>("/sys/role/list", `roleCode=${code}`);
    expect(roles).toHaveLength(1);
    return roles[0].id;
  };
  const clerkRoleId = await roleId("e2e_permit_clerk");
  const tree = await apiAs(admin, server.url, "GET", "/sys/permission/queryTreeList");
  interface Node {
    key: string;
    title: string;
    children?: Node[];
  }
  const all = (node: Node): Node[] => [node, ...(node.children ?? []).flatMap(all)];
  const permit = (tree.body.result as { treeList: Node[] }).treeList
    .flatMap(all)
    .find((n) => n.title === "通行证管理");
  expect(permit).toBeDefined();
  const grants = all(permit as Node)
    .filter((n) => !["审批通行证", "作废通行证"].includes(n.title))
    .map((n) => n.key);
  await expectOk(
    apiAs(admin, server.url, "POST", "/sys/permission/saveRolePermission", {
      roleId: clerkRoleId,
      permissionIds: grants.join(","),
      lastpermissionIds: "",
    }),
  );

  const eastRoleId = await roleId("permit_approver_east");
  for (const [user, roleId, phone] of [
    [CLERK, clerkRoleId, "13700001111"],
    [APPROVER, eastRoleId, "13700002222"],
  ] as const) {
    await expectOk(
      apiAs(admin, server.url, "POST", "/sys/user/add", {
        ...user,
        confirmpassword: user.password,
        phone,
        selectedroles: roleId,
      }),
    );
  }
  clerk = await browser.newPage();
  await login(clerk, CLERK);
});

test.afterAll(async () => {
  await clerk?.close();
  await admin?.close();
  await server?.stop();
});

test("a clerk registers a vehicle and a driver", async () => {
  const page = clerk;
  await openMenu(page, "车辆信息");
  await page.getByRole("button", { name: "新增" }).click();
  const vehicle = page.getByRole("dialog", { name: "新增车辆" });
  await vehicle.getByLabel("车牌号", { exact: true }).fill(PLATE);
  await choose(vehicle, "车辆类型", "小型汽车");
  await vehicle.getByRole("button", { name: OK }).click();
  await expect(vehicle).toBeHidden();
  await expect(await rowWithPlate(page, PLATE)).toContainText("小型汽车");

  await openMenu(page, "驾驶员信息");
  await page.getByRole("button", { name: "新增" }).click();
  const driver = page.getByRole("dialog", { name: "新增驾驶员" });
  await driver.getByLabel("姓名", { exact: true }).fill(DRIVER.name);
  await driver.getByLabel("身份证号", { exact: true }).fill(DRIVER.idCard);
  await driver.getByLabel("手机号", { exact: true }).fill(DRIVER.mobile);
  await driver.getByRole("button", { name: OK }).click();
  await expect(driver).toBeHidden();
  await expect(await rowWhere(page, "身份证号", DRIVER.idCard)).toContainText(DRIVER.name);
});

test("the clerk applies for an east-region permit for them", async () => {
  const page = clerk;
  await openMenu(page, "通行证申请");
  await page.getByRole("button", { name: "新增" }).click();
  const apply = page.getByRole("dialog", { name: "申请通行证" });
  await choose(apply, "通行证类型", "长期");
  await choose(apply, "通行区域", "东区");
  await choose(apply, "车辆", PLATE, PLATE);
  await choose(apply, "驾驶员", DRIVER.name, DRIVER.name);
  await choose(apply, "允许通行区域", "东门");
  await pickDate(apply, "有效期起", day(0));
  await pickDate(apply, "有效期止", day(90));
  await apply.getByRole("button", { name: OK }).click();
  await expect(apply).toBeHidden();
  const row = await rowWithPlate(page, PLATE);
  await expect(row).toContainText("待审核");
  await expect(row).toContainText(DRIVER.name);
  // The clerk may not approve.
  await expect.poll(() => rowActionNames(page, row)).not.toContain("处理");

  const saved = await applicationWhere(`plateNo=${encodeURIComponent(PLATE)}`);
  expect(saved).toMatchObject({ status: 0, plateNo: PLATE, region: "east", areas: "A01" });
  expect(saved.applicationNo).toMatch(/^TX/);
});

test("an east-region approver approves it in two steps", async ({ page }) => {
  const { applicationNo } = await applicationWhere(`plateNo=${encodeURIComponent(PLATE)}`);
  await login(page, APPROVER);
  const menu = page.getByRole("navigation", { name: "主菜单" });
  await openMenu(page, "东区通行证");
  await expect(menu.getByRole("link", { name: "西区通行证", exact: true })).toHaveCount(0);

  const row = await rowWithPlate(page, PLATE);
  await expect(row).toContainText(applicationNo);
  await expect(row).toContainText("待审核");

  await row.getByRole("button", { name: "处理" }).click();
  const first = page.getByRole("dialog", { name: `处理通行证申请 ${applicationNo}` });
  await first.getByLabel("审批意见").fill("资料齐全，同意");
  await first.getByRole("button", { name: "初审通过" }).click();
  await expect(first).toBeHidden();
  await expect(row).toContainText("审核中");

  await row.getByRole("button", { name: "处理" }).click();
  const second = page.getByRole("dialog", { name: `处理通行证申请 ${applicationNo}` });
  await second.getByRole("button", { name: "终审通过" }).click();
  await expect(second).toBeHidden();
  await expect(row).toContainText("已通过");
  await expect.poll(() => rowActionNames(page, row)).not.toContain("处理");

  await rowAction(page, row, "详情");
  const history = page.getByRole("region", { name: "审批记录" });
  const firstStep = history.getByRole("row").filter({ hasText: "待审核 → 审核中" });
  await expect(firstStep).toContainText(APPROVER.realname);
  await expect(firstStep).toContainText("资料齐全，同意");
  await expect(history.getByRole("row").filter({ hasText: "审核中 → 已通过" })).toContainText("审批通过");
});

test("the pass card opens without login, shows valid and a QR code of its own URL", async ({ browser }) => {
  const { passToken, applicationNo } = await applicationWhere(`plateNo=${encodeURIComponent(PLATE)}`);
  expect(passToken).toMatch(/^[A-Za-z0-9_-]{32}$/);
  const card = await openCard(browser, "passcard", passToken);
  try {
    const article = card.page.getByRole("article", { name: "车辆通行证" });
    await expect(article.getByRole("status")).toHaveText("有效");
    await expect(article).toContainText(PLATE);
    await expect(article).toContainText(applicationNo);
    await expect(article).toContainText(DRIVER.name);
    await expect(article).toContainText("东区");
    await expect(article).toContainText("东门");
    const qr = article.getByTestId("pass-qr");
    await expect(qr).toHaveAttribute("data-url", card.page.url());
    expect(card.page.url()).toBe(`${server.url}/public/passcard?token=${passToken}`);
    const image = qr.getByRole("img");
    await expect(image).toBeVisible();
    await expect(image).toHaveAttribute("src", /^data:image\/png;base64,/);
    await expect(image).toHaveJSProperty("complete", true);
    // The picture itself encodes the card's URL (and not, say, a placeholder).
    const shown = await pixels(image);
    expect(showsQrOf(shown, card.page.url())).toBe(true);
    expect(showsQrOf(shown, `${server.url}/public/passcard?token=other`)).toBe(false);
    // No session was needed or created.
    expect(await card.page.evaluate(() => localStorage.getItem("pro__Access-Token"))).toBeNull();
  } finally {
    await card.close();
  }
});

test("an administrator revokes it and the card says so", async ({ browser }) => {
  const { passToken } = await applicationWhere(`plateNo=${encodeURIComponent(PLATE)}`);
  const page = admin;
  await openMenu(page, "通行证申请");
  const row = await rowWithPlate(page, PLATE);
  await expect(row).toContainText("已通过");
  await row.getByRole("button", { name: "作废" }).click();
  const confirm = page.getByRole("tooltip").filter({ hasText: "作废后通行证立即失效" });
  await confirm.getByRole("button", { name: OK }).click();
  await expect(row).toContainText("已作废");
  await expect.poll(() => rowActionNames(page, row)).not.toContain("作废");

  const card = await openCard(browser, "passcard", passToken);
  try {
    const article = card.page.getByRole("article", { name: "车辆通行证" });
    await expect(article.getByRole("status")).toHaveText("已作废");
    await expect(article).toContainText(PLATE);
  } finally {
    await card.close();
  }
});

test("a visitor permit goes through the visitor lists to the visitor card", async ({ browser }) => {
  const page = clerk;
  await openMenu(page, "访客信息");
  await page.getByRole("button", { name: "新增" }).click();
  const visitor = page.getByRole("dialog", { name: "新增访客" });
  await visitor.getByLabel("姓名", { exact: true }).fill(VISITOR.name);
  await visitor.getByLabel("手机号", { exact: true }).fill(VISITOR.mobile);
  await visitor.getByLabel("单位", { exact: true }).fill(VISITOR.company);
  await visitor.getByRole("button", { name: OK }).click();
  await expect(visitor).toBeHidden();
  await expect(page.getByRole("row").filter({ hasText: VISITOR.mobile })).toContainText(VISITOR.name);

  await openMenu(page, "访客通行证");
  await page.getByRole("button", { name: "新增" }).click();
  const apply = page.getByRole("dialog", { name: "申请通行证" });
  // The visitor list's form is fixed to visitor permits and asks for the visit.
  await expect(apply.getByLabel("通行证类型", { exact: true })).toBeDisabled();
  await choose(apply, "通行区域", "东区");
  await choose(apply, "访客", VISITOR.name, VISITOR.name);
  await apply.getByLabel("被访人", { exact: true }).fill("张主任");
  await apply.getByLabel("来访事由", { exact: true }).fill("商务洽谈");
  await pickDate(apply, "有效期起", day(0));
  await pickDate(apply, "有效期止", day(3));
  await apply.getByRole("button", { name: OK }).click();
  await expect(apply).toBeHidden();

  const visitors = await recordsWhere<{ id: string }>(
    "/permit/applicant/list",
    `kind=visitor&mobile=${VISITOR.mobile}`,
  );
  expect(visitors).toHaveLength(1);
  const { passToken, id, applicationNo, permitType } = await applicationWhere(`visitorId=${visitors[0].id}`);
  expect(permitType).toBe("visitor");
  const row = await rowWhere(page, "申请编号", applicationNo);
  await expect(row).toContainText("待审核");
  await expect(row).toContainText("访客");

  const card = await openCard(browser, "passcardFK", passToken);
  try {
    const article = card.page.getByRole("article", { name: "访客通行证" });
    await expect(article.getByRole("status")).toHaveText("待审核");
    await expect(article).toContainText(VISITOR.name);
    await expect(article).toContainText(VISITOR.company);

    // Both approval steps (the regional approver's screens were shown above), then the card is valid.
    await expectOk(apiAs(admin, server.url, "POST", "/permit/application/approve", { id, fromStatus: 0 }));
    await expectOk(apiAs(admin, server.url, "POST", "/permit/application/approve", { id, fromStatus: 2 }));
    await card.page.reload();
    await expect(article.getByRole("status")).toHaveText("有效");
    await expect(article).toContainText(VISITOR.name);
    await expect(article.getByTestId("pass-qr")).toHaveAttribute("data-url", card.page.url());
    const image = article.getByTestId("pass-qr").getByRole("img");
    await expect(image).toHaveJSProperty("complete", true);
    expect(showsQrOf(await pixels(image), card.page.url())).toBe(true);
  } finally {
    await card.close();
  }
});
