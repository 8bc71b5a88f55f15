import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { signIn } from "./support/app.ts";
import { type RunningServer, startTestServer } from "./support/server.ts";

let server: RunningServer;

test.beforeAll(async () => {
  server = await startTestServer();
});
test.afterAll(async () => {
  await server?.stop();
});

test.describe.configure({ mode: "serial" });

/** Serious and critical axe violations of the page (or of one part of it) as it is now, readable. */
async function seriousViolations(page: Page, part?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page });
  const results = await (part ? builder.include(part) : builder).analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

test("the login page has no serious or critical accessibility violation, on either tab", async ({ page }) => {
  await page.goto(`${server.url}/user/login`);
  await expect(page.getByRole("button", { name: "登录" })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole("tab", { name: "手机号登录" }).click();
  await expect(page.getByRole("textbox", { name: "手机号", exact: true })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test("the dashboard, with the shell around it, has no serious or critical violation in either menu theme", async ({
  page,
}) => {
  // The full app and its chart chunk load after the login: slow on a busy machine.
  test.setTimeout(120_000);
  await page.goto(`${server.url}/user/login`);
  await signIn(page);
  await expect(page).toHaveURL(/\/dashboard\/analysis$/);
  const loaded = async () => {
    // Scan once the figures and charts have loaded, not the skeletons.
    await expect(page.getByRole("region", { name: "总访问量" })).toContainText(/\d/, { timeout: 45_000 });
    await expect(page.locator(".ant-skeleton")).toHaveCount(0);
    await expect(page.locator(".recharts-surface").first()).toBeVisible();
  };
  await loaded();
  // The greeting fades out by itself; scan the page as staff work in it.
  await expect(page.locator(".ant-notification-notice")).toHaveCount(0, { timeout: 15_000 });
  expect(await seriousViolations(page)).toEqual([]);

  // The dark menu: the selected row's background is a shade of the theme colour under white text.
  await page.evaluate(() =>
    localStorage.setItem("pro__DEFAULT_THEME", JSON.stringify({ value: "dark", expire: null })),
  );
  await page.reload();
  await expect(page.locator(".ant-layout-sider-dark")).toBeVisible();
  await loaded();
  await expect(page.locator(".ant-notification-notice")).toHaveCount(0, { timeout: 15_000 });
  expect(await seriousViolations(page)).toEqual([]);
});

test("in every preset theme colour, links, buttons, menus, tabs and status tags read at 4.5:1", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const presets = ["#F5222D", "#FA541C", "#FAAD14", "#13C2C2", "#52C41A", "#1890FF", "#2F54EB", "#722ED1"];
  await page.goto(`${server.url}/user/login`);
  await signIn(page);
  await expect(page).toHaveURL(/\/dashboard\/analysis$/);
  for (const color of presets) {
    await page.evaluate(
      (value) => localStorage.setItem("pro__DEFAULT_COLOR", JSON.stringify({ value, expire: null })),
      color,
    );
    // The permit list has them all: the open menu folder and its selected page, a tab, the primary
    // button, row links and tags of every status colour.
    await page.goto(`${server.url}/permit/application`);
    await expect(page.getByRole("row").filter({ hasText: "TXZ" }).first()).toBeVisible({ timeout: 30_000 });
    const results = await new AxeBuilder({ page }).withRules(["color-contrast"]).analyze();
    const faults = results.violations.flatMap((v) =>
      v.nodes.map((n) => `${n.target.join(" ")}: ${n.any[0]?.message ?? v.help}`),
    );
    expect(faults, `theme colour ${color}`).toEqual([]);
  }
});
