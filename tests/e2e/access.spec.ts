import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { expect, type Locator, type Page, test } from "@playwright/test";
import ExcelJS from "exceljs";
import { apiAs, pickOpenOption, signIn } from "./support/app.ts";
import { rowAction, rowActionNames } from "./support/row-actions.ts";
import { ADMIN, ROOT, type RunningServer, startTestServer } from "./support/server.ts";

/**
 * Access in the browser: an administrator builds a role with one menu and two buttons and a user holding
 * it; that user sees exactly those; taking one button away hides it after a refresh and the server refuses
 * it (510); force logout sends the user to the login page; an Excel import with one bad row answers the
 * 201 warning with a downloadable error report; bad input on the user form shows the form rules' messages.
 */

let server: RunningServer;
let admin: Page;
/** The new user's page, in a browser context of its own (its own storage and cookies). */
let member: Page;

const SHOTS = join(ROOT, ".tmp", "shots-access-web");
const ROLE = { name: "E2E角色审计员", code: "e2e_role_auditor" };
const MEMBER = {
  username: "e2e_auditor",
  realname: "端到端审计员",
  password: "Audit@2026pw",
  phone: "13911112222",
};

async function login(page: Page, user: { username: string; password: string }) {
  await page.goto(`${server.url}/user/login`);
  await signIn(page, user.username, user.password);
}

async function shot(page: Page, name: string) {
  await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });
}

/** Confirms the open Popconfirm. */
async function confirmPop(page: Page) {
  await page
    .getByRole("tooltip")
    .getByRole("button", { name: /确\s*定|是|OK/ })
    .click();
}

/** Picks `option` in the select labelled `label` inside `scope`, typing `search` first. */
async function choose(scope: Locator, label: string, option: string, search?: string) {
  const box = scope.getByLabel(label, { exact: true });
  await box.click();
  if (search !== undefined) await box.fill(search);
  await pickOpenOption(scope.page(), option);
  await box.press("Escape");
}

/**
 * Picks `option` in the select or tree select labelled `label`, then closes its list by a click on the
 * dialog's title (Escape there would close the dialog once the list has closed by itself).
 */
async function pickOnce(dialog: Locator, label: string, option: string) {
  await dialog.getByLabel(label, { exact: true }).click();
  await pickOpenOption(dialog.page(), option);
  await dialog.locator(".ant-modal-title").click();
}

/** Ticks or clears the tree checkbox of the node titled `title` in the authorisation drawer. */
async function tick(drawer: Locator, title: string) {
  await drawer
    .locator(".ant-tree-treenode")
    .filter({ has: drawer.page().getByText(title, { exact: true }) })
    .locator(".ant-tree-checkbox")
    .click();
}

async function openAuthorisation(page: Page): Promise<Locator> {
  await page.goto(`${server.url}/isystem/roleUserList`);
  const row = page.getByRole("row").filter({ hasText: ROLE.code });
  await rowAction(page, row, "授权");
  const drawer = page.getByRole("dialog", { name: `角色权限配置：${ROLE.name}` });
  await expect(drawer.getByText("角色管理", { exact: true })).toBeVisible();
  return drawer;
}

async function saveAuthorisation(page: Page, drawer: Locator) {
  await drawer.getByRole("button", { name: "保存并关闭" }).click();
  await expect(page.getByText("保存成功").first()).toBeVisible(SLOW);
  await expect(drawer).toBeHidden(SLOW);
}

test.describe.configure({ mode: "serial", timeout: 180_000 });
// Answers that wait on the server (a save, a reload) get longer than the default on a busy machine.
const SLOW = { timeout: 30_000 };

test.beforeAll(async ({ browser }) => {
  // Starting the server migrates its copy of the database, which takes a while on a busy machine.
  test.setTimeout(180_000);
  mkdirSync(SHOTS, { recursive: true });
  server = await startTestServer();
  admin = await browser.newPage();
  await login(admin, ADMIN);
});

test.afterAll(async () => {
  await member?.context().close();
  await admin?.close();
  await server?.stop();
});

test("the administrator creates a role and grants it the role menu with two of its buttons", async () => {
  await admin.goto(`${server.url}/isystem/roleUserList`);
  await admin.getByRole("button", { name: "新增" }).click();
  const dialog = admin.getByRole("dialog", { name: "新增角色" });
  await dialog.getByLabel("角色名称").fill(ROLE.name);
  await dialog.getByLabel("角色编码").fill(ROLE.code);
  await dialog.getByRole("button", { name: /确\s*定/ }).click();
  await expect(dialog).toBeHidden(SLOW);
  await expect(admin.getByRole("row").filter({ hasText: ROLE.code })).toContainText(ROLE.name);

  const drawer = await openAuthorisation(admin);
  await drawer.getByPlaceholder("搜索菜单或按钮").fill("角色");
  await drawer.getByPlaceholder("搜索菜单或按钮").press("Enter");
  // A button brings its menu and the menu's folder with it; the menu shows half-checked.
  await tick(drawer, "添加角色");
  await tick(drawer, "编辑角色");
  const menuNode = drawer
    .locator(".ant-tree-treenode")
    .filter({ has: admin.getByText("角色管理", { exact: true }) });
  await expect(menuNode.locator(".ant-tree-checkbox-indeterminate")).toHaveCount(1);
  await shot(admin, "role-authorisation");
  await saveAuthorisation(admin, drawer);

  const roleId = await apiAs(admin, server.url, "GET", `/sys/role/list?roleCode=${ROLE.code}`);
  const id = (roleId.body.result as { records: { id: string }[] }).records[0].id;
  const granted = await apiAs(admin, server.url, "GET", `/sys/permission/queryRolePermission?roleId=${id}`);
  expect((granted.body.result as string[]).length).toBe(4);
});

test("the administrator creates a user holding that role", async () => {
  await admin.goto(`${server.url}/isystem/user`);
  await admin.getByRole("button", { name: "新增" }).click();
  const dialog = admin.getByRole("dialog", { name: "新增用户" });
  await dialog.getByLabel("用户账号").fill(MEMBER.username);
  await dialog.getByLabel("用户姓名").fill(MEMBER.realname);
  await dialog.getByLabel("登录密码").fill(MEMBER.password);
  await dialog.getByLabel("确认密码").fill(MEMBER.password);
  await choose(dialog, "角色分配", ROLE.name, "审计");
  await pickOnce(dialog, "部门分配", "研发部");
  await pickOnce(dialog, "性别", "男");
  await dialog.getByLabel("手机号").fill(MEMBER.phone);
  await shot(admin, "user-form");
  await dialog.getByRole("button", { name: /确\s*定/ }).click();
  await expect(dialog).toBeHidden(SLOW);
  const row = admin.getByRole("row").filter({ hasText: MEMBER.username });
  await expect(row).toContainText(MEMBER.realname, SLOW);
  await shot(admin, "user-list");

  // The edit dialog shows the stored sex by its name and the departments the user is in.
  await row.getByText("编辑", { exact: true }).click();
  const edit = admin.getByRole("dialog", { name: "编辑用户" });
  const field = (label: string) => edit.locator(".ant-form-item").filter({ hasText: label });
  await expect(field("性别").locator(".ant-select-selection-item")).toHaveText("男", SLOW);
  await expect(field("部门分配").locator(".ant-select-selection-item")).toHaveText("研发部", SLOW);
  await edit.getByRole("button", { name: /取\s*消/ }).click();
  await expect(edit).toBeHidden();
});

test("that user sees exactly the granted menu and buttons", async ({ browser }) => {
  member = await (await browser.newContext()).newPage();
  await login(member, MEMBER);
  const menu = member.getByRole("navigation", { name: "主菜单" });
  await menu.getByText("系统管理", { exact: true }).click();
  await menu.getByRole("link", { name: "角色管理", exact: true }).click();
  await expect(member).toHaveURL(/\/isystem\/roleUserList$/, SLOW);
  for (const hidden of ["用户管理", "菜单管理", "部门管理", "在线用户", "数据字典"])
    await expect(menu.getByText(hidden, { exact: true })).toHaveCount(0);

  const row = member.getByRole("row").filter({ hasText: ROLE.code });
  await expect(row).toBeVisible(SLOW);
  await expect(member.getByRole("button", { name: "新增" })).toBeVisible();
  await expect(row.getByText("编辑", { exact: true })).toBeVisible();
  for (const absent of ["删除", "授权", "用户"])
    await expect.poll(() => rowActionNames(member, row)).not.toContain(absent);
});

test("a button taken away disappears after a refresh and the server refuses its call", async () => {
  const drawer = await openAuthorisation(admin);
  await tick(drawer, "编辑角色");
  await saveAuthorisation(admin, drawer);

  await member.reload();
  const row = member.getByRole("row").filter({ hasText: ROLE.code });
  await expect(row).toBeVisible(SLOW);
  await expect(member.getByRole("button", { name: "新增" })).toBeVisible();
  await expect(row.getByText("编辑", { exact: true })).toHaveCount(0);

  const roles = await apiAs(member, server.url, "GET", `/sys/role/list?roleCode=${ROLE.code}`);
  const role = (roles.body.result as { records: { id: string }[] }).records[0];
  const refused = await apiAs(member, server.url, "PUT", "/sys/role/edit", {
    id: role.id,
    roleName: "越权改名",
    roleCode: ROLE.code,
  });
  expect(refused.body).toMatchObject({ success: false, code: 510, message: "没有权限，请联系管理员授权" });
  await expect(admin.getByRole("row").filter({ hasText: ROLE.code })).toContainText(ROLE.name);
});

test("force logout of that user sends their next call to the login page", async () => {
  await admin.goto(`${server.url}/isystem/online`);
  const row = admin.getByRole("row").filter({ hasText: MEMBER.username });
  await expect(row).toBeVisible(SLOW);
  await shot(admin, "online-users");
  await row.getByText("强退", { exact: true }).click();
  await confirmPop(admin);
  await expect(admin.getByText(`强制退出用户”${MEMBER.realname}“成功！`)).toBeVisible(SLOW);
  await expect(admin.getByRole("row").filter({ hasText: MEMBER.username })).toHaveCount(0);

  // The next call (the permission load of a fresh page) answers 401, which ends at the login page.
  await member.reload();
  await expect(member).toHaveURL(/\/user\/login/, SLOW);
});

/** A user sheet with the export's header titles: one good row and one whose account already exists. */
async function importFile(): Promise<string> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet("用户信息");
  sheet.addRow(["用户账号", "用户姓名", "手机号", "邮箱"]);
  sheet.addRow(["e2e_imported", "导入用户", "13922223333", "imported@example.com"]);
  sheet.addRow(["admin", "重复账号", "13922224444", "dup@example.com"]);
  const path = join(SHOTS, "users-one-bad-row.xlsx");
  await book.xlsx.writeFile(path);
  return path;
}

test("an import with one bad row warns with code 201 and offers the error report", async () => {
  await admin.goto(`${server.url}/isystem/user`);
  const file = await importFile();
  await admin.getByRole("button", { name: "导入" }).click();
  const dialog = admin.getByRole("dialog", { name: "导入EXCEL" });
  await dialog.locator('input[type="file"]').setInputFiles(file);
  await expect(dialog.getByText("users-one-bad-row.xlsx")).toBeVisible();
  const answer = admin.waitForResponse((res) => res.url().includes("/sys/user/importExcel"));
  await dialog.getByRole("button", { name: "开始上传" }).click();
  const body = (await (await answer).json()) as { code: number; success: boolean };
  expect(body).toMatchObject({ success: true, code: 201 });

  const warning = admin.getByRole("dialog").filter({ hasText: /导入成功.*有错误/ });
  await expect(warning).toBeVisible(SLOW);
  await shot(admin, "user-import-warning");
  const link = warning.getByRole("link");
  const href = await link.getAttribute("href");
  expect(href).toContain("/sys/common/static/");
  const report = await admin.request.get(new URL(href ?? "", server.url).toString());
  expect(report.status()).toBe(200);
  expect(await report.text()).toContain("第");
  await warning.getByRole("button").first().click();
  await expect(admin.getByRole("row").filter({ hasText: "e2e_imported" })).toBeVisible(SLOW);
});

test("bad input on the user form shows the spec's messages", async () => {
  await admin.goto(`${server.url}/isystem/user`);
  await admin.getByRole("button", { name: "新增" }).click();
  const dialog = admin.getByRole("dialog", { name: "新增用户" });
  await dialog.getByRole("button", { name: /确\s*定/ }).click();
  for (const text of ["请输入用户名", "请输入用户姓名!", "请输入登录密码!", "请重新输入登录密码!"])
    await expect(dialog.getByText(text, { exact: true })).toBeVisible();

  await dialog.getByLabel("用户账号").fill("ab");
  await expect(dialog.getByText("长度4到18个字符")).toBeVisible();
  await dialog.getByLabel("用户账号").fill("bad-name!");
  await expect(dialog.getByText("只允许字母、数字、下划线")).toBeVisible();
  await dialog.getByLabel("登录密码").fill("abc");
  await expect(dialog.getByText("密码由8位数字、大小写字母和特殊符号组成!")).toBeVisible();
  await dialog.getByLabel("确认密码").fill("abd");
  await expect(dialog.getByText("两次输入的密码不一样！")).toBeVisible();
  await dialog.getByLabel("手机号").fill("12345");
  await expect(dialog.getByText("请输入正确手机号")).toBeVisible();
  await dialog.getByLabel("邮箱").fill("x@");
  await expect(dialog.getByText("邮箱格式不正确")).toBeVisible();
  await dialog.getByLabel("座机").fill("123");
  await expect(dialog.getByText("请输入正确的座机号")).toBeVisible();
  await shot(admin, "user-form-errors");
  await dialog.getByRole("button", { name: /取\s*消/ }).click();
  await expect(dialog).toBeHidden(SLOW);
});

/** Clicks 确定 in `scope` with the form empty and expects each required message. */
async function submitEmpty(scope: Locator, messages: string[]) {
  await scope.getByRole("button", { name: /^确\s*定$/ }).click();
  for (const text of messages) await expect(scope.getByText(text, { exact: true })).toBeVisible();
}

/** The same rule with the browser bypassed: the server refuses with its own message and stores nothing. */
async function serverRefuses(method: "POST" | "PUT", path: string, body: object, message: string) {
  const res = await apiAs(admin, server.url, method, path, body);
  expect(res.body, JSON.stringify(res.body)).toMatchObject({ success: false, message });
}

test("bad input on the role, position, tenant, department and menu forms: the browser's and the server's messages", async () => {
  await admin.goto(`${server.url}/isystem/roleUserList`);
  await admin.getByRole("button", { name: "新增" }).click();
  const role = admin.getByRole("dialog", { name: "新增角色" });
  await submitEmpty(role, ["请输入角色名称!", "请输入角色编码!"]);
  await role.getByLabel("角色名称").fill("a");
  await expect(role.getByText("长度在 2 到 30 个字符")).toBeVisible();
  await role.getByLabel("角色编码").fill("a b");
  await expect(role.getByText("角色编码只能包含字母、数字、下划线和横线")).toBeVisible();
  await role.getByLabel("角色编码").fill("admin");
  // The code's uniqueness is asked of the server when the field is left (the original's onBlur check).
  await role.getByLabel("角色编码").blur();
  await expect(role.getByText("角色编码已存在")).toBeVisible(SLOW);
  await role.getByRole("button", { name: /^取\s*消$/ }).click();
  await serverRefuses("POST", "/sys/role/add", { roleCode: "bad_role" }, "请输入角色名称!");
  await serverRefuses(
    "POST",
    "/sys/role/add",
    { roleName: "a", roleCode: "bad_role" },
    "长度在 2 到 30 个字符",
  );
  await serverRefuses(
    "POST",
    "/sys/role/add",
    { roleName: "坏角色", roleCode: "a b" },
    "角色编码只能包含字母、数字、下划线和横线",
  );
  await serverRefuses("POST", "/sys/role/add", { roleName: "坏角色", roleCode: "admin" }, "角色编码已存在");

  await admin.goto(`${server.url}/isystem/position`);
  await admin.getByRole("button", { name: "新增" }).click();
  const position = admin.getByRole("dialog", { name: "新增职务" });
  await submitEmpty(position, ["请输入职务编码!", "请输入职务名称!", "请选择职级!"]);
  await position.getByRole("button", { name: /^取\s*消$/ }).click();
  await serverRefuses("POST", "/sys/position/add", {}, "请输入职务编码!");
  await serverRefuses("POST", "/sys/position/add", { code: "bad_post" }, "请输入职务名称!");

  await admin.goto(`${server.url}/isystem/tenant`);
  await admin.getByRole("button", { name: "新增" }).click();
  const tenant = admin.getByRole("dialog", { name: "新增租户" });
  await submitEmpty(tenant, ["请输入租户编号!", "请输入租户名称!"]);
  await tenant.getByLabel("租户编号").fill("0");
  await expect(tenant.getByText("租户编号只能是正整数")).toBeVisible();
  await tenant.getByRole("button", { name: /^取\s*消$/ }).click();
  await serverRefuses("POST", "/sys/tenant/add", { name: "坏租户", status: "1" }, "请输入租户编号!");
  await serverRefuses(
    "POST",
    "/sys/tenant/add",
    { id: "0", name: "坏租户", status: "1" },
    "租户编号只能是正整数",
  );
  await serverRefuses("POST", "/sys/tenant/add", { id: "77", status: "1" }, "请输入租户名称!");

  await admin.goto(`${server.url}/isystem/depart`);
  await admin.getByRole("button", { name: "添加一级部门" }).click();
  const depart = admin.getByRole("dialog", { name: "添加一级部门" });
  await submitEmpty(depart, ["请输入机构/部门名称!"]);
  await depart.getByRole("button", { name: /^取\s*消$/ }).click();
  await serverRefuses("POST", "/sys/sysDepart/add", {}, "请输入机构/部门名称!");

  await admin.goto(`${server.url}/isystem/permission`);
  await expect(admin.getByRole("cell", { name: /系统管理$/ })).toBeVisible(SLOW);
  await admin.getByRole("button", { name: "新增" }).click();
  const menu = admin.getByRole("dialog", { name: "新增菜单" });
  await submitEmpty(menu, ["请输入菜单标题!", "请输入菜单路径!"]);
  await menu.getByText("子菜单", { exact: true }).click();
  await submitEmpty(menu, ["请选择上级菜单!", "请输入菜单路径!", "请输入前端组件!"]);
  await menu.getByText("按钮/权限", { exact: true }).click();
  await submitEmpty(menu, ["请选择上级菜单!", "请输入授权标识!"]);
  await shot(admin, "menu-form-errors");
  await menu.getByRole("button", { name: /^取\s*消$/ }).click();
  await serverRefuses("POST", "/sys/permission/add", { menuType: 0, url: "/bad" }, "请输入菜单标题!");
  await serverRefuses("POST", "/sys/permission/add", { name: "坏菜单", menuType: 0 }, "请输入菜单路径!");
  await serverRefuses(
    "POST",
    "/sys/permission/add",
    { name: "坏菜单", menuType: 1, url: "/bad" },
    "请选择上级菜单!",
  );
  await serverRefuses(
    "POST",
    "/sys/permission/add",
    { name: "坏按钮", menuType: 2, parentId: "" },
    "请选择上级菜单!",
  );

  // Nothing of the refused calls was stored.
  const roles = await apiAs(admin, server.url, "GET", "/sys/role/list?roleName=*坏角色*");
  expect((roles.body.result as { total: number }).total).toBe(0);
  const tenants = await apiAs(admin, server.url, "GET", "/sys/tenant/list?name=坏租户");
  expect((tenants.body.result as { total: number }).total).toBe(0);
});

test("bad input on the password, department role and data rule forms: the browser's and the server's messages", async () => {
  await admin.goto(`${server.url}/isystem/user`);
  await rowAction(admin, admin.getByRole("row").filter({ hasText: "普通用户" }), "密码");
  const password = admin.getByRole("dialog", { name: "修改密码" });
  await submitEmpty(password, ["请输入登录密码!", "请重新输入登录密码!"]);
  await password.getByLabel("登录密码").fill("abc");
  await expect(password.getByText("密码由8位数字、大小写字母和特殊符号组成!")).toBeVisible();
  await password.getByLabel("确认密码").fill("abd");
  await expect(password.getByText("两次输入的密码不一样！")).toBeVisible();
  await password.getByRole("button", { name: /^取\s*消$/ }).click();
  const weak = { username: "jeecg", password: "abc", confirmpassword: "abc" };
  await serverRefuses("PUT", "/sys/user/changePassword", weak, "密码由8位数字、大小写字母和特殊符号组成!");
  const differ = { username: "jeecg", password: "Abcdefg1!", confirmpassword: "Abcdefg2!" };
  await serverRefuses("PUT", "/sys/user/changePassword", differ, "两次输入的密码不一样！");

  await admin.goto(`${server.url}/isystem/depart`);
  await admin.getByRole("tree").getByText("北京国炬软件", { exact: true }).click();
  await admin.getByRole("tab", { name: "部门角色" }).click();
  await admin.getByRole("button", { name: "新增部门角色" }).click();
  const departRole = admin.getByRole("dialog", { name: "新增部门角色" });
  await submitEmpty(departRole, ["请输入部门角色名称!", "请输入部门角色编码!"]);
  await departRole.getByLabel("部门角色名称").fill("a");
  await expect(departRole.getByText("长度在 2 到 30 个字符")).toBeVisible();
  await departRole.getByLabel("部门角色编码").fill("x y");
  await expect(departRole.getByText("只允许字母、数字、下划线")).toBeVisible();
  await departRole.getByRole("button", { name: /^取\s*消$/ }).click();
  const tree = await apiAs(admin, server.url, "GET", "/sys/sysDepart/queryTreeList");
  const departId = (tree.body.result as { id: string }[])[0].id;
  await serverRefuses(
    "POST",
    "/sys/sysDepartRole/add",
    { departId, roleCode: "dr_x" },
    "请输入部门角色名称!",
  );
  await serverRefuses(
    "POST",
    "/sys/sysDepartRole/add",
    { departId, roleName: "a", roleCode: "dr_x" },
    "长度在 2 到 30 个字符",
  );
  await serverRefuses(
    "POST",
    "/sys/sysDepartRole/add",
    { departId, roleName: "坏角色", roleCode: "x y" },
    "只允许字母、数字、下划线",
  );

  await admin.goto(`${server.url}/isystem/permission`);
  const home = admin.getByRole("row").filter({ has: admin.getByRole("cell", { name: "首页", exact: true }) });
  await home.getByText("数据规则", { exact: true }).click();
  const rules = admin.getByRole("dialog", { name: "数据规则：首页" });
  await rules.getByRole("button", { name: "新增" }).click();
  const rule = admin.getByRole("dialog", { name: "新增数据规则" });
  await submitEmpty(rule, ["请输入规则名称!", "请选择条件规则!", "请输入规则值!"]);
  await rule.getByLabel("规则字段").fill("a;b");
  await expect(rule.getByText("规则字段只能是字母、数字和下划线")).toBeVisible();
  await rule.getByRole("button", { name: /^取\s*消$/ }).click();
  const menus = await apiAs(admin, server.url, "GET", "/sys/permission/list");
  const homeId = (menus.body.result as { id: string; name: string }[]).find((m) => m.name === "首页")?.id;
  const base = {
    permissionId: homeId,
    ruleName: "坏规则",
    ruleColumn: "a",
    ruleConditions: "=",
    ruleValue: "1",
  };
  await serverRefuses(
    "POST",
    "/sys/permission/addPermissionRule",
    { ...base, ruleName: "" },
    "请输入规则名称!",
  );
  await serverRefuses(
    "POST",
    "/sys/permission/addPermissionRule",
    { ...base, ruleConditions: "" },
    "请选择条件规则!",
  );
  await serverRefuses(
    "POST",
    "/sys/permission/addPermissionRule",
    { ...base, ruleValue: "" },
    "请输入规则值!",
  );
  await serverRefuses(
    "POST",
    "/sys/permission/addPermissionRule",
    { ...base, ruleColumn: "a;b" },
    "规则字段只能是字母、数字和下划线",
  );
});

/** Each access screen opens with its content; a screenshot of each goes to .tmp/shots-access-web. */
const SCREENS: [path: string, name: string, ready: (page: Page) => Locator][] = [
  ["/isystem/permission", "permissions", (p) => p.getByRole("cell", { name: /系统管理$/ })],
  ["/isystem/depart", "departments", (p) => p.getByText("组织机构", { exact: true })],
  ["/isystem/tenant", "tenants", (p) => p.getByRole("cell", { name: "北京租户001" })],
  ["/isystem/log", "logs", (p) => p.getByRole("cell", { name: /登录成功/ }).first()],
  ["/sys/dataLog-list", "data-log", (p) => p.getByRole("button", { name: /数据比较/ })],
  ["/isystem/addressList", "address-book", (p) => p.getByText("通讯录", { exact: true }).last()],
];

test("the access screens open", async () => {
  for (const [path, name, ready] of SCREENS) {
    await admin.goto(`${server.url}${path}`);
    await expect(ready(admin)).toBeVisible(SLOW);
    await shot(admin, name);
  }
  await admin.goto(`${server.url}/isystem/user`);
  await admin.getByRole("button", { name: "回收站" }).click();
  await expect(admin.getByRole("dialog", { name: "用户回收站" })).toBeVisible(SLOW);
  await shot(admin, "user-recycle-bin");
});
