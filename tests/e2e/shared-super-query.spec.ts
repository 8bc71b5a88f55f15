import { type Browser, type BrowserContext, expect, type Locator, type Page, test } from "@playwright/test";
import { apiAs, pickOpenOption, signIn } from "./support/app.ts";
import { DEMO, type RunningServer, startTestServer } from "./support/server.ts";

/**
 * A saved super query shared with a role, on the user list: the administrator builds a query with a nested
 * group (用户账号 starts with sqe2e_ AND any of 性别 女 / 用户姓名 contains 甲), saves it on the server and
 * shares it with 临时角色; jeecg, who holds that role, signs in in a browser of their own, finds it marked
 * 共享 in the saved list, cannot delete it, runs it and sees exactly the matching rows.
 */

let server: RunningServer;

const USERS = [
  { username: "sqe2e_a", realname: "查询甲", sex: 1, phone: "13911170001" },
  { username: "sqe2e_b", realname: "查询乙", sex: 2, phone: "13911170002" },
  { username: "sqe2e_c", realname: "查询丙", sex: 1, phone: "13911170003" },
];
const TITLE = "女或甲的查询用户";

test.beforeAll(async () => {
  server = await startTestServer();
});

/** The browsers the tests opened: closed with the server, so no page of this file outlives it. */
const opened: BrowserContext[] = [];

test.afterAll(async () => {
  await Promise.all(opened.map((context) => context.close()));
  await server?.stop();
});

/** Screenshots for looking at the screens, only when SHOTS_DIR is set (not part of the assertions). */
async function shot(page: Page, name: string) {
  if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/${name}.png` });
}

/** A browser of its own (no shared storage), signed in, on the user list. */
async function openUsers(browser: Browser, user?: { username: string; password: string }): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  opened.push(context);
  const page = await context.newPage();
  await page.goto(`${server.url}/user/login`);
  await signIn(page, user?.username, user?.password);
  await page.goto(`${server.url}/isystem/user`);
  // The first visit loads the app and the list page; a busy machine takes its time.
  await expect(page.locator("tbody tr[data-row-key]").first()).toBeVisible({ timeout: 60_000 });
  return page;
}

/** Picks `option` in the select named `label` inside `scope`. */
async function choose(scope: Locator, label: string, option: string) {
  const box = scope.getByRole("combobox", { name: label, exact: true });
  await box
    .locator("xpath=ancestor::div[contains(concat(' ', @class, ' '), ' ant-select-selector ')][1]")
    .click();
  await pickOpenOption(scope.page(), option);
  await box.blur();
}

/** The accounts shown in the user table. */
async function shownAccounts(page: Page): Promise<string[]> {
  const rows = page.locator("tbody tr[data-row-key]");
  const texts = await rows.allInnerTexts();
  return USERS.map((u) => u.username).filter((name) => texts.some((text) => text.includes(name)));
}

test("a super query with a nested group, shared with a role, runs for another user holding it", async ({
  browser,
}) => {
  // Two users sign in, each in a browser of their own, and each loads the app once.
  test.setTimeout(300_000);
  const admin = await openUsers(browser);
  for (const user of USERS) {
    const { body } = await apiAs(admin, server.url, "POST", "/sys/user/add", {
      ...user,
      password: "Sq@e2e2026pw",
    });
    expect(body.success, body.message).toBe(true);
  }
  await admin.reload();

  await admin.getByRole("button", { name: "高级查询" }).click();
  const builder = admin.getByRole("dialog", { name: "高级查询构造器" });
  await expect(builder).toBeVisible({ timeout: 30_000 });
  await choose(builder, "第1行查询字段", "用户账号");
  await choose(builder, "第1行匹配规则", "以..开始");
  await builder.getByLabel("第1行查询值", { exact: true }).fill("sqe2e_");
  await builder.getByRole("button", { name: "添加条件组" }).click();
  const group = builder.getByRole("group", { name: "条件组1" });
  await expect(group.getByRole("combobox", { name: "条件组1匹配" })).toBeVisible();
  await choose(group, "第1组第1行查询字段", "性别");
  await choose(group, "第1组第1行查询值", "女");
  await group.getByRole("button", { name: "新增条件" }).click();
  await choose(group, "第1组第2行查询字段", "用户姓名");
  await choose(group, "第1组第2行匹配规则", "包含");
  await group.getByLabel("第1组第2行查询值", { exact: true }).fill("甲");

  const listCall = admin.waitForRequest(
    (r) => r.url().includes("/sys/user/list") && r.url().includes("superQueryParams"),
  );
  await builder.getByRole("button", { name: /^查\s*询$/ }).click();
  const sent = new URL((await listCall).url());
  expect(JSON.parse(decodeURIComponent(sent.searchParams.get("superQueryParams") ?? ""))).toEqual([
    { rule: "right_like", field: "username", val: "sqe2e_", type: "string" },
    {
      matchType: "or",
      children: [
        { rule: "eq", field: "sex", val: "2", type: "list", dictCode: "sex" },
        { rule: "like", field: "realname", val: "甲", type: "string" },
      ],
    },
  ]);
  await expect.poll(() => shownAccounts(admin)).toEqual(["sqe2e_a", "sqe2e_b"]);

  await builder.getByRole("button", { name: "保存查询条件" }).click();
  const naming = admin.getByRole("dialog", { name: "请输入保存的名称" });
  await naming.getByLabel("保存的名称").fill(TITLE);
  await naming.getByRole("button", { name: /确\s*定/ }).click();
  await expect(admin.getByText("保存成功")).toBeVisible();
  const saved = builder.getByTestId("saved-query").filter({ hasText: TITLE });
  await expect(saved.getByText("我的")).toBeVisible();

  await saved.getByRole("button", { name: `共享 ${TITLE}` }).click();
  const sharing = admin.getByRole("dialog", { name: `共享查询「${TITLE}」` });
  await choose(sharing, "共享给角色", "临时角色（test）");
  await sharing.getByRole("button", { name: /确\s*定/ }).click();
  await expect(admin.getByText("共享成功")).toBeVisible();
  await expect(saved.getByText("已共享 · 临时角色")).toBeVisible();
  await shot(admin, "shared-super-query-nested-group");

  // jeecg holds 临时角色: in a browser of their own the query is listed as shared, read-only.
  const member = await openUsers(browser, DEMO);
  await member.getByRole("button", { name: "高级查询" }).click();
  const theirs = member.getByRole("dialog", { name: "高级查询构造器" });
  await expect(theirs).toBeVisible({ timeout: 30_000 });
  const shared = theirs.getByTestId("saved-query").filter({ hasText: TITLE });
  await expect(shared.getByText("共享 · 临时角色")).toBeVisible();
  await expect(shared.getByRole("button", { name: `删除 ${TITLE}` })).toHaveCount(0);
  await shot(member, "shared-super-query-shared-list");

  await shared.getByRole("button", { name: TITLE }).click();
  await expect(theirs.getByLabel("第1行查询值", { exact: true })).toHaveValue("sqe2e_");
  await expect(theirs.getByLabel("第1组第2行查询值", { exact: true })).toHaveValue("甲");
  await theirs.getByRole("button", { name: /^查\s*询$/ }).click();
  await expect.poll(() => shownAccounts(member)).toEqual(["sqe2e_a", "sqe2e_b"]);
  await expect(member.getByText("1-2 共2条")).toBeVisible();
});
