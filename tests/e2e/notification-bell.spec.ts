import { type BrowserContext, expect as baseExpect, type Page, test, type WebSocket } from "@playwright/test";
import { apiAs, signIn } from "./support/app.ts";
import { ADMIN, DEMO, type RunningServer, startTestServer } from "./support/server.ts";

/**
 * The bell over one socket per browser: jeecg keeps two tabs open while the administrator publishes to
 * jeecg; both bells count it without a reload and the browser holds a single WebSocket. Opening a message
 * in one tab lowers both badges; 去处理 goes to the message's page; 我的消息 marks everything read; when
 * the tab holding the socket closes, the other tab connects and still hears the next publish; approving
 * an application jeecg applied for puts a message into jeecg's bell that opens the application.
 */

// Lazy pages and dialogs on a shared, busy machine: wait longer than the default for each state.
const expect = baseExpect.configure({ timeout: 30_000 });
/** How soon a published message must show in every open tab. */
const PUSH_MS = 2_000;

let server: RunningServer;
let admin: Page;
let jeecgContext: BrowserContext;
let jeecgId: string;
const tabs: Page[] = [];
/** Every announcement socket the jeecg browser opened, with the tab that opened it. */
const sockets: { page: Page; socket: WebSocket }[] = [];

/** A closed tab's socket is gone with it, though Playwright reports no close for it. */
const openSockets = () => sockets.filter(({ page, socket }) => !page.isClosed() && !socket.isClosed());

async function expectOk(answer: Promise<{ body: { success: boolean; message: string } }>) {
  const { body } = await answer;
  expect(body.success, body.message).toBe(true);
}

async function records<T>(path: string): Promise<T[]> {
  const answer = await apiAs(admin, server.url, "GET", path);
  expect(answer.body.success, answer.body.message).toBe(true);
  return (answer.body.result as { records: T[] }).records;
}

/** The administrator writes an announcement to jeecg and publishes it; answers its id. */
async function publishToJeecg(titile: string, extra: Record<string, unknown> = {}): Promise<string> {
  await expectOk(
    apiAs(admin, server.url, "POST", "/sys/annountCement/add", {
      titile,
      msgCategory: "1",
      msgType: "USER",
      userIds: `${jeecgId},`,
      priority: "H",
      msgAbstract: `${titile}的摘要`,
      msgContent: `<p>${titile}的正文</p>`,
      ...extra,
    }),
  );
  const [row] = await records<{ id: string }>(`/sys/annountCement/list?titile=${encodeURIComponent(titile)}`);
  await expectOk(apiAs(admin, server.url, "GET", `/sys/annountCement/doReleaseData?id=${row.id}`));
  return row.id;
}

const bell = (page: Page) => page.getByRole("button", { name: /^消息通知/ });

/** The accessible name the bell has with `count` unread messages. */
const bellName = (count: number) => (count > 0 ? `消息通知，${count}条未读` : "消息通知");

async function unreadCount(page: Page): Promise<number> {
  const name = (await bell(page).getAttribute("aria-label")) ?? "";
  const match = /(\d+)条未读/.exec(name);
  return match ? Number(match[1]) : 0;
}

async function expectBells(count: number, timeout?: number) {
  for (const page of tabs.filter((tab) => !tab.isClosed())) {
    await expect(bell(page)).toHaveAccessibleName(bellName(count), timeout ? { timeout } : undefined);
  }
}

/** Opens the bell's popover and the message titled `titile` in it. */
async function openFromBell(page: Page, titile: string, tab = /^通知/) {
  await bell(page).click();
  const popover = page.getByRole("region", { name: "消息通知" });
  await expect(popover).toBeVisible();
  await popover.getByRole("tab", { name: tab }).click();
  await popover.getByRole("button", { name: new RegExp(titile) }).click();
}

async function closeGreeting(page: Page) {
  // The login greeting sits over the header's right end until it is closed.
  const greeting = page.locator(".ant-notification-notice").filter({ hasText: "欢迎回来" });
  await greeting.locator(".ant-notification-notice-close").click();
  await expect(greeting).toBeHidden();
}

/** A jeecg tab on the home page, its sockets counted. */
async function jeecgTab(): Promise<Page> {
  const page = await jeecgContext.newPage();
  page.on("websocket", (socket) => {
    if (socket.url().includes("/websocket/")) sockets.push({ page, socket });
  });
  tabs.push(page);
  return page;
}

test.describe.configure({ mode: "serial", timeout: 240_000 });

test.beforeAll(async ({ browser }) => {
  test.setTimeout(180_000);
  server = await startTestServer();
  admin = await browser.newPage();
  await admin.goto(`${server.url}/user/login`);
  await signIn(admin, ADMIN.username, ADMIN.password);
  const [jeecg] = await records<{ id: string }>("/sys/user/list?username=jeecg");
  jeecgId = jeecg.id;

  jeecgContext = await browser.newContext();
  const first = await jeecgTab();
  await first.goto(`${server.url}/user/login`);
  await signIn(first, DEMO.username, DEMO.password);
  await closeGreeting(first);
  const second = await jeecgTab();
  await second.goto(`${server.url}/`);
  await expect(bell(first)).toBeVisible();
  await expect(bell(second)).toBeVisible();
});

test.afterAll(async () => {
  await jeecgContext?.close();
  await admin?.close();
  await server?.stop();
});

test("both tabs count a published announcement within 2 s, over one WebSocket for the browser", async () => {
  const [first, second] = tabs;
  await expect.poll(() => openSockets().length).toBe(1);
  const before = await unreadCount(first);
  await expectBells(before);

  await publishToJeecg("停电通知");
  await expectBells(before + 1, PUSH_MS);
  expect(sockets).toHaveLength(1);
  expect(openSockets()).toHaveLength(1);

  await bell(second).click();
  const popover = second.getByRole("region", { name: "消息通知" });
  await expect(popover.getByRole("tab", { name: `通知(${before + 1})` })).toBeVisible();
  const item = popover.getByRole("button", { name: /停电通知/ });
  await expect(item).toContainText("紧急消息");
  await bell(second).click();
  await expect(popover).toBeHidden();
});

test("opening the message in one tab shows 通知消息 and lowers the badge in both", async () => {
  const [first] = tabs;
  const before = await unreadCount(first);
  await openFromBell(first, "停电通知");
  const notice = first.getByRole("dialog", { name: "通知消息" });
  await expect(notice).toContainText("停电通知");
  await expect(notice).toContainText("停电通知的正文");
  await expect(notice).toContainText("发布人：admin");
  await expect(notice.getByRole("button", { name: "去处理" })).toHaveCount(0);
  await expectBells(before - 1);
  await notice.getByRole("button", { name: /关\s*闭/ }).click();
  await expect(notice).toBeHidden();
});

test("去处理 of a message that opens a page goes there", async () => {
  const [first] = tabs;
  const before = await unreadCount(first);
  await publishToJeecg("请核对用户信息", { openType: "url", openPage: "/isystem/user", priority: "M" });
  await expectBells(before + 1, PUSH_MS);
  await openFromBell(first, "请核对用户信息");
  const notice = first.getByRole("dialog", { name: "通知消息" });
  await notice.getByRole("button", { name: "去处理" }).click();
  await expect(notice).toBeHidden();
  await expect(first).toHaveURL(`${server.url}/isystem/user`);
  await expect(first.getByRole("cell", { name: "jeecg", exact: true })).toBeVisible();
  await expectBells(before);
});

test("我的消息 lists the messages and 全部标注已读 empties the bell in every tab", async () => {
  const [first] = tabs;
  await publishToJeecg("第一季度安全检查", { priority: "L" });
  await publishToJeecg("系统升级公告", { msgCategory: "2" });
  await expect.poll(() => unreadCount(first)).toBeGreaterThanOrEqual(2);

  await bell(first).click();
  await first.getByRole("region", { name: "消息通知" }).getByRole("button", { name: "查看更多" }).click();
  await expect(first).toHaveURL(`${server.url}/isps/userAnnouncement`);
  const row = first.getByRole("row").filter({ hasText: "第一季度安全检查" });
  await expect(row).toContainText("未读");
  await expect(row).toContainText("一般消息");
  await expect(first.getByRole("row").filter({ hasText: "停电通知" })).toContainText("已读");

  await first.getByRole("button", { name: "全部标注已读" }).click();
  const confirm = first.getByRole("dialog").filter({ hasText: "是否全部标注已读?" });
  await confirm.getByRole("button", { name: /确\s*定/ }).click();
  await expectBells(0);
  await expect(row).toContainText("已读");
  await expect(first.getByRole("row").filter({ hasText: "未读" })).toHaveCount(0);
});

test("when the tab holding the socket closes, the other tab connects and hears the next publish", async () => {
  const [leader] = openSockets();
  const other = tabs.find((tab) => tab !== leader.page && !tab.isClosed());
  if (!other) throw new Error("no second tab");
  await leader.page.close();
  await expect.poll(() => openSockets().map(({ page }) => page)).toEqual([other]);
  expect(sockets).toHaveLength(2);

  const before = await unreadCount(other);
  await publishToJeecg("交接班提醒");
  await expect(bell(other)).toHaveAccessibleName(bellName(before + 1), { timeout: PUSH_MS });
});

test("approving an application jeecg applied for puts a message into jeecg's bell that opens it", async () => {
  const [tab] = tabs.filter((page) => !page.isClosed());
  // A role that applies for permits: every permit screen and code except approving and revoking.
  await expectOk(
    apiAs(admin, server.url, "POST", "/sys/role/add", {
      roleName: "通行证申请人",
      roleCode: "e2e_applicant",
    }),
  );
  const [role] = await records<{ id: string }>("/sys/role/list?roleCode=e2e_applicant");
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
  if (!permit) throw new Error("no 通行证管理 menu");
  const grants = all(permit)
    .filter((n) => !["审批通行证", "作废通行证"].includes(n.title))
    .map((n) => n.key);
  await expectOk(
    apiAs(admin, server.url, "POST", "/sys/permission/saveRolePermission", {
      roleId: role.id,
      permissionIds: grants.join(","),
      lastpermissionIds: "",
    }),
  );
  await expectOk(
    apiAs(admin, server.url, "POST", "/sys/user/addSysUserRole", { roleId: role.id, userIdList: [jeecgId] }),
  );

  const plateNo = "京N9E2E1";
  await expectOk(apiAs(tab, server.url, "POST", "/permit/vehicle/add", { plateNo, vehicleType: "truck" }));
  const vehicles = await apiAs(
    tab,
    server.url,
    "GET",
    `/permit/vehicle/list?plateNo=${encodeURIComponent(plateNo)}`,
  );
  const [vehicle] = (vehicles.body.result as { records: { id: string }[] }).records;
  const today = new Intl.DateTimeFormat("sv-SE", { timeZone: "Asia/Shanghai" }).format(new Date());
  const later = new Intl.DateTimeFormat("sv-SE", { timeZone: "Asia/Shanghai" }).format(
    new Date(Date.now() + 14 * 86_400_000),
  );
  await expectOk(
    apiAs(tab, server.url, "POST", "/permit/application/add", {
      permitType: "temporary",
      region: "east",
      vehicleId: vehicle.id,
      areas: "A01",
      validFrom: today,
      validTo: later,
      reason: "送货通行",
    }),
  );
  const [application] = await records<{ id: string; applicationNo: string }>(
    `/permit/application/list?reason=${encodeURIComponent("送货通行")}`,
  );

  const before = await unreadCount(tab);
  for (const fromStatus of [0, 2]) {
    await expectOk(
      apiAs(admin, server.url, "POST", "/permit/application/approve", {
        id: application.id,
        fromStatus,
        opinion: "",
      }),
    );
  }
  await expect.poll(() => unreadCount(tab)).toBeGreaterThan(before);

  await bell(tab).click();
  const popover = tab.getByRole("region", { name: "消息通知" });
  await popover.getByRole("tab", { name: /^系统消息/ }).click();
  await popover
    .getByRole("button", { name: /通行证/ })
    .first()
    .click();
  const details = tab.getByRole("dialog", { name: /详细信息/ });
  await expect(details).toContainText(application.applicationNo);
  await expect(details).toContainText(plateNo);
  await expect(details.getByRole("region", { name: "审批记录" })).toBeVisible();
});
