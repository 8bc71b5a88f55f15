import { expect as baseExpect, type Page, test } from "@playwright/test";
import { apiAs, pickDropdownEntry, pickOpenOption, signIn, storedToken } from "./support/app.ts";
import { ADMIN, API_PREFIX, type RunningServer, startTestServer } from "./support/server.ts";

// The shell loads every view lazily; on a busy machine the first paint of a view can take a while.
const expect = baseExpect.configure({ timeout: 45_000 });
test.describe.configure({ timeout: 150_000 });

let server: RunningServer;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await startTestServer();
});
test.afterAll(async () => {
  await server?.stop();
});

const SHOTS = ".tmp/shots-shell";
const tabs = (page: Page) => page.getByRole("navigation", { name: "多页签" });
const menu = (page: Page) => page.getByRole("navigation", { name: "主菜单" });
const tab = (page: Page, title: string) => tabs(page).getByRole("button", { name: title, exact: true });

async function login(page: Page) {
  await page.goto(`${server.url}/user/login`);
  await signIn(page);
  await expect(menu(page)).toBeVisible();
}

/** Opens the context menu of a tab and picks an entry. */
async function tabAction(page: Page, title: string, action: string) {
  await tab(page, title).click({ button: "right" });
  // antd icons name themselves ("close 关闭"), so the entry is matched by its ending.
  await pickDropdownEntry(page, new RegExp(`${action}$`));
}

async function userMenu(page: Page, entry: string) {
  await page.getByRole("button", { name: /^当前用户/ }).click();
  await pickDropdownEntry(page, entry);
}

interface TreeNode {
  id: string;
  orgCode: string;
  children?: TreeNode[];
}

/** A user with the given departments and the test role (which sees the home menu), made through the API. */
async function createUser(page: Page, username: string, phone: string, orgCodes: string[]) {
  const roles = await apiAs(page, server.url, "GET", "/sys/role/queryall");
  const role = (roles.body.result as { id: string; roleCode: string }[]).find((r) => r.roleCode === "test");
  const tree = await apiAs(page, server.url, "GET", "/sys/sysDepart/queryTreeList");
  const ids: string[] = [];
  const visit = (nodes: TreeNode[]) => {
    for (const node of nodes) {
      if (orgCodes.includes(node.orgCode)) ids.push(node.id);
      visit(node.children ?? []);
    }
  };
  visit(tree.body.result as TreeNode[]);
  const added = await apiAs(page, server.url, "POST", "/sys/user/add", {
    username,
    realname: username,
    phone,
    password: ADMIN.password,
    confirmpassword: ADMIN.password,
    selectedroles: role?.id ?? "",
    selecteddeparts: ids.join(","),
  });
  expect(added.body.success, added.body.message).toBe(true);
}

/** Starts a session for `username` through the API (no login dialogs), as the login page would store it. */
async function openAs(page: Page, username: string, path: string) {
  const res = await page.request.post(`${server.url}${API_PREFIX}/sys/login`, {
    data: { username, password: ADMIN.password },
  });
  const body = (await res.json()) as {
    result: { token: string; userInfo: unknown; sysAllDictItems: unknown };
  };
  await page.goto(`${server.url}/user/login`);
  // The login shell mounts after the load event and sends a page that has a token on to home: store the
  // session only once the login form shows, or that redirect aborts the navigation below.
  await expect(page.getByRole("button", { name: "登录" })).toBeVisible();
  await page.evaluate((login) => {
    const expire = Date.now() + 604800000;
    const put = (key: string, value: unknown) =>
      localStorage.setItem(`pro__${key}`, JSON.stringify({ value, expire }));
    put("Access-Token", login.token);
    put("Login_Username", (login.userInfo as { username: string }).username);
    put("Login_Userinfo", login.userInfo);
    put("UI_CACHE_DB_DICT_DATA", login.sysAllDictItems);
  }, body.result);
  await page.goto(`${server.url}${path}`);
  await expect(menu(page)).toBeVisible();
}

test("every header entry: account pages, settings drawer, password and department dialogs, cache, logout", async ({
  page,
}) => {
  await login(page);
  await expect(page).toHaveTitle("通行证管理系统");
  await page.screenshot({ path: `${SHOTS}/dashboard.png` });

  await userMenu(page, "个人中心");
  await expect(page).toHaveURL(/\/account\/center$/);
  await expect(page).toHaveTitle("个人中心 · 通行证管理系统");

  await userMenu(page, "账户设置");
  await expect(page).toHaveURL(/\/account\/settings\/base$/);

  await userMenu(page, "系统设置");
  const drawer = page.getByRole("dialog", { name: "系统设置" });
  await expect(drawer.getByText("整体风格设置")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(drawer).toBeHidden();

  await userMenu(page, "修改密码");
  const password = page.getByRole("dialog", { name: "修改密码" });
  await expect(password).toBeVisible();
  await password.getByRole("button", { name: /取\s*消/ }).click();
  await expect(password).toBeHidden();

  await userMenu(page, "部门切换");
  const depart = page.getByRole("dialog", { name: "部门切换" });
  await expect(depart).toBeVisible();
  await depart.getByRole("button", { name: /关\s*闭/ }).click();
  await expect(depart).toBeHidden();

  await page.evaluate(() => localStorage.removeItem("pro__UI_CACHE_DB_DICT_DATA"));
  await userMenu(page, "清除缓存");
  await expect(page.getByText("刷新缓存完成！")).toBeVisible();
  const cached = await page.evaluate(() => localStorage.getItem("pro__UI_CACHE_DB_DICT_DATA"));
  expect(JSON.parse(cached ?? "{}").value).toHaveProperty("sex");

  await page.getByRole("button", { name: "退出登录" }).click();
  const confirm = page.getByRole("dialog").filter({ hasText: "真的要注销登录吗 ?" });
  await expect(confirm.locator(".ant-modal-confirm-title")).toHaveText("提示");
  await confirm.getByRole("button", { name: /确\s*定/ }).click();
  await expect(page).toHaveURL(/\/user\/login$/);
  expect(await page.evaluate(() => localStorage.getItem("pro__Access-Token"))).toBeNull();
});

test("menu search on desktop and in a dialog on a phone", async ({ page }) => {
  await login(page);
  await page.getByRole("button", { name: "搜索菜单" }).click();
  await page.getByRole("combobox", { name: "搜索菜单" }).fill("角色");
  await pickOpenOption(page, "角色管理");
  await expect(page).toHaveURL(/\/isystem\/roleUserList$/);
  await expect(page.getByRole("heading", { name: "角色管理" })).toBeVisible();

  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole("button", { name: "搜索菜单" }).click();
  const dialog = page.getByRole("dialog", { name: "搜索菜单" });
  await dialog.getByRole("combobox", { name: "搜索菜单" }).fill("数据字典");
  await pickOpenOption(page, "数据字典");
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/isystem\/dict$/);

  await page.getByRole("button", { name: "展开菜单" }).click();
  await expect(menu(page).getByText("用户管理")).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/mobile-drawer.png` });
  await menu(page).getByText("用户管理").click();
  await expect(page).toHaveURL(/\/isystem\/user$/);
  await expect(menu(page)).toBeHidden();
  await page.screenshot({ path: `${SHOTS}/mobile.png` });
});

test("the mobile layout starts below 1088 px: 1087 is mobile, 1088 and 1089 are desktop", async ({
  page,
}) => {
  await login(page);
  const widths: [number, boolean][] = [
    [1087, true],
    [1088, false],
    [1089, false],
    [1087, true],
    [1088, false],
  ];
  for (const [width, mobile] of widths) {
    await page.setViewportSize({ width, height: 800 });
    // On a phone-sized window the side menu is a closed drawer; on a desktop it stays on screen.
    if (mobile) await expect(menu(page)).toBeHidden();
    else await expect(menu(page)).toBeVisible();
  }
});

test("tabs: the fixed home tab, the last tab, refresh and the close actions", async ({ page }) => {
  await login(page);
  await expect(tab(page, "首页")).toBeVisible();
  await tab(page, "首页").click();
  await expect(page).toHaveURL(/\/dashboard\/Monitor$/);
  await tabAction(page, "分析页", "关闭");
  await expect(tab(page, "分析页")).toHaveCount(0);
  await tabAction(page, "首页", "关闭");
  await expect(page.getByText("这是最后一页，不能再关闭了啦")).toBeVisible();

  // The home path matches whatever its case: no second tab.
  await page.goto(`${server.url}/dashboard/monitor`);
  await expect(tabs(page).getByRole("button")).toHaveCount(1);

  await menu(page).getByText("系统管理").click();
  for (const entry of ["用户管理", "角色管理", "数据字典", "部门管理"]) {
    await menu(page).getByText(entry, { exact: true }).click();
    await expect(tab(page, entry)).toHaveAttribute("aria-current", "page");
  }
  await page.screenshot({ path: `${SHOTS}/list-with-tabs.png` });

  await tabAction(page, "首页", "关闭");
  await expect(page.getByText("首页不能关闭!")).toBeVisible();

  await tabAction(page, "数据字典", "关闭右侧");
  await expect(tab(page, "部门管理")).toHaveCount(0);
  await expect(page).toHaveURL(/\/isystem\/dict$/);

  await tabAction(page, "角色管理", "关闭左侧");
  await expect(tab(page, "用户管理")).toHaveCount(0);
  await expect(tab(page, "首页")).toBeVisible();
  await expect(tab(page, "数据字典")).toBeVisible();

  await tabAction(page, "角色管理", "关闭其它");
  await expect(tabs(page).locator("[data-tab]")).toHaveText(["首页", "角色管理"]);
  await expect(tab(page, "数据字典")).toHaveCount(0);
  await expect(page).toHaveURL(/\/isystem\/roleUserList$/);

  // 刷新 remounts the page: typed search text is gone.
  const roleName = page.getByRole("textbox", { name: "角色名称" });
  await roleName.fill("临时");
  await tabAction(page, "角色管理", "刷新");
  await expect(page.getByRole("textbox", { name: "角色名称" })).toHaveValue("");

  await page.getByRole("button", { name: "关闭 角色管理" }).click();
  await expect(page).toHaveURL(/\/dashboard\/monitor$/i);
});

test("a tab keeps its form input, table page and scroll position while another tab is shown", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 640 });
  await login(page);
  for (let i = 0; i < 11; i++) {
    await apiAs(page, server.url, "POST", "/sys/dict/add", {
      dictName: `页签字典${i}`,
      dictCode: `tab_dict_${i}`,
    });
  }
  await page.goto(`${server.url}/isystem/user`);
  const account = page.getByRole("textbox", { name: "用户账号" });
  await account.fill("adm");

  await menu(page).getByText("数据字典").click();
  await expect(page).toHaveURL(/\/isystem\/dict$/);
  await page.locator(".ant-pagination-item-2:visible").click();
  await expect(page.locator(".ant-pagination-item-active:visible")).toHaveText("2");
  // Scrolled down to the pager: the position belongs to this tab.
  await page.locator(".ant-pagination:visible").scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(100);

  await tab(page, "用户管理").click();
  await expect(page).toHaveURL(/\/isystem\/user$/);
  await expect(page.getByRole("textbox", { name: "用户账号" })).toHaveValue("adm");
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(scrolled);

  await tab(page, "数据字典").click();
  await expect(page.locator(".ant-pagination-item-active:visible")).toHaveText("2");
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolled);
});

test("settings apply at once, under the original's storage keys, and survive a reload", async ({ page }) => {
  await login(page);
  await userMenu(page, "系统设置");
  const drawer = page.getByRole("dialog", { name: "系统设置" });
  await drawer.getByRole("button", { name: "暗色菜单风格" }).click();
  await expect(page.locator(".ant-layout-sider-dark")).toBeVisible();
  await drawer.getByRole("button", { name: "薄暮" }).click();
  await expect(page.locator("html")).toHaveAttribute("style", /--app-primary: #F5222D/);
  await page.screenshot({ path: `${SHOTS}/settings-drawer.png` });
  await drawer.getByRole("switch", { name: "色弱模式" }).click();
  await expect(page.locator("body")).toHaveClass(/app-color-weak/);
  await drawer.getByRole("switch", { name: "色弱模式" }).click();
  await drawer.getByRole("switch", { name: "多页签模式" }).click();
  await expect(tabs(page)).toHaveCount(0);
  await drawer.getByRole("button", { name: "顶部栏导航" }).click();
  await expect(drawer.getByRole("switch", { name: "固定侧边菜单" })).toBeDisabled();
  await expect(page.locator(".ant-menu-horizontal")).toBeVisible();

  const stored = await page.evaluate(() =>
    ["DEFAULT_THEME", "DEFAULT_COLOR", "DEFAULT_LAYOUT_MODE", "DEFAULT_MULTI_PAGE", "DEFAULT_COLOR_WEAK"].map(
      (key) => JSON.parse(localStorage.getItem(`pro__${key}`) ?? "null")?.value,
    ),
  );
  expect(stored).toEqual(["dark", "#F5222D", "topmenu", false, false]);

  await page.reload();
  await expect(page.locator(".ant-menu-horizontal")).toBeVisible();
  await expect(page.locator(".ant-menu-dark")).toBeVisible();
  await expect(tabs(page)).toHaveCount(0);
  await expect(page.getByRole("button", { name: "搜索菜单" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("style", /--app-primary: #F5222D/);
  await page.screenshot({ path: `${SHOTS}/top-menu.png` });

  await userMenu(page, "系统设置");
  await drawer.getByRole("button", { name: "侧边栏导航" }).click();
  await drawer.getByRole("button", { name: "亮色菜单风格" }).click();
  await drawer.getByRole("button", { name: "拂晓蓝（默认）" }).click();
  await drawer.getByRole("switch", { name: "多页签模式" }).click();
  await expect(tabs(page)).toBeVisible();
});

test("change password: each rule message, a wrong old password, then success", async ({ page }) => {
  await login(page);
  await createUser(page, "pwd_e2e", "13812345601", ["A01"]);
  await page.evaluate(() => localStorage.clear());
  await openAs(page, "pwd_e2e", "/dashboard/analysis");

  await userMenu(page, "修改密码");
  const dialog = page.getByRole("dialog", { name: "修改密码" });
  await dialog.getByRole("button", { name: /确\s*定/ }).click();
  await expect(dialog.getByText("请输入旧密码!")).toBeVisible();
  await expect(dialog.getByText("请输入新密码!")).toBeVisible();
  await expect(dialog.getByText("请确认新密码!")).toBeVisible();

  await dialog.getByLabel("旧密码").fill("Wrong@2026pw");
  await dialog.getByLabel("新密码", { exact: true }).fill("Shell@2026pw!");
  await dialog.getByLabel("确认新密码").fill("Shell@2026px!");
  await expect(dialog.getByText("两次输入的密码不一样！")).toBeVisible();
  await dialog.getByLabel("确认新密码").fill("Shell@2026pw!");
  await dialog.getByRole("button", { name: /确\s*定/ }).click();
  await expect(page.getByText("旧密码输入错误!")).toBeVisible();
  await expect(dialog).toBeVisible();

  await dialog.getByLabel("旧密码").fill(ADMIN.password);
  await dialog.getByRole("button", { name: /确\s*定/ }).click();
  await expect(page.getByText("密码重置成功!")).toBeVisible();
  await expect(dialog).toBeHidden();

  const res = await page.request.post(`${server.url}${API_PREFIX}/sys/login`, {
    data: { username: "pwd_e2e", password: "Shell@2026pw!" },
  });
  expect(((await res.json()) as { success: boolean }).success).toBe(true);
});

test("department switch: the user's departments, the choice stored; none at all warns", async ({ page }) => {
  await login(page);
  await createUser(page, "depart_e2e", "13812345602", ["A01A01", "A01A02"]);
  await createUser(page, "nodepart_e2e", "13812345603", []);
  await page.evaluate(() => localStorage.clear());
  await openAs(page, "depart_e2e", "/dashboard/analysis");

  await userMenu(page, "部门切换");
  const dialog = page.getByRole("dialog", { name: "部门切换" });
  await expect(dialog).toBeVisible();
  await dialog.locator(".ant-select").click();
  await pickOpenOption(page, "研发部");
  await dialog.getByRole("button", { name: /确\s*认/ }).click();
  await expect(page.getByText("部门切换成功")).toBeVisible();
  await expect(dialog).toBeHidden();
  const info = await page.evaluate(
    () => JSON.parse(localStorage.getItem("pro__Login_Userinfo") ?? "{}").value,
  );
  expect(info).toMatchObject({ orgCode: "A01A02" });
  const current = await apiAs(page, server.url, "GET", "/sys/user/getCurrentUserDeparts");
  expect(current.body.result).toMatchObject({ orgCode: "A01A02" });

  await page.evaluate(() => localStorage.clear());
  await openAs(page, "nodepart_e2e", "/dashboard/analysis");
  await userMenu(page, "部门切换");
  await expect(page.getByText("您尚未设置部门信息!")).toBeVisible();
  await expect(page.getByRole("dialog", { name: "部门切换" })).toHaveCount(0);
});

test("a revoked token: the 401 message shows, then the login page after 1500 ms", async ({ page }) => {
  await login(page);
  // A page that sends nothing by itself, so the first call after the revocation is the one below.
  await page.goto(`${server.url}/result/success`);
  await expect(page.getByText("提交成功")).toBeVisible();
  const token = await storedToken(page);
  await page.request.post(`${server.url}${API_PREFIX}/sys/logout`, { headers: { "X-Access-Token": token } });
  await userMenu(page, "清除缓存");
  await expect(page.getByText("很抱歉，登录已过期，请重新登录")).toBeVisible();
  await expect(page).toHaveURL(/\/user\/login\?redirect=%2Fresult%2Fsuccess$/);
});

test("a logout the server refuses shows its message, and the session still ends", async ({ page }) => {
  await login(page);
  await page.goto(`${server.url}/result/success`);
  await expect(page.getByText("提交成功")).toBeVisible();
  // Ended elsewhere (another tab, or an administrator): the server no longer knows the token.
  const token = await storedToken(page);
  await page.request.post(`${server.url}${API_PREFIX}/sys/logout`, { headers: { "X-Access-Token": token } });
  await page.getByRole("button", { name: "退出登录" }).click();
  const confirm = page.getByRole("dialog").filter({ hasText: "真的要注销登录吗 ?" });
  await confirm.getByRole("button", { name: /确\s*定/ }).click();
  await expect(page.locator(".ant-message-error")).toHaveText("Token无效!");
  await expect(page).toHaveURL(/\/user\/login$/);
  expect(await page.evaluate(() => localStorage.getItem("pro__Access-Token"))).toBeNull();
});

test("a legacy HTTP 500 'Token失效' answer asks to log in again", async ({ page }) => {
  await login(page);
  let forced = false;
  await page.route("**/sys/user/list**", async (route) => {
    if (forced) return route.continue();
    forced = true;
    await route.fulfill({
      status: 500,
      contentType: "application/json",
      body: JSON.stringify({ success: false, message: "Token失效，请重新登录!", code: 500, result: null }),
    });
  });
  await page.goto(`${server.url}/isystem/user`);
  const dialog = page.getByRole("dialog").filter({ hasText: "登录已过期" });
  await expect(dialog.getByText("很抱歉，登录已过期，请重新登录")).toBeVisible();
  await dialog.getByRole("button", { name: "重新登录" }).click();
  await expect(page).toHaveURL(/\/user\/login/);
  expect(await page.evaluate(() => localStorage.getItem("pro__Access-Token"))).toBeNull();
});

test("a view whose code fails to load shows a retry, which loads it", async ({ page }) => {
  await login(page);
  // The network drops every code chunk not loaded yet, as after a deploy that removed the old ones.
  await page.route("**/assets/**", (route) => route.abort("failed"));
  await menu(page).getByText("系统管理", { exact: true }).click();
  await menu(page)
    .getByRole("menuitem", { name: /角色管理$/ })
    .click();
  const failed = page.getByRole("alert").filter({ hasText: "页面加载失败" });
  await expect(failed).toBeVisible();
  // Named, so support can tell a removed file from a bug.
  await expect(failed).toContainText(/(ChunkLoadError|CSS_CHUNK_LOAD_FAILED): \S+\.(js|css)/);
  // The shell around it stays: menu and tabs still work.
  await expect(menu(page)).toBeVisible();
  await expect(tab(page, "角色管理")).toBeVisible();

  await page.unroute("**/assets/**");
  await failed.getByRole("button", { name: "重新加载" }).click();
  await expect(page).toHaveURL(/\/isystem\/roleUserList$/);
  await expect(page.getByRole("cell", { name: "permit_approver_east", exact: true })).toBeVisible();
  await expect(page.getByText("页面加载失败")).toHaveCount(0);
});
