import { expect, type Page, test } from "@playwright/test";
import { apiAs, signIn } from "./support/app.ts";
import { type RunningServer, startTestServer } from "./support/server.ts";

/**
 * 分类字典 as a lazy tree (three levels built, expanded, searched, a branch deleted), and forms that check
 * with the server while the user types: a duplicate value, and a plate against its bound check rule.
 */

let server: RunningServer;
let page: Page;
const OK = /确\s*定/;
const SHOTS = process.env.SHOTS_DIR;

test.beforeAll(async ({ browser }) => {
  server = await startTestServer();
  page = await browser.newPage();
  await page.goto(`${server.url}/user/login`);
  await signIn(page);
});

test.afterAll(async () => {
  await page?.close();
  await server?.stop();
});

const tree = () => page.getByRole("table").or(page.locator(".ant-table")).first();
const row = (name: string) => page.locator("tbody tr[data-row-key]", { hasText: name });

async function addCategory(name: string, parent?: string) {
  if (parent) await row(parent).getByRole("button", { name: "添加下级" }).click();
  else await page.getByRole("button", { name: "新增" }).click();
  const dialog = page.getByRole("dialog", { name: parent ? "添加下级" : "新增分类" });
  if (parent) await expect(dialog.getByLabel("父级节点", { exact: true })).toHaveValue(parent);
  await dialog.getByLabel("类型名称", { exact: true }).fill(name);
  await dialog.getByRole("button", { name: OK }).click();
  await expect(dialog).toBeHidden();
}

async function expand(name: string) {
  await row(name).first().locator(".ant-table-row-expand-icon-collapsed").click();
}

test("分类字典 builds a three-level tree, expands it lazily, searches it and deletes a branch", async () => {
  test.setTimeout(240_000);
  await page.goto(`${server.url}/isystem/category`);
  await expect(page.getByRole("button", { name: "新增" })).toBeVisible({ timeout: 60_000 });

  await addCategory("交通工具");
  await expect(row("交通工具")).toBeVisible();
  await addCategory("货车", "交通工具");
  await expand("交通工具");
  await expect(row("货车")).toContainText("A01A01");
  await addCategory("小货车", "货车");
  await expand("货车");
  await expect(row("小货车")).toContainText("A01A01A01");
  await addCategory("客车", "交通工具");
  await expect(row("客车")).toContainText("A01A02");

  // A fresh page shows the top level only; each level loads when its node is first expanded.
  const childReads: string[] = [];
  page.on("request", (r) => {
    if (r.url().includes("/sys/category/childList")) childReads.push(r.url());
  });
  await page.reload();
  await expect(row("交通工具")).toBeVisible({ timeout: 60_000 });
  await expect(row("货车")).toHaveCount(0);
  expect(childReads).toHaveLength(0);
  await expand("交通工具");
  await expect(row("货车")).toBeVisible();
  expect(childReads).toHaveLength(1);
  await expand("货车");
  await expect(row("小货车")).toBeVisible();
  expect(childReads).toHaveLength(2);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/category-tree.png` });

  // A search shows the matching node under its ancestors, and nothing else.
  const search = page.getByRole("search", { name: "查询条件" });
  await search.getByLabel("名称", { exact: true }).fill("小货");
  await search.getByRole("button", { name: /查\s*询/ }).click();
  await expect(row("小货车")).toBeVisible();
  await expect(row("货车").first()).toBeVisible();
  await expect(row("交通工具")).toBeVisible();
  await expect(row("客车")).toHaveCount(0);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/category-search.png` });
  // 重置 brings the tree back as it was, its expanded nodes still open.
  await search.getByRole("button", { name: /重\s*置/ }).click();
  await expect(row("客车")).toBeVisible();
  await expect(row("小货车")).toBeVisible();

  // Deleting 货车 takes 小货车 with it; 客车 stays.
  await row("货车").first().getByRole("button", { name: "删除" }).click();
  await page.getByRole("tooltip").getByRole("button", { name: OK }).click();
  await expect(row("货车")).toHaveCount(0);
  await expect(row("客车")).toBeVisible();
  await expect(tree()).toBeVisible();
  await search.getByLabel("名称", { exact: true }).fill("小货车");
  await search.getByRole("button", { name: /查\s*询/ }).click();
  await expect(page.locator(".ant-empty-description")).toBeVisible();
});

test("forms check with the server while typing, and the server refuses the same values on save", async () => {
  test.setTimeout(240_000);
  // 规则编码 is unique: a taken code is flagged as it is typed, with the field's message.
  await page.goto(`${server.url}/isystem/checkRule`);
  await page.getByRole("button", { name: "新增" }).click({ timeout: 60_000 });
  const rule = page.getByRole("dialog", { name: "新增校验规则" });
  await rule.getByLabel("规则名称", { exact: true }).fill("重复编码");
  await rule.getByLabel("规则编码", { exact: true }).pressSequentially("commo");
  await rule.getByLabel("规则编码", { exact: true }).press("n");
  await expect(rule.getByText("规则编码已存在")).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/form-duplicate.png` });
  await rule.getByLabel("规则编码", { exact: true }).press("2");
  await expect(rule.getByText("规则编码已存在")).toBeHidden();
  // The server refuses a taken code on save too, whatever the form said.
  const taken = await apiAs(page, server.url, "POST", "/sys/checkRule/add", {
    ruleName: "x",
    ruleCode: "common",
  });
  expect(taken.body).toMatchObject({ success: false, message: "规则编码已存在" });
  await rule
    .getByRole("button", { name: "取 消" })
    .or(rule.getByRole("button", { name: "取消" }))
    .click();

  // The plate is bound to the rule vehicle_plate: a police plate passes the format but breaks the rule.
  await page.goto(`${server.url}/permit/vehicle`);
  await page.getByRole("button", { name: "新增" }).click({ timeout: 60_000 });
  const vehicle = page.getByRole("dialog", { name: "新增车辆" });
  await vehicle.getByLabel("车牌号", { exact: true }).pressSequentially("京A1234警");
  await expect(vehicle.getByText("使馆、领馆和警用车辆的车牌不在此登记")).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/form-plate-rule.png` });
  await vehicle.getByRole("button", { name: OK }).click();
  await expect(vehicle).toBeVisible();
  const refused = await apiAs(page, server.url, "POST", "/permit/vehicle/add", {
    plateNo: "京A1234警",
    vehicleType: "small_car",
    plateColor: "blue",
  });
  expect(refused.body).toMatchObject({ success: false, message: "使馆、领馆和警用车辆的车牌不在此登记" });
  const found = await apiAs(
    page,
    server.url,
    "GET",
    `/permit/vehicle/list?plateNo=${encodeURIComponent("京A1234警")}`,
  );
  expect((found.body.result as { total: number }).total).toBe(0);
  await vehicle.getByLabel("车牌号", { exact: true }).fill("京A7K321");
  await expect(vehicle.getByText("使馆、领馆和警用车辆的车牌不在此登记")).toBeHidden();
});
