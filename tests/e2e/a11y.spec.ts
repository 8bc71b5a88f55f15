import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import type { AxeResults, Result, RunOptions } from "axe-core";
import { pickDropdownEntry, signIn } from "./support/app.ts";
import { type RunningServer, startTestServer } from "./support/server.ts";

let server: RunningServer;

test.beforeAll(async () => {
  server = await startTestServer();
});
test.afterAll(async () => {
  await server?.stop();
});

test.describe.configure({ mode: "serial" });

/** The serious and critical ones of axe's violations, readable. */
function serious(violations: readonly Result[]): string[] {
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

/** Serious and critical axe violations of the page (or of one part of it) as it is now, readable. */
async function seriousViolations(page: Page, part?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page });
  const results = await (part ? builder.include(part) : builder).analyze();
  return serious(results.violations);
}

/** axe itself, put into a page once for many scans of an app that never reloads. */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/** axe's violations with the axe already in the page: no injection per scan, violations only. */
async function violationsInPage(page: Page, rules?: string[]): Promise<Result[]> {
  return page.evaluate(async (only) => {
    const axe = (window as { axe?: { run(context: Document, options: RunOptions): Promise<AxeResults> } })
      .axe;
    if (!axe) throw new Error("axe is not in the page");
    const options: RunOptions = { resultTypes: ["violations"], iframes: false };
    return (await axe.run(document, only ? { ...options, runOnly: only } : options)).violations;
  }, rules);
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

/** The eight preset theme colours of the settings drawer, by the name each swatch carries. */
const PRESETS = [
  ["薄暮", "#F5222D"],
  ["火山", "#FA541C"],
  ["日暮", "#FAAD14"],
  ["明青", "#13C2C2"],
  ["极光绿", "#52C41A"],
  ["拂晓蓝（默认）", "#1890FF"],
  ["极客蓝", "#2F54EB"],
  ["酱紫", "#722ED1"],
] as const;

test("in every preset theme colour, links, buttons, menus, tabs and status tags read at 4.5:1", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.addInitScript({ content: AXE_SOURCE });
  await page.goto(`${server.url}/user/login`);
  await signIn(page);
  // The permit list has them all: the open menu folder and its selected page, a tab, the primary
  // button, row links and tags of every status colour.
  await page.goto(`${server.url}/permit/application`);
  await expect(page.getByRole("row").filter({ hasText: "TXZ" }).first()).toBeVisible({ timeout: 60_000 });
  await expect(page.locator(".ant-notification-notice")).toHaveCount(0, { timeout: 15_000 });
  for (const [name, color] of PRESETS) {
    // Picked in the settings drawer, as a user does: the theme changes in place, with no reload.
    await page.getByRole("button", { name: /^当前用户/ }).click();
    await pickDropdownEntry(page, "系统设置");
    const drawer = page.getByRole("dialog", { name: "系统设置" });
    const swatch = drawer.getByRole("button", { name, exact: true });
    await swatch.click();
    await expect(swatch).toHaveAttribute("aria-pressed", "true");
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
    const violations = await violationsInPage(page, ["color-contrast"]);
    const faults = violations.flatMap((v) =>
      v.nodes.map((n) => `${n.target.join(" ")}: ${n.any[0]?.message ?? v.help}`),
    );
    expect(faults, `theme colour ${color}`).toEqual([]);
  }
});
